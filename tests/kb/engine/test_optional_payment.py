"""An optional payment while an effect happens ("you may pay {2}. If you do, draw two cards";
kb/engine/optional_payment.py, CR 605.3a)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="optional-payment", title="optional payment")


def _game(lands: int, choices: str, expect: str) -> str:
    return f"""
cards:
  # Test sorcery {{0}}: "You may pay {{2}}. If you do, you gain 5 life."
  - name: Paid Blessing
    cost: "{{0}}"
    types: [sorcery]
    spell: [{{may_pay: {{cost: "{{2}}", effects: [{{gain_life: {{amount: 5}}}}]}}}}]
setup:
  step: precombat_main
  players:
    - name: A
      hand: [Paid Blessing]
      battlefield: [{{card: Forest, count: {lands}}}]
    - name: B
actions:
  - cast: {{player: A, card: Paid Blessing}}
  - resolve: all
    choices: {{A: {choices}}}
expect:
{expect}
"""


def test_player_who_pays_gets_the_effect_and_taps_the_sources_then():
    result = run(_game(2, "[{may: yes}]", "  - life: {A: 25}\n  - tapped: {card: Forest, is: true}"))
    assert result.passed, result.failure


def test_player_who_declines_gets_nothing_and_pays_nothing():
    result = run(_game(2, "[{may: no}]", "  - life: {A: 20}\n  - tapped: {card: Forest, is: false}"))
    assert result.passed, result.failure


def test_player_who_cannot_pay_is_not_asked():
    # one Forest for {2}: no question, so no answer is scripted and none is left over
    result = run(_game(1, "[]", "  - life: {A: 20}"))
    assert result.passed, result.failure


def test_without_605_3a_only_the_pool_pays():
    assert not run(_game(2, "[{may: yes}]", "  - life: {A: 25}"), disable=("605.3a",)).passed
