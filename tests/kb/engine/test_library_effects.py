"""Searching a library, revealing and shuffling (CR 701.23, 701.24) as effects a card states."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="library", title="a search")


def tutor(choices: str, expect: str, flt: str = "{types: [creature]}") -> str:
    return f"""
cards:
  # Sorcery {{1}}{{G}}: Search your library for a creature card, reveal it, put it into your hand, then shuffle.
  - name: Seek the Beast
    cost: "{{1}}{{G}}"
    types: [sorcery]
    spell: [{{search: {{filter: {flt}, reveal: true}}}}]
  - name: Grizzly Bears
    cost: "{{1}}{{G}}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  seed: 3
  players:
    - name: A
      hand: [Seek the Beast]
      battlefield: [Forest, Forest]
      library: [Forest, Forest, Grizzly Bears, Forest, Forest]
    - name: B
actions:
  - cast: {{player: A, card: Seek the Beast}}
  - resolve: 1
    choices: {{A: {choices}}}
expect:
{expect}
"""


def test_search_finds_the_named_card_and_shuffles():
    result = run(tutor("[{card: Grizzly Bears}]", "  - zone: {card: Grizzly Bears, is: hand}\n  - library: {A: 4}"))
    assert result.passed, result.failure
    assert any("shuffles their library" in line for line in result.log)


def test_search_for_a_stated_quality_may_find_nothing():
    result = run(tutor("[{card: none}]", "  - zone: {card: Grizzly Bears, is: library}\n  - hand: {A: 0}"))
    assert result.passed, result.failure


def test_without_rule_701_23b_the_only_matching_card_must_be_found():
    result = run(tutor("[{card: none}]", "  - hand: {A: 0}"), disable=("701.23b",))
    assert not result.passed and "hand size A = 1" in result.failure


def test_search_with_a_card_that_does_not_match_the_filter_is_refused():
    result = run(tutor("[{card: Forest}]", "  - hand: {A: 1}"))
    assert not result.passed and "Forest" in result.failure


def test_shuffle_is_seeded_so_a_check_repeats_the_same_library_order():
    body = tutor("[{card: Grizzly Bears}]", "  - library: {A: 4}")
    first, second = run(body), run(body)
    assert first.passed and first.log == second.log


# search's `controller`: "put it onto the battlefield tapped under target player's control"
DRYAD = """
cards:
  - name: Dryad Test
    cost: "{0}"
    types: [artifact]
    activated:
      - cost: "{T}"
        targets: [player]
        effects: [{search: {filter: {subtypes: [Forest]}, to: battlefield, tapped: true, controller: target}}]
setup:
  players:
    - name: A
      battlefield: [Dryad Test]
      library: [{card: Forest, id: found}, Island]
    - name: B
actions:
  - activate: {player: A, card: Dryad Test, targets: [WHO]}
  - resolve: all
    choices: {A: [{card: Forest}]}
expect:
  - controller: {card: found, is: WHO}
  - tapped: {card: found, is: true}
"""


@pytest.mark.parametrize("who", ["A", "B"])
def test_found_land_enters_under_the_targeted_players_control(who):
    result = run(DRYAD.replace("WHO", who))
    assert result.passed, result.failure
