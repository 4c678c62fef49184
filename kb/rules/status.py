"""What a record's status means: ``superseded`` only when what it says no longer holds today,
and, independently, whether its wording is dated.

- ``status``: a record is superseded by a ``substance`` change of data/rules/changes.csv when
  a pattern of its language (data/rules/change-patterns.csv) finds the old rule in its text
  and its document was written before the change. ``status_change`` then says which change,
  when, today's rule, one line of what is true today and the record's own words (evidence).
- ``wording``: ``dated`` with the old -> today's term pairs when the text uses terms a
  ``wording`` change has replaced since the document was written; ``current`` otherwise.
  Wording never makes a record superseded: "removed from the game" in a ruling that still
  holds is the same ruling with an older word.
- A glossary term the glossary itself marks "(veraltet)" keeps its entry's meaning (the
  entry says what the term is called today, or that the thing is gone), so it stays
  ``current`` and gets ``wording: dated`` with the headword -> the entry it points to.

Pure functions over record dicts; ``kb.rules.build`` stores the result in ``record_status``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from kb.rules.changes import Change, ChangePattern, change_patterns, changes
from kb.ruling_parts import StatusChange, WordingTerm

GLOSSARY_OUTDATED = "glossary-veraltet"
# Words of the record on either side of a match, kept as evidence.
_EVIDENCE_MARGIN = 12


@dataclass(frozen=True)
class RecordStatus:
    status: str = "current"  # current | superseded
    change: StatusChange | None = None
    wording: str = "current"  # current | dated
    terms: tuple[WordingTerm, ...] = field(default_factory=tuple)

    def row(self) -> dict[str, Any]:
        """Columns of ``record_status``; ``reason``/``current_rule``/``matched`` keep their
        meaning for readers written before ``status_change`` existed."""
        c = self.change
        return {
            "status": self.status,
            "reason": f"{c.title} ({c.date}): {c.today}" if c else "",
            "current_rule": c.rule if c else "",
            "matched": ",".join((c.id,) + c.also) if c else "",
            "status_change": json.dumps(c.to_dict(), ensure_ascii=False) if c else "",
            "wording": self.wording,
            "wording_terms": json.dumps([t.to_dict() for t in self.terms], ensure_ascii=False) if self.terms else "",
        }


def record_status(rec: dict[str, Any], doc_date: str) -> RecordStatus:
    """Status and wording of one record written on ``doc_date`` ("" when unknown: every
    change is then taken to apply)."""
    text = _matchable_text(rec)
    # The heading a ruling stands under says what it is about (a suspend ruling need not
    # repeat "suspend"), so a pattern's context may be found there too.
    context = "\n".join(p for p in (text, rec.get("subject") or "", rec.get("mechanic") or "") if p)
    patterns = [p for p in change_patterns() if p.lang == (rec.get("lang") or "") and applies(p.change, doc_date)]
    found: list[tuple[Change, str]] = []
    for p in patterns:
        words = substance_evidence(p, text, context) if p.change.kind == "substance" else ""
        if words and p.change.id not in {c.id for c, _ in found}:
            found.append((p.change, words))
    terms = wording_terms(rec, text, [p for p in patterns if p.change.kind == "wording"])
    wording = "dated" if terms else "current"
    if not found:
        return RecordStatus(wording=wording, terms=terms)
    order = list(changes())
    found.sort(key=lambda f: order.index(f[0].id))
    (first, words), rest = found[0], found[1:]
    change = StatusChange(
        id=first.id,
        date=first.date,
        title=first.title,
        rule=first.rules[0],
        rules=first.rules,
        today=first.today,
        evidence=words,
        source=first.source,
        also=tuple(c.id for c, _ in rest),
    )
    return RecordStatus("superseded", change, wording, terms)


def wording_terms(rec: dict[str, Any], text: str, patterns: list[ChangePattern]) -> tuple[WordingTerm, ...]:
    """Old -> today's term pairs in ``text``, one pair per distinct (old, new)."""
    terms: list[WordingTerm] = []
    claimed: list[tuple[int, int]] = []
    for p in patterns:
        for m in p.pattern.finditer(text):
            span = _old_span(m)
            # One word is one term: a word an earlier row read (使用 as "activate") is not
            # read again by a later, broader row (使用 as "cast").
            if not any(span[0] < end and start < span[1] for start, end in claimed):
                claimed.append(span)
                terms.append(WordingTerm(old=text[span[0] : span[1]], new=p.new, change=p.change.id))
    if rec.get("kind") == "term" and rec.get("outdated"):
        # The glossary's own mark: the headword -> the entry it sends the reader to.
        target = rec.get("redirect") or ", ".join(rec.get("see_also") or []) or "-"
        terms.insert(0, WordingTerm(old=rec.get("headword") or "", new=target, change=GLOSSARY_OUTDATED))
    # A changes.csv row naming the same pair as the glossary mark wins (it names the change).
    return tuple({(t.old, t.new): t for t in terms}.values())


def applies(change: Change, doc_date: str) -> bool:
    """A change applies only to documents written before it took effect."""
    return not doc_date or doc_date < change.date


def substance_evidence(p: ChangePattern, text: str, context: str = "") -> str:
    """The record's words that show the old rule, or "" when the pattern does not hold.
    ``context`` (text plus heading) is where the pattern's context is looked for."""
    m = p.pattern.search(text)
    if not m or (p.context and not p.context.search(context or text)) or (p.unless and p.unless.search(text)):
        return ""
    start, end = max(0, m.start() - _EVIDENCE_MARGIN), min(len(text), m.end() + _EVIDENCE_MARGIN)
    return text[start:end].strip()


def document_date(date: str | None, era: str | None) -> str:
    """The date a document was written against: its own ``date``, else the first year its
    ``era`` names ("post-2009" -> 2009-07-11, the Magic 2010 update), else unknown ("")."""
    if date:
        return str(date)
    m = re.search(r"(\d{4})", era or "")
    if not m:
        return ""
    year = m.group(1)
    return "2009-07-11" if year == "2009" else f"{year}-01-01"


def _old_span(m: re.Match[str]) -> tuple[int, int]:
    """Where the old term a wording pattern found lies: its named groups starting with "old"
    when the pattern needs surrounding words to tell the sense (使用 before 异能 is
    "activate"), else the whole match."""
    for name, value in m.groupdict().items():
        if name.startswith("old") and value:
            return m.span(name)
    return m.span()


def _matchable_text(rec: dict[str, Any]) -> str:
    parts = [rec.get("text") or "", rec.get("headword") or "", rec.get("heading") or ""]
    return "\n".join(p for p in parts if p)
