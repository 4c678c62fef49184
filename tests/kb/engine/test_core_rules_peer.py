"""Core rules as peer engines test them (XMage and Forge check state-based actions, the order
of the stack, summoning sickness, combat damage and tokens with small games, too). These
scenarios back no corpus ruling, so they live here as engine tests rather than bundled checks;
each states the rule it shows and, where the engine registers that rule, that switching it off
changes what a player would see."""
from __future__ import annotations

import textwrap

import pytest

from kb.checks import FORMAT, parse_scenario, run_scenario

pytestmark = pytest.mark.unit


def run(body: str, disable: tuple[str, ...] = ()):
    text = f"format: {FORMAT}\nid: core-peer\ntitle: a core-rule game\n" + textwrap.dedent(body)
    return run_scenario(parse_scenario(text), disable=disable)


STATE_BASED_ACTIONS = """
cards:
  - name: Lightning Bolt
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 3, to: target}}]
  # Instant {B}: Target creature gets -2/-2 until end of turn.
  - name: Disfigure
    cost: "{B}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{pump: {what: target, power: -2, toughness: -2}}]
  - name: Hill Giant
    cost: "{3}{R}"
    types: [creature]
    power: 3
    toughness: 3
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
  - name: Isamaru
    cost: "{W}"
    types: [creature]
    supertypes: [legendary]
    power: 2
    toughness: 1
setup:
  players:
    - name: A
      hand: [Lightning Bolt, Disfigure, Isamaru, Lightning Bolt]
      battlefield: [Mountain, Swamp, Plains, Mountain, Isamaru]
    - name: B
      life: 3
      battlefield: [Hill Giant, Grizzly Bears]
actions:
  - cast: {player: A, card: Lightning Bolt, targets: [Hill Giant]}
  - resolve: 1
  - cast: {player: A, card: Disfigure, targets: [Grizzly Bears]}
  - resolve: 1
  - cast: {player: A, card: Isamaru}
    choices: {A: [{card: Isamaru}]}
  - resolve: 1
  - expect:
      - zone: {card: Hill Giant, is: graveyard}
      - zone: {card: Grizzly Bears, is: graveyard}
      - count: {player: A, zone: battlefield, name: Isamaru, is: 1}
      - count: {player: A, zone: graveyard, name: Isamaru, is: 1}
  - cast: {player: A, card: "Lightning Bolt#2", targets: [B]}
  - resolve: 1
expect:
  - life: {B: 0}
  - lost: B
"""


def test_state_based_actions_clean_up_after_each_spell():
    """CR 704.5g (lethal damage destroys), 704.5f (toughness 0 or less: to the graveyard),
    704.5j (two legendary permanents with one name: the controller keeps one) and 704.5a (a
    player at 0 life loses): Bolt kills a 3/3, -2/-2 kills a 2/2, a second Isamaru sends one
    Isamaru away, and Bolt to a player at 3 life ends the game."""
    assert run(STATE_BASED_ACTIONS).passed


@pytest.mark.parametrize("rule,symptom", [
    ("704.5g", "zone of Hill Giant"),
    ("704.5f", "zone of Grizzly Bears"),
    ("704.5j", "count A battlefield Isamaru"),
    ("704.5a", "lost"),
])
def test_each_state_based_action_is_needed(rule, symptom):
    """Without the rule the creature stays, both legends stay, or the player at 0 life plays on."""
    result = run(STATE_BASED_ACTIONS, disable=(rule,))
    assert not result.passed
    assert symptom in result.failure


LAST_IN_FIRST_OUT = """
cards:
  - name: Shock
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 2, to: target}}]
  - name: Giant Growth
    cost: "{G}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{pump: {what: target, power: 3, toughness: 3}}]
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      hand: [Shock]
      battlefield: [Mountain]
    - name: B
      hand: [Giant Growth]
      battlefield: [Grizzly Bears, Forest]
actions:
  - cast: {player: A, card: Shock, targets: [Grizzly Bears]}
  - cast: {player: B, card: Giant Growth, targets: [Grizzly Bears]}
  - expect:
      - stack: {is: [Giant Growth, Shock]}
  - resolve: 1
  - expect:
      - stack: {is: [Shock]}
      - pt: {card: Grizzly Bears, is: [5, 5]}
  - resolve: 1
expect:
  - zone: {card: Grizzly Bears, is: battlefield}
  - damage: {card: Grizzly Bears, is: 2}
"""


def test_the_spell_cast_last_resolves_first():
    """CR 405.5 / 608.1: all players pass, the top object of the stack resolves. Giant Growth, cast
    in response to Shock, resolves first: the Bears are 5/5 when the 2 damage arrives and live."""
    result = run(LAST_IN_FIRST_OUT)
    assert result.passed, result.failure


SUMMONING_SICKNESS = """
cards:
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
  - name: Raging Goblin
    cost: "{R}"
    types: [creature]
    power: 1
    toughness: 1
    keywords: [haste]
setup:
  players:
    - name: A
      hand: [Grizzly Bears, Raging Goblin]
      battlefield: [Forest, Forest, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Grizzly Bears}
  - resolve: 1
  - cast: {player: A, card: Raging Goblin}
  - resolve: 1
  - expect:
      - legal: {action: {attack: {player: A, attackers: [Grizzly Bears], defender: B}}, is: false, rule: "302.6"}
  - attack: {player: A, attackers: [Raging Goblin], defender: B}
  - advance: {step: postcombat_main}
expect:
  - life: {B: 19}
  - tapped: {card: Raging Goblin, is: true}
"""


def test_summoning_sick_creature_cannot_attack_but_haste_can():
    """CR 302.6: a creature can attack only if its controller has controlled it continuously
    since their most recent turn began; CR 702.10 (haste) lifts that."""
    assert run(SUMMONING_SICKNESS).passed


@pytest.mark.parametrize("rule", ["302.6", "702.10"])
def test_summoning_sickness_and_haste_are_both_needed(rule):
    """Without 302.6 the fresh Bears may attack; without haste the Goblin may not."""
    assert not run(SUMMONING_SICKNESS, disable=(rule,)).passed


COMBAT_AND_TOKENS = """
cards:
  # Instant {1}{W}: Create two 1/1 white Soldier creature tokens.
  - name: Raise the Alarm
    cost: "{1}{W}"
    types: [instant]
    spell:
      - create_token: {token: {name: Soldier, types: [creature], subtypes: [Soldier], colors: [white], power: 1, toughness: 1}, count: 2}
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      hand: [Raise the Alarm]
      battlefield: [Plains, Plains]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - cast: {player: A, card: Raise the Alarm}
  - resolve: 1
  - attack: {player: A, attackers: [Soldier, "Soldier#2"], defender: B, at: {turn: 3, step: declare_attackers}}
  - block: {blocks: {Grizzly Bears: Soldier}}
  - advance: {turn: 3, step: postcombat_main}
expect:
  - life: {B: 19}
  - count: {player: A, zone: battlefield, tokens: true, is: 1}
  - count: {player: A, zone: graveyard, is: 1}
  - damage: {card: Grizzly Bears, is: 1}
"""


def test_unblocked_token_deals_damage_and_blocked_token_ceases_to_exist():
    """CR 510.1: combat damage is dealt (the unblocked Soldier hits B for 1, the blocked one
    deals 1 to the Bears); CR 704.5d: the dead Soldier token leaves the graveyard for good."""
    assert run(COMBAT_AND_TOKENS).passed


@pytest.mark.parametrize("rule,symptom", [("510.1", "life B"), ("704.5d", "count A graveyard")])
def test_combat_damage_and_token_rules_are_needed(rule, symptom):
    result = run(COMBAT_AND_TOKENS, disable=(rule,))
    assert not result.passed
    assert symptom in result.failure
