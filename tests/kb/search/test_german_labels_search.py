"""A question in English or Chinese about a rules term whose German label was added in stop
30 finds the German rulings that use the German word (the termbase bridges the languages):
"total cost" / 总费用 reach the release notes' Gesamtkosten rulings. None of these questions
is in an evaluation set."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration

# Every ruling of the German release notes that explains how the Gesamtkosten are determined.
TOTAL_COST_RULINGS = {f"who-notes-de:ruling:{line}-{line}" for line in (497, 685, 748, 1312, 1609, 1668, 1761, 2182)}


@pytest.mark.parametrize(
    "question, worst_rank",
    [
        ("How do I determine the total cost of a spell cast for its alternative cost?", 1),
        ("施放咒语的总费用如何计算？", 5),
    ],
)
def test_question_about_total_cost_finds_the_german_gesamtkosten_ruling(lexical_searcher, question, worst_rank):
    ids = [r.id for r in lexical_searcher.ask(question, limit=10, mode="lexical").results]
    rank = next((i for i, rid in enumerate(ids, 1) if rid in TOTAL_COST_RULINGS), None)
    assert rank is not None and rank <= worst_rank
