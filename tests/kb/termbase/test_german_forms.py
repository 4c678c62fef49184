"""German label forms that appending an ending cannot reach (kb.termbase.german_forms): a verb
label's participles and third person, a noun phrase's declined adjectives."""

from __future__ import annotations

import pytest

from kb.termbase.german_forms import adjective_forms, german_forms, verb_forms


@pytest.mark.parametrize(
    "label, form",
    [
        ("Aus dem Kampf entfernen", "Aus dem Kampf entfernt"),
        ("angreifen", "angreifend"),
        ("tappen", "getappt"),
        ("wirken", "wirkt"),
        ("aufdecken", "aufgedeckt"),
        ("auslösen", "ausgelöst"),
        ("verrechnen", "verrechnet"),
        ("aktivieren", "aktiviert"),
        ("zerstören", "zerstört"),
    ],
)
def test_de_verb_label_has_participle_and_third_person(label, form):
    assert form in verb_forms(label)


@pytest.mark.parametrize("label", ["Aussetzen", "Marken", "Kreatur", "Rückblende"])
def test_de_capitalised_or_non_verb_label_has_no_verb_forms(label):
    assert verb_forms(label) == []


@pytest.mark.parametrize(
    "label, form",
    [
        ("bleibende Karte", "bleibenden Karte"),
        ("Dauerhafter Effekt", "Dauerhafte Effekt"),
        ("modale doppelseitige Karte", "modalen doppelseitigen Karte"),
        ("verteidigender Spieler", "verteidigende Spieler"),
    ],
)
def test_de_noun_phrase_label_declines_every_adjective(label, form):
    assert form in adjective_forms(label)


def test_de_forms_never_repeat_the_label_itself():
    assert "bleibende Karte" not in german_forms("bleibende Karte")
