"""'The next spell they cast this turn has cascade' (`grant_next_spell`, CR 611.2f): the effect
waits for the spell that player next puts on the stack — not one already there, not another
player's — and gives the keyword to that spell alone."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="next-spell-grants", title="the next spell has cascade")

GAME = """
cards:
  - name: Grant Land
    types: [land]
    activated: [{cost: "{T}", effects: [{grant_next_spell: {keywords: [cascade]}}]}]
  - {name: Flash Bear, cost: "{1}{G}", types: [creature], keywords: [flash], power: 2, toughness: 2}
  - {name: Second Bear, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
  - {name: Jolt, cost: "{R}", types: [instant], spell: [{gain_life: {amount: 1}}]}
setup:
  players:
    - name: A
      hand: [Flash Bear, Second Bear]
      library: [Forest, Forest]
      battlefield: [Grant Land, Forest, Forest, Forest, Forest]
    - name: B
      hand: [Jolt]
      battlefield: [Mountain]
actions:
  - cast: {player: A, card: Flash Bear}
  - activate: {player: A, card: Grant Land}
  - resolve: 1
  - expect: [{keyword: {card: Flash Bear, has: cascade, is: false}}]
  - resolve: all
  - cast: {player: B, card: Jolt}
  - expect: [{keyword: {card: Jolt, has: cascade, is: false}}]
  - resolve: all
  - cast: {player: A, card: Second Bear}
  - expect: [{keyword: {card: Second Bear, has: cascade, is: true}}]
  - resolve: all
expect:
  - keyword: {card: Second Bear, has: cascade, is: false}
"""


def test_next_spell_of_that_player_gets_the_keyword_not_one_already_on_the_stack_nor_another_players():
    result = run(GAME)
    assert result.passed, result.failure


def test_without_611_2f_the_effect_applies_at_once_and_no_later_spell_gets_it():
    result = run(GAME, disable=("611.2f",))
    assert not result.passed
    assert "Second Bear" in result.failure and "cascade" in result.failure
