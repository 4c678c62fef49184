"""Rule numbers quoted in a record's text, and 2006 numbers mapped to today's.

Recognised forms: "702.62a", ranges of subrules as the documents write them
("409.1f至h", "601.2f–h", "601.2f bis h") and bare sections after a word for "rule"
("规则309", "rule 509", "Regel 509"). A bare three-digit number without such a word
is not taken: it is far more often a count or a card number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.rules.data import cr_2006

# Subrule letters skip "l" and "o" (they look like 1 and 0), as the CR itself does.
_LETTERS = "abcdefghijkmnpqrstuvwxyz"
_DOTTED = re.compile(r"(?<![\d.])(\d{3})\.(\d{1,3})([a-z])?(?:\s*(?:至|到|–|—|-|bis|to|through)\s*([a-z])(?![a-z]))?(?![\d])")
_SECTION = re.compile(r"(?:规则|[Rr]ules?|Regeln?)\s*(\d{3})(?![\d.])")


@dataclass(frozen=True)
class QuotedNumber:
    number: str  # as the text has it, one per subrule of a range
    quoted_as: str  # the text span, e.g. "409.1f至h"


def quoted_numbers(text: str) -> list[QuotedNumber]:
    """Every rule number the text quotes, in order, without duplicates."""
    found: list[QuotedNumber] = []
    for m in _DOTTED.finditer(text or ""):
        section, rule, first, last = m.groups()
        base = f"{section}.{rule}"
        if first and last and _LETTERS.find(last) > _LETTERS.find(first) >= 0:
            letters = _LETTERS[_LETTERS.index(first) : _LETTERS.index(last) + 1]
            found += [QuotedNumber(base + c, m.group(0)) for c in letters]
        else:
            found.append(QuotedNumber(base + (first or ""), base + (first or "")))
    for m in _SECTION.finditer(text or ""):
        found.append(QuotedNumber(m.group(1), m.group(0)))
    seen: set[str] = set()
    out = []
    for q in found:
        if q.number not in seen:
            seen.add(q.number)
            out.append(q)
    return out


def map_2006(number: str) -> str | None:
    """Today's number for a 2006-era number; a subrule missing from the table inherits its
    rule's mapping only when the rule maps to a rule (502.59x -> 702.62)."""
    table = cr_2006()
    if number in table:
        return table[number]["current_number"]
    m = re.match(r"^(\d{3}\.\d+)[a-z]$", number)
    if m and m.group(1) in table:
        return table[m.group(1)]["current_number"]
    return None
