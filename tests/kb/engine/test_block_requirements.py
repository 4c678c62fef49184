"""Block requirements (`must_be_blocked`, CR 509.1c): obeyed as far as possible without breaking a
restriction — a Dalek that can't block the attacker (it flies) isn't required to."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="block-requirements", title="must be blocked by a Dalek if able")


def _game(keywords: str, expect: str) -> str:
    return f"""
cards:
  - name: Lure Field
    types: [enchantment]
    static: [{{must_be_blocked: {{to: {{types: [creature], controller: you, attacking: true}}, by: {{subtypes: [Dalek]}}}}}}]
  - {{name: Soldier, types: [creature], power: 2, toughness: 2, keywords: {keywords}}}
  - {{name: Dalek Drone, types: [artifact, creature], subtypes: [Dalek], power: 1, toughness: 1}}
  - {{name: Grizzly Bears, types: [creature], power: 2, toughness: 2}}
setup:
  players:
    - name: A
      battlefield: [Lure Field, Soldier]
    - name: B
      battlefield: [Dalek Drone, Grizzly Bears]
actions:
  - attack: {{player: A, attackers: [Soldier]}}
expect:
{expect}
"""


BEARS_ALONE_REFUSED = '  - legal: {action: {block: {blocks: {Grizzly Bears: Soldier}}}, is: false, rule: "509.1c"}'


def test_a_dalek_able_to_block_must_block():
    result = run(_game("[]", BEARS_ALONE_REFUSED))
    assert result.passed, result.failure


def test_a_restriction_wins_over_the_requirement_a_dalek_that_cannot_block_a_flier_need_not():
    result = run(_game("[flying]", "  - legal: {action: {block: {blocks: {}}}, is: true}"))
    assert result.passed, result.failure


def test_without_509_1c_the_requirement_is_ignored():
    result = run(_game("[]", BEARS_ALONE_REFUSED), disable=("509.1c",))
    assert not result.passed
