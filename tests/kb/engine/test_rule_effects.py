"""Effects of a resolving spell on the rules of the game (CR 611.2c): "target player can't cast
spells this turn" (the effect `cant_cast`) and "creatures can't attack this turn", which reaches
creatures that enter after it resolved."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="rule-effects", title="effects on the rules")

CARDS = """
cards:
  - name: Silence
    cost: "{W}"
    types: [instant]
    spell: {targets: [player], effects: [{cant_cast: {who: target, spells: {types: [instant]}}}]}
  - name: Stand Down
    cost: "{W}"
    types: [instant]
    spell: [{restrict: {what: {all: {types: [creature]}}, attack: true}}]
  - {name: Raging Goblin, cost: "{R}", types: [creature], power: 1, toughness: 1, keywords: [haste]}
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
"""


def _silence(target: str, spell: str, expected: str) -> str:
    """On B's turn A casts Silence at ``target``; then B casts ``spell`` in the same main phase."""
    shock_target = ", targets: [A]" if spell == "Shock" else ""
    return (
        CARDS
        + f"""
setup:
  active: B
  players:
    - name: A
      hand: [Silence]
      battlefield: [Plains]
    - name: B
      hand: [{spell}]
      battlefield: [Mountain, Forest]
actions:
  - cast: {{player: A, card: Silence, targets: [{target}]}}
  - resolve: all
  - cast: {{player: B, card: {spell}{shock_target}}}
{expected}
"""
    )


REFUSED = "    expect_error: {rule: '101.2'}"
RESOLVES = "  - resolve: all\nexpect:\n  - spells_cast: 2"


def test_the_target_player_cant_cast_the_spells_named_this_turn():
    result = run(_silence("B", "Shock", REFUSED))
    assert result.passed, result.failure


def test_without_rule_101_2_the_spell_may_be_cast():
    result = run(_silence("B", "Shock", REFUSED), disable=("101.2",))
    assert not result.passed
    assert "allowed" in result.failure


@pytest.mark.parametrize(("target", "spell"), [("B", "Grizzly Bears"), ("A", "Shock")], ids=["not-named", "other-player"])
def test_other_spells_and_other_players_may_still_be_cast(target, spell):
    result = run(_silence(target, spell, RESOLVES))
    assert result.passed, result.failure


def test_the_effect_ends_with_the_turn():
    cast_now = "  - cast: {player: B, card: Shock"
    next_upkeep = "  - cast: {player: B, at: {turn: 2, step: upkeep}, card: Shock"
    body = _silence("B", "Shock", "").replace(cast_now, next_upkeep)
    result = run(body + "  - resolve: all\nexpect:\n  - life: {A: 18, B: 20}\n")
    assert result.passed, result.failure


LATER_CREATURE = (
    CARDS
    + """
setup:
  players:
    - name: A
      hand: [Stand Down, Raging Goblin]
      battlefield: [Plains, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Stand Down}
  - resolve: all
  - cast: {player: A, card: Raging Goblin}
  - resolve: all
  - attack: {player: A, attackers: [Raging Goblin], at: {step: declare_attackers}}
    expect_error: {rule: "508.1c"}
"""
)


def test_creatures_cant_attack_reaches_a_creature_that_entered_afterwards():
    result = run(LATER_CREATURE)
    assert result.passed, result.failure


def test_without_rule_611_2c_only_the_creatures_there_as_it_resolved_are_restricted():
    result = run(LATER_CREATURE, disable=("611.2c",))
    assert not result.passed
    assert "allowed" in result.failure
