"""How one record gets its rules and its status (pure functions over record dicts).

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

Status: a record is superseded when a row of data/rules/superseded.csv matches it: same
language, a record kind the row lists, the subject the row names (if any), a document
written before the change, and the row's pattern found in the text. A glossary term the
glossary itself marks "(veraltet)" is superseded whatever its date.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from kb.rules.data import RULE_NUMBER, Supersession, supersessions
from kb.rules.numbers import map_2006, quoted_numbers

OLD_NUMBERING_ERAS = {"2006"}  # documents written against the pre-2009 numbering


@dataclass
class Link:
    rule: str
    derivation: str  # quoted | mapped | mechanic
    quoted_as: str = ""
    via: str = ""


@dataclass
class Status:
    status: str = "current"
    reason: str = ""
    current_rule: str = ""
    matched: list[str] = field(default_factory=list)


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


def record_status(rec: dict[str, Any], doc_date: str, links: list[Link]) -> Status:
    matches = [s for s in supersessions() if _applies(s, rec, doc_date)]
    if rec["kind"] == "term" and rec.get("outdated") and not matches:
        return Status("superseded", "the glossary marks this term as outdated (veraltet)", "", ["glossary-veraltet"])
    if not matches:
        return Status()
    # A row naming the subject is the most specific; otherwise the file's order.
    matches.sort(key=lambda s: 0 if s.subjects else 1)
    first = matches[0]
    current = first.current_rule or (links[0].rule if links else "")
    reason = first.reason + (f" (and {len(matches) - 1} more change(s))" if len(matches) > 1 else "")
    return Status("superseded", reason, current, [s.id for s in matches])


def _applies(s: Supersession, rec: dict[str, Any], doc_date: str) -> bool:
    if rec.get("lang") != s.lang or rec["kind"] not in s.kinds:
        return False
    if s.subjects and rec.get("subject") not in s.subjects:
        return False
    if doc_date and doc_date >= s.changed:
        return False
    return bool(s.pattern.search(_matchable_text(rec)))


def _matchable_text(rec: dict[str, Any]) -> str:
    parts = [rec.get("text") or "", rec.get("headword") or "", rec.get("heading") or ""]
    return "\n".join(p for p in parts if p)


def document_date(source_row: dict[str, Any]) -> str:
    """The date a document was written against: its own date, else the first year its era
    names ("post-2009" -> 2009-07-11, after the Magic 2010 update), else unknown ("")."""
    if source_row.get("date"):
        return source_row["date"]
    m = re.search(r"(\d{4})", source_row.get("era") or "")
    if not m:
        return ""
    year = m.group(1)
    return "2009-07-11" if year == "2009" else f"{year}-01-01"


def _unique(links: list[Link]) -> list[Link]:
    seen: set[str] = set()
    out = []
    for link in links:
        if link.rule not in seen:
            seen.add(link.rule)
            out.append(link)
    return out
