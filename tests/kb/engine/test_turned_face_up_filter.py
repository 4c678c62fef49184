"""`turned_face_up {filter}` (added for XMage MorphTest.testDoesNotTriggerFaceDown): "whenever this
or another creature you control is turned face up" triggers for the other creature too — while
its source is face up; face down the source has no abilities (CR 708.2)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="face-up-filter", title="a trigger on another creature turned face up")


def game(walker_face_down: bool, aven_tapped_after: bool) -> str:
    return f"""
cards:
  - name: Pine Walker
    cost: "{{3}}{{G}}{{G}}"
    types: [creature]
    power: 5
    toughness: 5
    keywords: ["morph {{4}}{{G}}"]
    triggered:
      - when: {{turned_face_up: {{filter: {{types: [creature], controller: you}}}}}}
        effects: [{{untap: {{what: triggering_object}}}}]
  - {{name: Icefeather Aven, cost: "{{G}}{{U}}", types: [creature], power: 2, toughness: 2, keywords: ["morph {{1}}{{G}}{{U}}"]}}
setup:
  players:
    - name: A
      battlefield:
        - {{card: Pine Walker, face_down: {str(walker_face_down).lower()}}}
        - {{card: Icefeather Aven, face_down: true, tapped: true}}
        - Forest
        - Island
        - Island
    - name: B
actions:
  - turn_face_up: {{player: A, card: Icefeather Aven}}
  - resolve: all
expect:
  - face_down: {{card: Icefeather Aven, is: false}}
  - tapped: {{card: Icefeather Aven, is: {str(aven_tapped_after).lower()}}}
"""


def test_a_face_up_source_untaps_another_creature_turned_face_up():
    result = run(game(walker_face_down=False, aven_tapped_after=False))
    assert result.passed, result.failure


def test_a_face_down_source_has_no_trigger():
    result = run(game(walker_face_down=True, aven_tapped_after=True))
    assert result.passed, result.failure
