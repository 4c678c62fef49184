"""Limits on a question, shared by the library (``Searcher.ask``), the CLI and the API, so each
refuses the same input with the same ``InvalidQuery`` (field ``q``)."""

from __future__ import annotations

import unicodedata
from typing import Any

from kb.errors import InvalidQuery

# Every analysis step is linear (or, for compound splitting, bounded per word) in this length.
MAX_QUESTION_CHARS = 500
_ALLOWED_CONTROLS = frozenset("\t\n\r")


def check_question(question: Any) -> str:
    """The question, stripped; ``InvalidQuery`` naming ``q`` when it is empty, too long, or
    holds control characters (``\\x7f`` is not an empty question, it is a wrong one)."""
    if not isinstance(question, str) or not question.strip():
        raise _invalid("the question is empty (q); type a rules question in German, Chinese or English")
    if len(question) > MAX_QUESTION_CHARS:
        too_long = _invalid(f"the question is {len(question):,} characters long (q); at most {MAX_QUESTION_CHARS} are accepted")
        too_long.limit = "max_question_chars"  # named in the API's error body as every limit is
        raise too_long
    check_text(question, "q", "the question")
    return question.strip()


def check_text(text: str, field: str, what: str = "the search text") -> str:
    """``text`` as it is; ``InvalidQuery`` naming ``field`` when it holds a control character or
    a replacement character (invalid UTF-8 in the request): every free-text parameter of the API
    refuses them alike, rather than searching for a text the client never typed."""
    for position, char in enumerate(text):
        if char not in _ALLOWED_CONTROLS and unicodedata.category(char) in ("Cc", "Cs"):
            raise _invalid(f"{what} holds a control character ({field}): U+{ord(char):04X} at position {position + 1}", field)
        if char == "\ufffd":
            raise _invalid(f"{what} is not valid UTF-8 text ({field}): a replacement character at position {position + 1}", field)
    return text


def _invalid(message: str, field: str = "q") -> InvalidQuery:
    return InvalidQuery(message, field=field)
