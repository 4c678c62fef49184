"""A token "that's a copy of it" made after the permanent left the battlefield copies it as it
last existed there (CR 608.2h) — found by XMage's Chronozoa test (issue 13): the engine made no
tokens at all, since the dead creature was no longer anywhere to be copied."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="copy-of-a-permanent-that-left", title="copy of a permanent that left")

# Creature 2/2 {2}{G}, trample: when this dies, create a token that's a copy of it. A Shock kills it.
DIES_AND_RETURNS = """
cards:
  - name: Echoing Beast
    cost: "{2}{G}"
    types: [creature]
    subtypes: [Beast]
    power: 2
    toughness: 2
    keywords: [trample]
    triggered:
      - when: dies
        effects: [{create_token_copy: {of: self}}]
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
setup:
  players:
    - name: A
      battlefield: [Echoing Beast, Mountain]
      hand: [Shock]
    - name: B
actions:
  - cast: {player: A, card: Shock, targets: [Echoing Beast]}
  - resolve: all
expect:
  - zone: {card: Echoing Beast, is: graveyard}
  - count: {player: A, zone: battlefield, name: Echoing Beast, tokens: true, is: 1}
  - pt: {card: Echoing Beast token 1, is: [2, 2]}
  - keyword: {card: Echoing Beast token 1, has: trample, is: true}
"""


def test_a_dies_trigger_copies_the_creature_as_it_last_existed():
    result = run(DIES_AND_RETURNS)
    assert result.passed, result.failure


def test_without_rule_608_2h_nothing_is_known_of_it_and_no_token_is_made():
    result = run(DIES_AND_RETURNS, disable=("608.2h",))
    assert not result.passed
    assert "Echoing Beast" in result.failure


# Instant: return target creature to its owner's hand, then create a token that's a copy of that
# creature (Supplant Form). The creature is gone when the copy is made.
BOUNCE_THEN_COPY = """
cards:
  - {name: Hill Giant, cost: "{3}{R}", types: [creature], subtypes: [Giant], power: 3, toughness: 3}
  - name: Supplant Form
    cost: "{U}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{return_to_hand: {what: target}}, {create_token_copy: {of: target}}]
setup:
  players:
    - name: A
      battlefield: [Island]
      hand: [Supplant Form]
    - name: B
      battlefield: [Hill Giant]
actions:
  - cast: {player: A, card: Supplant Form, targets: [Hill Giant]}
  - resolve: all
expect:
  - zone: {card: Hill Giant, is: hand}
  - count: {player: A, zone: battlefield, name: Hill Giant, tokens: true, is: 1}
  - pt: {card: Hill Giant token 1, is: [3, 3]}
"""


def test_a_copy_of_a_target_that_was_returned_copies_it_as_it_last_existed():
    result = run(BOUNCE_THEN_COPY)
    assert result.passed, result.failure


def test_without_rule_608_2h_the_returned_target_is_not_copied():
    result = run(BOUNCE_THEN_COPY, disable=("608.2h",))
    assert not result.passed
    assert "count" in result.failure
