"""Flying and reach, defender, menace (CR 702.9b, 702.17b, 702.3b, 702.111): the attack and block
restrictions their keyword module registers, each switched off with its rule."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="evasion", title="attacking and blocking")


def game(attacker_kw: str, blockers: list[tuple[str, str]], blocks: str, expect_error: str = "") -> str:
    cards = "\n".join(
        f"""  - name: {name}
    cost: "{{1}}{{G}}"
    types: [creature]
    power: 1
    toughness: 3
    keywords: [{kw}]"""
        for name, kw in blockers
    )
    error = f'\n    expect_error: {{rule: "{expect_error}"}}' if expect_error else ""
    return f"""
cards:
  - name: Striker
    cost: "{{1}}{{R}}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: [{attacker_kw}]
{cards}
setup:
  turn: 3
  players:
    - name: A
      battlefield: [Striker]
    - name: B
      battlefield: [{", ".join(n for n, _ in blockers)}]
actions:
  - attack: {{player: A, attackers: [Striker], defender: B}}
  - block: {{blocks: {blocks}}}{error}
"""


WALL = [("Wall", "vigilance")]
ARCHER = [("Archer", "reach")]
TWO = [("Wall", "vigilance"), ("Wall Two", "vigilance")]


@pytest.mark.parametrize(
    "kw,blockers,blocks,error",
    [
        ("flying", WALL, "{Wall: Striker}", "702.9b"),
        ("menace", WALL, "{Wall: Striker}", "702.111"),
    ],
)
def test_restricted_block_is_refused_for_its_rule(kw, blockers, blocks, error):
    result = run(game(kw, blockers, blocks, error))
    assert result.passed, result.failure


@pytest.mark.parametrize(
    "kw,blockers,blocks,rule",
    [
        ("flying", WALL, "{Wall: Striker}", "702.9"),
        ("menace", WALL, "{Wall: Striker}", "702.111"),
    ],
)
def test_restricted_block_is_allowed_with_the_rule_off(kw, blockers, blocks, rule):
    result = run(game(kw, blockers, blocks), disable=(rule,))
    assert result.passed, result.failure


@pytest.mark.parametrize(
    "kw,blockers,blocks",
    [
        ("flying", ARCHER, "{Archer: Striker}"),
        ("menace", TWO, "[[Wall, Striker], [Wall Two, Striker]]"),
    ],
)
def test_block_the_keyword_allows(kw, blockers, blocks):
    result = run(game(kw, blockers, blocks))
    assert result.passed, result.failure


def test_reach_switched_off_cannot_block_a_flier():
    result = run(game("flying", ARCHER, "{Archer: Striker}"), disable=("702.17",))
    assert not result.passed and "702.9" in result.failure


def test_defender_cannot_attack_unless_its_rule_is_off():
    body = (
        game("defender", WALL, "{Wall: Striker}").split("actions:")[0]
        + """actions:
  - attack: {player: A, attackers: [Striker], defender: B}
    expect_error: {rule: "702.3b"}
"""
    )
    assert run(body).passed
    assert not run(body, disable=("702.3",)).passed
