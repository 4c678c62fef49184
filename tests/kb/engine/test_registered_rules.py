"""Behaviour the engine implements is registered under its CR number, so `--disable` accepts
it and a check can prove it depends on it (issue 13). Rules without a bundled check of their
own are shown here with a small game each."""

from __future__ import annotations

from functools import partial

import pytest

from kb.engine.registry import RULES, RuleSet
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="registered-rules", title="a registered rule")

ISSUE_13_RULES = [
    "116.2f",
    "708.8",
    "708.9",
    "509.1h",
    "603.3d",
    "508.4",
    "903.10a",
    "118.8d",
    "118.6a",
    "702.73a",
    "702.124h",
    "514.3a",
    "601.2b",
    "601.2g",
    "605.3a",
    "707.10",
]


@pytest.mark.parametrize("number", ISSUE_13_RULES)
def test_registry_rule_the_engine_implements_is_registered_and_can_be_disabled(number):
    assert number in RULES
    assert not RuleSet.without([number]).enabled(number)


@pytest.mark.parametrize("parent", ["702.73", "702.124", "708", "514.3"])
def test_registry_parent_number_disables_the_registered_subrule(parent):
    rules = RuleSet.without([parent])
    assert [n for n in RULES if n.startswith(parent) and rules.enabled(n)] == []


# An enters trigger that needs a target creature, with no creature on the battlefield.
NO_TARGET_TRIGGER = """
cards:
  # Creature {1}{R} 2/1: When this creature enters, it deals 2 damage to target creature an opponent controls.
  - name: Hot Head
    cost: "{1}{R}"
    types: [creature]
    power: 2
    toughness: 1
    triggered:
      - when: enters
        targets: [{kind: creature, filter: {controller: opponent}}]
        effects: [{damage: {amount: 2, to: target}}]
setup:
  players:
    - name: A
      hand: [Hot Head]
      battlefield: [Mountain, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Hot Head}
  - resolve: 1
  - expect:
      - stack: {size: 0}
expect:
  - zone: {card: Hot Head, is: battlefield}
"""


def test_trigger_without_a_legal_target_is_removed_from_the_stack():
    result = run(NO_TARGET_TRIGGER)
    assert result.passed, result.failure
    assert any("603.3d" in line for line in result.log)


def test_trigger_without_a_legal_target_stays_on_the_stack_without_rule_603_3d():
    result = run(NO_TARGET_TRIGGER, disable=("603.3d",))
    assert not result.passed
    assert "stack size = 1" in result.failure
