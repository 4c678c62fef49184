"""A label of another language spelt like a function word of the question's language names
nothing there: German "dies" (this) is not the English concept dies. The game's own words
still name their concepts."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def query_concepts(searcher, question, lang):
    answer = searcher.ask(question, lang=lang, limit=5, mode="lexical")
    return set(answer.results[0].explain.query_concepts) if answer.results else set()


def test_german_this_is_not_the_concept_dies(lexical_searcher):
    concepts = query_concepts(lexical_searcher, "Gilt dies auch, wenn ich die Karte aus dem Exil wirke?", "de")
    assert "dies" not in concepts
    assert {"exile", "cast"} <= concepts


def test_german_dying_still_names_dies(lexical_searcher):
    assert "dies" in query_concepts(lexical_searcher, "Was passiert, wenn die Kreatur stirbt?", "de")


def test_english_question_still_names_dies(lexical_searcher):
    assert "dies" in query_concepts(lexical_searcher, "What happens when the creature dies?", "en")
