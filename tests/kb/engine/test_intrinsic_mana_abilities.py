"""CR 305.6: a land's basic land types give it their mana abilities; one written out on the card
(reminder text) is that same ability, not a second one. CR 605.1a: an ability that adds mana but
has a target is no mana ability — it waits on the stack."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="intrinsic-mana", title="a land's intrinsic mana ability")

DUAL_WITH_REMINDER = """
cards:
  - name: Tropical Island
    types: [land]
    subtypes: [Forest, Island]
    activated:
      - {cost: "{T}", add: "{G}"}
      - {cost: "{T}", add: "{U}"}
setup:
  players:
    - name: A
      battlefield: [Tropical Island]
    - name: B
actions:
  - activate: {player: A, card: Tropical Island, ability: %s}
%s
"""


def test_land_with_written_out_mana_abilities_has_no_second_copy_of_them():
    result = run(DUAL_WITH_REMINDER % (3, "    expect_error: {code: ability}"))
    assert result.passed, result.failure


def test_land_with_written_out_mana_abilities_still_taps_for_each():
    result = run(DUAL_WITH_REMINDER % (2, 'expect:\n  - pool: {A: "{U}"}'))
    assert result.passed, result.failure


def test_land_types_without_rules_text_give_mana_abilities_only_by_305_6():
    body = """
cards:
  - {name: Savannah, types: [land], subtypes: [Forest, Plains]}
setup:
  players:
    - name: A
      battlefield: [Savannah]
    - name: B
actions:
  - activate: {player: A, card: Savannah, ability: 2}
expect:
  - pool: {A: "{W}"}
"""
    assert run(body).passed
    assert not run(body, disable=("305.6",)).passed


TARGETED_MANA = """
cards:
  # {T}: Add {R}. It deals 1 damage to target player. (A card written for this test.)
  - name: Spiteful Shrine
    types: [land]
    activated:
      - {cost: "{T}", add: "{R}", targets: [player], effects: [{damage: {amount: 1, to: target}}]}
setup:
  players:
    - name: A
      battlefield: [Spiteful Shrine]
    - name: B
actions:
  - activate: {player: A, card: Spiteful Shrine, targets: [B]}
  - expect:
      - stack: {size: 1}
      - pool: {A: ""}
  - resolve: 1
  - expect:
      - pool: {A: "{R}"}
expect:
  - life: {B: 19}
"""


def test_ability_adding_mana_with_a_target_is_no_mana_ability_and_uses_the_stack():
    result = run(TARGETED_MANA)
    assert result.passed, result.failure
