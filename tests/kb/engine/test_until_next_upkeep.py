"""The duration "until your next upkeep" (an effect ending as its controller's next upkeep begins)
and "discards all the cards in their hand" (nothing to choose) — capabilities of the format's
effects, shown on small games."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="until-next-upkeep", title="until your next upkeep")

PUMP = """
cards:
  # A test instant {G}: target creature gets +2/+2 until your next upkeep.
  - name: Long Growth
    cost: "{G}"
    types: [instant]
    spell: {targets: [creature], effects: [{pump: {what: target, power: 2, toughness: 2, until: your_next_upkeep}}]}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Long Growth]
      battlefield: [Grizzly Bears, Forest]
    - name: B
actions:
  - cast: {player: A, card: Long Growth, targets: [Grizzly Bears]}
  - resolve: all
  - advance: {turn: 2, step: end}
  - expect: [{pt: {card: Grizzly Bears, is: [4, 4]}}]
  - advance: {turn: 3, step: upkeep}
expect:
  - pt: {card: Grizzly Bears, is: [2, 2]}
"""


def test_until_your_next_upkeep_lasts_through_the_other_turn_and_ends_as_your_upkeep_begins():
    result = run(PUMP)
    assert result.passed, result.failure


def test_discard_all_asks_nothing_and_counts_the_cards_for_then_draw_that_many():
    body = """
cards:
  # A test sorcery {1}{R}: Target player discards all the cards in their hand, then draws that many cards.
  - name: Wheel Spark
    cost: "{1}{R}"
    types: [sorcery]
    spell: {targets: [player], effects: [{discard: {who: target, all: true}}, {draw: {who: target, amount: discarded}}]}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Wheel Spark]
      battlefield: [Mountain, Mountain]
    - name: B
      hand: [Grizzly Bears, Grizzly Bears, Grizzly Bears]
actions:
  - cast: {player: A, card: Wheel Spark, targets: [B]}
  - resolve: all
expect:
  - hand: {B: 3}
  - count: {player: B, zone: graveyard, is: 3}
  - library: {B: 17}
"""
    result = run(body)
    assert result.passed, result.failure
