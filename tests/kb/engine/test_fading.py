"""Fading N (CR 702.32a), added for the peer translation of XMage's FadingTest: the permanent
enters with N fade counters, loses one each upkeep of its controller and is sacrificed in the
first upkeep with none left to remove."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="fading", title="fading")

GAME = """
cards:
  - {name: Fader, cost: "{1}", types: [creature], power: 2, toughness: 2, keywords: [fading 1]}
setup:
  players:
    - name: A
      battlefield: [Fader, Forest]
      library: [Forest, Forest, Forest]
    - name: B
      library: [Forest, Forest, Forest]
actions:
  - advance: {turn: TURN, step: beginning_of_combat}
"""


@pytest.mark.parametrize("turn,zone", [(3, "battlefield"), (5, "graveyard")])
def test_fading_permanent_is_sacrificed_one_upkeep_after_its_last_counter(turn, zone):
    # set up on the battlefield it has no counters (it didn't enter): the first upkeep sacrifices it
    body = GAME.replace("TURN", str(turn)).replace("battlefield: [Fader, Forest]", "hand: [Fader]\n      battlefield: [Forest]")
    body = body.replace("actions:\n", "actions:\n  - cast: {player: A, card: Fader}\n  - resolve: all\n")
    assert run(body + f"expect:\n  - zone: {{card: Fader, is: {zone}}}\n").passed


def test_without_rule_702_32a_it_neither_gets_counters_nor_is_sacrificed():
    body = GAME.replace("TURN", "5")
    assert run(body + "expect:\n  - zone: {card: Fader, is: battlefield}\n", disable=("702.32a",)).passed
    assert not run(body + "expect:\n  - zone: {card: Fader, is: battlefield}\n").passed
