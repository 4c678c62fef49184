"""Sagas (CR 714) beyond the read-ahead checks: a Saga without read ahead enters with one lore
counter and its chapter I triggers; each precombat main phase adds one; after the final chapter
has resolved it is sacrificed."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="saga", title="a Saga tells its story")

SAGA = """
cards:
  # An illustrative Saga: I, II — You gain 1 life.
  - name: Two Days
    cost: "{W}"
    types: [enchantment]
    subtypes: [Saga]
    triggered:
      - {when: {chapter: {number: 1}}, effects: [{gain_life: {amount: 1}}], label: chapter I}
      - {when: {chapter: {number: 2}}, effects: [{gain_life: {amount: 1}}], label: chapter II}
setup:
  players:
    - name: A
      hand: [Two Days]
      battlefield: [Plains]
    - name: B
"""


def test_saga_enters_with_one_lore_counter_and_chapter_one_triggers():
    result = run(
        SAGA
        + """
actions:
  - cast: {player: A, card: Two Days}
  - resolve: 1
  - expect:
      - counters: {card: Two Days, kind: lore, is: 1}
      - stack: {is: ["chapter I (Two Days)"]}
  - resolve: 1
expect:
  - life: {A: 21}
  - zone: {card: Two Days, is: battlefield}
"""
    )
    assert result.passed, result.failure


def test_without_714_3a_a_saga_enters_without_lore_counters():
    result = run(
        SAGA
        + """
actions:
  - cast: {player: A, card: Two Days}
  - resolve: all
expect:
  - counters: {card: Two Days, kind: lore, is: 0}
  - life: {A: 20}
""",
        disable=("714.3a",),
    )
    assert result.passed, result.failure


def test_saga_is_sacrificed_after_its_final_chapter_resolved():
    result = run(
        SAGA
        + """
actions:
  - cast: {player: A, card: Two Days}
  - resolve: all
  - advance: {turn: 3, step: precombat_main}
  - expect:
      - zone: {card: Two Days, is: battlefield}
      - counters: {card: Two Days, kind: lore, is: 2}
  - resolve: all
expect:
  - life: {A: 22}
  - zone: {card: Two Days, is: graveyard}
"""
    )
    assert result.passed, result.failure
