"""A keyword a question counts ("zweimal Myriade", "two storm", "有两个预读") asks about
multiple instances of one ability (CR 113.2c: each instance works on its own; many keywords
say what a second one does). The rulings say so with their own word ("Mehrere Vorkommen von
Myriade", "mehrfach Kaskade"), which the judge does not write, so the concept
``multiple-instances`` joins the question's concepts when a count word stands right before the
keyword (or, in German and English, right after it: "hat Kaskade zweimal").

A count word elsewhere in the question ("triggert sie einmal oder zweimal?", "two targets")
names nothing: only a keyword (kind ``keyword``) next to it counts."""

from __future__ import annotations

import re

from kb.text import fold

CONCEPT = "multiple-instances"
# Count words by the question's language; folded (kb.text.fold), longest first where one
# starts another.
_COUNT_WORDS = {
    "de": ("zweimal", "mehrfach", "mehrmals", "mehrere", "doppelt", "zwei"),
    "en": ("more than one", "multiple", "several", "double", "twice", "two"),
    "zh": ("两个", "多个", "数个", "几个", "两次", "双重"),
}
_AFTER_WORDS = {"de": ("zweimal", "mehrfach", "doppelt"), "en": ("twice",)}


def names_instances(question: str, lang: str, keyword_spans: list[tuple[int, int]]) -> bool:
    """Whether a count word stands next to one of the question's keywords (spans in
    ``question``, as typed)."""
    before_words = _COUNT_WORDS.get(lang, ())
    after_words = _AFTER_WORDS.get(lang, ())
    if not before_words:
        return False
    # fold() trims the text, so the space between count word and keyword may be gone
    boundary = "" if lang == "zh" else r"(?:^|\W)"  # Chinese words stand unspaced
    before = re.compile(boundary + r"(?:" + "|".join(map(re.escape, before_words)) + r")\s*$")
    after = re.compile(r"^\s*(?:" + "|".join(map(re.escape, after_words)) + r")\b") if after_words else None
    for start, end in keyword_spans:
        if before.search(fold(question[:start])):
            return True
        if after is not None and question[end : end + 1].isspace() and after.match(fold(question[end:])):
            return True
    return False
