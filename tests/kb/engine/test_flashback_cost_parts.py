"""Flashback costs that are not only mana (XMage's FlashbackTest, issue 13): "{1}{U}, pay 3 life"
(Deep Analysis), "sacrifice three creatures" with no mana at all (Dread Return), "{R}{R},
sacrifice X Mountains" (Firecat Blitz) — and a player can pay life only if their life total is
at least the amount (CR 119.4)."""

from __future__ import annotations

from functools import partial

import pytest

from kb.engine.keyword_table import parse_keyword
from kb.engine.mana import ManaCost
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="flashback-cost-parts", title="flashback cost parts")


def test_the_parts_of_a_flashback_cost_are_read_from_the_keyword():
    life = parse_keyword("flashback {1}{U}, pay 3 life")
    assert (life.cost, life.pay_life, life.sacrifice) == (ManaCost.parse("{1}{U}"), 3, None)
    creatures = parse_keyword("flashback sacrifice three creatures")
    assert creatures.cost == ManaCost() and creatures.sacrifice == (3, "creature")
    mountains = parse_keyword("flashback {R}{R}, sacrifice X Mountains")
    assert mountains.sacrifice == ("X", "Mountain") and mountains.cost == ManaCost.parse("{R}{R}")
    birds = parse_keyword("flashback tap three untapped white creatures you control")
    assert birds.cost == ManaCost() and birds.tap == (3, "creature", "white")


def test_a_part_the_grammar_does_not_know_is_refused_with_what_is_allowed():
    with pytest.raises(Exception) as err:
        parse_keyword("flashback {1}{U}, exile a blue card from your hand")
    assert "pay N life" in str(err.value)


PAY_LIFE = """
cards:
  - name: Deep Analysis
    cost: "{3}{U}"
    types: [sorcery]
    keywords: ["flashback {1}{U}, pay 3 life"]
    spell: {targets: [player], effects: [{draw: {who: target, amount: 2}}]}
setup:
  players:
    - name: A
      life: %d
      graveyard: [Deep Analysis]
      battlefield: [Island, Island]
    - name: B
actions:
  - cast: {player: A, card: Deep Analysis, alt: flashback, targets: [A]}
%s
"""


def test_life_is_paid_as_part_of_the_flashback_cost():
    result = run(PAY_LIFE % (3, "  - resolve: all\nexpect:\n  - life: {A: 0}\n  - lost: A"))
    assert result.passed, result.failure


def test_a_player_with_less_life_than_the_cost_cannot_pay_it():
    result = run(PAY_LIFE % (2, '    expect_error: {rule: "119.4"}\nexpect:\n  - life: {A: 2}'))
    assert result.passed, result.failure


def test_without_rule_119_4_the_life_would_be_paid_anyway():
    result = run(PAY_LIFE % (2, '    expect_error: {rule: "119.4"}'), disable=("119.4",))
    assert not result.passed


SACRIFICE_MOUNTAINS = """
cards:
  - name: Firecat Blitz
    cost: "{X}{R}{R}"
    types: [sorcery]
    keywords: ["flashback {R}{R}, sacrifice X Mountains"]
    spell:
      - create_token: {token: {name: Elemental Cat, types: [creature], colors: [red], power: 1, toughness: 1}, count: X}
setup:
  players:
    - name: A
      graveyard: [Firecat Blitz]
      battlefield: [Mountain, Mountain, Mountain, Forest, Forest]
    - name: B
actions:
  - cast: {player: A, card: Firecat Blitz, alt: flashback, x: %d, pay_with: [Mountain, Mountain#2]}
%s
"""


def test_only_permanents_of_the_named_subtype_can_be_sacrificed():
    """Two Forests don't help: after two Mountains tap for {R}{R}, one Mountain is left to sacrifice
    (the tapped ones may be sacrificed too, 601.2h) — three Mountains in all, never a Forest."""
    ok = run(
        SACRIFICE_MOUNTAINS % (3, "  - resolve: all\nexpect:\n  - count: {player: A, zone: graveyard, name: Mountain, is: 3}")
    )
    assert ok.passed, ok.failure
    refused = run(
        SACRIFICE_MOUNTAINS % (4, "    expect_error: {code: cost}\nexpect:\n  - zone: {card: Firecat Blitz, is: graveyard}")
    )
    assert refused.passed, refused.failure


# Grafdigger's Cage: "players can't cast spells from graveyards or libraries" (XMage's
# GrafdiggersCageTest) stops a flashback cast, never a cast from the hand.
CAGE = """
cards:
  - name: Grafdigger's Cage
    cost: "{1}"
    types: [artifact]
    static: [{cant_cast: {who: each, from: [graveyard, library]}}]
  - {name: Think, cost: "{U}", types: [sorcery], keywords: ["flashback {U}"], spell: [{draw: {amount: 1}}]}
setup:
  players:
    - name: A
      hand: [Think]
      graveyard: [Think]
      battlefield: [Grafdigger's Cage, Island, Island]
    - name: B
actions:
  - cast: {player: A, card: "Think#2", alt: flashback}
    expect_error: {rule: "101.2"}
  - cast: {player: A, card: Think}
  - resolve: all
expect:
  - zone: {card: Think, is: graveyard}
  - zone: {card: "Think#2", is: graveyard}
  - hand: {A: 1}
"""


def test_a_cage_on_graveyards_stops_flashback_but_not_a_cast_from_the_hand():
    result = run(CAGE)
    assert result.passed, result.failure


# Sorcery: create a 1/1 Bird token; flashback — tap three untapped white creatures you control.
TAP_THREE = """
cards:
  - name: Battle Screech
    cost: "{2}{W}{W}"
    types: [sorcery]
    keywords: ["flashback tap three untapped white creatures you control"]
    spell: [{create_token: {token: {name: Bird, types: [creature], power: 1, toughness: 1}}}]
  - {name: Squire, cost: "{1}{W}", types: [creature], power: 1, toughness: 2}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      graveyard: [Battle Screech]
      battlefield: BATTLEFIELD
    - name: B
actions:
  - cast: {player: A, card: Battle Screech, alt: flashback}
"""


def test_three_untapped_white_creatures_pay_the_flashback_cost():
    game = TAP_THREE.replace("BATTLEFIELD", "[Squire, Squire, Squire]")
    result = run(game + "  - resolve: all\nexpect:\n  - count: {player: A, zone: battlefield, tapped: true, is: 3}\n")
    assert result.passed, result.failure


@pytest.mark.parametrize(
    "battlefield",
    ["[Squire, Squire, Grizzly Bears]", "[Squire, Squire, {card: Squire, tapped: true}]"],
    ids=["not-white", "already-tapped"],
)
def test_a_creature_that_is_not_white_or_already_tapped_cannot_help_pay(battlefield):
    result = run(TAP_THREE.replace("BATTLEFIELD", battlefield) + "    expect_error: {code: cost}\n")
    assert result.passed, result.failure
