"""Adventurer and split cards (CR 715, 709) in the card format and the cast action: malformed
definitions are refused naming the field, a split card must be cast as a named half, and the
part a player names must exist. The rulings themselves are shown by the bundled checks under
data/checks/adventure and data/checks/split-cards."""

from __future__ import annotations

from functools import partial

import pytest

from kb.engine.definitions import parse_card
from kb.engine.errors import CardDefinitionError
from kb.engine.naming import creature_type
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="multi-part", title="a multi-part card")

FIRE_ICE = {
    "halves": [
        {
            "name": "Fire",
            "cost": "{1}{R}",
            "types": ["instant"],
            "spell": {"targets": ["any"], "effects": [{"damage": {"amount": 2, "to": "target"}}]},
        },
        {"name": "Ice", "cost": "{1}{U}", "types": ["instant"], "spell": [{"draw": {"amount": 1}}]},
    ]
}


def test_split_card_is_named_after_both_halves_and_has_their_card_types():
    card = parse_card(FIRE_ICE)
    assert card.name == "Fire // Ice"
    assert card.types == frozenset({"instant"})
    assert [h.name for h in card.halves] == ["Fire", "Ice"]


@pytest.mark.parametrize(
    "raw,path",
    [
        ({"halves": FIRE_ICE["halves"][:1]}, "card.halves"),
        ({**FIRE_ICE, "cost": "{1}"}, "card.cost"),
        (
            {
                "halves": [
                    FIRE_ICE["halves"][0],
                    {"name": "Bear", "cost": "{G}", "types": ["creature"], "power": 1, "toughness": 1},
                ]
            },
            "card.halves[1].types",
        ),
        (
            {
                "name": "Giant",
                "cost": "{2}{R}",
                "types": ["creature"],
                "power": 4,
                "toughness": 3,
                "adventure": {"name": "Stomp", "cost": "{1}{R}", "types": ["creature"], "power": 1, "toughness": 1},
            },
            "card.adventure.types",
        ),
        (
            {"name": "Bolt", "cost": "{R}", "types": ["instant"], "adventure": {"name": "Zap", "types": ["instant"]}},
            "card.adventure",
        ),
    ],
)
def test_malformed_multi_part_card_is_refused_naming_the_field(raw, path):
    with pytest.raises(CardDefinitionError) as err:
        parse_card(raw)
    assert err.value.field == path


def test_adventure_gets_the_adventure_subtype():
    card = parse_card(
        {
            "name": "Giant",
            "cost": "{2}{R}",
            "types": ["creature"],
            "power": 4,
            "toughness": 3,
            "adventure": {"name": "Stomp", "cost": "{1}{R}", "types": ["instant"]},
        }
    )
    assert card.adventure.subtypes == ("Adventure",)


GAME = """
cards:
  - name: Fire // Ice
    halves:
      - {name: Fire, cost: "{1}{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
      - {name: Ice, cost: "{1}{U}", types: [instant], spell: [{draw: {amount: 1}}]}
setup:
  players:
    - name: A
      hand: [Fire // Ice]
      battlefield: [Mountain, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Fire // Ice%s, targets: [B]}
  - resolve: 1
expect:
  - life: {B: 18}
"""


def test_split_card_cast_as_a_named_half():
    assert run(GAME % ", face: Fire").passed


def test_split_card_cast_without_naming_a_half_is_refused():
    result = run(GAME % "")
    assert not result.passed and "709.3a" in result.failure and "Fire or Ice" in result.failure


def test_split_card_cast_as_a_part_it_does_not_have_is_refused_listing_its_parts():
    result = run(GAME % ", face: Stomp")
    assert not result.passed and "no part 'Stomp'" in result.failure and "fire" in result.failure


def test_split_card_without_fuse_cannot_be_cast_fused():
    result = run(GAME % ", face: fused")
    assert not result.passed and "702.102a" in result.failure


@pytest.mark.parametrize(
    "word,expected",
    [
        ("Time Lord", "Time Lord"),
        ("time-lord", "Time Lord"),
        ("VAMPIRE", "Vampire"),
        ("Assembly-Worker", "Assembly-Worker"),
        ("Lord", None),
        ("Time", None),
        ("Artifact", None),
        ("Legendary", None),
    ],
)
def test_creature_type_names_only_the_types_the_rules_list(word, expected):
    assert creature_type(word) == expected


NAMING = """
cards:
  - name: Fire // Ice
    halves:
      - {name: Fire, cost: "{1}{R}", types: [instant], spell: [{draw: {amount: 1}}]}
      - {name: Ice, cost: "{1}{U}", types: [instant], spell: [{draw: {amount: 1}}]}
  - name: Name It
    cost: "{B}"
    types: [sorcery]
    spell: [{choose_card_name: {}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Name It]
      graveyard: [Fire // Ice]
      battlefield: [Swamp, Grizzly Bears]
    - name: B
actions:
  - cast: {player: A, card: Name It}
  - resolve: 1
    choices: {A: [{card_name: %s}]}
"""


@pytest.mark.parametrize("name,ok", [("Ice", True), ("grizzly bears", True), ("Fire // Ice", False), ("Llanowar Elves", False)])
def test_chosen_card_name_is_the_name_of_a_card_of_the_game_or_one_half(name, ok):
    result = run(NAMING % name)
    assert result.passed is ok, result.failure
