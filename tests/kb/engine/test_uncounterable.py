"""Spells that can't be countered (CR 101.2): the spell's own "this spell can't be countered", and a
permanent's "creature spells you control can't be countered" — a counter effect leaves them on
the stack; an opponent's spell or another kind of spell is countered as usual."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="uncounterable", title="can't be countered")

CARDS = """
cards:
  - {name: Stubborn Giant, cost: "{R}", types: [creature], power: 3, toughness: 3, static: [{cant_be_countered: {}}]}
  - {name: Hill Giant, cost: "{R}", types: [creature], power: 3, toughness: 3}
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
  - {name: Counterspell, cost: "{U}", types: [instant], spell: {targets: [spell], effects: [{counter: {what: target}}]}}
  - name: Shielding Herald
    cost: "{G}"
    types: [enchantment]
    static: [{cant_be_countered: {spells: {types: [creature]}, who: you}}]
"""


def _counter(spell: str, herald_for: str | None = None, caster: str = "A") -> str:
    herald = {"A": "", "B": ""}
    if herald_for:
        herald[herald_for] = ", Shielding Herald"
    other = "B" if caster == "A" else "A"
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      hand: [{spell}]
      battlefield: [Mountain{herald["A"]}]
    - name: B
      hand: [Counterspell]
      battlefield: [Island{herald["B"]}]
actions:
  - cast: {{player: {caster}, card: {spell}{", targets: [" + other + "]" if spell == "Shock" else ""}}}
  - cast: {{player: {other}, card: Counterspell, targets: [{spell}]}}
  - resolve: all
"""
    )


def test_a_spell_that_cant_be_countered_resolves_despite_counterspell():
    result = run(_counter("Stubborn Giant") + "expect:\n  - zone: {card: Stubborn Giant, is: battlefield}\n")
    assert result.passed, result.failure


def test_without_rule_101_2_the_spell_is_countered():
    body = _counter("Stubborn Giant") + "expect:\n  - zone: {card: Stubborn Giant, is: battlefield}\n"
    result = run(body, disable=("101.2",))
    assert not result.passed
    assert "graveyard" in result.failure


@pytest.mark.parametrize(
    ("spell", "herald_for", "expected"),
    [
        ("Hill Giant", "A", "zone: {card: Hill Giant, is: battlefield}"),  # its controller's Herald protects it
        ("Hill Giant", "B", "zone: {card: Hill Giant, is: graveyard}"),  # the opponent's protects only theirs
        ("Shock", "A", "life: {A: 20, B: 20}"),  # not a creature spell: countered, no damage
        ("Hill Giant", None, "zone: {card: Hill Giant, is: graveyard}"),
    ],
    ids=["own-herald", "opponents-herald", "not-a-creature-spell", "no-herald"],
)
def test_a_permanent_protects_the_spells_its_filter_names(spell, herald_for, expected):
    result = run(_counter(spell, herald_for) + f"expect:\n  - {expected}\n")
    assert result.passed, result.failure
