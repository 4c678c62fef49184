"""Card lookup: a judge types a card name as they remember it."""

from __future__ import annotations

import pytest

from kb.cards import find_card, names_mechanic
from kb.errors import CardNotFound
from kb.text import fold

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "query, printed",
    [
        ("Sternenwal", "Sternenwal"),
        ("sternenwal", "Sternenwal"),
        ("ACES BASEBALLSCHLAGER", "Aces Baseballschläger"),  # no umlaut typed
        ("Killer", "Feigling // Killer"),  # a face of a split card
        ("Unerwartetes Treffen", "Es war zweimal"),  # the adventure half
        ("白毛熊", "白毛熊"),
    ],
)
def test_find_card_any_printed_or_face_name_case_and_accent_insensitive(corpus_kb, query, printed):
    result = find_card(corpus_kb, query)
    assert [c.name for c in result.copies][:1] == [printed]


def test_find_card_printed_twice_returns_both_copies_with_their_own_rulings(corpus_kb):
    result = find_card(corpus_kb, "Der Dreizehnte Doctor")
    assert len(result.copies) == 2
    general, cards = result.copies
    assert general.section == "general" and cards.section == "cards"
    assert general.lines[0] < cards.lines[0]
    assert general.text != cards.text  # the two printings differ
    for copy in result.copies:
        for ruling in copy.rulings:
            assert ruling.subject_id == copy.id


def test_find_card_lists_the_rulings_of_mechanics_its_text_names_apart(corpus_kb):
    result = find_card(corpus_kb, "Sternenwal")
    mechanics = {m.name: m for m in result.mechanic_rulings}
    assert "Aussetzen" in mechanics
    assert len(mechanics["Aussetzen"].rulings) >= 10
    assert all(r.source == "who-notes-de" and r.lines[0] >= 216 for r in mechanics["Aussetzen"].rulings)


def test_find_card_every_ruling_carries_source_and_lines(corpus_kb):
    result = find_card(corpus_kb, "Adric, Mathe-Genie")
    rulings = result.copies[0].rulings
    assert len(rulings) >= 10
    for r in rulings:
        assert r.file == "who-release-notes.de.txt" and r.lines[0] <= r.lines[1]
        assert r.lang == "de" and r.date == "2023-06-22"


def test_find_card_miss_raises_with_closest_names(corpus_kb):
    with pytest.raises(CardNotFound) as err:
        find_card(corpus_kb, "Sternwal")
    assert "Sternenwal" in err.value.close_matches
    assert "closest: Sternenwal" in str(err.value)


@pytest.mark.parametrize(
    "text, mechanic, expected",
    [
        (
            "Zu Beginn des Kampfes steht jeder Gegner vor einem schrecklichen Dilemma",
            "Vor einem schrecklichen Dilemma stehen",
            True,
        ),
        ("Reise dreimal durch die Zeit.", "Reise durch die Zeit", True),
        ("Aussetzen 6 — {1} {U}", "Aussetzen", True),
        ("Partner von Madame Vastra", "Partner von [Name]", True),
        ("Fliegend, Wachsamkeit", "Aussetzen", False),
        ("Ziehe eine Karte.", "Reise durch die Zeit", False),
    ],
)
def test_names_mechanic_table(text, mechanic, expected):
    assert names_mechanic(fold(text), mechanic) is expected
