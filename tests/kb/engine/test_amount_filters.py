"""The filter key `mana_value` compares an object's mana value with an amount: the charge counters
on the ability's permanent (Chalice of the Void), or the X of the spell being cast (Repeal: "target
nonland permanent with mana value X", judged with the X just announced)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="amount-filters", title="mana value filter")

CARDS = """
cards:
  - name: Chalice
    cost: "{0}"
    types: [artifact]
    triggered:
      - when: {cast: {by: any, filter: {mana_value: {counters: charge}}}}
        effects: [{counter: {what: triggering_object}}]
  - name: Repeal
    cost: "{X}{U}"
    types: [instant]
    spell:
      targets: [{kind: permanent, filter: {not_types: [land], mana_value: X}}]
      effects: [{return_to_hand: {what: target}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
  - {name: Hill Giant, cost: "{3}{R}", types: [creature], power: 3, toughness: 3}
"""


@pytest.mark.parametrize(("counters", "zone"), [(2, "graveyard"), (1, "battlefield"), (0, "battlefield")])
def test_a_spell_whose_mana_value_equals_the_counters_is_countered(counters, zone):
    body = (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [Grizzly Bears]
      battlefield: [Forest, Forest]
    - name: B
      battlefield: [{{card: Chalice, counters: {{charge: {counters}}}}}]
actions:
  - cast: {{player: A, card: Grizzly Bears}}
  - resolve: all
expect:
  - zone: {{card: Grizzly Bears, is: {zone}}}
"""
    )
    result = run(body)
    assert result.passed, result.failure


def _repeal(x: int, target: str) -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [Repeal]
      battlefield: [Island, Island, Island, Island, Island]
    - name: B
      battlefield: [Grizzly Bears, Hill Giant]
actions:
  - cast: {{player: A, card: Repeal, x: {x}, targets: [{target}]}}
"""
    )


@pytest.mark.parametrize(("x", "target"), [(2, "Grizzly Bears"), (4, "Hill Giant")])
def test_repeal_targets_a_permanent_whose_mana_value_is_the_x_announced(x, target):
    result = run(_repeal(x, target) + f"  - resolve: all\nexpect:\n  - zone: {{card: {target}, is: hand}}\n")
    assert result.passed, result.failure


@pytest.mark.parametrize(("x", "target"), [(2, "Hill Giant"), (3, "Grizzly Bears")])
def test_repeal_cant_target_a_permanent_of_another_mana_value(x, target):
    result = run(_repeal(x, target) + "    expect_error: {code: targets}\n")
    assert result.passed, result.failure
