"""Layer 7 in its sublayers (CR 613.4): base P/T set (7b), then bonuses, statics and counters
(7c), then switches (7d) — small games beside the bundled checks under data/checks/layers."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="power-toughness", title="layer 7")

CARDS = """
cards:
  # Creature 2/4 for the tests.
  - {name: Giant Spider, cost: "{3}{G}", types: [creature], power: 2, toughness: 4}
  # Enchantment: creatures you control get +1/+0.
  - name: Anthem
    cost: "{W}"
    types: [enchantment]
    static: [{grant: {to: {types: [creature], controller: you}, power: 1}}]
  - name: Walls
    cost: "{U}"
    types: [instant]
    spell: {targets: [creature], effects: [{set_base_pt: {what: target, toughness: 1}}]}
  - name: Flip
    cost: "{U}"
    types: [instant]
    spell: {targets: [creature], effects: [{switch_pt: {what: target}}]}
  - name: Nothing Set
    cost: "{U}"
    types: [instant]
    spell: {targets: [creature], effects: [{set_base_pt: {what: target}}]}
"""


def _game(spell: str, expected: list[int]) -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [{spell}]
      battlefield: [Giant Spider, Anthem, Island]
    - name: B
actions:
  - cast: {{player: A, card: {spell}, targets: [Giant Spider]}}
  - resolve: 1
expect:
  - pt: {{card: Giant Spider, is: {expected}}}
"""
    )


def test_power_toughness_set_toughness_only_keeps_power_and_static_bonus_applies_on_top():
    result = run(_game("Walls", [3, 1]))  # base 2/1, then the Anthem's +1/+0
    assert result.passed, result.failure


def test_power_toughness_switch_applies_after_a_static_bonus_older_than_it():
    result = run(_game("Flip", [4, 3]))  # 3/4 with the Anthem, switched
    assert result.passed, result.failure


NEWER_ANTHEM = (
    CARDS
    + """
setup:
  players:
    - name: A
      hand: [Flip, Anthem]
      battlefield: [Giant Spider, Island, Plains]
    - name: B
actions:
  - cast: {player: A, card: Flip, targets: [Giant Spider]}
  - resolve: 1
  - cast: {player: A, card: Anthem}
  - resolve: 1
expect:
  - pt: {card: Giant Spider, is: [4, 3]}
"""
)


def test_power_toughness_static_bonus_newer_than_the_switch_still_applies_before_it():
    result = run(NEWER_ANTHEM)  # 2/4 +1/+0 = 3/4, switched
    assert result.passed, result.failure


def test_power_toughness_newer_static_bonus_lands_after_the_switch_without_rule_613_4d():
    result = run(NEWER_ANTHEM, disable=("613.4d",))
    assert not result.passed
    assert "[5, 2]" in result.failure  # 4/2, then +1/+0


def test_power_toughness_set_effect_without_numbers_is_refused_naming_the_effect():
    result = run(_game("Nothing Set", [2, 4]))
    assert not result.passed
    assert "set_base_pt" in result.failure
