"""Auras (CR 303.4, 702.5a, 608.3c, 704.5m): the Aura spell targets what it will enchant, enters
attached to it, and goes to the graveyard when it enchants nothing or something it can't."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="auras", title="an Aura")

CARDS = """
cards:
  - name: Holy Strength
    cost: "{W}"
    types: [enchantment]
    subtypes: [Aura]
    keywords: ["enchant creature"]
    static:
      - grant: {to: {attached: true}, power: 1, toughness: 2}
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
  - name: White Knight
    cost: "{W}{W}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: ["protection from white"]
  - name: Murder
    cost: "{1}{B}{B}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{destroy: {what: target}}]
"""


def game(body: str, battlefield: str = "Plains, Grizzly Bears") -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [Holy Strength]
      battlefield: [{battlefield}]
    - name: B
      hand: [Murder]
      battlefield: [Swamp, Swamp, Swamp]
"""
        + body
    )


ENCHANT = """
actions:
  - cast: {player: A, card: Holy Strength, targets: [Grizzly Bears]}
  - resolve: 1
expect:
  - pt: {card: Grizzly Bears, is: [3, 4]}
  - zone: {card: Holy Strength, is: battlefield}
"""


def test_aura_spell_enters_attached_to_its_target():
    result = run(game(ENCHANT))
    assert result.passed, result.failure


def test_without_608_3c_the_aura_enters_unattached_and_goes_to_the_graveyard():
    result = run(game(ENCHANT), disable=("608.3c",))
    assert not result.passed and "P/T of Grizzly Bears = [2, 2]" in result.failure


def test_aura_goes_to_the_graveyard_when_the_enchanted_creature_dies():
    body = (
        ENCHANT.split("expect:")[0]
        + """  - cast: {player: B, card: Murder, targets: [Grizzly Bears]}
  - resolve: 1
expect:
  - zone: {card: Holy Strength, is: graveyard}
"""
    )
    assert run(game(body)).passed
    assert not run(game(body), disable=("704.5m",)).passed


def test_aura_spell_whose_target_is_gone_does_not_resolve():
    body = """
actions:
  - cast: {player: A, card: Holy Strength, targets: [Grizzly Bears]}
  - cast: {player: B, card: Murder, targets: [Grizzly Bears]}
  - resolve: all
expect:
  - zone: {card: Holy Strength, is: graveyard}
  - order: ["cast Holy Strength", "resolve Murder", "Holy Strength to graveyard"]
"""
    result = run(game(body))
    assert result.passed, result.failure


def test_protection_from_white_cant_be_targeted_or_enchanted_by_a_white_aura():
    refused = """
actions:
  - cast: {player: A, card: Holy Strength, targets: [White Knight]}
    expect_error: {code: targets}
"""
    assert run(game(refused, "Plains, White Knight")).passed
    attached = (
        CARDS
        + """
setup:
  players:
    - name: A
      battlefield: [White Knight, {card: Holy Strength, attached_to: White Knight}]
    - name: B
actions:
  - pass: 1
expect:
  - zone: {card: Holy Strength, is: graveyard}
"""
    )
    assert run(attached).passed
    assert not run(attached, disable=("702.16c",)).passed


@pytest.mark.parametrize("enchant,ok", [("enchant creature", True), ("enchant land", False)])
def test_enchant_decides_what_the_aura_spell_may_target(enchant, ok):
    result = run(
        game(ENCHANT.replace("targets: [Grizzly Bears]}", "targets: [Grizzly Bears]}")).replace(
            'keywords: ["enchant creature"]', f'keywords: ["{enchant}"]'
        )
    )
    assert result.passed is ok, result.failure
