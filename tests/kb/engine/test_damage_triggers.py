"""The trigger event deals_damage_to_player (kb/engine/damage_triggers.py): noncombat damage
triggers it as combat damage does, and "an opponent" is judged from the trigger's controller."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="damage-triggers", title="damage to a player triggers")

BODY = """
cards:
  # A test creature {2}{R} 1/1: {T}: it deals 1 damage to any target. Whenever it deals damage to
  # an opponent, you gain 2 life.
  - name: Spark Adept
    cost: "{2}{R}"
    types: [creature]
    power: 1
    toughness: 1
    activated: [{cost: "{T}", targets: [any], effects: [{damage: {amount: 1, to: target}}]}]
    triggered:
      - when: {deals_damage_to_player: {to: opponent}}
        effects: [{gain_life: {who: you, amount: 2}}]
setup:
  players:
    - name: A
      battlefield: [Spark Adept]
    - name: B
actions:
  - activate: {player: A, card: Spark Adept, targets: [TARGET]}
  - resolve: all
expect:
  - life: {A: LIFE_A, B: LIFE_B}
"""


@pytest.mark.parametrize("target,life_a,life_b", [("B", 22, 19), ("A", 19, 20)], ids=["opponent", "self"])
def test_noncombat_damage_to_an_opponent_triggers_and_to_yourself_does_not(target, life_a, life_b):
    body = BODY.replace("TARGET", target).replace("LIFE_A", str(life_a)).replace("LIFE_B", str(life_b))
    result = run(body)
    assert result.passed, result.failure
