"""English analysis: regex tokens, stop words, and a small suffix-stripping stemmer.

The stemmer only has to make the forms judges type meet the English labels of the
termbase (``suspended``/``suspends`` -> ``suspend``, ``exiled``/``exile`` -> ``exil``,
``abilities``/``ability`` -> ``abiliti``); it runs the same way on documents and queries,
so the stems need not be words."""

from __future__ import annotations

import re

from kb.language.english_stop_words import STOP_WORDS
from kb.text import fold

_TOKEN = re.compile(r"[a-z0-9]+")
# (suffix, replacement), tried in order; the first that leaves a stem of >= 3 letters wins.
_SUFFIXES = (
    ("ational", "ate"),
    ("ization", "ize"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("iveness", "ive"),
    ("ments", ""),
    ("ment", ""),
    ("ings", ""),
    ("ing", ""),
    ("edly", ""),
    ("ed", ""),
    ("ies", "i"),
    ("sses", "ss"),
    ("ness", ""),
    ("ly", ""),
    ("s", ""),
)
_DOUBLE = re.compile(r"([^aeiouls])\1$")


def stem(word: str) -> str:
    w = word
    if len(w) <= 3 or w.endswith(("ss", "us", "is")) and not w.endswith("sses"):
        return _final(w)
    for suffix, repl in _SUFFIXES:
        if w.endswith(suffix) and len(w) - len(suffix) + len(repl) >= 3:
            w = w[: len(w) - len(suffix)] + repl
            break
    w = _DOUBLE.sub(r"\1", w)  # stopped -> stopp -> stop
    return _final(w)


def _final(w: str) -> str:
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]  # exile / exiled / exiling -> exil
    if len(w) > 3 and w.endswith("y"):
        w = w[:-1] + "i"  # copy / copies -> copi
    return w


class EnglishAnalyser:
    lang = "en"

    def analyse(self, text: str) -> list[str]:
        words = _TOKEN.findall(fold(text.replace("'s ", " ").replace("’s ", " ")))
        return [stem(w) for w in words if w not in STOP_WORDS]
