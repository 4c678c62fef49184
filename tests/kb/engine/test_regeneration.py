"""Regeneration (CR 701.19, 614.8) read by the rules that destroy: lethal damage (704.5g) is
replaced like a `destroy` effect, the creature leaves combat, and "activate only by an opponent"
(602.2) for the abilities that say "can't be regenerated" — beside the bundled checks under
data/checks/regeneration."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="regeneration", title="regeneration")

# A's Grizzly Bears, shielded, attack; B's Giant Spider (2/4) blocks and deals lethal damage.
SHIELDED_ATTACKER = """
cards:
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
  - {name: Giant Spider, cost: "{3}{G}", types: [creature], power: 2, toughness: 4}
  # Instant {1}{G}: regenerate target creature.
  - name: Regenerate
    cost: "{1}{G}"
    types: [instant]
    spell: {targets: [creature], effects: [{regenerate: {what: target}}]}
setup:
  players:
    - name: A
      hand: [Regenerate]
      battlefield: [Grizzly Bears, Forest, Forest]
    - name: B
      battlefield: [Giant Spider]
actions:
  - cast: {player: A, card: Regenerate, targets: [Grizzly Bears]}
  - resolve: 1
  - attack: {player: A, attackers: [Grizzly Bears], defender: B}
  - block: {blocks: {Giant Spider: Grizzly Bears}}
  - advance: {step: combat_damage}
  - expect:
      - zone: {card: Grizzly Bears, is: battlefield}
      - damage: {card: Grizzly Bears, is: 0}
      - attacking: {card: Grizzly Bears, is: false}
      - tapped: {card: Grizzly Bears, is: true}
expect:
  - zone: {card: Grizzly Bears, is: battlefield}
"""


def test_regeneration_shield_replaces_destruction_by_lethal_damage_and_removes_from_combat():
    result = run(SHIELDED_ATTACKER)
    assert result.passed, result.failure
    assert any("regenerated instead of destroyed" in line for line in result.log)


def test_regeneration_without_rule_701_19a_the_shielded_creature_dies_of_lethal_damage():
    result = run(SHIELDED_ATTACKER, disable=("701.19a",))
    assert not result.passed
    assert "zone of Grizzly Bears = 'graveyard'" in result.failure


OPPONENT_ONLY = """
cards:
  # Creature 2/2: {2}: this creature can't be regenerated this turn. Activate only by an opponent.
  - name: Knight
    cost: "{W}{W}"
    types: [creature]
    power: 2
    toughness: 2
    activated: [{cost: "{2}", by: opponent, effects: [{cant_be_regenerated: {what: self}}]}]
setup:
  players:
    - name: A
      battlefield: [Knight, Plains, Plains]
    - name: B
      battlefield: [Swamp, Swamp]
actions:
  - activate: {player: A, card: Knight}
    expect_error: {code: zone}
  - activate: {player: B, card: Knight}
  - resolve: 1
expect:
  - tapped: {card: Swamp, is: true}
  - tapped: {card: Plains, is: false}
"""


def test_regeneration_activate_only_by_an_opponent_refuses_the_controller_and_the_opponent_pays():
    result = run(OPPONENT_ONLY)
    assert result.passed, result.failure
