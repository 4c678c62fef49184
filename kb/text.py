"""Text folding for lookups: case-, diacritic- and punctuation-insensitive keys."""

from __future__ import annotations

import re
import unicodedata

_DASHES = dict.fromkeys(map(ord, "‐‑‒–—―−"), "-")
_QUOTES = dict.fromkeys(map(ord, "’‘`´„“”«»\"'"), "")
_SPACE = re.compile(r"\s+")


def fold(text: str) -> str:
    """Lower-case, strip diacritics (ä→a, é→e), ß→ss, unify dashes, drop quotes, squeeze spaces.

    Chinese text passes through unchanged apart from full-width forms (NFKC)."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_QUOTES)
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACE.sub(" ", stripped.replace("ß", "ss")).strip()
