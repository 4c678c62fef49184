"""'Discard any number of cards, then draw that many' (`discard {any_number: true}` and the amount
`discarded`, CR 701.9a-b): the player names each card, `{card: none}` stops, and the draw counts
the cards discarded."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="discard-any-number", title="discard any number, draw that many")


def _game(choices: str, expect: str) -> str:
    return f"""
cards:
  - name: Wheel Lite
    cost: "{{R}}"
    types: [sorcery]
    spell: [{{discard: {{any_number: true}}}}, {{draw: {{amount: discarded}}}}]
  - {{name: Opt, cost: "{{U}}", types: [instant], spell: [{{draw: {{}}}}]}}
  - {{name: Shock, cost: "{{R}}", types: [instant], spell: [{{draw: {{}}}}]}}
setup:
  players:
    - name: A
      hand: [Wheel Lite, Opt, Shock, Shock]
      library: [Island, Island, Island, Island]
      battlefield: [Mountain]
    - name: B
actions:
  - cast: {{player: A, card: Wheel Lite}}
  - resolve: all
    choices: {{A: {choices}}}
expect:
{expect}
"""


def test_discard_any_number_two_then_none_draws_two():
    result = run(
        _game(
            "[{card: Opt}, {card: Shock}, {card: none}]",
            "  - hand: {A: 3}\n  - library: {A: 2}\n  - zone: {card: Opt, is: graveyard}",
        )
    )
    assert result.passed, result.failure


def test_discard_any_number_none_at_once_draws_nothing():
    result = run(_game("[{card: none}]", "  - hand: {A: 3}\n  - library: {A: 4}"))
    assert result.passed, result.failure


def test_discard_any_number_whole_hand_needs_no_stop():
    # three cards discarded, the hand is empty: nothing more is asked; three drawn
    result = run(_game("[{card: Opt}, {card: Shock}, {card: Shock}]", "  - hand: {A: 3}\n  - library: {A: 1}"))
    assert result.passed, result.failure


def test_discard_any_number_unscripted_fails_the_check():
    result = run(_game("[]", "  - hand: {A: 3}"))
    assert not result.passed
    assert "UnscriptedChoice" in result.failure and "none" in result.failure
