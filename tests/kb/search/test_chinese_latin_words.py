"""English card and keyword names inside a Chinese question meet the English labels and
texts they name (indexed by their English stem, as those are); bounded per word."""

from __future__ import annotations

import time

import pytest

from kb.limits import MAX_QUESTION_CHARS

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "question, english",
    [
        ("Stormcage Prison 让我坟墓场的生物有 escape，我能在付费之前回应吗？", "Escape"),
        ("鹏洛客（Planeswalkers）的忠诚异能一回合能起动几次？", "planeswalker"),
        ("两个 blockers 的时候 rampage 怎么算？", "blocker"),
    ],
)
def test_zh_latin_word_meets_the_english_term(corpus_analysers, question, english):
    assert set(corpus_analysers.analyse(question, "zh")) & set(corpus_analysers.analyse(english, "en"))


def test_zh_latin_stop_words_are_not_stemmed_into_terms(corpus_analysers):
    terms = corpus_analysers.analyse("the 和 of 的区别", "zh")
    assert terms.count("the") == 1 and "th" not in terms


def test_zh_long_latin_run_is_analysed_quickly(corpus_analysers):
    question = ("escapes" * (MAX_QUESTION_CHARS // 7))[:MAX_QUESTION_CHARS]
    started = time.monotonic()
    for _ in range(100):
        corpus_analysers.analyse(question, "zh")
    assert time.monotonic() - started < 5
