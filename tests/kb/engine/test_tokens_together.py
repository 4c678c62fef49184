"""Tokens one effect creates enter the battlefield together (CR 603.6a), and a "twice that many
tokens instead" replacement (614.1a) doubles what an effect creates."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="tokens", title="an effect creates tokens")


def token_game(doubling: bool, life: int) -> str:
    season = "\n      - {card: Doubling Season}" if doubling else ""
    return f"""
cards:
  # Sorcery {{1}}{{W}}: Create two 1/1 Kithkin tokens with "whenever another creature you control
  # enters, you gain 1 life".
  - name: Kithkin Gathering
    cost: "{{1}}{{W}}"
    types: [sorcery]
    spell:
      - create_token:
          count: 2
          token:
            name: Kithkin
            types: [creature]
            power: 1
            toughness: 1
            triggered:
              - when: {{enters: {{filter: {{types: [creature], controller: you, other: true}}}}}}
                effects: [{{gain_life: {{amount: 1}}}}]
  - name: Doubling Season
    cost: "{{4}}{{G}}"
    types: [enchantment]
    static: [{{double_tokens: {{}}}}]
setup:
  players:
    - name: A
      hand: [Kithkin Gathering]
      battlefield:
      - Plains
      - Plains{season}
    - name: B
actions:
  - cast: {{player: A, card: Kithkin Gathering}}
  - resolve: all
expect:
  - life: {{A: {life}}}
"""


@pytest.mark.parametrize("doubling,life", [(False, 22), (True, 32)])
def test_tokens_created_together_each_see_the_others_enter(doubling, life):
    """Two tokens: each sees the other (2). Doubled to four: each sees three (12)."""
    result = run(token_game(doubling, life))
    assert result.passed, result.failure


def test_without_rule_603_6a_tokens_arrive_one_at_a_time():
    result = run(token_game(False, 22), disable=("603.6a",))
    assert not result.passed and "life A = 21" in result.failure


def test_without_rule_614_1a_nothing_doubles_the_tokens():
    result = run(token_game(True, 32), disable=("614.1a",))
    assert not result.passed and "life A = 22" in result.failure
