"""The condition `target_kicked` ("counter target spell if it was kicked", CR 702.33d): true only
for a kicked spell still on the stack."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="target-kicked", title="if the target spell was kicked")


def _game(kicked: bool, where: str) -> str:
    return f"""
cards:
  - {{name: Kick Bear, cost: "{{1}}{{G}}", types: [creature], power: 2, toughness: 2, keywords: ["kicker {{1}}"]}}
  - name: Trickery
    cost: "{{U}}"
    types: [instant]
    spell: {{targets: [spell], effects: [{{if: {{condition: target_kicked, then: [{{counter: {{what: target}}}}]}}}}]}}
setup:
  players:
    - name: A
      hand: [Kick Bear]
      battlefield: [Forest, Forest, Forest]
    - name: B
      hand: [Trickery]
      battlefield: [Island]
actions:
  - cast: {{player: A, card: Kick Bear, kicker: {str(kicked).lower()}}}
  - cast: {{player: B, card: Trickery, targets: [Kick Bear]}}
  - resolve: all
expect:
  - zone: {{card: Kick Bear, is: {where}}}
"""


def test_target_kicked_counters_a_kicked_spell():
    result = run(_game(True, "graveyard"))
    assert result.passed, result.failure


def test_target_kicked_leaves_an_unkicked_spell():
    result = run(_game(False, "battlefield"))
    assert result.passed, result.failure
