"""``difflib.get_close_matches`` over one fixed list of keys: the same answers, computed per
question in a fraction of the time.

difflib tries every key in turn: a ``SequenceMatcher`` per key and three ratios, each an upper
bound of the next (lengths alone, then the multiset of characters, then the real ratio). Over
the 3,789 folded labels and card names of the bundled knowledge base, the "did you mean" of one
question (several words, and every 2-4 character window of a Chinese question) took 15 ms of
CPU at the median and 43 ms at p95 (measured on 200 questions): the largest part of a slow
answer. The first two bounds depend only on lengths and character counts, so they are computed
here for all keys at once, with numpy, from per-character posting lists made once per list of
keys; difflib then runs only on the keys that pass both, exactly as ``get_close_matches`` would
on them. Answers are cached per word (words repeat from question to question).
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache

import numpy as np

CACHED_WORDS = 4096  # a few hundred questions' words; each entry is a few keys


class CloseMatcher:
    """``close(word, n, cutoff)`` == ``difflib.get_close_matches(word, keys, n, cutoff)``."""

    def __init__(self, keys: Sequence[str]):
        self.keys = list(keys)
        self._lengths = np.fromiter((len(k) for k in self.keys), dtype=np.int64, count=len(self.keys))
        postings: dict[str, dict[int, int]] = {}
        for i, key in enumerate(self.keys):
            for ch, count in Counter(key).items():
                postings.setdefault(ch, {})[i] = count
        # character -> (indices of the keys that contain it, how often each does)
        self._postings = {
            ch: (np.fromiter(d.keys(), dtype=np.int64, count=len(d)), np.fromiter(d.values(), dtype=np.int64, count=len(d)))
            for ch, d in postings.items()
        }
        self._cached = lru_cache(maxsize=CACHED_WORDS)(self._close)  # thread-safe; per instance

    def close(self, word: str, n: int = 3, cutoff: float = 0.6) -> list[str]:
        return list(self._cached(word, n, cutoff))

    def _close(self, word: str, n: int, cutoff: float) -> tuple[str, ...]:
        if not n > 0:
            raise ValueError(f"n must be > 0: {n!r}")
        if not 0.0 <= cutoff <= 1.0:
            raise ValueError(f"cutoff must be in [0.0, 1.0]: {cutoff!r}")
        matcher = SequenceMatcher()
        matcher.set_seq2(word)
        scored = []
        for i in self._candidates(word, cutoff):
            key = self.keys[i]
            matcher.set_seq1(key)
            # difflib's own three tests, in its order: the answer is get_close_matches' on these keys
            if matcher.real_quick_ratio() >= cutoff and matcher.quick_ratio() >= cutoff and matcher.ratio() >= cutoff:
                scored.append((matcher.ratio(), key))
        return tuple(key for _, key in heapq.nlargest(n, scored))

    def _candidates(self, word: str, cutoff: float) -> np.ndarray:
        """Indices of the keys whose length bound and character bound both reach ``cutoff``
        (difflib's ``real_quick_ratio`` and ``quick_ratio``, the same float arithmetic)."""
        total = self._lengths + len(word)
        shared = np.zeros(len(self.keys), dtype=np.int64)  # size of the multiset intersection
        for ch, count in Counter(word).items():
            posting = self._postings.get(ch)
            if posting is not None:
                where, counts = posting
                shared[where] += np.minimum(counts, count)
        empty = total == 0  # difflib calls two empty strings a ratio of 1.0
        safe = np.where(empty, 1, total)
        by_length = np.where(empty, 1.0, 2.0 * np.minimum(self._lengths, len(word)) / safe)
        by_characters = np.where(empty, 1.0, 2.0 * shared / safe)
        found: np.ndarray = np.flatnonzero((by_length >= cutoff) & (by_characters >= cutoff))
        return found
