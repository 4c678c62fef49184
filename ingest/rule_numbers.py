"""Rule numbers quoted in text: "502.59a", "Regel 702.62", "规则409.1f至h"."""

from __future__ import annotations

import re

# A Comprehensive Rules number: three digits, a dot, digits, an optional subrule letter.
# "至h" / "bis h" after a subrule extends it to a range of letters.
_RULE = re.compile(r"(?<![\d.])([1-9]\d{2}\.\d+)([a-z])?(?:\s*(?:至|bis|-|–)\s*([a-z])(?![a-z]))?(?![\d/])")


def quoted_rule_numbers(text: str) -> list[str]:
    """Every rule number ``text`` quotes, in order, without duplicates; letter ranges expanded."""
    found: list[str] = []
    for m in _RULE.finditer(text):
        base, first, last = m.group(1), m.group(2), m.group(3)
        if first and last and last > first:
            numbers = [base + chr(c) for c in range(ord(first), ord(last) + 1)]
        else:
            numbers = [base + (first or "")]
        for number in numbers:
            if number not in found:
                found.append(number)
    return found
