"""Delve (CR 702.66a), added for XMage's DelveTest (issue 13): each card the cast names is exiled
from the caster's graveyard as the total cost is paid and pays {1} — generic mana only."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="delve", title="delve")

GAME = """
cards:
  - name: Murderous Cut
    cost: "{4}{B}"
    types: [instant]
    keywords: [delve]
    spell: {targets: [creature], effects: [{destroy: {what: target}}]}
  - {name: Plain Cut, cost: "{4}{B}", types: [instant], spell: {targets: [creature], effects: [{destroy: {what: target}}]}}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Murderous Cut, Plain Cut]
      battlefield: [Swamp, Swamp]
      graveyard: [{card: Grizzly Bears, count: 5}]
    - name: B
      battlefield: [{card: Grizzly Bears, id: target bear}]
actions:
%s
"""
FOUR = "[Grizzly Bears, Grizzly Bears#2, Grizzly Bears#3, Grizzly Bears#4]"


def test_four_cards_exiled_pay_the_generic_part_and_the_swamp_pays_black():
    result = run(
        GAME % f"  - cast: {{player: A, card: Murderous Cut, targets: [target bear], delve: {FOUR}}}\n  - resolve: all\n"
        "expect:\n  - zone: {card: target bear, is: graveyard}\n  - count: {player: A, zone: exile, is: 4}\n"
        "  - count: {player: A, zone: battlefield, name: Swamp, tapped: true, is: 1}"
    )
    assert result.passed, result.failure


def test_delve_never_pays_coloured_mana():
    five = "[Grizzly Bears, Grizzly Bears#2, Grizzly Bears#3, Grizzly Bears#4, Grizzly Bears#5]"
    result = run(
        GAME % f"  - cast: {{player: A, card: Murderous Cut, targets: [target bear], delve: {five}}}\n"
        '    expect_error: {rule: "702.66a"}'
    )
    assert result.passed, result.failure


def test_a_spell_without_delve_cannot_exile_cards_to_pay():
    result = run(
        GAME
        % f"  - cast: {{player: A, card: Plain Cut, targets: [target bear], delve: {FOUR}}}\n    expect_error: {{code: delve}}"
    )
    assert result.passed, result.failure


def test_without_rule_702_66a_nothing_is_exiled_and_the_cast_is_refused():
    result = run(
        GAME % f"  - cast: {{player: A, card: Murderous Cut, targets: [target bear], delve: {FOUR}}}", disable=("702.66a",)
    )
    assert not result.passed
