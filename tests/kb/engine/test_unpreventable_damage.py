"""'Damage can't be prevented this turn' (`cant_prevent`, CR 615.12) against every kind of
prevention — a static's, a shield's, protection's — and a static's noncombat-only prevention with
its additional effect (615.5)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="unpreventable", title="damage can't be prevented")

CARDS = """
cards:
  - {name: Stomp, cost: "{1}{R}", types: [instant], spell: [{cant_prevent: {}}]}
  - {name: Lightning Bolt, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 3, to: target}}]}}
  - name: Healing Salve
    cost: "{W}"
    types: [instant]
    spell: {targets: [any], effects: [{prevent_next: {to: target, amount: 3}}]}
  - {name: Pyroclasm, cost: "{1}{R}", types: [sorcery], spell: [{damage: {amount: 2, to: {all: {types: [creature]}}}}]}
  - {name: Red Ward Knight, cost: "{W}", types: [creature], power: 2, toughness: 4, keywords: ["protection from red"]}
  - name: Capridor
    cost: "{2}{R}"
    types: [creature]
    power: 1
    toughness: 3
    static: [{prevent_damage: {to: {self: true}, noncombat: true, counters: "+1/+1"}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
"""


def _game(setup_a: str, setup_b: str, actions: str, expect: str) -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
{setup_a}
    - name: B
{setup_b}
actions:
{actions}
expect:
{expect}
"""
    )


HAND = "      hand: [Stomp, Lightning Bolt, Healing Salve, Pyroclasm]\n      battlefield: [Mountain, Mountain, Mountain, Plains]"


def test_unpreventable_damage_goes_through_protection():
    actions = "  - cast: {player: A, card: Stomp}\n  - resolve: all\n  - cast: {player: A, card: Pyroclasm}\n  - resolve: all"
    body = _game(HAND, "      battlefield: [Red Ward Knight]", actions, "  - damage: {card: Red Ward Knight, is: 2}")
    result = run(body)
    assert result.passed, result.failure
    assert not run(body, disable=("615.12",)).passed  # protection prevents it then


def test_unpreventable_damage_leaves_a_shield_unused():
    # the shield on B prevents nothing and isn't worn down; B takes all 3
    body = _game(
        HAND,
        "      battlefield: []",
        "  - cast: {player: A, card: Healing Salve, targets: [B]}\n  - resolve: all\n  - cast: {player: A, card: Stomp}\n"
        "  - resolve: all\n  - cast: {player: A, card: Lightning Bolt, targets: [B]}\n  - resolve: all",
        "  - life: {B: 17}",
    )
    result = run(body)
    assert result.passed, result.failure


def test_noncombat_prevention_does_not_stop_combat_damage():
    actions = (
        "  - attack: {player: A, attackers: [Capridor], at: {step: declare_attackers}}\n"
        "  - block: {blocks: {Grizzly Bears: Capridor}}\n"
        "  - advance: {turn: 1, step: end_of_combat}"
    )
    expect = "  - damage: {card: Capridor, is: 2}\n  - counters: {card: Capridor, kind: '+1/+1', is: 0}"
    body = _game("      battlefield: [{card: Capridor, sick: false}]", "      battlefield: [Grizzly Bears]", actions, expect)
    result = run(body)
    assert result.passed, result.failure
