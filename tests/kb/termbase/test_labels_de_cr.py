"""German labels from the German Comprehensive Rules (data/termbase/labels_de_cr.csv): a German
judge's question that names a rule's German term finds the concept."""

from __future__ import annotations

import re

import pytest

from kb.termbase.lookup import concepts_in, resolve
from kb.termbase.model import DE_CR_LABELS_CSV, LABEL_FILES, load_labels

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Welche Farbe hat eine Karte, deren Farbanzeiger grün ist?", "color-indicator"),  # CR 200.1 / 204
        ("Gehört die Typenzeile zu den Eigenschaften einer Karte?", "type-line"),  # CR 205
        ("Was bedeutet die Anpassung der Handkartenzahl auf einer Vanguard-Karte?", "hand-modifier"),  # CR 211
        ("Gilt die Mindest-Deckgröße auch für Kommandeur-Decks?", "minimum-deck-size"),  # CR 100.2a
        ("Wird eine Mehrspieler-Partie anders gewertet?", "multiplayer-game"),  # CR 100.1b
        ("Ist der Friedhof eine öffentliche Zone?", "public-zone"),  # CR 400.2
        ("Ist die Hand eine nichtöffentliche Zone, wenn sie aufgedeckt ist?", "hidden-zone"),  # CR 400.2
        ("Bleibt ein Phänomen in der Kommandozone, wenn es sie verlassen würde?", "phenomenon"),  # CR 300.1
        ("Wie funktionieren verbundene Fähigkeiten nach einem Kopiereffekt?", "linked-abilities"),  # CR 607
        # added in stop 31, from the German rules, printed German cards and official German pages
        ("Ist Ausrüstung ein Artefakttyp oder ein Kreaturentyp?", "artifact-type"),  # CR 301.3
        ("Verursacht Trampelschaden bei Planeswalkern auch Schaden am Spieler?", "trample-over-planeswalkers"),
        ("Darf mein Teamkamerad für mich Schwall bezahlen?", "teammate"),  # CR 102.3, 702.117
        ("Erzeugt jeder Teamkollege eine Kopie der Kaiserlichen Maske?", "teammate"),  # CR 102.3
        ("Zählt es, wenn ich das Gewölbe absolviert habe, bevor Imoen ins Spiel kam?", "complete-a-dungeon"),
        ("Was passiert mit Auren, wenn Karn sagt: Starte die Partie neu?", "restart-the-game"),  # CR 104
        ("Wie viele Lebenspunkte hat der Erzfeind zu Beginn?", "archenemy"),  # CR 904
        ("Wie oft darf ich in meinem Zug den Weltenwürfel werfen?", "planar-die"),  # CR 901.3
        # CR 100.2d: "ein ergänzendes Deck ... aus nicht herkömmliche Magic-Karten"
        ("Zählen nicht herkömmliche Magic-Karten zur Mindest-Deckgröße?", "nontraditional-magic-card"),
        # CR 800.3: "Siehe die aktuellsten Magic: The Gathering Turnierregeln"
        ("Was sagen die Turnierregeln zu Absprachen in Mehrspielerturnieren?", "tournament-rules"),
        # printed on Archpriest of Iona (Erzpriester von Iona)
        ("Habe ich eine vollständige Abenteurergruppe, wenn ein Gestaltwandler dabei ist?", "full-party"),
        # German Innistrad: Mitternachtsjagd mechanics article
        ("Wie wirken Tagaktiv und Nachtaktiv in einer Partie ohne Tag?", "daybound-and-nightbound"),
        # German WPN announcement of the London mulligan (rule 103.4)
        ("Gilt die Londoner Mulligan-Regel auch im Zweiköpfigen Riesen?", "london-mulligan"),
        # German tournament rules, 2.1 Match-Struktur
        ("Wer beginnt die zweite Partie im Match?", "match"),
        # news report on Edge of Eternities: mit Stationieren („Station“)
        ("Kann ich mit einer getappten Kreatur Stationieren?", "station"),
    ],
)
def test_german_question_naming_a_rules_term_finds_the_concept(termbase_kb, question, concept):
    assert concept in {m.concept for m in concepts_in(termbase_kb, question, "de")}


@pytest.mark.parametrize(
    "term, concept",
    [
        ("Objekt", "object"),
        ("Verteidigung", "defense"),
        ("Ereignis", "event"),
        ("Variante", "variant"),
        ("bewegen", "move"),
        ("stimmen", "vote"),
        ("falls", "if"),
    ],
)
def test_german_rules_term_that_is_an_ordinary_word_resolves_but_does_not_tag_text(termbase_kb, term, concept):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.lang) == (concept, "de")
    sentence = f"Welches {term} meint der Spieler hier?"
    assert concept not in {m.concept for m in concepts_in(termbase_kb, sentence, "de")}


def test_labels_de_cr_is_loaded_and_every_row_names_the_german_rules_page_and_rule():
    assert DE_CR_LABELS_CSV in LABEL_FILES
    rows = load_labels(DE_CR_LABELS_CSV)
    assert rows and {r["lang"] for r in rows} == {"de"}
    located = re.compile(r"^Ausführliches Regelwerk\b.*\(https?://\S+, rule \d{3}(\.\d+[a-z]?)?\)$")
    assert [r["source"] for r in rows if not located.match(r["source"])] == []


def test_option_spelled_alike_in_english_resolves_to_its_concept_but_does_not_tag_text(termbase_kb):
    # "Option" is spelled alike in English, so the English label may answer first: the concept
    # is what counts, and the German label is among its names.
    found = resolve(termbase_kb, "Option")
    assert found.concept == "option"
    assert found.entry is not None and ("de", "Option") in {(lab.lang, lab.label) for lab in found.entry.labels}
    assert "option" not in {m.concept for m in concepts_in(termbase_kb, "Welche Option meint der Spieler hier?", "de")}
