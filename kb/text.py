"""Text folding for lookups: case-, diacritic- and punctuation-insensitive keys."""

from __future__ import annotations

import functools
import re
import unicodedata

# The one folding table: kb.termbase.lookup folds character by character with fold_char.
DASH_CHARS = "‐‑‒–—―−"
QUOTE_CHARS = "’‘`´„“”«»\"'"
_DASHES = dict.fromkeys(map(ord, DASH_CHARS), "-")
_QUOTES = dict.fromkeys(map(ord, QUOTE_CHARS), "")
_SPACE = re.compile(r"\s+")


def fold(text: str) -> str:
    """Lower-case, strip diacritics (ä→a, é→e), ß→ss, unify dashes, drop quotes, squeeze spaces.

    Chinese text passes through unchanged apart from full-width forms (NFKC)."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_QUOTES)
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACE.sub(" ", stripped.replace("ß", "ss")).strip()


@functools.lru_cache(maxsize=8192)
def fold_char(c: str) -> str:
    """``fold`` of one character (space squeezing aside): what it becomes in a folded key,
    "" for a quote. Folding text this way keeps each folded character's original offset."""
    if c in QUOTE_CHARS:
        return ""
    f = unicodedata.normalize("NFKC", c).translate(_DASHES)
    f = "".join(x for x in unicodedata.normalize("NFKD", f.casefold()) if not unicodedata.combining(x))
    return f.replace("ß", "ss")
