"""A keyword the question counts asks about multiple instances of it (kb.search.instances)."""

from __future__ import annotations

import pytest

from kb.search.instances import names_instances


def spans_of(question, keyword):
    start = question.index(keyword)
    return [(start, start + len(keyword))]


@pytest.mark.parametrize(
    "question, lang, keyword",
    [
        ("Kreatur hat zweimal Flankenangriff, was passiert?", "de", "Flankenangriff"),
        ("Hat die Karte Kaskade zweimal?", "de", "Kaskade"),
        ("a creature with two flanking abilities", "en", "flanking"),
        ("does it get bushido twice?", "en", "bushido"),
        ("生物有两个侧击会怎样", "zh", "侧击"),
    ],
)
def test_count_word_next_to_keyword_names_instances(question, lang, keyword):
    assert names_instances(question, lang, spans_of(question, keyword))


@pytest.mark.parametrize(
    "question, lang, keyword",
    [
        ("Triggert Flankenangriff einmal oder zweimal?", "de", "Flankenangriff"),
        ("two targets for a spell with storm", "en", "storm"),
        ("Flankenangriffzweimal", "de", "Flankenangriff"),
    ],
)
def test_count_word_away_from_keyword_names_nothing(question, lang, keyword):
    assert not names_instances(question, lang, spans_of(question, keyword))


@pytest.mark.integration
def test_counted_keyword_question_finds_the_instances_ruling(lexical_searcher):
    # who-notes-de 751/1767: "Falls eine Karte mehrfach Rückblende hat, kannst du bestimmen,
    # welche Rückblende-Kosten du bezahlen möchtest." Not in any evaluation set.
    gold = {"who-notes-de:ruling:751-751", "who-notes-de:ruling:1767-1767"}
    answer = lexical_searcher.ask("a card with two flashback costs, which one do I pay?", limit=5, mode="lexical")
    assert gold & {r.id for r in answer.results}
