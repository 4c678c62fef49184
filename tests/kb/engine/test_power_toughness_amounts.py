"""The amounts {power: ref} and {toughness: ref} ("loses life equal to its power plus its
toughness"): read from the creature as it last existed on the battlefield once an earlier effect
destroyed it (CR 608.2h), with a negative power counted as it is (107.1b), and "its controller"
still names the player who controlled it there."""

from __future__ import annotations

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

GAME = """
cards:
  - name: Wasting
    cost: "{B}"
    types: [sorcery]
    spell:
      targets: [creature]
      effects:
        - {destroy: {what: target}}
        - {lose_life: {who: target, amount: {plus: [{power: target}, {toughness: target}]}}}
  - name: Shrink
    cost: "{U}"
    types: [instant]
    spell: {targets: [creature], effects: [{pump: {what: target, power: -3, toughness: 0}}]}
  - {name: Hill Giant, cost: "{3}{R}", types: [creature], power: 3, toughness: 3}
setup:
  players:
    - name: A
      hand: [Wasting, Shrink]
      battlefield: [Swamp, Island]
    - name: B
      battlefield: [Hill Giant]
actions:
  - cast: {player: A, card: Wasting, targets: [Hill Giant], pay_with: [Swamp]}
  - resolve: all
expect:
  - zone: {card: Hill Giant, is: graveyard}
  - life: {A: 20, B: LIFE}
"""

SHRUNK = GAME.replace(
    "  - cast: {player: A, card: Wasting",
    "  - cast: {player: A, card: Shrink, targets: [Hill Giant], pay_with: [Island]}\n"
    "  - resolve: all\n"
    "  - cast: {player: A, card: Wasting",
)


def test_the_destroyed_creatures_controller_loses_its_power_plus_toughness():
    assert run_game(GAME.replace("LIFE", "14")).passed


@pytest.mark.parametrize("wrong", ["20", "17", "11"])
def test_no_other_loss(wrong: str):
    assert not run_game(GAME.replace("LIFE", wrong)).passed


def test_a_negative_power_counts_as_it_is():
    """The Giant shrunk by -3/-0 is a 0/3 (B loses 3); by -5/-0 a -2/3, and B loses 1, not 3."""
    assert run_game(SHRUNK.replace("LIFE", "17")).passed
    assert run_game(SHRUNK.replace("power: -3", "power: -5").replace("LIFE", "19")).passed


def test_without_107_1b_a_negative_power_counts_as_0():
    """The older reading the engine falls back on: the -2/3 Giant counts as 0/3 (B loses 3)."""
    minus_five = SHRUNK.replace("power: -3", "power: -5")
    assert run_game(minus_five.replace("LIFE", "17"), disable=("107.1b",)).passed


def test_without_last_known_information_nothing_is_known_of_the_destroyed_creature():
    assert run_game(GAME.replace("LIFE", "20"), disable=("608.2h",)).passed
