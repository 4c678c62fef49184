"""Analyser tables: what documents and queries are reduced to, per language."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Kreaturenspielstein", {"kreaturenspielstein", "kreatur", "spielstein"}),
        ("Artefaktkreaturenspielstein", {"artefakt", "kreatur", "spielstein"}),
        ("Kreaturen", {"kreatur"}),  # not in the lookup table: plural fallback
        ("Zeitmarken", {"zeitmarke"}),
        ("Spielsteine", {"spielstein"}),
    ],
)
def test_de_analyser_splits_compounds_and_plurals(corpus_analysers, text, expected):
    assert expected <= set(corpus_analysers.analyse(text, "de"))


@pytest.mark.parametrize(
    "a, b",
    [
        ("Fähigkeiten", "Faehigkeit"),  # umlaut transliterated, plural
        ("FÄHIGKEIT", "fähigkeit"),  # case
        ("ausgesetzte", "ausgesetzt"),  # the lookup followed twice: ausgesetzte -> ausgesetzt -> aussetzen
        ("Karten", "karten"),  # the table knows only the capitalised form
        ("Neutralisiert", "neutralisiert"),  # capitalised at a sentence start
    ],
)
def test_de_analyser_folds_case_umlauts_and_inflection(corpus_analysers, a, b):
    assert corpus_analysers.analyse(a, "de") == corpus_analysers.analyse(b, "de") != []


@pytest.mark.parametrize("text", ["einen", "einem", "der", "und"])
def test_de_analyser_drops_articles_and_function_words(corpus_analysers, text):
    assert corpus_analysers.analyse(text, "de") == []


@pytest.mark.parametrize(
    "text, word",
    [
        ("上面有计时指示物", "计时指示物"),
        ("并将此牌移出对战", "移出对战"),
        ("延缓的第一个触发式异能被反击", "延缓"),
    ],
)
def test_zh_analyser_keeps_termbase_labels_whole(corpus_analysers, text, word):
    assert word in corpus_analysers.analyse(text, "zh")


def test_zh_analyser_drops_punctuation_and_function_words(corpus_analysers):
    terms = corpus_analysers.analyse("如果延缓的牌被反击了，怎么办？", "zh")
    assert "的" not in terms and "，" not in terms and "延缓" in terms


@pytest.mark.parametrize(
    "words, stem",
    [
        (["suspend", "suspended", "suspends", "suspending"], "suspend"),
        (["exile", "exiled", "exiling"], "exil"),
        (["ability", "abilities"], "abiliti"),
        (["counter", "counters", "countered"], "counter"),
    ],
)
def test_en_analyser_stems_inflected_forms_together(words, stem):
    from kb.search.lang_en import EnglishAnalyser

    analyser = EnglishAnalyser()
    assert {t for w in words for t in analyser.analyse(w)} == {stem}


def test_en_analyser_drops_stop_words_and_possessives():
    from kb.search.lang_en import EnglishAnalyser

    assert EnglishAnalyser().analyse("What is the Doctor's companion?") == ["doctor", "companion"]
