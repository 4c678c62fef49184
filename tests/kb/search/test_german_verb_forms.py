"""German verbs the lemma table does not know (the game's own: destabilisieren, enttappen,
blocken): a question's finite form or participle meets a ruling's infinitive, and the other
way round; a noun of action in -ung meets its verb; a separable verb's zu-infinitive and
its prefix at the clause's end (zurück) name the action; bounded work per word."""

from __future__ import annotations

import time

import pytest

from kb.limits import MAX_QUESTION_CHARS

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "question_word, ruling_word",
    [
        ("destabilisiert", "Destabilisieren"),
        ("destabilisierte", "Destabilisieren"),
        ("enttappt", "enttappen"),
        ("enttappst", "enttappen"),
        ("blockt", "blocken"),
        ("geblockt", "blocken"),
    ],
)
def test_de_unknown_verb_form_meets_its_infinitive(corpus_analysers, question_word, ruling_word):
    question_terms = set(corpus_analysers.analyse(question_word, "de"))
    assert question_terms & set(corpus_analysers.analyse(ruling_word, "de"))


@pytest.mark.parametrize("word, terms", [("Karte", ["karte"]), ("Kreaturen", ["kreatur"]), ("gewirkt", ["wirken"])])
def test_de_words_the_table_knows_get_no_extra_infinitive(corpus_analysers, word, terms):
    assert corpus_analysers.analyse(word, "de") == terms


def test_de_infinitive_needs_a_known_word(corpus_analysers):
    german = corpus_analysers.get("de")
    assert german.infinitive("quxwertzt") == []  # "quxwertzen" is no word


def test_de_infinitive_of_long_made_up_words_is_quick_and_single(corpus_analysers):
    german = corpus_analysers.get("de")
    words = ["ge" + "destabilisier" * (MAX_QUESTION_CHARS // 13) + ending for ending in ("test", "tet", "te", "st", "t")]
    started = time.monotonic()
    for _ in range(200):
        for word in words:
            assert len(german.infinitive(word)) <= 1
    assert time.monotonic() - started < 2  # one ending stripped, two lookups per word


@pytest.mark.parametrize(
    "question_word, ruling_word",
    [("Verrechnung", "verrechnet"), ("Entscheidungen", "entscheidet"), ("Befreiung", "befreien")],
)
def test_de_noun_of_action_meets_its_verb(corpus_analysers, question_word, ruling_word):
    assert set(corpus_analysers.analyse(question_word, "de")) & set(corpus_analysers.analyse(ruling_word, "de"))


def test_de_verb_of_noun_needs_a_known_verb_and_is_constant_work(corpus_analysers):
    german = corpus_analysers.get("de")
    assert german.verb_of_noun("quxwertung") == []
    assert german.verb_of_noun("ung") == []
    long_word = "verrechn" * (MAX_QUESTION_CHARS // 8) + "ung"
    started = time.monotonic()
    for _ in range(1000):
        assert len(german.verb_of_noun(long_word)) <= 1
    assert time.monotonic() - started < 2


def concepts_of(searcher, question):
    answer = searcher.ask(question, lang="de", limit=5, mode="lexical")
    return set(answer.results[0].explain.query_concepts) if answer.results else set()


def test_de_separable_verb_with_zuruck_names_the_keyword(lexical_searcher):
    question = "Welche Karte verfolge ich aus dem Friedhof zurück, und was kostet das?"  # verfolge ... zurück
    assert "retrace" in concepts_of(lexical_searcher, question)


@pytest.mark.parametrize("question_word, ruling_word", [("vorherzubestimmen", "vorherbestimmen"), ("wegzuopfern", "wegopfern")])
def test_de_zu_infinitive_meets_the_infinitive(corpus_analysers, question_word, ruling_word):
    assert ruling_word in corpus_analysers.analyse(question_word, "de")
    assert set(corpus_analysers.analyse(question_word, "de")) & set(corpus_analysers.analyse(ruling_word, "de"))


@pytest.mark.parametrize("word, verb", [("vorherzubestimmen", "vorherbestimmen"), ("aufzudecken", "aufdecken")])
def test_de_without_zu_joins_prefix_and_known_verb(corpus_analysers, word, verb):
    german = corpus_analysers.get("de")
    assert german.without_zu(word) == [verb]


def test_de_without_zu_needs_a_known_verb_and_is_constant_work(corpus_analysers):
    german = corpus_analysers.get("de")
    assert german.without_zu("aufzuquxwerten") == []
    long_word = "vorherzu" + "bestimm" * (MAX_QUESTION_CHARS // 7) + "en"
    started = time.monotonic()
    for _ in range(1000):
        assert len(german.without_zu(long_word)) <= 1
    assert time.monotonic() - started < 2
