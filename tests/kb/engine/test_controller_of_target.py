"""The reference `controller_of_target`: "destroy target creature; it deals damage equal to that
creature's power to the creature's controller" — the controller the target had as it last
existed on the battlefield (CR 608.2h), whoever cast the spell."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="controller-of-target", title="controller of target")

GAME = """
cards:
  - {name: Hill Giant, cost: "{3}{R}", types: [creature], power: 3, toughness: 3}
  - name: Demise
    cost: "{B}"
    types: [instant]
    spell:
      targets: [creature]
      effects:
        - {destroy: {what: target}}
        - {damage: {amount: {power: target}, to: controller_of_target}}
setup:
  players:
    - name: A
      hand: [Demise]
      battlefield: [Swamp]
    - name: B
      battlefield: [Hill Giant]
actions:
  - cast: {player: A, card: Demise, targets: [Hill Giant]}
  - resolve: all
expect:
  - zone: {card: Hill Giant, is: graveyard}
  - life: {A: 20, B: 17}
"""


def test_the_destroyed_creatures_controller_is_dealt_damage_equal_to_its_power():
    result = run(GAME)
    assert result.passed, result.failure


def test_the_controller_not_the_owner_is_dealt_the_damage():
    # B controls a creature A owns: the damage goes to B, the card to A's graveyard
    result = run(GAME.replace("      battlefield: [Hill Giant]", "      battlefield: [{card: Hill Giant, owner: A}]"))
    assert result.passed, result.failure


def test_without_rule_608_2h_nobody_is_known_to_have_controlled_it():
    result = run(GAME, disable=("608.2h",))
    assert not result.passed
    assert "life B = 20" in result.failure
