"""Statics that give keywords to spells on the stack (`grant_spells`): a permanent's ("the first
spell you cast each turn has cascade", CR 613.1f) and a spell's own ("if this spell was kicked, it
has split second", 113.6) — small games beside the bundled peer checks."""

from __future__ import annotations

from functools import partial

import pytest

from kb.checks import FORMAT, ScenarioError, parse_scenario
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="spell-grants", title="keywords for spells")


def _game(static: str, caster: str, after_cast: str, expect: str) -> str:
    card, turn = ("Grizzly Bears", 1) if caster == "A" else ("Grizzly Bears#2", 2)
    return f"""
cards:
  # Enchantment: creature spells you cast have split second.
  - name: Hurry Field
    cost: "{{W}}"
    types: [enchantment]
    static: [{static}]
  - {{name: Grizzly Bears, cost: "{{1}}{{G}}", types: [creature], power: 2, toughness: 2}}
  - {{name: Giant Growth, cost: "{{G}}", types: [instant], spell: [{{gain_life: {{amount: 3}}}}]}}
setup:
  players:
    - name: A
      hand: [Grizzly Bears, Giant Growth]
      battlefield: [Hurry Field, Forest, Forest, Forest]
    - name: B
      hand: [Grizzly Bears, Giant Growth]
      battlefield: [Forest, Forest, Forest]
actions:
  - cast: {{player: {caster}, card: {card}, at: {{turn: {turn}, step: precombat_main}}}}
{after_cast}
expect:
{expect}
"""


SPLIT = "{grant_spells: {spells: {types: [creature]}, keywords: [split second]}}"


def test_spell_grants_keyword_on_the_stack_only_not_on_the_permanent_it_becomes():
    result = run(
        _game(
            SPLIT,
            "A",
            """  - expect: [{keyword: {card: Grizzly Bears, has: split second, is: true}}]
  - cast: {player: B, card: Giant Growth#2}
    expect_error: {rule: "702.61a"}
  - resolve: all""",
            "  - keyword: {card: Grizzly Bears, has: split second, is: false}\n  - zone: {card: Grizzly Bears, is: battlefield}",
        )
    )
    assert result.passed, result.failure


def test_spell_grants_keyword_not_given_without_rule_613_1f():
    result = run(
        _game(SPLIT, "A", "  - resolve: all", "  - zone: {card: Grizzly Bears, is: battlefield}").replace(
            "  - resolve: all", "  - expect: [{keyword: {card: Grizzly Bears, has: split second, is: true}}]"
        ),
        disable=("613.1f",),
    )
    assert not result.passed
    assert "split second" in result.failure


def test_spell_grants_who_you_leaves_opponents_spells_alone():
    # B's creature spell doesn't get split second from A's enchantment: A may respond
    result = run(
        _game(
            SPLIT,
            "B",
            "  - cast: {player: A, card: Giant Growth}\n  - resolve: all",
            "  - life: {A: 23}\n  - zone: {card: Grizzly Bears#2, is: battlefield}",
        )
    )
    assert result.passed, result.failure


def test_spell_grants_first_each_turn_skips_the_second_spell():
    first_only = "{grant_spells: {keywords: [split second], first_each_turn: true}}"
    result = run(
        _game(
            first_only,
            "A",
            """  - resolve: all
  - cast: {player: A, card: Giant Growth}
  - expect: [{keyword: {card: Giant Growth, has: split second, is: false}}]
  - resolve: all""",
            "  - life: {A: 23}",
        )
    )
    assert result.passed, result.failure


def test_spell_grants_without_keywords_is_refused_naming_the_field():
    text = f"""format: {FORMAT}
id: bad
title: bad
cards:
  - {{name: Field, cost: "{{W}}", types: [enchantment], static: [{{grant_spells: {{first_each_turn: true}}}}]}}
setup:
  players: [{{name: A}}, {{name: B}}]
"""
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text)
    assert "keywords" in str(err.value)
