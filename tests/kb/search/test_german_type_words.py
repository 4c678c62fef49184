"""German questions that name a game term or a creature type in the words judges use: the
loan verb "triggern" and creature types taken from German printed type lines."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def lexical_answer(searcher, question):
    return searcher.ask(question, lang="de", limit=5, mode="lexical")


@pytest.mark.parametrize(
    "question",
    [
        "Wann triggert die Fähigkeit, wenn eine Kreatur ins Spiel kommt?",
        "Ist die Fähigkeit schon getriggert, bevor jemand Priorität bekommt?",
    ],
)
def test_german_trigger_slang_finds_rulings_about_triggers(lexical_searcher, question):
    answer = lexical_answer(lexical_searcher, question)
    assert answer.results, "no ruling found"
    assert "trigger" in answer.results[0].explain.query_concepts
    # the corpus rulings say "ausgelöst"/"auslösen"; the slang must reach them
    assert any("trigger" in r.explain.concepts for r in answer.results)


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Ist ein Gürteltier mit Abwehr ein gültiges Ziel?", "armadillo"),
        ("Zählt ein Kamel als Wüste?", "camel"),
        ("Welche Fähigkeiten hat ein Barde?", "bard"),
    ],
)
def test_german_creature_type_word_names_the_creature_type(lexical_searcher, question, concept):
    answer = lexical_answer(lexical_searcher, question)
    concepts = set(answer.results[0].explain.query_concepts) if answer.results else set()
    assert concept in concepts
