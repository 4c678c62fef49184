"""A blocker blocking several attackers divides its combat damage as its controller scripts it
(CR 510.1d, kb/engine/combat_division.py): the engine never picks the division itself, a
division that doesn't add up is refused, and a blocker whose other attacker is gone deals all
of it to the one still there, unasked."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="division", title="division")

TWO_ATTACKERS_ONE_BLOCKER = """
cards:
  # Creature — Giant 4/4 (test card). It can block an additional creature each combat.
  - name: Two-Handed Giant
    cost: "{3}{R}{R}"
    types: [creature]
    power: 4
    toughness: 4
    static: [{block_additional: {to: {self: true}}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  # Instant {B}: Destroy target creature (test card).
  - name: Snuff
    cost: "{B}"
    types: [instant]
    spell: {targets: [creature], effects: [{destroy: {what: target}}]}
setup:
  players:
    - name: A
      battlefield: [Grizzly Bears, Grizzly Bears]
    - name: B
      hand: [Snuff]
      battlefield: [Two-Handed Giant, Swamp]
actions:
  - attack: {player: A, attackers: [Grizzly Bears, "Grizzly Bears#2"], at: {step: declare_attackers}}
  - block: {blocks: [[Two-Handed Giant, Grizzly Bears], [Two-Handed Giant, "Grizzly Bears#2"]]}
  - advance: {step: end_of_combat}
"""


def test_division_unscripted_fails_naming_the_decision():
    result = run(TWO_ATTACKERS_ONE_BLOCKER)
    assert not result.passed
    assert "UnscriptedChoice" in result.failure and "510.1d" in result.failure


@pytest.mark.parametrize(
    "division",
    ['{Grizzly Bears: 2, "Grizzly Bears#2": 1}', '{Grizzly Bears: 5, "Grizzly Bears#2": -1}', "{Two-Handed Giant: 4}"],
    ids=["short-of-power", "negative", "not-blocked-by-it"],
)
def test_division_that_is_not_a_division_of_its_power_is_refused(division):
    body = TWO_ATTACKERS_ONE_BLOCKER.replace(
        "  - advance: {step: end_of_combat}\n",
        f"  - advance: {{step: end_of_combat}}\n    choices: {{B: [{{assign: {division}}}]}}\n",
    )
    result = run(body)
    assert not result.passed
    assert "InvalidChoice" in result.failure


def test_division_scripted_splits_the_damage():
    body = (
        TWO_ATTACKERS_ONE_BLOCKER.replace(
            "  - advance: {step: end_of_combat}\n",
            '  - advance: {step: end_of_combat}\n    choices: {B: [{assign: {Grizzly Bears: 3, "Grizzly Bears#2": 1}}]}\n',
        )
        + 'expect:\n  - zone: {card: Grizzly Bears, is: graveyard}\n  - damage: {card: "Grizzly Bears#2", is: 1}\n'
    )
    result = run(body)
    assert result.passed, result.failure


def test_division_not_asked_when_only_one_blocked_attacker_is_left():
    body = (
        TWO_ATTACKERS_ONE_BLOCKER.replace(
            "  - advance: {step: end_of_combat}\n",
            "  - cast: {player: B, card: Snuff, targets: [Grizzly Bears]}\n  - resolve: all\n"
            "  - advance: {step: end_of_combat}\n",
        )
        + 'expect:\n  - damage: {card: Two-Handed Giant, is: 2}\n  - zone: {card: "Grizzly Bears#2", is: graveyard}\n'
    )
    result = run(body)
    assert result.passed, result.failure


TRAMPLER_BLOCKED_BY_TWO = """
cards:
  - {name: Trained Armodon, cost: "{3}{G}{G}", types: [creature], power: 5, toughness: 5, keywords: [trample]}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
setup:
  players:
    - name: A
      battlefield: [Trained Armodon]
    - name: B
      battlefield: [Grizzly Bears, Grizzly Bears]
actions:
  - attack: {player: A, attackers: [Trained Armodon], at: {step: declare_attackers}}
  - block: {blocks: [[Grizzly Bears, Trained Armodon], ["Grizzly Bears#2", Trained Armodon]]}
  - advance: {step: end_of_combat}
    choices: {A: [{assign: DIVISION}]}
"""


def test_attacker_division_with_trample_reaches_the_player_after_lethal_to_each_blocker():
    body = TRAMPLER_BLOCKED_BY_TWO.replace("DIVISION", '{Grizzly Bears: 2, "Grizzly Bears#2": 2, B: 1}')
    result = run(body + "expect:\n  - life: {B: 19}\n  - count: {player: B, zone: graveyard, is: 2}\n")
    assert result.passed, result.failure


def test_attacker_division_trampling_over_a_blocker_short_of_lethal_is_refused():
    result = run(TRAMPLER_BLOCKED_BY_TWO.replace("DIVISION", '{Grizzly Bears: 1, "Grizzly Bears#2": 2, B: 2}'))
    assert not result.passed
    assert "InvalidChoice" in result.failure and "702.19b" in result.failure


def test_attacker_division_unscripted_keeps_the_documented_default():
    body = TRAMPLER_BLOCKED_BY_TWO.replace("    choices: {A: [{assign: DIVISION}]}\n", "")
    result = run(body + "expect:\n  - life: {B: 19}\n  - count: {player: B, zone: graveyard, is: 2}\n")
    assert result.passed, result.failure
