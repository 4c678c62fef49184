"""Bounded work per question: a long made-up German compound is answered quickly (compound
splitting no longer grows with the fourth power of the word), and compounds still split."""

from __future__ import annotations

import random
import time

import pytest

from kb.limits import MAX_QUESTION_CHARS
from kb.search.lang_de import MAX_COMPOUND

pytestmark = pytest.mark.integration

PARTS = ["kreaturen", "spielstein", "zauber", "artefakt", "karten", "fähigkeits", "verzauberungs", "zeit", "riss"]


def made_up_compound(length: int, seed: int = 15) -> str:
    rng = random.Random(seed)
    word = ""
    while len(word) < length:
        word += rng.choice(PARTS)
    return word[:length].capitalize()


def test_ask_500_character_made_up_compound_is_answered_quickly(lexical_searcher):
    question = made_up_compound(MAX_QUESTION_CHARS)
    started = time.monotonic()
    body = lexical_searcher.ask(question, mode="lexical", lang="de")
    assert body.question == question
    assert time.monotonic() - started < 10  # was 48 s of CPU; a loose bound for a shared machine


def test_ask_many_compounds_just_under_the_split_limit_are_answered_quickly(lexical_searcher):
    words = [made_up_compound(MAX_COMPOUND, seed) for seed in range(MAX_QUESTION_CHARS // (MAX_COMPOUND + 1))]
    started = time.monotonic()
    lexical_searcher.ask(" ".join(words), mode="lexical", lang="de")
    assert time.monotonic() - started < 10


@pytest.mark.parametrize(
    "word, parts",
    [
        ("artefaktkreaturenspielstein", {"artefakt", "spielstein"}),
        ("kreaturenspielstein", {"kreatur", "spielstein"}),
    ],
)
def test_de_split_compound_still_splits_known_compounds(corpus_analysers, word, parts):
    german = corpus_analysers.get("de") if hasattr(corpus_analysers, "get") else corpus_analysers["de"]
    assert parts <= set(german.split_compound(word))


def test_de_split_compound_leaves_words_over_the_limit_whole(corpus_analysers):
    german = corpus_analysers.get("de") if hasattr(corpus_analysers, "get") else corpus_analysers["de"]
    assert german.split_compound("kreaturenspielstein" * 4) == []
