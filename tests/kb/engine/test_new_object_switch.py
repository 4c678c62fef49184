"""CR 400.7 as a switch: an object that changes zones is a new object, so an effect that applied
to it before ("this Vehicle becomes an artifact creature until end of turn") doesn't apply to the
card cast again. Without the rule the card stays the same object through hand and stack: the
effect goes on applying to it, and the counters it had come along."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="new-object", title="a crewed Vehicle bounced and cast again")


def crewed_then_recast(creatures_at_end: int, *, next_turn: bool = False) -> str:
    """A crews Smuggler's Copter, returns it to hand and casts it again in the same turn; with
    ``next_turn`` the game then goes on to the next turn before the expectations."""
    advance = "  - advance: {turn: 2}\n" if next_turn else ""
    return f"""
cards:
  - name: Smuggler's Copter
    cost: "{{2}}"
    types: [artifact]
    subtypes: [Vehicle]
    power: 3
    toughness: 3
    keywords: ["crew 1"]
  - {{name: Pilot, cost: "{{1}}{{R}}", types: [creature], power: 2, toughness: 1}}
  - name: Bounce
    cost: "{{U}}"
    types: [instant]
    spell:
      targets: [permanent]
      effects: [{{return_to_hand: {{what: target}}}}]
setup:
  players:
    - name: A
      hand: [Bounce]
      battlefield: [Smuggler's Copter, Pilot, Island, Island, Island]
    - name: B
actions:
  - activate: {{player: A, card: Smuggler's Copter, ability: crew, crew: [Pilot]}}
  - resolve: all
  - cast: {{player: A, card: Bounce, targets: [Smuggler's Copter]}}
  - resolve: all
  - cast: {{player: A, card: Smuggler's Copter}}
  - resolve: all
{advance}expect:
  - zone: {{card: Smuggler's Copter, is: battlefield}}
  - count: {{player: A, zone: battlefield, name: Smuggler's Copter, types: creature, is: {creatures_at_end}}}
"""


def test_a_crewed_vehicle_cast_again_is_a_new_object_and_no_creature():
    result = run(crewed_then_recast(creatures_at_end=0))
    assert result.passed, result.failure


def test_without_400_7_the_vehicle_cast_again_is_still_crewed():
    result = run(crewed_then_recast(creatures_at_end=1), disable=("400.7",))
    assert result.passed, result.failure


def test_without_400_7_the_crew_effect_still_ends_at_end_of_turn():
    """Keeping the object's identity keeps the effect, not more: "until end of turn" still ends."""
    result = run(crewed_then_recast(creatures_at_end=0, next_turn=True), disable=("400.7",))
    assert result.passed, result.failure


def countered_then_recast(pt: int) -> str:
    """A puts a +1/+1 counter on Bear, returns it to hand and casts it again."""
    return f"""
cards:
  - {{name: Bear, cost: "{{G}}", types: [creature], power: 2, toughness: 2}}
  - name: Grow
    cost: "{{G}}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{{add_counters: {{what: target, kind: "+1/+1", amount: 1}}}}]
  - name: Bounce
    cost: "{{U}}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{{return_to_hand: {{what: target}}}}]
setup:
  players:
    - name: A
      hand: [Grow, Bounce]
      battlefield: [Bear, Forest, Forest, Island]
    - name: B
actions:
  - cast: {{player: A, card: Grow, targets: [Bear]}}
  - resolve: all
  - cast: {{player: A, card: Bounce, targets: [Bear]}}
  - resolve: all
  - cast: {{player: A, card: Bear}}
  - resolve: all
expect:
  - pt: {{card: Bear, is: [{pt}, {pt}]}}
"""


def test_a_creature_cast_again_has_none_of_its_old_counters():
    result = run(countered_then_recast(pt=2))
    assert result.passed, result.failure


def test_without_400_7_the_creature_cast_again_keeps_its_counters():
    """Through hand, stack and battlefield: casting it is a zone change like any other."""
    result = run(countered_then_recast(pt=3), disable=("400.7",))
    assert result.passed, result.failure
