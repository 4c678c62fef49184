"""Protection from a quality (CR 702.16b/e/f), shroud (702.18a) and hexproof (702.11b) as a
judge would test them: who may target the creature, which damage it takes, who may block it."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="protection", title="protection")

CARDS = """
cards:
  - name: Shock
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 2, to: target}}]
  - name: Guard
    cost: "{1}{W}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: [KEYWORD]
  - name: Goblin
    cost: "{R}"
    types: [creature]
    colors: [red]
    power: 1
    toughness: 1
  - name: Bear
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
"""


def game(keyword: str, owner: str, body: str) -> str:
    players = {"A": "hand: [Shock]\n      battlefield: [Mountain, Goblin]", "B": "battlefield: [Bear]"}
    guard = "Guard"
    players[owner] = players[owner].replace("battlefield: [", f"battlefield: [{guard}, ")
    return (
        CARDS.replace("KEYWORD", keyword)
        + f"""
setup:
  turn: 3
  players:
    - name: A
      {players["A"]}
    - name: B
      {players["B"]}
"""
        + body
    )


TARGET = """
actions:
  - cast: {player: A, card: Shock, targets: [Guard]}
    expect_error: {code: targets}
"""


@pytest.mark.parametrize(
    "keyword,owner,refused",
    [
        ("protection from red", "B", True),
        ("protection from blue", "B", False),
        ("shroud", "A", True),
        ("shroud", "B", True),
        ("hexproof", "B", True),
        ("hexproof", "A", False),
    ],
)
def test_who_may_target_a_creature(keyword, owner, refused):
    result = run(game(keyword, owner, TARGET))
    assert result.passed is refused, result.failure


@pytest.mark.parametrize("keyword,rule", [("protection from red", "702.16b"), ("shroud", "702.18a"), ("hexproof", "702.11b")])
def test_targeting_restriction_switched_off_with_its_rule(keyword, rule):
    assert not run(game(keyword, "B", TARGET), disable=(rule,)).passed


BLOCK_AND_DAMAGE = """
actions:
  - attack: {player: A, attackers: [Goblin]}
  - block: {blocks: {Guard: Goblin}}
  - advance: {step: end_of_combat}
expect:
  - zone: {card: Goblin, is: graveyard}
  - damage: {card: Guard, is: 0}
"""


def test_protection_from_red_prevents_the_red_attackers_damage():
    result = run(game("protection from red", "B", BLOCK_AND_DAMAGE))
    assert result.passed, result.failure


def test_without_702_16e_the_red_attackers_damage_is_dealt():
    result = run(game("protection from red", "B", BLOCK_AND_DAMAGE), disable=("702.16e",))
    assert not result.passed and "damage on Guard = 1" in result.failure


def test_protection_from_green_cant_be_blocked_by_a_green_creature():
    body = """
actions:
  - attack: {player: A, attackers: [Guard]}
  - block: {blocks: {Bear: Guard}}
    expect_error: {rule: "702.16f"}
"""
    result = run(game("protection from green", "A", body))
    assert result.passed, result.failure


def test_protection_needs_a_quality():
    from kb.checks import ScenarioError

    with pytest.raises(ScenarioError, match="protection from red"):
        run(game("protection", "B", TARGET))
