"""Core rules as peer engines test them (XMage and Forge check state-based actions, the order
of the stack, summoning sickness, combat damage and tokens with small games, too). These
scenarios back no corpus ruling, so they live here as engine tests rather than bundled checks;
each states the rule it shows and, where the engine registers that rule, that switching it off
changes what a player would see."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit


run = partial(run_game, scenario_id="core-peer", title="a core-rule game")


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


@pytest.mark.parametrize(
    "rule,symptom",
    [
        ("704.5g", "zone of Hill Giant"),
        ("704.5f", "zone of Grizzly Bears"),
        ("704.5j", "count A battlefield Isamaru"),
        ("704.5a", "lost"),
    ],
)
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


PLANESWALKERS = """
cards:
  - name: Lightning Bolt
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 3, to: target}}]
  # Legendary Planeswalker — Jace, loyalty 3.
  - name: Jace Beleren
    cost: "{1}{U}{U}"
    types: [planeswalker]
    supertypes: [legendary]
    subtypes: [Jace]
    loyalty: 3
  - name: Chandra Nalaar
    cost: "{3}{R}{R}"
    types: [planeswalker]
    supertypes: [legendary]
    subtypes: [Chandra]
    loyalty: 6
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      hand: [Lightning Bolt]
      battlefield: [Mountain, Grizzly Bears]
    - name: B
      hand: [Jace Beleren]
      battlefield: [Island, Island, Island, Chandra Nalaar]
  active: B
actions:
  - cast: {player: B, card: Jace Beleren}
  - resolve: 1
  - expect:
      - counters: {card: Jace Beleren, kind: loyalty, is: 3}
  - attack: {player: A, attackers: [{card: Grizzly Bears, defender: Chandra Nalaar}], at: {turn: 2, step: declare_attackers}}
  - advance: {turn: 2, step: postcombat_main}
  - cast: {player: A, card: Lightning Bolt, targets: [Jace Beleren]}
  - resolve: 1
expect:
  - counters: {card: Chandra Nalaar, kind: loyalty, is: 4}
  - life: {B: 20}
  - zone: {card: Jace Beleren, is: graveyard}
"""


def test_planeswalkers_lose_loyalty_to_damage_and_die_at_zero():
    """CR 306.5b: Jace enters with his printed loyalty 3; CR 508.1b: the Bears attack Chandra
    rather than B; CR 120.3c: their 2 combat damage removes two of her six loyalty counters
    (B's life is untouched); Bolt removes Jace's three and CR 704.5i puts him into the graveyard."""
    result = run(PLANESWALKERS)
    assert result.passed, result.failure


@pytest.mark.parametrize(
    "rule,symptom",
    [
        ("120.3c", "loyalty counters on Chandra Nalaar"),
        ("704.5i", "zone of Jace Beleren"),
        ("306.5b", "loyalty counters on Jace Beleren"),
        ("508.1b", "can't attack a planeswalker"),
    ],
)
def test_each_planeswalker_rule_is_needed(rule, symptom):
    result = run(PLANESWALKERS, disable=(rule,))
    assert not result.passed
    assert symptom in result.failure


def test_a_planeswalker_without_loyalty_is_refused_naming_the_field():
    from kb.checks import ScenarioError

    with pytest.raises(ScenarioError) as err:
        run(PLANESWALKERS.replace("    loyalty: 3\n", "", 1))
    assert "cards[1].loyalty" in str(err.value)


COMBAT_KEYWORDS = """
cards:
  - name: Striker
    cost: "{1}{W}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: [first strike]
  - name: Trampler
    cost: "{3}{G}"
    types: [creature]
    power: 5
    toughness: 5
    keywords: [trample, lifelink]
  - name: Bear
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      battlefield: [Striker, Trampler]
    - name: B
      battlefield: [Bear, Bear]
actions:
  - attack: {player: A, attackers: [Striker, Trampler], defender: B}
  - block: {blocks: {Bear: Striker, "Bear#2": Trampler}}
  - advance: {step: end_of_combat}
expect:
  - zone: {card: Striker, is: battlefield}
  - damage: {card: Striker, is: 0}
  - count: {player: B, zone: graveyard, name: Bear, is: 2}
  - life: {A: 25, B: 17}
"""


def test_first_strike_trample_and_lifelink_in_one_combat():
    """CR 702.7: the first striker kills its blocker before the blocker deals damage; CR 702.19:
    the 5/5 trampler assigns lethal 2 to its blocker and 3 to B; CR 702.15: its controller
    gains the 5 it dealt."""
    result = run(COMBAT_KEYWORDS)
    assert result.passed, result.failure


@pytest.mark.parametrize("rule,symptom", [("702.7", "zone of Striker"), ("702.19", "life B = 20"), ("702.15", "life A = 20")])
def test_each_combat_keyword_is_needed(rule, symptom):
    result = run(COMBAT_KEYWORDS, disable=(rule,))
    assert not result.passed
    assert symptom in result.failure


TAP_ABILITY_SICK = """
cards:
  # Creature 1/1 {R}: {T}: This deals 1 damage to any target.
  - name: Prodigal Pyro
    cost: "{R}"
    types: [creature]
    power: 1
    toughness: 1
    activated:
      - {cost: "{T}", targets: [any], effects: [{damage: {amount: 1, to: target}}]}
setup:
  players:
    - name: A
      hand: [Prodigal Pyro]
      battlefield: [Mountain]
    - name: B
actions:
  - cast: {player: A, card: Prodigal Pyro}
  - resolve: 1
  - activate: {player: A, card: Prodigal Pyro, ability: 1, targets: [B]}
    expect_error: {rule: "302.6"}
  - activate: {player: A, card: Prodigal Pyro, ability: 1, targets: [B], at: {turn: 3, step: precombat_main}}
  - resolve: 1
expect:
  - life: {B: 19}
"""


def test_tap_ability_waits_for_summoning_sickness_to_end():
    """CR 302.6: a creature's {T} ability can't be activated until its controller has controlled
    it continuously since their most recent turn began; in A's next turn it pings B."""
    assert run(TAP_ABILITY_SICK).passed
    assert not run(TAP_ABILITY_SICK, disable=("302.6",)).passed


EMPTY_LIBRARY = """
setup:
  players:
    - name: A
    - name: B
      library: []
actions:
  - advance: {turn: 2, step: precombat_main}
expect:
  - lost: B
"""


def test_drawing_from_an_empty_library_loses():
    """CR 704.5b: B has no library; in B's draw step B can't draw and then loses."""
    assert run(EMPTY_LIBRARY).passed
    result = run(EMPTY_LIBRARY, disable=("704.5b",))
    assert not result.passed
    assert "B has not lost the game" in result.failure
