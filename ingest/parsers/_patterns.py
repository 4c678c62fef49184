"""Regular expressions of language data, compiled once and refused with their place named."""

from __future__ import annotations

import re


def compile_pattern(value: str, where: str, *, owner: str) -> re.Pattern[str]:
    """``value`` compiled; a bad expression raises ``ValueError`` naming ``owner.where``
    (``FaqLanguage.legal_patterns[0]``), so a language module's author sees which field."""
    try:
        return re.compile(value)
    except re.error as e:
        raise ValueError(f"{owner}.{where}: bad regular expression {value!r}: {e}") from None
