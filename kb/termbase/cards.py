"""Card names across languages: an English question naming "Rift Bolt" finds the Chinese
FAQ's 裂缝箭 (2006) and a German name finds the English one.

Names come from ``data/termbase/card_names.csv`` (one row per card, language and name,
each with its public source); the card key is the official English name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

import sqlite_utils

from kb.store.termbase import cards_named, names_of_card
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
    hits = cards_named(db, key) if key else []
    if not hits:
        return None
    card, lang, era = hits[0].card, hits[0].lang, hits[0].era
    names, sources = NamesByLang(), {}
    for name_lang, name, source in names_of_card(db, card):
        if name not in names.setdefault(name_lang, []):
            names[name_lang].append(name)
            sources[name] = source
    return CardNames(card=card, lang=lang, era=era, names=names, sources=sources)
