"""Card names across languages: an English question naming "Rift Bolt" finds the Chinese
FAQ's 裂缝箭 (2006) and a German name finds the English one.

Names come from ``data/termbase/card_names.csv`` (one row per card, language and name,
each with its public source); the card key is the official English name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

import sqlite_utils

from kb.store.names import UNKNOWN_NAME
from kb.text import fold


class NamesByLang(dict[str, list[str]]):
    """Printed names by language (``{"de": [...], "zh": [...], "en": [...]}``).

    Iterating yields every name of every language (what ``kb.cards`` folds and looks up);
    ``items()``, ``keys()`` and ``get(lang)`` work by language as in any dict."""

    def __iter__(self) -> Iterator[str]:  # every name, where a dict yields its keys
        for names in self.values():
            yield from names

    def all_names(self) -> list[str]:
        return list(iter(self))


@dataclass
class CardNames:
    card: str  # the card key: its official English name
    lang: str  # language of the name that was asked for
    era: str  # era of that name ("current" or "2006")
    names: NamesByLang = field(default_factory=NamesByLang)
    sources: dict[str, str] = field(default_factory=dict)  # name -> where it comes from


def printed_names_for(db: sqlite_utils.Database, name: str) -> CardNames | None:
    """Every known name of the card called ``name`` in any language or era, or None when
    the termbase has no card of that name (or no card-name table)."""
    key = fold(name or "")
    if not key or "card_names" not in db.table_names():
        return None
    hits = list(db.query("select card, lang, era from card_names where folded = ? order by era = 'current' desc", [key]))
    if not hits:
        return None
    card, lang, era = hits[0]["card"], hits[0]["lang"], hits[0]["era"]
    names, sources = NamesByLang(), {}
    for row in db.query(
        "select lang, name, source from card_names where card = ? and name != ? "
        "order by case lang when 'en' then 0 when 'de' then 1 else 2 end, era = 'current' desc, name",
        [card, UNKNOWN_NAME],
    ):
        if row["name"] not in names.setdefault(row["lang"], []):
            names[row["lang"]].append(row["name"])
            sources[row["name"]] = row["source"]
    return CardNames(card=card, lang=lang, era=era, names=names, sources=sources)
