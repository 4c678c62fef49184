"""Replacement effects on damage (kb/engine/redirection.py) and on cards going to a graveyard
(kb/engine/graveyard_replacement.py): a redirection shield moves only the
damage it names and is then used up (CR 614.9), a player's damage can be redirected to a
permanent, a redirection doesn't make the damage its new recipient's to prevent differently, and
"sacrifice that many permanents instead" deals no damage (614.1a). The rulings these back have
their checks under data/checks/redirection and data/checks/replacement."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="redirection", title="redirection of damage")

CARDS = """
cards:
  # Instant {W}: the next 2 damage that would be dealt to you this turn is dealt to target creature you control instead.
  - name: Take the Hit
    cost: "{W}"
    types: [instant]
    spell:
      targets: [{kind: creature, filter: {controller: you}}]
      effects: [{redirect_next: {from: you, to: target, amount: 2}}]
  # Instant {R}: 3 damage to any target.
  - {name: Lightning Bolt, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 3, to: target}}]}}
  - {name: Giant Spider, cost: "{3}{G}", types: [creature], power: 2, toughness: 4}
"""


def _bolt_at_a(extra_actions: str, expect: str) -> str:
    return (
        CARDS
        + """
setup:
  players:
    - name: A
      hand: [Take the Hit]
      battlefield: [Giant Spider, Plains]
    - name: B
      hand: [Lightning Bolt, Lightning Bolt]
      battlefield: [Mountain, Mountain]
actions:
  - cast: {player: A, card: Take the Hit, targets: [Giant Spider]}
  - resolve: all
"""
        + extra_actions
        + "expect:\n"
        + expect
    )


BOLT = "  - cast: {player: B, card: Lightning Bolt, targets: [A]}\n  - resolve: all\n"


def test_redirection_shield_moves_only_what_it_names_from_a_player_to_a_creature():
    result = run(_bolt_at_a(BOLT, "  - damage: {card: Giant Spider, is: 2}\n  - life: {A: 19}\n"))
    assert result.passed, result.failure


def test_redirection_shield_is_used_up_and_later_damage_stays_with_the_player():
    second = BOLT.replace("Lightning Bolt,", "'Lightning Bolt#2',")
    result = run(_bolt_at_a(BOLT + second, "  - damage: {card: Giant Spider, is: 2}\n  - life: {A: 16}\n"))
    assert result.passed, result.failure


def test_without_614_9_the_player_takes_all_the_damage():
    result = run(_bolt_at_a(BOLT, "  - life: {A: 17}\n  - damage: {card: Giant Spider, is: 0}\n"), disable=("614.9",))
    assert result.passed, result.failure


def test_sacrifice_instead_of_damage_deals_no_damage_and_asks_for_each_permanent():
    body = """
cards:
  - {name: Lich, cost: "{B}", types: [creature], power: 1, toughness: 4, static: [{sacrifice_instead: {}}]}
  - {name: Lightning Bolt, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 3, to: target}}]}}
setup:
  players:
    - name: A
      battlefield: [Lich, Swamp, Swamp, Swamp]
    - name: B
      hand: [Lightning Bolt]
      battlefield: [Mountain]
actions:
  - cast: {player: B, card: Lightning Bolt, targets: [Lich]}
  - resolve: all
    choices: {A: [{card: Swamp}, {card: "Swamp#2"}, {card: "Swamp#3"}]}
expect:
  - damage: {card: Lich, is: 0}
  - count: {player: A, zone: battlefield, is: 1}
"""
    result = run(body)
    assert result.passed, result.failure


def test_exile_instead_catches_an_opponents_card_but_not_a_token_or_your_own():
    body = """
cards:
  - {name: Void Ward, cost: "{2}{B}", types: [enchantment], static: [{exile_instead: {whose: opponents}}]}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
  # Sorcery {2}{B}{B}: destroy all creatures.
  - {name: Plague Wind, cost: "{2}{B}{B}", types: [sorcery], spell: [{destroy: {what: {all: {types: [creature]}}}}]}
  - name: Call a Soldier
    cost: "{W}"
    types: [sorcery]
    spell: [{create_token: {token: {name: Soldier, types: [creature], power: 1, toughness: 1}}}]
setup:
  players:
    - name: A
      hand: [Call a Soldier, Plague Wind]
      battlefield: [Void Ward, Grizzly Bears, Plains, Swamp, Swamp, Swamp, Swamp]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - cast: {player: A, card: Call a Soldier, pay_with: [Plains]}
  - resolve: all
  - cast: {player: A, card: Plague Wind}
  - resolve: all
expect:
  - zone: {card: Grizzly Bears, is: graveyard}
  - zone: {card: "Grizzly Bears#2", is: exile}
  - zone: {card: Plague Wind, is: graveyard}
  - count: {player: A, zone: battlefield, tokens: true, is: 0}
"""
    result = run(body)
    assert result.passed, result.failure


BATTLE_SHIELD = """
cards:
  # Test battle: {0}: The next 2 damage that would be dealt to you this turn is dealt to this battle instead.
  - name: Shield Siege
    cost: "{2}{W}"
    types: [battle]
    activated:
      - cost: "{0}"
        label: shield
        effects: [{redirect_next: {from: you, to: self, amount: 2}}]
  - {name: Lightning Bolt, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 3, to: target}}]}}
setup:
  players:
    - name: A
      battlefield: [Shield Siege]
    - name: B
      hand: [Lightning Bolt]
      battlefield: [Mountain]
actions:
  - activate: {player: A, card: Shield Siege, ability: shield}
  - resolve: all
  - cast: {player: B, card: Lightning Bolt, targets: [A]}
  - resolve: all
expect:
  - life: {A: 19}
"""


def test_damage_is_redirected_to_a_battle_as_to_a_creature_or_planeswalker():
    # 614.9 names battles beside creatures and planeswalkers; a battle once counted as a
    # permanent that can't take redirected damage, so the player took all 3
    result = run(BATTLE_SHIELD)
    assert result.passed, result.failure
