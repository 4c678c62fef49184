"""Whether a question writes a word as a name (kb.language.function_words): the sign that lets a
label spelt like a function word of the question's own language name its concept."""

from __future__ import annotations

import pytest

from kb.language.function_words import Reading, is_type_word, written_as_name

pytestmark = pytest.mark.unit


def span_of(text: str, word: str) -> tuple[int, int]:
    start = text.index(word)
    return start, start + len(word)


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("Can a Will planeswalker use loyalty abilities?", "Will", True),
        ("What will happen if my creature dies?", "will", False),
        ("Will the creature die?", "Will", False),  # sentence start: no sign
        ('It dies. "Will it come back?"', "Will", False),  # after a full stop and a quote
        ("WHAT WILL HAPPEN?", "WILL", False),  # all capitals: no sign
        ("Ist Will ein Planeswalkertyp?", "Will", True),
        ("Wenn elf Kreaturen angreifen, was passiert?", "elf", False),
    ],
)
def test_written_as_name_needs_a_capital_inside_a_sentence(text, word, expected):
    assert written_as_name(text, *span_of(text, word)) is expected


def test_own_function_word_next_to_a_type_word_names_its_concept():
    text = "what does the will planeswalker type do?"
    reading = Reading(text, "en")
    will = span_of(text, "will")
    assert not reading.names_concept("Will", "en", "will", will, types=[])
    assert reading.names_concept("Will", "en", "will", will, types=[span_of(text, "planeswalker type")])


def test_own_function_word_found_only_in_a_rewritten_form_names_nothing():
    assert not Reading("Can a Will planeswalker …", "en").names_concept("Will", "en", "will", None, types=[])


def test_another_languages_label_spelt_like_a_function_word_names_nothing_even_as_a_name():
    text = "Can a Will planeswalker use loyalty abilities?"
    assert not Reading(text, "en").names_concept("Will", "de", "Will", span_of(text, "Will"), types=[])


def test_word_that_is_no_function_word_names_its_concept_wherever_it_stands():
    assert Reading("Elfen erhalten +1/+1.", "de").names_concept("Elf", "de", "Elfen", (0, 5), types=[])


@pytest.mark.parametrize(
    ("concept", "kind", "expected"),
    [("planeswalker-type", "game-term", True), ("subtype", "game-term", True), ("type", "game-term", True)]
    + [("planeswalker", "card-type", False), ("prototype", "keyword", False), ("type-line", "game-term", False)],
)
def test_type_words_are_the_glossarys_type_terms(concept, kind, expected):
    assert is_type_word(concept, kind) is expected
