"""German label forms that appending an ending cannot reach (kb.termbase.german_forms): a verb
label's participles and third person, a separable verb taken apart, a noun phrase's declined
adjectives."""

from __future__ import annotations

import pytest

from kb.termbase.german_forms import adjective_forms, german_forms, separable_forms, verb_forms
from kb.termbase.lookup import concepts_in


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


@pytest.mark.parametrize(
    "label, form",
    [
        ("Einberufen", "Einzuberufen"),
        ("angreifen", "anzugreifen"),
        ("Schaden zufügen", "Schaden zuzufügen"),
        ("Nachforschungen anstellen", "Nachforschungen anzustellen"),
        ("Nachforschungen anstellen", "stelle Nachforschungen an"),
        ("Nachforschungen anstellen", "stellt Nachforschungen an"),
    ],
)
def test_de_separable_verb_label_comes_apart(label, form):
    assert form in separable_forms(label)


@pytest.mark.parametrize("label", ["tappen", "verrechnen", "Kreatur", "Marken"])
def test_de_label_without_separable_prefix_stays_whole(label):
    assert separable_forms(label) == []


@pytest.mark.parametrize(
    "sentence, concept",
    [
        # the release notes' own wording of investigate (who-notes-de 744)
        ("„Stelle Nachforschungen an“ bedeutet „Erzeuge einen Hinweis-Spielstein.“", "investigate"),
        ("Du kannst getappte Kreaturen nicht tappen, um einen Zauberspruch einzuberufen.", "convoke"),
        ("Sie kann nicht gewählt werden, um anzugreifen.", "attack"),
    ],
)
def test_de_sentence_with_a_separated_verb_names_its_concept(termbase_kb, sentence, concept):
    assert concept in {m.concept for m in concepts_in(termbase_kb, sentence, "de")}
