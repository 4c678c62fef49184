"""Flipping a coin (CR 705, kb/engine/coin_flips.py): the flipper calls, the seeded coin decides,
and the call matching the result wins (705.2)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="coin-flips", title="coin flips")


def _game(call: str, expect: str) -> str:
    return f"""
cards:
  # Test sorcery {{0}}: "Flip a coin. If you win the flip, you gain 5 life. Otherwise, you lose 5 life."
  - name: Gamble
    cost: "{{0}}"
    types: [sorcery]
    spell: [{{flip_coin: {{win: [{{gain_life: {{amount: 5}}}}], lose: [{{lose_life: {{amount: 5}}}}]}}}}]
setup:
  step: precombat_main
  seed: 0
  players:
    - name: A
      hand: [Gamble]
    - name: B
actions:
  - cast: {{player: A, card: Gamble}}
  - resolve: all
    choices: {{A: {call}}}
expect:
{expect}
"""


@pytest.mark.parametrize(("call", "life"), [("tails", 25), ("heads", 15)])
def test_call_matching_the_seeded_coin_wins_and_the_other_loses(call, life):
    # seed 0: the coin comes up tails
    result = run(_game(f"[{{option: {call}}}]", f"  - life: {{A: {life}}}"))
    assert result.passed, result.failure


def test_without_705_2_nobody_calls_wins_or_loses():
    body = _game("[]", "  - life: {A: 20}")
    result = run(body, disable=("705.2",))
    assert result.passed, result.failure
    assert not run(body).passed  # with the rule the call must be scripted: the engine never guesses it
