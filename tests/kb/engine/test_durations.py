"""How long effects last (CR 611.2a-b) and "exile ... until this leaves the battlefield" (610.3):
the durations the scenario format can now state besides "until end of turn"."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="durations", title="an effect with a duration")


def pump_game(until: str, stop: str, pt: list[int]) -> str:
    return f"""
cards:
  # Instant {{W}}: target creature gets +2/+2 ({until}).
  - name: Shield of Ages
    cost: "{{W}}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{{pump: {{what: target, power: 2, toughness: 2, until: {until}}}}}]
  - name: Grizzly Bears
    cost: "{{1}}{{G}}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      hand: [Shield of Ages]
      battlefield: [Plains, Grizzly Bears]
    - name: B
actions:
  - cast: {{player: A, card: Shield of Ages, targets: [Grizzly Bears]}}
  - resolve: 1
  - advance: {stop}
expect:
  - pt: {{card: Grizzly Bears, is: {pt}}}
"""


@pytest.mark.parametrize(
    "until,stop,pt",
    [
        ("end_of_turn", "{turn: 2, step: upkeep}", [2, 2]),
        ("your_next_turn", "{turn: 2, step: end}", [4, 4]),  # B's turn: still on
        ("your_next_turn", "{turn: 3, step: upkeep}", [2, 2]),  # ended as A's next turn began
        ("end_of_game", "{turn: 5, step: upkeep}", [4, 4]),
    ],
)
def test_pump_lasts_as_long_as_its_duration_says(until, stop, pt):
    result = run(pump_game(until, stop, pt))
    assert result.passed, result.failure


def test_without_rule_611_2a_every_effect_ends_with_the_turn():
    result = run(pump_game("your_next_turn", "{turn: 2, step: end}", [4, 4]), disable=("611.2a",))
    assert not result.passed and "P/T of Grizzly Bears = [2, 2]" in result.failure


def as_long_as_game(until: str, pt_after: list[int]) -> str:
    return f"""
cards:
  # Creature {{1}}{{W}} 1/1: When this creature enters, target creature you control gets +0/+3
  # for as long as this creature remains on the battlefield / you control it.
  - name: Warden
    cost: "{{1}}{{W}}"
    types: [creature]
    power: 1
    toughness: 1
    triggered:
      - when: enters
        targets: [{{kind: creature, filter: {{controller: you, other: true}}}}]
        effects: [{{pump: {{what: target, toughness: 3, until: {until}}}}}]
  - name: Grizzly Bears
    cost: "{{1}}{{G}}"
    types: [creature]
    power: 2
    toughness: 2
  # Instant {{1}}{{B}}{{B}}: destroy target creature.
  - name: Murder
    cost: "{{1}}{{B}}{{B}}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{{destroy: {{what: target}}}}]
setup:
  players:
    - name: A
      hand: [Warden]
      battlefield: [Plains, Plains, Grizzly Bears]
    - name: B
      hand: [Murder]
      battlefield: [Swamp, Swamp, Swamp]
actions:
  - cast: {{player: A, card: Warden}}
  - resolve: all
  - expect:
      - pt: {{card: Grizzly Bears, is: [2, 5]}}
  - cast: {{player: B, card: Murder, targets: [Warden]}}
  - resolve: 1
expect:
  - pt: {{card: Grizzly Bears, is: {pt_after}}}
"""


@pytest.mark.parametrize("until", ["source_leaves", "you_control_source"])
def test_for_as_long_as_effect_ends_when_its_source_leaves(until):
    result = run(as_long_as_game(until, [2, 2]))
    assert result.passed, result.failure


def test_without_rule_611_2b_a_for_as_long_as_effect_goes_on():
    result = run(as_long_as_game("source_leaves", [2, 2]), disable=("611.2b",))
    assert not result.passed and "[2, 5]" in result.failure


EXILE_UNTIL_LEAVES = """
cards:
  # Creature {2}{W} 2/2: When this creature enters, exile target creature an opponent controls
  # until this creature leaves the battlefield.
  - name: Banisher Priest
    cost: "{2}{W}"
    types: [creature]
    power: 2
    toughness: 2
    triggered:
      - when: enters
        targets: [{kind: creature, filter: {controller: opponent}}]
        effects: [{exile: {what: target, until_source_leaves: true}}]
  - name: Hill Giant
    cost: "{3}{R}"
    types: [creature]
    power: 3
    toughness: 3
  - name: Murder
    cost: "{1}{B}{B}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{destroy: {what: target}}]
setup:
  players:
    - name: A
      hand: [Banisher Priest]
      battlefield: [Plains, Plains, Plains]
    - name: B
      hand: [Murder]
      battlefield: [Swamp, Swamp, Swamp, Hill Giant]
actions:
  - cast: {player: A, card: Banisher Priest}
  - resolve: all
  - expect:
      - zone: {card: Hill Giant, is: exile}
  - cast: {player: B, card: Murder, targets: [Banisher Priest]}
  - resolve: 1
  - expect:
      - stack: {size: 0}
    note: "the return is no triggered ability (610.3) - nothing to respond to"
expect:
  - zone: {card: Hill Giant, is: battlefield}
  - controller: {card: Hill Giant, is: B}
  - zone: {card: Banisher Priest, is: graveyard}
"""


def test_exiled_until_the_source_leaves_returns_at_once_under_its_owners_control():
    result = run(EXILE_UNTIL_LEAVES)
    assert result.passed, result.failure


def test_without_rule_610_3_the_exiled_creature_stays_exiled():
    result = run(EXILE_UNTIL_LEAVES, disable=("610.3",))
    assert not result.passed and "Hill Giant" in result.failure


def test_exile_until_the_source_leaves_does_nothing_if_it_already_left():
    """610.3b: B kills the Priest with its trigger on the stack: nothing is exiled."""
    body = EXILE_UNTIL_LEAVES.replace(
        """  - cast: {player: A, card: Banisher Priest}
  - resolve: all
  - expect:
      - zone: {card: Hill Giant, is: exile}
  - cast: {player: B, card: Murder, targets: [Banisher Priest]}
  - resolve: 1
""",
        """  - cast: {player: A, card: Banisher Priest}
  - resolve: 1
  - cast: {player: B, card: Murder, targets: [Banisher Priest]}
  - resolve: all
""",
    )
    result = run(body)
    assert result.passed, result.failure
