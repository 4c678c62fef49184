"""The German word tokenizer that replaced spaCy's blank pipeline (whose import cost ~0.6 s
of every cold German question): what it splits and what it keeps whole."""

from __future__ import annotations

import pytest

from kb.language.spacy_data import stop_words
from kb.search.lang_de import german_tokens


@pytest.mark.parametrize(
    "text, words",
    [
        ("Ist das eine 2/2-Kreatur?", ["Ist", "das", "eine", "2", "2-Kreatur"]),
        ("Bibliothek und/oder Friedhof", ["Bibliothek", "und", "oder", "Friedhof"]),
        ("Urza’s Mine, Doctor's Companion", ["Urza", "s", "Mine", "Doctor", "s", "Companion"]),
        ("einen Hinweis-Spielstein (z.B. vom Doctor)", ["einen", "Hinweis-Spielstein", "z", "B", "vom", "Doctor"]),
        ("„Aussetzen“ — ja!", ["Aussetzen", "ja"]),
        ("+1/+1-Marke", ["+1/+1-Marke"]),
        ("siehe Magic.Wizards.com/Formats", ["siehe", "Magic.Wizards.com/Formats"]),
        ("  \n ... — ", []),
    ],
)
def test_german_words(text, words):
    assert german_tokens(text) == words


def test_stop_words_are_spacys_list_read_without_importing_spacy():
    words = stop_words("de")
    assert {"und", "oder", "der", "die", "das"} <= words and "kreatur" not in words and len(words) > 400
