"""The amount {graveyard_count: filter} ("for each land card in your graveyard"), added for a peer
translation (XMage's Worm Harvest retrace test): it counts cards in the controller's graveyard
matching the filter — not permanents, not another player's graveyard."""

from __future__ import annotations

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

GAME = """
cards:
  - name: Harvest
    cost: "{B}"
    types: [sorcery]
    spell: [{gain_life: {amount: {graveyard_count: {types: [land]}}}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Harvest]
      battlefield: [Swamp, Forest]
      graveyard: [Mountain, Island, Grizzly Bears]
    - name: B
      graveyard: [Plains, Plains]
actions:
  - cast: {player: A, card: Harvest, pay_with: [Swamp]}
  - resolve: all
expect:
  - life: {A: LIFE}
"""


def test_counts_only_land_cards_in_your_own_graveyard():
    assert run_game(GAME.replace("LIFE", "22")).passed


@pytest.mark.parametrize("wrong", ["20", "23", "24", "25"])
def test_other_totals_fail(wrong):
    assert not run_game(GAME.replace("LIFE", wrong)).passed
