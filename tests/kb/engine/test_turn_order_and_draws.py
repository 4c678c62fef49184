"""Reversing the turn order (`reverse_turn_order`, CR 103.1): priority passes the other way round
the table; draws from the bottom (`draw_from_bottom`) reach only the players the static names."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="turn-order", title="turn order and draws")

REVERSED_PRIORITY = """
cards:
  - name: Reverser
    types: [artifact]
    activated: [{cost: "{0}", effects: [{reverse_turn_order: {}}]}]
setup:
  players:
    - name: A
      battlefield: [Reverser]
    - name: B
    - name: C
actions:
  - activate: {player: A, card: Reverser}
  - resolve: all
  - pass: {player: A}
expect:
  - priority: C
"""


def test_after_a_reversal_the_active_player_passes_priority_to_the_player_before_them():
    assert run(REVERSED_PRIORITY).passed


def test_without_103_1_priority_still_passes_in_seat_order():
    result = run(REVERSED_PRIORITY, disable=("103.1",))
    assert not result.passed and "'B'" in result.failure


OPPONENT_DRAWS_FROM_BOTTOM = """
cards:
  - name: Upside Down
    types: [enchantment]
    static: [{draw_from_bottom: {who: opponents}}]
  - name: Both Draw
    cost: "{0}"
    types: [sorcery]
    spell: [{draw: {who: each_player, amount: 1}}]
setup:
  players:
    - name: A
      hand: [Both Draw]
      battlefield: [Upside Down]
      library: [Plains, Mountain]
    - name: B
      library: [Island, Swamp]
actions:
  - cast: {player: A, card: Both Draw}
  - resolve: all
expect:
  - zone: {card: Plains, is: hand}
  - zone: {card: Mountain, is: library}
  - zone: {card: Swamp, is: hand}
  - zone: {card: Island, is: library}
"""


def test_draw_from_bottom_for_opponents_leaves_its_controllers_draws_on_top():
    result = run(OPPONENT_DRAWS_FROM_BOTTOM)
    assert result.passed, result.failure
