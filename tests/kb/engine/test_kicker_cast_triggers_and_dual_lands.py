"""Things XMage's kicker tests found the engine getting wrong (issue 13): a "when you cast
this spell, if it was kicked" trigger never triggered, because the condition looked for a
permanent the spell had become (CR 702.33d, 603.4) — and so did another permanent's "whenever
you cast a spell, if that spell was kicked", which asked about its own source; and a land with two {T} mana abilities
("{T}: Add {G}", "{T}: Add {U}") could only ever pay with its first one (601.2g)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="kicker-cast-triggers", title="kicker cast triggers and dual lands")

# Creature 2/2 {1}{R}, kicker {R}: when you cast this spell, if it was kicked, it deals 2 damage
# to target player. B may counter it with Counterspell.
CAST_TRIGGER = """
cards:
  - name: Kicked Caller
    cost: "{1}{R}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: ["kicker {R}"]
    triggered:
      - when: cast_self
        if: kicked
        targets: [player]
        effects: [{damage: {amount: 2, to: target}}]
  - {name: Counterspell, cost: "{U}{U}", types: [instant], spell: {targets: [spell], effects: [{counter: {what: target}}]}}
setup:
  players:
    - name: A
      hand: [Kicked Caller]
      battlefield: [Mountain, Mountain, Mountain]
    - name: B
      hand: [Counterspell]
      battlefield: [Island, Island]
actions:
%s
"""


def test_a_kicked_spell_triggers_its_own_when_you_cast_if_kicked_ability():
    result = run(
        CAST_TRIGGER
        % """  - cast: {player: A, card: Kicked Caller, kicker: true}
    choices: {A: [{target: B}]}
  - expect:
      - stack: {size: 2}
  - resolve: all
expect:
  - life: {B: 18}
  - zone: {card: Kicked Caller, is: battlefield}"""
    )
    assert result.passed, result.failure


def test_the_trigger_resolves_after_the_kicked_spell_was_countered():
    """The intervening 'if' is checked again as the trigger resolves: the countered spell is
    gone, but whether it was kicked is still known from the spell that was cast."""
    result = run(
        CAST_TRIGGER
        % """  - cast: {player: A, card: Kicked Caller, kicker: true}
    choices: {A: [{target: B}]}
  - cast: {player: B, card: Counterspell, targets: [Kicked Caller]}
  - resolve: all
expect:
  - life: {B: 18}
  - zone: {card: Kicked Caller, is: graveyard}"""
    )
    assert result.passed, result.failure


def test_an_unkicked_spell_does_not_trigger_it():
    result = run(
        CAST_TRIGGER
        % """  - cast: {player: A, card: Kicked Caller}
  - expect:
      - stack: {size: 1}
  - resolve: all
expect:
  - life: {B: 20}"""
    )
    assert result.passed, result.failure


def test_without_rule_702_33d_nothing_is_kicked_and_nothing_triggers():
    result = run(
        CAST_TRIGGER
        % """  - cast: {player: A, card: Kicked Caller, kicker: true}
    choices: {A: [{target: B}]}
  - resolve: all
expect:
  - life: {B: 18}""",
        disable=("702.33d",),
    )
    assert not result.passed


DUAL_LANDS = """
cards:
  - name: Tropical Island
    types: [land]
    subtypes: [Forest, Island]
    activated:
      - {cost: "{T}", add: "{G}"}
      - {cost: "{T}", add: "{U}"}
  - {name: Simic Bear, cost: "{G}{U}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Simic Bear]
      battlefield: %s
    - name: B
actions:
  - cast: {player: A, card: Simic Bear}
  - resolve: all
expect:
  - zone: {card: Simic Bear, is: battlefield}
"""


def test_two_lands_with_two_mana_abilities_each_pay_one_green_and_one_blue():
    result = run(DUAL_LANDS % "[Tropical Island, Tropical Island]")
    assert result.passed, result.failure


def test_one_such_land_still_makes_only_one_mana():
    result = run(DUAL_LANDS % "[Tropical Island]")
    assert not result.passed
    assert "cannot pay {U}{G}" in result.failure or "cannot pay {G}{U}" in result.failure


# Another permanent's "whenever you cast a spell, if that spell was kicked" (Hallar, the
# Firefletcher) asks about the spell cast, not about its own source.
WATCHER = """
cards:
  - name: Kick Watcher
    cost: "{1}{R}"
    types: [creature]
    power: 1
    toughness: 1
    triggered:
      - when: {cast: {by: you}}
        if: kicked
        effects: [{damage: {amount: 1, to: each_opponent}}]
  - {name: Kicked Bear, cost: "{1}{G}", types: [creature], power: 2, toughness: 2, keywords: ["kicker {G}"]}
setup:
  players:
    - name: A
      hand: [Kicked Bear]
      battlefield: [Kick Watcher, Forest, Forest, Forest]
    - name: B
actions:
  - cast: {player: A, card: Kicked Bear%s}
  - resolve: all
expect:
  - life: {B: %d}
"""


def test_whenever_you_cast_a_kicked_spell_triggers_for_the_kicked_spell_only():
    kicked = run(WATCHER % (", kicker: true", 19))
    plain = run(WATCHER % ("", 20))
    assert kicked.passed, kicked.failure
    assert plain.passed, plain.failure
