"""Card lookup: every ruling for a card, by any printed or face name, in any document."""

from __future__ import annotations

import difflib
import re
from dataclasses import replace
from typing import Any

import sqlite_utils

from kb.card_results import CardCopy, CardLookup, NamedMechanic
from kb.errors import CardNotFound
from kb.language.chinese_script import simplified
from kb.rulings import enrich_rulings
from kb.store.cards import card_name_spellings, card_records_named
from kb.store.records import has_table, mechanics_in, records_by_id, rulings_under
from kb.text import fold

# Mechanic kinds whose names appear in card text (a rule change or an information
# heading is not something a card "names").
_NAMEABLE_KINDS = {"keyword ability", "keyword action", "ability word", "creature type", "theme"}


def find_card(db: sqlite_utils.Database, name: str) -> CardLookup:
    """Every printed copy of the card called ``name`` with its rulings, plus the rulings of
    the mechanics its text names (listed apart). Raises ``CardNotFound`` with close names."""
    key = fold(name)
    if not key:
        raise CardNotFound(name, [])
    hits = card_records_named(db, [key])
    matched_by = hits[0][1] if hits else "name"
    if not hits:
        hits, matched_by = _via_other_languages(db, name)
    if not hits and (simple := simplified(name)) != name:  # 維蘇瓦變形獸: the FAQ prints Simplified names
        found = find_card(db, simple)
        return replace(found, query=name, matched_by=f"simplified {found.matched_by}")
    if not hits:
        raise CardNotFound(name, close_card_names(db, key, loosest=True), hint=_term_hint(db, name))
    copies = records_by_id(db, [record_id for record_id, _ in hits])
    for card in copies:
        card["rulings"] = enrich_rulings(db, rulings_under(db, card["id"]))
    return CardLookup(
        query=name,
        matched_by=matched_by,
        copies=tuple(CardCopy.from_dict(c) for c in copies),
        mechanic_rulings=tuple(NamedMechanic.from_dict(m) for m in _mechanic_rulings(db, copies)),
    )


def close_card_names(db: sqlite_utils.Database, key: str, limit: int = 5, *, loosest: bool = False) -> list[str]:
    """The card names (printed, face, or another language's from the termbase) nearest to the
    folded ``key``: names containing it first, then spelling neighbours. With ``loosest`` the
    list is never empty while the knowledge base has cards (a miss shows where to go next)."""
    names = card_name_spellings(db)
    words = [k for k in names if any(w.startswith(key) for w in re.split(r"[\s,'-]+", k))]
    contains = [k for k in names if key in k and k not in words]
    close = [k for k in difflib.get_close_matches(key, list(names), n=limit, cutoff=0.6) if k not in words and k not in contains]
    ranked = words + contains + close
    if not ranked and loosest:  # nothing similar: the loosest neighbours still beat an empty list
        ranked = difflib.get_close_matches(key, list(names), n=limit, cutoff=0.0)
    return [names[k] for k in ranked[:limit]]


def _term_hint(db: sqlite_utils.Database, name: str) -> str | None:
    """A miss that names a mechanic or game term points the judge to the term's commands."""
    if not has_table(db, "concept_labels"):
        return None
    # imported only on a miss: kb.termbase loads pydantic, which a cold `judgedesk card` never does
    from kb.termbase.lookup import resolve
    from kb.termbase.model import TermNotFound

    try:
        found = resolve(db, name)
    except TermNotFound:
        return None
    assert found.entry is not None  # resolve() found the concept through its own labels
    return f"{name!r} is the term {found.entry.en!r}, not a card: try `judgedesk crosscheck {name}` or `judgedesk terms {name}`"


def _via_other_languages(db: sqlite_utils.Database, name: str) -> tuple[list[tuple[str, str]], str]:
    """Names in another language, through the termbase's card-name table when it is built."""
    if not has_table(db, "card_names"):
        return [], "name"
    # imported only when the name was not found as printed (kb.termbase loads pydantic)
    from kb.termbase.cards import printed_names_for

    found = printed_names_for(db, name)
    if not found:
        return [], "name"
    return card_records_named(db, [fold(n) for n in found.names]), found.lang


def _mechanic_rulings(db: sqlite_utils.Database, copies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    langs = sorted({c["lang"] for c in copies})
    text = fold(" ".join(f"{c.get('type_line') or ''} {c.get('rules_text') or c['text']}" for c in copies))
    own = {(c["source"], c.get("mechanic")) for c in copies if c.get("mechanic")}
    out = []
    for mech in mechanics_in(db, langs):
        if mech.get("mechanic_kind") not in _NAMEABLE_KINDS:
            continue
        if (mech["source"], mech["name"]) in own or names_mechanic(text, mech["name"]):
            mech["rulings"] = enrich_rulings(db, rulings_under(db, mech["id"]))
            out.append(mech)
    return out


_WORD = re.compile(r"[\w][\w+-]*")


def names_mechanic(folded_text: str, mechanic_name: str) -> bool:
    """Whether card text names a mechanic: the whole name, or (for German multi-word names
    whose words inflect: "steht … vor einem schrecklichen Dilemma") the stem of each
    content word within a short window."""
    name = fold(re.sub(r"\[.*?\]", "", mechanic_name))  # "Partner von [Name]" → "partner von"
    if not name:
        return False
    if name in folded_text:
        return True
    words = [w for w in _WORD.findall(name) if len(w) > 3]
    if len(words) < 2:
        return False
    stems = [w[: max(4, len(w) - 4)] for w in words]
    tokens = _WORD.findall(folded_text)
    for i in range(len(tokens)):
        window = tokens[i : i + 3 * len(stems) + 2]
        if all(any(t.startswith(s) for t in window) for s in stems):
            return True
    return False
