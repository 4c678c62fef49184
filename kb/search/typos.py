"""Misspelt words of a question put right from the words the knowledge base knows (termbase
labels and card names), before the bridge looks for concepts and cards in them."""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from kb.text import fold


class TypoCorrector:
    """Replaces a misspelt word of a question by the termbase or card-name word it is
    closest to ("Shapshifter" -> "shapeshifter", "Kaskde" -> "kaskade"). Only words that
    are neither known names nor in ``vocabulary`` are touched, and only by a word of the
    same initial within ``MAX_LENGTH_DIFF`` letters at similarity >= ``CUTOFF``."""

    CUTOFF = 0.85
    MIN_LENGTH = 5
    MAX_LENGTH_DIFF = 2

    def __init__(self, names: set[str], vocabulary: set[str] | frozenset[str] = frozenset()) -> None:
        self.names = {w for w in names if len(w) >= self.MIN_LENGTH and not _DIGIT.search(w)}
        self.vocabulary = vocabulary
        self._by_initial: dict[str, list[str]] = {}
        for w in sorted(self.names):
            self._by_initial.setdefault(w[0], []).append(w)
        # words recur from question to question; a difflib pass over the pool costs ~0.1-1 ms
        self._nearest = lru_cache(maxsize=4096)(self._nearest_name)

    def correct(self, text: str) -> str | None:
        """``text`` folded with its misspelt words replaced, or None when nothing changed."""
        folded = fold(text)
        changed = False
        out = []
        for word in _LATIN_WORD.findall(folded):
            best = word
            if len(word) >= self.MIN_LENGTH and word not in self.names and word not in self.vocabulary:
                near = self._nearest(word)
                if near is not None:
                    best, changed = near, True
            out.append(best)
        return " ".join(out) if changed else None

    def _nearest_name(self, word: str) -> str | None:
        pool = [w for w in self._by_initial.get(word[0], ()) if abs(len(w) - len(word)) <= self.MAX_LENGTH_DIFF]
        near = difflib.get_close_matches(word, pool, n=1, cutoff=self.CUTOFF)
        return near[0] if near else None


_LATIN_WORD = re.compile(r"[a-z0-9'-]+|[^\sa-z0-9'-]+")
_DIGIT = re.compile(r"\d")
