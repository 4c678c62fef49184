"""Deathtouch (CR 702.2b, 702.2c), added for the peer translations of XMage's deathtouch and
damage-assignment tests: any damage it deals destroys a creature, and when its combat damage is
assigned 1 counts as lethal, so with trample the rest goes on to the player."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="deathtouch", title="deathtouch")

COMBAT = """
cards:
  - {name: Stinger, cost: "{3}{B}{G}", types: [creature], power: 5, toughness: 5, keywords: KEYWORDS}
  - {name: Wall Giant, cost: "{3}{R}", types: [creature], power: 1, toughness: 4}
setup:
  players:
    - name: A
      battlefield: [Stinger]
    - name: B
      battlefield: [Wall Giant]
actions:
  - attack: {player: A, attackers: [Stinger]}
  - block: {blocks: {Wall Giant: Stinger}}
  - advance: {step: end_of_combat}
"""


def combat(keywords: str, life: int, blocker: str) -> str:
    return COMBAT.replace("KEYWORDS", keywords) + (
        f"expect:\n  - life: {{B: {life}}}\n  - zone: {{card: Wall Giant, is: {blocker}}}\n"
    )


@pytest.mark.parametrize(
    "keywords,life",
    [("[deathtouch, trample]", 16), ("[trample]", 19), ("[deathtouch]", 20)],
)
def test_trampler_assigns_lethal_to_blocker_and_the_rest_to_the_player(keywords, life):
    assert run(combat(keywords, life, "graveyard")).passed


def test_without_rule_702_2c_deathtouch_trampler_assigns_full_toughness_first():
    assert run(combat("[deathtouch, trample]", 19, "graveyard"), disable=("702.2c",)).passed


PING = """
cards:
  - name: Pinger
    cost: "{B}"
    types: [creature]
    power: 1
    toughness: 1
    keywords: [deathtouch]
    activated: [{cost: "{T}", targets: [creature], effects: [{damage: {amount: 1, to: target}}]}]
  - {name: Big Wall, cost: "{4}", types: [creature], power: 0, toughness: 8}
setup:
  players:
    - name: A
      battlefield: [Pinger]
    - name: B
      battlefield: [Big Wall]
actions:
  - activate: {player: A, card: Pinger, targets: [Big Wall]}
  - resolve: all
"""


def test_noncombat_damage_from_a_deathtouch_source_destroys_the_creature():
    assert run(PING + "expect:\n  - zone: {card: Big Wall, is: graveyard}\n").passed


def test_without_rule_702_2b_the_damaged_creature_survives():
    assert run(PING + "expect:\n  - zone: {card: Big Wall, is: battlefield}\n", disable=("702.2b",)).passed
