"""Power and toughness defined by a characteristic-defining ability (CR 613.4a, layer 7a): read anew
at every moment, under every other P/T effect, and gone with the ability ("loses all abilities");
and the amounts `{life: ...}`, `{half_up: ...}`, `{half_down: ...}`."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="defined-pt", title="defined power and toughness")

CARDS = """
cards:
  - name: Life Gauge
    cost: "{G}"
    types: [creature]
    power: 1
    toughness: 1
    static: [{defines_pt: {power: {minus: [20, {life: highest}]}, toughness: {minus: [21, {life: lowest}]}}}]
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
  - name: Giant Growth
    cost: "{G}"
    types: [instant]
    spell: {targets: [creature], effects: [{pump: {what: target, power: 3, toughness: 3}}]}
  - {name: Blank, cost: "{U}", types: [instant], spell: {targets: [creature], effects: [{lose_abilities: {what: target}}]}}
  - name: Halving
    cost: "{B}"
    types: [sorcery]
    spell: [{lose_life: {who: each_player, amount: {half_up: {life: their}}}}]
  - name: Halving Down
    cost: "{B}"
    types: [sorcery]
    spell: [{lose_life: {who: each_player, amount: {half_down: {life: their}}}}]
"""


def _cast(card: str, target: str | None = None) -> str:
    aim = f", targets: [{target}]" if target else ""
    return f"  - cast: {{player: A, card: {card}{aim}}}\n  - resolve: all\n"


def _game(actions: str, expect: str, life_b: int = 20) -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [Shock, Giant Growth, Blank, Halving, Halving Down]
      battlefield: [Life Gauge, Mountain, Forest, Island, Swamp, Swamp]
    - name: B
      life: {life_b}
actions:
{actions}expect:
{expect}"""
    )


def test_the_values_follow_the_life_totals_at_every_moment():
    body = _game(
        "  - cast: {player: A, card: Shock, targets: [B]}\n  - resolve: all\n", "  - pt: {card: Life Gauge, is: [0, 3]}\n"
    )
    result = run(body)
    assert result.passed, result.failure


def test_a_pump_applies_on_top_of_the_defined_values():
    body = _game(
        _cast("Giant Growth", "Life Gauge"),
        "  - pt: {card: Life Gauge, is: [3, 7]}\n",  # 20 - 20 + 3, 21 - 17 + 3
        life_b=17,
    )
    result = run(body)
    assert result.passed, result.failure


def test_losing_all_abilities_leaves_the_printed_values():
    body = _game(
        "  - cast: {player: A, card: Blank, targets: [Life Gauge]}\n  - resolve: all\n",
        "  - pt: {card: Life Gauge, is: [1, 1]}\n",
    )
    result = run(body)
    assert result.passed, result.failure


def test_without_rule_613_4a_the_printed_values_stand():
    result = run(_game("", "  - pt: {card: Life Gauge, is: [0, 1]}\n"), disable=("613.4a",))
    assert not result.passed
    assert "Life Gauge" in result.failure and "1" in result.failure


# B at 17 loses 9 (half rounded up) or 8 (rounded down); A at 20 loses 10 either way
@pytest.mark.parametrize(("spell", "life_a", "life_b"), [("Halving", 10, 8), ("Halving Down", 10, 9)])
def test_each_player_loses_half_their_own_life(spell, life_a, life_b):
    body = _game(
        f"  - cast: {{player: A, card: {spell}}}\n  - resolve: all\n", f"  - life: {{A: {life_a}, B: {life_b}}}\n", life_b=17
    )
    result = run(body)
    assert result.passed, result.failure
