"""German labels taken from printed German card text, the German corpus and a German judges'
article (data/termbase/labels_de.csv, stop 30): a German judge's question naming the term
finds the concept, and the labels that are ordinary German words name their concept when
asked for but do not tag running text."""

from __future__ import annotations

import pytest

from kb.termbase.lookup import concepts_in, resolve

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "question, concept",
    [
        ("In welcher Schicht wird ein Kopiereffekt angewendet?", "layer"),  # CR 613
        ("Wie berechne ich die Gesamtkosten eines Zauberspruchs mit Rückblende?", "total-cost"),  # CR 601.2f
        ("Welche Ziele hat ein Zauberspruch, der einem Ziel deiner Wahl Schaden zufügt?", "any-target"),  # 115.4
        ("Was entfernt Abspalten aus dem Regeltext?", "cleave"),  # CR 702.148
        ("Darf ich mit Umgestalten eine Kreatur mit gleichem Manabetrag suchen?", "transfigure"),  # 702.71
        ("Wenn meine Kreatur überdauert, kann ich statt Marken einen Geist erzeugen?", "endure"),  # 701.63
        ("Wann muss ich mein Komplott aufgeben, wenn der Commander stirbt?", "abandon"),  # CR 701.33
        ("Was passiert, wenn ich ein Komplott schmiede, das schon offen liegt?", "set-in-motion"),  # 701.32
        ("Zählt Mana von Schätzen, wenn ich 4 aufbieten will?", "expend"),  # CR 700.14
        ("Ist eine Karte mit einem Hybrid-Symbol einfarbig?", "monocolored"),  # CR 105
        ("Was ist die Welt Regatha für ein Untertyp?", "regatha"),  # CR 205.3n
        ("Welcher Effekt hat den späteren Zeitstempel?", "timestamp-order"),  # CR 613.7
        ("Was passiert, wenn das einzige Ziel ein illegales Ziel geworden ist?", "illegal-target"),  # 608.2b
        ("Ändert ein Effekt, der die Basis-Stärke setzt, die Marken?", "base-power"),  # CR 613.4b
        ("Welche Kreatur greift alleine an, wenn sie alleine angreift und Edelmut hat?", "attack-alone"),  # 506.5
    ],
)
def test_german_question_naming_a_printed_term_finds_the_concept(termbase_kb, question, concept):
    assert concept in {m.concept for m in concepts_in(termbase_kb, question, "de")}


@pytest.mark.parametrize("term, concept", [("Fall", "case"), ("lösen", "unattach"), ("Gelöst", "solved")])
def test_printed_term_that_is_an_ordinary_word_resolves_but_does_not_tag_text(termbase_kb, term, concept):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.lang) == (concept, "de")
    sentence = f"In diesem Fall will der Spieler das Problem {term} und fragt, ob das geht."
    assert concept not in {m.concept for m in concepts_in(termbase_kb, sentence, "de")}


@pytest.mark.parametrize(
    "term, concept",
    [
        ("Unterbrechungszauber", "interrupt"),  # the old card type (Abjure)
        ("Manaquelle", "mana-source"),  # "Spiele diese Fähigkeit wie eine Manaquelle" (Mox Diamond)
        ("am Ende des Zuges", "at-end-of-turn"),  # Liberate's wording, now "at the beginning of the end step"
    ],
)
def test_german_word_of_old_cards_names_the_obsolete_term(termbase_kb, term, concept):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.lang, found.era) == (concept, "de", "outdated")
