"""Restrictions and requirements on permanents (kb/engine/restrictions.py) where no bundled
check shows them: a "can't block" Aura (509.1b), "can't attack" lasting only as long as its
duration, and goad's rule that the same player goading again adds nothing (701.15d)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="restrictions", title="restrictions")

CANT_BLOCK_AURA = """
cards:
  # Enchantment — Aura {R}: Enchant creature. Enchanted creature can't block.
  - name: Shackles
    cost: "{R}"
    types: [enchantment]
    subtypes: [Aura]
    keywords: ["enchant creature"]
    static:
      - restrict: {to: {attached: true}, block: true}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
setup:
  players:
    - name: A
      battlefield: [Grizzly Bears]
    - name: B
      battlefield: [{card: Grizzly Bears, id: shackled}, {card: Grizzly Bears, id: free}]
    - name: C
      battlefield: [{card: Shackles, attached_to: shackled}]
actions:
  - attack: {player: A, attackers: [{card: Grizzly Bears, defender: B}]}
    at: {step: declare_attackers}
  - block: {blocks: {shackled: Grizzly Bears}}
    expect_error: {rule: "509.1b"}
  - block: {blocks: {free: Grizzly Bears}}
  - advance: {step: end_of_combat}
expect:
  - zone: {card: free, is: graveyard}
  - life: {B: 20}
"""


def test_restrictions_aura_that_says_cant_block_refuses_the_block():
    result = run(CANT_BLOCK_AURA)
    assert result.passed, result.failure


def test_restrictions_block_is_allowed_without_rule_509_1b():
    result = run(CANT_BLOCK_AURA, disable=("509.1b",))
    assert not result.passed
    assert "expected the engine to refuse" in result.failure


CANT_ATTACK_THIS_TURN = """
cards:
  # Instant {W}: Target creature can't attack this turn.
  - name: Halt
    cost: "{W}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{restrict: {what: target, attack: true}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
setup:
  players:
    - name: A
      battlefield: [Grizzly Bears]
    - name: B
      hand: [Halt]
      battlefield: [Plains]
actions:
  - cast: {player: B, card: Halt, targets: [Grizzly Bears]}
  - resolve: all
  - attack: {player: A, attackers: [Grizzly Bears]}
    at: {step: declare_attackers}
    expect_error: {rule: "508.1c"}
  - advance: {turn: 3, step: precombat_main}
  - attack: {player: A, attackers: [Grizzly Bears]}
    at: {step: declare_attackers}
  - advance: {turn: 3, step: end_of_combat}
expect:
  - life: {B: 18}
"""


def test_restrictions_cant_attack_ends_with_its_duration():
    result = run(CANT_ATTACK_THIS_TURN)
    assert result.passed, result.failure


GOADED_TWICE = """
cards:
  # Sorcery {R}: Goad target creature.
  - name: Taunt
    cost: "{R}"
    types: [sorcery]
    spell:
      targets: [creature]
      effects: [{goad: {what: target}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Taunt, Taunt]
      battlefield: [Mountain, Mountain]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - cast: {player: A, card: Taunt, targets: [Grizzly Bears]}
  - resolve: all
  - cast: {player: A, card: "Taunt#2", targets: [Grizzly Bears]}
  - resolve: all
"""


def _requirements(result) -> int:
    return sum("goads Grizzly Bears" in line for line in result.log)


def test_goad_same_player_goading_again_has_no_effect():
    result = run(GOADED_TWICE)
    assert result.passed, result.failure
    assert _requirements(result) == 1
    assert any("already goaded by A" in line for line in result.log)


def test_goad_twice_makes_two_requirements_without_rule_701_15d():
    result = run(GOADED_TWICE, disable=("701.15d",))
    assert result.passed, result.failure
    assert _requirements(result) == 2
