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


def concepts_of_results(searcher, question, lang):
    answer = searcher.ask(question, lang=lang, limit=10, mode="lexical")
    return {c for r in answer.results for c in r.explain.concepts}


# A label of the question's own language spelt like one of its function words names its concept
# only where the question writes it as a name (kb.language.function_words).
@pytest.mark.parametrize(
    ("question", "lang", "concept"),
    [
        ("What will happen if my creature dies?", "en", "will"),  # the auxiliary, not the planeswalker type Will
        ("WHAT WILL HAPPEN IF MY CREATURE DIES?", "en", "will"),  # all capitals: no name to tell
        ("Muss ich die Karte wirken, auch wenn ich nicht will?", "de", "will"),  # "want"
        ("Wenn elf Kreaturen angreifen, was passiert?", "de", "elf"),  # the numeral eleven
    ],
)
def test_own_function_word_in_a_sentence_names_no_concept(lexical_searcher, question, lang, concept):
    assert concept not in query_concepts(lexical_searcher, question, lang)
    assert concept not in concepts_of_results(lexical_searcher, question, lang)


@pytest.mark.parametrize(
    ("question", "lang", "concept"),
    [
        ("Can a Will planeswalker use loyalty abilities?", "en", "will"),
        ("what does the will planeswalker type do?", "en", "will"),  # lower case, next to a type word
        ("Ist Will ein Planeswalkertyp?", "de", "will"),
        ("Kann ich einen Elf opfern?", "de", "elf"),  # German writes the creature type with a capital
        ("Elfen erhalten +1/+1, gilt das auch für Token?", "de", "elf"),  # "Elfen" is no function word
    ],
)
def test_own_function_word_written_as_a_name_names_its_concept(lexical_searcher, question, lang, concept):
    assert concept in query_concepts(lexical_searcher, question, lang)
