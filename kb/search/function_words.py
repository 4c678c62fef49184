"""The function words of a question's language, for the bridge: a label of another language
spelt like one of them names nothing in that question. English "Dies" in "Gilt dies auch, wenn
…" is "this", not the concept dies; German "Will" (a planeswalker type) in "what will happen"
is the English auxiliary. The question's own labels are kept: German "Elf" and "Tag" are the
game's words in a German question."""

from __future__ import annotations

from functools import lru_cache

from kb.text import fold


@lru_cache(maxsize=4)
def question_function_words(lang: str) -> frozenset[str]:
    """The stop words of ``lang``, folded: German from spaCy's list (read as a file, spaCy is
    not imported), English the English analyser's own; none for Chinese, whose labels are
    matched whole."""
    if lang == "de":
        from kb.search._spacy import stop_words

        return frozenset(fold(w) for w in stop_words("de"))
    if lang == "en":
        from kb.search.lang_en import STOP_WORDS

        return frozenset(fold(w) for w in STOP_WORDS)
    return frozenset()
