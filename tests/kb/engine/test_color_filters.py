"""Filter keys by the number of colours (CR 105.2a-c): multicolored, monocolored, colorless — judged
on the colours an object has now."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="color-filters", title="colour counts")


def _game(flt: str, gold: int, red: int, steel: int) -> str:
    return f"""
cards:
  - {{name: Gold Bear, cost: "{{1}}{{R}}{{W}}", types: [creature], power: 2, toughness: 2}}
  - {{name: Red Bear, cost: "{{1}}{{R}}", types: [creature], power: 2, toughness: 2}}
  - {{name: Steel Bear, cost: "{{2}}", types: [artifact, creature], power: 2, toughness: 2}}
  - {{name: Banner, cost: "{{3}}", types: [artifact], static: [{{grant: {{to: {{types: [creature], {flt}}}, power: 1}}}}]}}
setup:
  players:
    - name: A
      battlefield: [Gold Bear, Red Bear, Steel Bear, Banner]
    - name: B
expect:
  - pt: {{card: Gold Bear, is: [{gold}, 2]}}
  - pt: {{card: Red Bear, is: [{red}, 2]}}
  - pt: {{card: Steel Bear, is: [{steel}, 2]}}
"""


@pytest.mark.parametrize(
    "flt,gold,red,steel",
    [
        ("multicolored: true", 3, 2, 2),
        ("multicolored: false", 2, 3, 3),
        ("monocolored: true", 2, 3, 2),
        ("colorless: true", 2, 2, 3),
    ],
)
def test_color_filters_count_the_colours(flt, gold, red, steel):
    result = run(_game(flt, gold, red, steel))
    assert result.passed, result.failure


def test_color_filters_without_rule_105_2b_nothing_is_multicolored():
    result = run(_game("multicolored: true", 3, 2, 2), disable=("105.2b",))
    assert not result.passed
    assert "P/T of Gold Bear = [2, 2]" in result.failure


CAST_TRIGGER = """
cards:
  - {name: Gold Bear, cost: "{1}{R}{W}", types: [creature], power: 2, toughness: 2}
  - name: Soldier of the Pantheon
    cost: "{W}{W}"
    types: [creature]
    power: 2
    toughness: 1
    triggered: [{when: {cast: {by: opponent, filter: {multicolored: true}}}, effects: [{gain_life: {amount: 1}}]}]
setup:
  players:
    - name: A
      hand: [Gold Bear]
      battlefield: [Mountain, Plains, Plains]
    - name: B
      battlefield: [Soldier of the Pantheon]
actions:
  - cast: {player: A, card: Gold Bear}
  - resolve: all
expect:
  - life: {B: 21}
"""


def test_color_filters_multicolored_spell_triggers_a_cast_ability():
    result = run(CAST_TRIGGER)
    assert result.passed, result.failure
    assert not run(CAST_TRIGGER, disable=("105.2b",)).passed
