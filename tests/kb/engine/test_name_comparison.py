"""Name comparisons (CR 201.2a): "all other creatures with the same name as that creature" and
"a spell with the same name as a card in their graveyard" — objects share a name when they have
one in common; an object without a name (face down) shares a name with nothing."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="name-comparison", title="name comparison")

CARDS = """
cards:
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2, keywords: ["morph {G}"]}
  - {name: Hill Giant, cost: "{3}{R}", types: [creature], subtypes: [Giant], power: 3, toughness: 3}
  - name: Echoing Decay
    cost: "{B}"
    types: [instant]
    spell:
      targets: [creature]
      effects:
        - {pump: {what: target, power: -2, toughness: -2}}
        - {pump: {what: {all: {types: [creature], same_name_as: target}}, power: -2, toughness: -2}}
  - name: Watcher
    cost: "{B}"
    types: [enchantment]
    triggered:
      - when: {cast: {by: opponent, filter: {types: [creature], name_in_graveyard: true}}}
        effects: [{lose_life: {who: triggering_player, amount: 10}}]
"""


def _decay(battlefield: str) -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      battlefield: {battlefield}
    - name: B
      hand: [Echoing Decay]
      battlefield: [Swamp]
actions:
  - cast: {{player: B, card: Echoing Decay, targets: [Grizzly Bears]}}
  - resolve: all
"""
    )


def test_echoing_decay_shrinks_every_other_creature_with_the_targets_name():
    result = run(
        _decay("[Grizzly Bears, Grizzly Bears, Hill Giant]")
        + "expect:\n  - count: {player: A, zone: graveyard, name: Grizzly Bears, is: 2}\n"
        + "  - pt: {card: Hill Giant, is: [3, 3]}\n"
    )
    assert result.passed, result.failure


FACE_DOWN = "[{card: Grizzly Bears, face_down: true}, {card: Grizzly Bears, face_down: true}]"
ONE_DIES = "expect:\n  - count: {player: A, zone: battlefield, face_down: true, is: 1}\n"


def test_two_face_down_creatures_have_no_name_in_common():
    result = run(_decay(FACE_DOWN) + ONE_DIES)
    assert result.passed, result.failure


def test_without_rule_201_2a_two_nameless_creatures_count_as_the_same_name():
    result = run(_decay(FACE_DOWN) + ONE_DIES, disable=("201.2a",))
    assert not result.passed
    assert "count A battlefield = 0" in result.failure


def _cast_bears(graveyard: str, life: int) -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [Grizzly Bears]
      graveyard: {graveyard}
      battlefield: [Forest, Forest]
    - name: B
      battlefield: [Watcher]
actions:
  - cast: {{player: A, card: Grizzly Bears}}
  - resolve: all
expect:
  - life: {{A: {life}, B: 20}}
"""
    )


@pytest.mark.parametrize(
    ("graveyard", "life"), [("[Grizzly Bears]", 10), ("[Hill Giant]", 20), ("[]", 20)], ids=["same", "other", "empty"]
)
def test_a_spell_with_the_name_of_a_card_in_its_casters_graveyard_triggers(graveyard, life):
    result = run(_cast_bears(graveyard, life))
    assert result.passed, result.failure
