"""How one record gets its rules (pure functions over record dicts).

Rule links, in order of preference:
- quoted: the text names a rule number of today's numbering;
- mapped: the text (or a rule excerpt's heading) names a 2006 number, mapped through
  data/rules/cr-2006.csv; ``quoted_as`` keeps the number as printed;
- mechanic: the record is about a mechanic (its subject heading) or, for a card ruling,
  the card has a keyword whose concept has a CR number. The mechanic's rule comes from
  the termbase concept (``concepts.cr``) and, where the termbase has none, from the
  headings listed in data/rules/mechanics.csv;
- mentioned: only for a ruling or note that none of the above links, the rules of the
  keywords, counters and specific game terms (copy, face-down, split card, ...) that
  its own text names (the termbase's ``mention`` tags).

A record's status and wording are derived in kb.rules.status.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from kb.rules.data import RULE_NUMBER
from kb.rules.numbers import map_2006, quoted_numbers

OLD_NUMBERING_ERAS = {"2006"}  # documents written against the pre-2009 numbering


@dataclass
class Link:
    rule: str
    derivation: str  # quoted | mapped | mechanic
    quoted_as: str = ""
    via: str = ""


def number_links(rec: dict[str, Any], era: str) -> list[Link]:
    """Links from numbers in the text (and a rule excerpt's own number)."""
    texts = [rec.get("number") or "", rec.get("text") or ""]
    out: list[Link] = []
    for q in quoted_numbers(" ".join(texts)):
        if era in OLD_NUMBERING_ERAS:
            current = map_2006(q.number)
            if current:
                out.append(Link(current, "mapped", q.quoted_as if q.quoted_as != q.number else q.number))
        elif RULE_NUMBER.match(q.number):
            out.append(Link(q.number, "quoted", q.quoted_as))
    return _unique(out)


def mechanic_links(rules_by_mechanic: Iterable[tuple[str, str]]) -> list[Link]:
    """(rule, via) pairs from the mechanics a record is about or its card has."""
    return _unique([Link(rule, "mechanic", "", via) for rule, via in rules_by_mechanic if rule])


def mention_links(rules_by_concept: Iterable[tuple[str, str]]) -> list[Link]:
    """(rule, concept) pairs of the concepts a record's text names."""
    return _unique([Link(rule, "mentioned", "", via) for rule, via in rules_by_concept if rule])


def _unique(links: list[Link]) -> list[Link]:
    seen: set[str] = set()
    out = []
    for link in links:
        if link.rule not in seen:
            seen.add(link.rule)
            out.append(link)
    return out
