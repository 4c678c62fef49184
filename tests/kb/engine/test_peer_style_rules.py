"""Peer-style scenarios (the shape of other engines' keyword tests: put cards in zones, act at
a turn and step, let the game run on, then count permanents, life and counters), told as small
games. Each test states the CR rule it rests on and shows that switching the rule off changes
the outcome a player would see."""

from __future__ import annotations

from functools import partial

import pytest

from kb.checks import ScenarioError, parse_scenario
from tests.kb.engine.games import run_game, scenario_text

pytestmark = pytest.mark.unit


run = partial(run_game, scenario_id="peer-style", title="a peer-style game")


KICKED_FIGMENT = """
cards:
  # 1/1, kicker {3}; if kicked it enters with two +1/+1 counters.
  - name: Figment
    cost: "{1}{U}"
    types: [creature]
    power: 1
    toughness: 1
    keywords: ["kicker {3}"]
    static: [{enters_with_counters: {kind: "+1/+1", amount: 2, if: kicked}}]
setup:
  players:
    - name: A
      hand: [Figment, Figment]
      battlefield: [Island, Island, Island, Island, Island, Island, Island]
    - name: B
actions:
  - cast: {player: A, card: Figment, kicker: true}
  - resolve: 1
  - cast: {player: A, card: "Figment#2"}
  - resolve: 1
expect:
  - pt: {card: Figment, is: [3, 3]}
  - pt: {card: "Figment#2", is: [1, 1]}
"""


def test_kicked_creature_enters_with_counters_only_when_kicked():
    """CR 614.1c: "enters with counters" is a replacement effect applied as the permanent enters;
    with the condition "if kicked" only the kicked copy gets the counters."""
    assert run(KICKED_FIGMENT).passed


@pytest.mark.parametrize("rule", ["614.1c", "702.33d"])
def test_kicked_counters_disappear_without_the_rule(rule):
    """Without the replacement rule, or without "kicked" status, no counters are put on it."""
    result = run(KICKED_FIGMENT, disable=(rule,))
    assert not result.passed
    assert "P/T of Figment" in result.failure


EXILE_TRIGGER = """
cards:
  # Suspend 5—{U}. Whenever an opponent casts a spell, if this is suspended, remove a time counter.
  - name: Watcher
    cost: "{5}{U}"
    types: [creature]
    power: 5
    toughness: 5
    keywords: ["suspend 5—{U}"]
    triggered:
      - when: {cast: {by: opponent}}
        if: suspended
        zones: [exile]
        effects: [{remove_counters: {what: self, kind: time}}]
  - name: Shock
    cost: "{R}"
    types: [instant]
    spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}
setup:
  players:
    - name: A
      hand: [Watcher]
      battlefield: [Island]
    - name: B
      hand: [Shock]
      battlefield: [Mountain]
actions:
  - suspend: {player: A, card: Watcher}
  - cast: {player: B, card: Shock, targets: [A]}
  - resolve: all
expect:
  - counters: {card: Watcher, kind: time, is: 4}
"""


def test_trigger_declared_for_exile_works_from_exile():
    """CR 113.6k: a trigger condition that can't trigger from the battlefield ("if this card is
    suspended") functions in the zone it can trigger from."""
    assert run(EXILE_TRIGGER).passed


def test_trigger_in_exile_is_inert_without_113_6k():
    result = run(EXILE_TRIGGER, disable=("113.6k",))
    assert not result.passed
    assert "time counters on Watcher = 5" in result.failure


def test_undeclared_trigger_does_not_work_from_exile():
    """Without `zones`, a triggered ability functions only on the battlefield (CR 113.6)."""
    result = run(EXILE_TRIGGER.replace("        zones: [exile]\n", ""))
    assert not result.passed


ATTACK_AT_STEP = """
cards:
  - name: Bear
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      battlefield: [Bear, Forest, Forest]
    - name: B
actions:
  - attack: {player: A, attackers: [Bear]}
    at: {step: declare_attackers}
  - advance: {step: postcombat_main}
expect:
  - life: {B: 18}
  - count: {player: A, zone: battlefield, tapped: true, is: 1}
  - count: {player: A, zone: battlefield, tapped: false, types: land, is: 2}
"""


def test_attack_at_declare_attackers_step_and_tapped_count():
    """An attack scripted "at declare_attackers" within the current turn (no turn number) is
    declared as that step begins (CR 508.1); `count` can count tapped permanents."""
    result = run(ATTACK_AT_STEP)
    assert result.passed, result.failure


def test_count_of_tapped_permanents_is_checked():
    result = run(ATTACK_AT_STEP.replace("tapped: true, is: 1", "tapped: true, is: 2"))
    assert not result.passed
    assert "count A battlefield" in result.failure


def test_at_needs_a_turn_or_a_step():
    with pytest.raises(ScenarioError) as e:
        parse_scenario(scenario_text(ATTACK_AT_STEP).replace("at: {step: declare_attackers}", "at: {}"))
    assert "actions[0].at" in str(e.value)


def test_trigger_zones_must_be_known_zones():
    with pytest.raises(ScenarioError) as e:
        parse_scenario(scenario_text(EXILE_TRIGGER).replace("zones: [exile]", "zones: [limbo]"))
    assert "zones" in str(e.value) and "exile" in str(e.value)
