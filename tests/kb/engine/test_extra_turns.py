"""Extra turns (CR 500.7, kb/engine/extra_turns.py): the turn is added directly after the current
one, and a player's own turn count ("your third turn of the game") follows the turns they took."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="extra-turns", title="extra turns")

CARDS = """
cards:
  # Sorcery {1}{U}: Take an extra turn after this one.
  - {name: Time Walk, cost: "{1}{U}", types: [sorcery], spell: [{extra_turn: {who: you}}]}
  # Sorcery {U}: Target opponent takes an extra turn after this one (a test card).
  - {name: Gift of Time, cost: "{U}", types: [sorcery], spell: {targets: [opponent], effects: [{extra_turn: {who: target}}]}}
  # A test sorcery {0}: "You can't cast this spell during your first two turns of the game. Draw a card."
  - name: Late Bloom
    cost: "{0}"
    types: [sorcery]
    static: [{cant_be_cast: {if: {your_turn_number_at_most: 2}}}]
    spell: [{draw: {who: you}}]
"""


def _game(actions: str, expect: str, turn: int = 1) -> str:
    return (
        CARDS
        + f"""
setup:
  turn: {turn}
  players:
    - name: A
      hand: [Time Walk, Gift of Time, Late Bloom]
      battlefield: [Island, Island, Island]
    - name: B
actions:
"""
        + actions
        + "expect:\n"
        + expect
    )


def test_extra_turn_comes_directly_after_this_one_then_the_order_resumes():
    actions = "  - cast: {player: A, card: Time Walk}\n  - resolve: all\n  - advance: {turn: 3, step: upkeep}\n"
    result = run(_game(actions, "  - turn: 3\n  - priority: B\n"))
    assert result.passed, result.failure  # turn 2 is A's extra turn, turn 3 B's


def test_extra_turn_for_an_opponent_is_theirs_and_the_last_added_is_taken_first():
    actions = (
        "  - cast: {player: A, card: Time Walk}\n  - resolve: all\n"
        "  - cast: {player: A, card: Gift of Time, targets: [B]}\n  - resolve: all\n"
        "  - advance: {turn: 2, step: upkeep}\n  - expect: [{priority: B}]\n"
        "  - advance: {turn: 3, step: upkeep}\n  - expect: [{priority: A}]\n"
        "  - advance: {turn: 4, step: upkeep}\n"
    )
    result = run(_game(actions, "  - priority: B\n"))
    assert result.passed, result.failure


def test_own_turn_count_starts_from_the_set_up_turn():
    # a game set up at turn 3 with A active: A's second turn, so Late Bloom is still refused
    actions = '  - cast: {player: A, card: Late Bloom}\n    expect_error: {rule: "113.6e"}\n'
    assert run(_game(actions, "  - hand: {A: 3}\n", turn=3)).passed
    # turn 5: A's third turn
    actions = "  - cast: {player: A, card: Late Bloom}\n  - resolve: all\n"
    result = run(_game(actions, "  - zone: {card: Late Bloom, is: graveyard}\n", turn=5))
    assert result.passed, result.failure


def test_opponents_extra_turn_is_followed_by_their_regular_turn():
    # B's extra turn is added after A's turn 1; the regular order goes on from A, so turn 3 is B's too
    actions = (
        "  - cast: {player: A, card: Gift of Time, targets: [B]}\n  - resolve: all\n"
        "  - advance: {turn: 2, step: upkeep}\n  - expect: [{priority: B}]\n"
        "  - advance: {turn: 3, step: upkeep}\n"
    )
    result = run(_game(actions, "  - turn: 3\n  - priority: B\n"))
    assert result.passed, result.failure
    assert not run(_game(actions, "  - turn: 3\n  - priority: B\n"), disable=("500.7",)).passed
