"""Casting-cost gaps peer-test translations ran into (XMage SplitSecondTest, SuspendTest,
MorphTest): a land with two mana abilities ("{T}: Add {U}" and "{T}: Add {R}") must pay with
either one; a card with no mana cost is refused as an unpayable cost under CR 118.6 — the rule a
check can name; and a cost modifier judges a face-down spell by its face-down characteristics
(CR 601.2f with 708.2), so a Dragon cast face down gets no "Dragon spells cost {1} less"."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="mana-choice", title="a land with two mana abilities")

DUAL_LAND_GAME = """
cards:
  - name: Volcanic Island
    types: [land]
    subtypes: [Island, Mountain]
    activated:
      - {cost: "{T}", add: "{U}"}
      - {cost: "{T}", add: "{R}"}
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
  - {name: Opt, cost: "{U}", types: [instant], spell: [{draw: {amount: 1}}]}
setup:
  players:
    - name: A
      hand: [Shock, Opt]
      battlefield: [Volcanic Island, Volcanic Island]
    - name: B
actions:
  - cast: {player: A, card: Shock, targets: [B], pay_with: [Volcanic Island]}
  - cast: {player: A, card: Opt, pay_with: ["Volcanic Island#2"]}
  - resolve: all
expect:
  - life: {B: 18}
  - hand: {A: 1}
  - count: {player: A, zone: battlefield, tapped: true, is: 2}
"""


def test_a_land_with_two_mana_abilities_pays_with_its_second_one():
    """The first Volcanic Island pays {R} (its second ability), the other {U} (its first)."""
    result = run(DUAL_LAND_GAME)
    assert result.passed, result.failure


NO_MANA_COST_GAME = """
cards:
  - {name: Ancestral Vision, colors: [blue], types: [sorcery], keywords: ["suspend 4—{U}"], spell: [{draw: {amount: 3}}]}
setup:
  players:
    - name: A
      hand: [Ancestral Vision]
    - name: B
actions:
  - cast: {player: A, card: Ancestral Vision}
    expect_error: {rule: "118.6"}
expect:
  - zone: {card: Ancestral Vision, is: hand}
"""


def test_a_card_without_mana_cost_is_refused_under_118_6():
    result = run(NO_MANA_COST_GAME)
    assert result.passed, result.failure


def test_without_118_6_a_card_without_mana_cost_would_cost_nothing():
    result = run(NO_MANA_COST_GAME, disable=("118.6",))
    assert not result.passed
    assert "allowed" in result.failure


FACE_DOWN_DRAGON_GAME = """
cards:
  - name: Dragon Tempest Lite
    cost: "{1}{R}"
    types: [enchantment]
    static: [{cost_modifier: {spells: {subtypes: [Dragon]}, amount: -1, who: you}}]
  - name: Quicksilver Dragon
    cost: "{4}{U}{U}"
    types: [creature]
    subtypes: [Dragon]
    power: 5
    toughness: 5
    keywords: ["morph {4}{U}"]
setup:
  players:
    - name: A
      hand: [Quicksilver Dragon]
      battlefield: [Dragon Tempest Lite, Island, Island, Island]
    - name: B
actions:
  - cast: {player: A, card: Quicksilver Dragon, alt: morph}
  - resolve: all
expect:
  - count: {player: A, zone: battlefield, face_down: true, is: 1}
  - count: {player: A, zone: battlefield, name: Island, tapped: true, is: 3}
"""


def test_a_dragon_cast_face_down_gets_no_dragon_cost_reduction():
    result = run(FACE_DOWN_DRAGON_GAME)
    assert result.passed, result.failure


def test_without_708_2_the_face_down_spell_would_count_as_a_dragon():
    result = run(FACE_DOWN_DRAGON_GAME, disable=("708.2",))
    assert not result.passed
    assert "Island = 2" in result.failure
