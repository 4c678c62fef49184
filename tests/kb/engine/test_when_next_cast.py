"""The delayed ability "when you cast your next instant or sorcery spell this turn, copy that
spell" (CR 603.7a, Doublecast): it triggers once, on the first matching spell its controller casts
that turn — a creature spell in between doesn't use it up, a later instant isn't copied."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="when-next-cast", title="when you cast your next spell")

CARDS = """
cards:
  - name: Doublecast
    cost: "{R}"
    types: [sorcery]
    spell: [{when_next_cast: {filter: {types: [instant, sorcery]}, effects: [{copy_spell: {what: triggering_object}}]}}]
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
  - {name: Raging Goblin, cost: "{R}", types: [creature], power: 1, toughness: 1}
setup:
  players:
    - name: A
      hand: [Doublecast, Raging Goblin, Shock, Shock]
      battlefield: [Mountain, Mountain, Mountain, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Doublecast}
  - resolve: all
"""

THEN_TWO_SHOCKS = """  - cast: {player: A, card: Raging Goblin}
  - resolve: all
  - cast: {player: A, card: Shock, targets: [B]}
  - resolve: all
    choices: {A: [{target: B}]}
  - cast: {player: A, card: "Shock#2", targets: [B]}
  - resolve: all
expect:
  - life: {B: 14}
"""


def test_the_next_instant_is_copied_once_and_the_creature_spell_doesnt_count():
    result = run(CARDS + THEN_TWO_SHOCKS)
    assert result.passed, result.failure


def test_without_rule_603_7a_nothing_waits_for_the_next_spell():
    result = run(CARDS + THEN_TWO_SHOCKS, disable=("603.7a",))
    assert not result.passed


def test_the_delayed_ability_ends_with_the_turn():
    next_turn = """  - cast: {player: A, card: Shock, targets: [B], at: {turn: 3, step: precombat_main}}
  - resolve: all
expect:
  - life: {B: 18}
"""
    result = run(CARDS + next_turn)
    assert result.passed, result.failure
