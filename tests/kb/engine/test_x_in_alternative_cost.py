"""X in an alternative cost (XMage's testAvacynsJudgment, issue 13): a card costing {1}{R} with
madness {X}{R} has its X chosen as it is cast for madness (CR 107.3a) — the engine took X as 0
since the card's own mana cost has none — and "deals X damage divided as you choose ... instead"
inside an "if its madness cost was paid" divides the X (601.2d)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="x-in-alternative-cost", title="X in an alternative cost")

JUDGMENT = """
cards:
  - name: Judgment
    cost: "{1}{R}"
    types: [sorcery]
    keywords: ["madness {X}{R}"]
    spell:
      targets: [{kind: any, divided: true}]
      effects:
        - if:
            condition: {cast_with: madness}
            then: [{damage: {amount: X, to: target, divided: true}}]
            else: [{damage: {amount: 2, to: target, divided: true}}]
  - {name: Mind Rot, cost: "{1}{B}", types: [sorcery], spell: {targets: [player], effects: [{discard: {who: target, amount: 1}}]}}
setup:
  players:
    - name: A
      hand: [Judgment, Mind Rot]
      battlefield: [Swamp, Swamp, Mountain, Mountain, Mountain, Mountain]
    - name: B
actions:
%s
"""


def test_madness_with_x_deals_the_chosen_x():
    result = run(
        JUDGMENT
        % """  - cast: {player: A, card: Mind Rot, targets: [A], pay_with: [Swamp, Swamp#2]}
    choices: {A: [{may: yes}, {cast: yes}, {x: 3}, {target: B}, {pay_with: [Mountain, Mountain#2, Mountain#3, Mountain#4]}]}
  - resolve: all
expect:
  - life: {B: 17}"""
    )
    assert result.passed, result.failure


def test_cast_from_hand_it_deals_two_divided_as_announced():
    result = run(
        JUDGMENT
        % """  - cast: {player: A, card: Judgment, targets: [B, A], divide: [1, 1]}
  - resolve: all
expect:
  - life: {A: 19, B: 19}"""
    )
    assert result.passed, result.failure


def test_without_rule_107_3a_the_x_of_the_madness_cost_is_not_asked():
    result = run(
        JUDGMENT
        % """  - cast: {player: A, card: Mind Rot, targets: [A], pay_with: [Swamp, Swamp#2]}
    choices: {A: [{may: yes}, {cast: yes}, {x: 3}, {target: B}, {pay_with: [Mountain, Mountain#2, Mountain#3, Mountain#4]}]}
  - resolve: all""",
        disable=("107.3a",),
    )
    assert not result.passed
