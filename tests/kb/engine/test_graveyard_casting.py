"""Casting from the graveyard and costs paid with cards (issue 13): escape's parameter (mana part,
other graveyard cards, "exile a land you control"), a cast refused for too few cards leaving the
game as it was, the strict choice of the cards, and ways of casting that only work where their
rule says (escape and jump-start from the graveyard, not from the hand)."""

from __future__ import annotations

from functools import partial

import pytest

from kb.engine.errors import CardDefinitionError
from kb.engine.keyword_table import parse_keyword
from kb.engine.mana import ManaCost
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="graveyard-casting", title="casting from the graveyard")


@pytest.mark.parametrize(
    "text,cost,number,quality",
    [
        ("escape {2}{U}{R}, exile 4 other cards", "{2}{U}{R}", 4, None),
        ("Befreiung {4}{G}{U}, exile a land you control, exile 5 other cards from your graveyard", "{4}{G}{U}", 5, "land"),
        ("escape mana cost, exile 3 other cards", None, 3, None),
    ],
)
def test_escape_keyword_reads_mana_part_cards_and_permanent(text, cost, number, quality):
    inst = parse_keyword(text)
    assert inst.name == "escape"
    assert inst.cost == (ManaCost.parse(cost) if cost else None)
    assert (inst.number, inst.quality) == (number, quality)


def test_escape_keyword_without_the_graveyard_part_is_refused_naming_the_field():
    with pytest.raises(CardDefinitionError) as err:
        parse_keyword("escape {2}{U}{R}", "cards[0].keywords[1]")
    assert err.value.field == "cards[0].keywords[1]" and "exile N other cards" in str(err.value)


RUN_FOR_YOUR_LIFE = """
cards:
  - name: Escaper
    cost: "{U}{R}"
    types: [instant]
    keywords: ["escape {2}{U}{R}, exile 4 other cards"]
    spell: [{draw: {amount: 1}}]
  - {name: Filler, cost: "{1}", types: [artifact]}
setup:
  players:
    - name: A
      hand: HAND
      graveyard: GRAVEYARD
      battlefield: [Island, Island, Mountain, Mountain]
      library: [Wastes, Wastes]
    - name: B
"""


def _game(hand: str, graveyard: str, actions: str) -> str:
    return RUN_FOR_YOUR_LIFE.replace("HAND", hand).replace("GRAVEYARD", graveyard) + actions


def test_escape_with_too_few_other_cards_is_refused_and_changes_nothing():
    result = run(
        _game(
            "[]",
            "[Escaper, Filler, Filler, Filler]",
            """
actions:
  - cast: {player: A, card: Escaper, alt: escape}
    expect_error: {rule: "702.138a", code: cost}
expect:
  - count: {player: A, zone: graveyard, is: 4}
  - count: {player: A, zone: battlefield, tapped: true, is: 0}
""",
        )
    )
    assert result.passed, result.failure


def test_escape_cards_to_exile_are_the_players_choice_never_the_engines():
    result = run(
        _game(
            "[]",
            "[Escaper, Filler, Filler, Filler, Filler, Filler]",
            """
actions:
  - cast: {player: A, card: Escaper, alt: escape}
""",
        )
    )
    assert not result.passed
    assert "no choice is scripted" in result.failure and "exile from the graveyard" in result.failure


def test_escape_and_jump_start_work_only_from_the_graveyard():
    result = run(
        _game(
            "[Escaper]",
            "[Filler, Filler, Filler, Filler]",
            """
actions:
  - expect:
      - legal: {action: {cast: {player: A, card: Escaper, alt: escape}}, is: false}
  - cast: {player: A, card: Escaper}
  - resolve: 1
expect:
  - zone: {card: Escaper, is: graveyard}
  - count: {player: A, zone: graveyard, is: 5}
""",
        )
    )
    assert result.passed, result.failure


def test_a_spell_cast_two_ways_at_once_without_naming_one_is_refused():
    body = _game(
        "[]",
        "[Escaper, Filler, Filler, Filler, Filler]",
        """
actions:
  - cast: {player: A, card: Escaper}
    expect_error: {code: cost}
""",
    ).replace('keywords: ["escape', 'keywords: ["flashback {3}{U}", "escape')
    result = run(body)
    assert result.passed, result.failure
