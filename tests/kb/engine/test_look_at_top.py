"""Looking at the top cards of a library and putting them in chosen places: `look_at_top`
("put one into your hand and the other on the bottom"), `scry` (CR 701.22a), and the owner's
order of cards put into one position together (401.4)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="look-at-top", title="library manipulation")


def _game(effect: str, choices: str, expect: str, library: str = "[Opt, Shock, Ponder, Brainstorm]") -> str:
    return f"""
cards:
  - name: Peek
    cost: "{{U}}"
    types: [sorcery]
    spell: [{effect}]
  - {{name: Opt, cost: "{{U}}", types: [instant], spell: [{{draw: {{}}}}]}}
  - {{name: Shock, cost: "{{R}}", types: [instant], spell: [{{draw: {{}}}}]}}
  - {{name: Ponder, cost: "{{U}}", types: [sorcery], spell: [{{draw: {{}}}}]}}
  - {{name: Brainstorm, cost: "{{U}}", types: [instant], spell: [{{draw: {{}}}}]}}
setup:
  players:
    - name: A
      hand: [Peek]
      library: {library}
      battlefield: [Island]
    - name: B
actions:
  - cast: {{player: A, card: Peek}}
  - resolve: all
    choices: {{A: {choices}}}
  - advance: {{turn: 3, step: draw}}
expect:
{expect}
"""


LOOK3 = "{look_at_top: {amount: 3, hand: 1, rest: bottom}}"


def test_look_at_top_picks_one_for_the_hand_and_orders_the_rest_on_the_bottom():
    # Shock to the hand; Ponder then Opt to the bottom: Brainstorm is on top, drawn in turn 3
    body = _game(
        LOOK3, "[{card: Shock}, {card: Ponder}]", "  - zone: {card: Shock, is: hand}\n  - zone: {card: Brainstorm, is: hand}"
    )
    result = run(body)
    assert result.passed, result.failure


def test_look_at_top_without_rule_401_4_asks_no_order():
    body = _game(LOOK3, "[{card: Shock}, {card: Ponder}]", "  - zone: {card: Shock, is: hand}")
    result = run(body, disable=("401.4",))
    assert not result.passed
    assert "never used" in result.failure  # the order answer {card: Ponder} is left over


def test_look_at_top_unscripted_pick_fails_the_check():
    result = run(_game(LOOK3, "[]", "  - zone: {card: Shock, is: hand}"))
    assert not result.passed
    assert "UnscriptedChoice" in result.failure and "options: Opt, Shock, Ponder" in result.failure


def test_look_at_top_rest_into_graveyard():
    body = _game(
        "{look_at_top: {amount: 2, hand: 1, rest: graveyard}}",
        "[{card: Opt}]",
        "  - zone: {card: Opt, is: hand}\n  - zone: {card: Shock, is: graveyard}\n  - zone: {card: Ponder, is: hand}",
    )
    result = run(body)
    assert result.passed, result.failure


def test_scry_puts_the_chosen_card_on_the_bottom_and_keeps_the_other_on_top():
    body = _game(
        "{scry: {amount: 2}}",
        "[{card: Opt}, {card: none}]",
        "  - zone: {card: Shock, is: hand}\n  - library: {A: 3}",
    )
    result = run(body)
    assert result.passed, result.failure


def test_scry_without_rule_701_22a_does_nothing():
    body = _game("{scry: {amount: 2}}", "[{card: Opt}, {card: none}]", "  - zone: {card: Shock, is: hand}")
    result = run(body, disable=("701.22a",))
    assert not result.passed
    assert "zone of Shock = 'library'" in result.failure  # Opt stayed on top and was drawn


def test_look_at_top_unknown_rest_is_refused_naming_the_effect():
    result = run(_game("{look_at_top: {amount: 2, hand: 1, rest: sideways}}", "[{card: Opt}]", "  - library: {A: 4}"))
    assert not result.passed
    assert "look_at_top" in result.failure and "sideways" in result.failure
