"""A choice among named options made as an ability resolves (`choose_one`, CR 608.2d): answered by
label or number, scripted — an unscripted choice fails the check."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="choose-one", title="a choice as it resolves")


def _game(choices: str, expect: str, labels: str = "[life, cards]") -> str:
    return f"""
cards:
  - name: Pick
    cost: "{{G}}"
    types: [sorcery]
    spell:
      - choose_one:
          labels: {labels}
          options:
            - [{{gain_life: {{amount: 4}}}}]
            - [{{draw: {{amount: 2}}}}]
setup:
  players:
    - name: A
      hand: [Pick]
      battlefield: [Forest]
    - name: B
actions:
  - cast: {{player: A, card: Pick}}
  - resolve: all
    choices: {{A: {choices}}}
expect:
{expect}
"""


def test_choose_one_by_label_applies_only_that_option():
    result = run(_game("[{option: cards}]", "  - hand: {A: 2}\n  - life: {A: 20}"))
    assert result.passed, result.failure


def test_choose_one_by_number():
    result = run(_game("[{option: 1}]", "  - life: {A: 24}\n  - hand: {A: 0}"))
    assert result.passed, result.failure


def test_choose_one_unscripted_fails_naming_the_options():
    result = run(_game("[]", "  - life: {A: 24}"))
    assert not result.passed
    assert "UnscriptedChoice" in result.failure and "life, cards" in result.failure


def test_choose_one_without_rule_608_2d_offers_no_choice():
    result = run(_game("[{option: 1}]", "  - life: {A: 24}"), disable=("608.2d",))
    assert not result.passed


def test_choose_one_labels_must_match_the_options():
    result = run(_game("[{option: 1}]", "  - life: {A: 24}", labels="[life]"))
    assert not result.passed
    assert "choose_one" in result.failure and "1 labels for 2 options" in result.failure
