"""Indestructible (CR 702.12b), added for a peer translation (XMage's convoke test grants it): a
permanent with it survives "destroy" and lethal or deathtouch damage, but not a sacrifice."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="indestructible", title="indestructible")

CARDS = """
cards:
  - {name: Doom Blade, cost: "{1}{B}", types: [instant], spell: {targets: [creature], effects: [{destroy: {what: target}}]}}
  - {name: Bolt, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 3, to: target}}]}}
  - {name: Edict, cost: "{B}", types: [instant], spell: {targets: [player], effects: [{sacrifice: {who: target, filter: {types: [creature]}}}]}}
  - {name: Stone Bear, cost: "{1}{G}", types: [creature], power: 2, toughness: 2, keywords: [indestructible]}
setup:
  players:
    - name: A
      hand: [SPELL]
      battlefield: [Swamp, Swamp, Mountain]
    - name: B
      battlefield: [Stone Bear]
actions:
  - cast: {player: A, card: SPELL, targets: [TARGET]}
  - resolve: all
"""


def game(spell: str, target: str, where: str) -> str:
    return CARDS.replace("SPELL", spell).replace("TARGET", target) + f"expect:\n  - zone: {{card: Stone Bear, is: {where}}}\n"


@pytest.mark.parametrize("spell", ["Doom Blade", "Bolt"])
def test_indestructible_creature_survives_destroy_and_lethal_damage(spell):
    assert run(game(spell, "Stone Bear", "battlefield")).passed


@pytest.mark.parametrize("spell", ["Doom Blade", "Bolt"])
def test_without_rule_702_12b_it_is_destroyed(spell):
    assert not run(game(spell, "Stone Bear", "battlefield"), disable=("702.12b",)).passed
    assert run(game(spell, "Stone Bear", "graveyard"), disable=("702.12b",)).passed


def test_indestructible_creature_can_still_be_sacrificed():
    assert run(game("Edict", "B", "graveyard")).passed
