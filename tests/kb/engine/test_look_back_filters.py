"""A leaves-the-battlefield ability judges what left as it last existed there (CR 603.10a): an
animated land that dies was a creature, though the effect that made it one ended as it left
(400.7). And the condition `it_is`: "return that card ... If it's a creature", asked of the
returned object where it is now."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="look-back-filters", title="look-back filters")

GAME = """
cards:
  - name: Grim Collector
    cost: "{3}{B}"
    types: [creature]
    power: 2
    toughness: 2
    triggered:
      - when: {dies: {filter: {types: [creature], controller: opponent}}}
        effects:
          - put_onto_battlefield: {what: triggering_object}
          - if:
              condition: {it_is: {types: [creature]}}
              then: [{gain_life: {amount: 5}}]
              else: [{gain_life: {amount: 1}}]
  - name: Animated Land
    types: [land]
    activated:
      - cost: "{0}"
        label: animate
        effects:
          - change_types: {what: self, add: [creature]}
          - set_base_pt: {what: self, power: 1, toughness: 1}
  - name: Shock
    cost: "{R}"
    types: [instant]
    spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}
setup:
  players:
    - name: A
      hand: [Shock]
      battlefield: [Grim Collector, Mountain]
    - name: B
      battlefield: [Animated Land]
actions:
  - activate: {player: B, card: Animated Land, ability: animate}
  - resolve: all
  - cast: {player: A, card: Shock, targets: [Animated Land]}
  - resolve: all
expect:
  - controller: {card: Animated Land, is: A}
  - life: {A: 21}
"""


def test_an_animated_land_that_died_triggers_and_returns_as_a_land():
    result = run(GAME)
    assert result.passed, result.failure


def test_without_looking_back_the_dead_land_is_no_creature_and_nothing_triggers():
    result = run(GAME, disable=("603.10a",))
    assert not result.passed
    assert "Animated Land" in result.failure


def test_without_new_objects_the_animation_follows_it_and_it_returns_a_creature():
    result = run(GAME, disable=("400.7",))
    assert not result.passed
    assert "life" in result.failure
