"""The restriction "can't be blocked" (a restriction on the attacker, checked as blockers are declared, 509.1b),
the trigger event "whenever this deals damage to a creature" and the cost "sacrifice a creature",
where no bundled check shows them: the restriction's duration, its static form, the trigger firing
outside combat too and never for damage to a player, and the cost taking only the activator's
creatures."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="cant-be-blocked", title="can't be blocked")

BEARS = '{name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}'

UNTIL_END_OF_TURN = f"""
cards:
  # Instant {{U}}: target creature can't be blocked this turn.
  - name: Slip Through
    cost: "{{U}}"
    types: [instant]
    spell: {{targets: [creature], effects: [{{restrict: {{what: target, be_blocked: true}}}}]}}
  - {BEARS}
setup:
  players:
    - name: A
      hand: [Slip Through]
      battlefield: [Island, {{card: Grizzly Bears, id: sneaky}}]
    - name: B
      battlefield: [{{card: Grizzly Bears, id: wall}}]
actions:
  - cast: {{player: A, card: Slip Through, targets: [sneaky]}}
  - resolve: all
  - attack: {{player: A, attackers: [sneaky]}}
    at: {{step: declare_attackers}}
  - block: {{blocks: {{wall: sneaky}}}}
    expect_error: {{rule: "509.1b"}}
  - block: {{blocks: {{}}}}
  - attack: {{player: A, attackers: [sneaky]}}
    at: {{turn: 3, step: declare_attackers}}
  - block: {{blocks: {{wall: sneaky}}}}
  - advance: {{step: end_of_combat}}
expect:
  - life: {{B: 18}}
  - zone: {{card: sneaky, is: graveyard}}
"""


def test_cant_be_blocked_this_turn_refuses_the_block_and_ends_with_the_turn():
    result = run(UNTIL_END_OF_TURN)
    assert result.passed, result.failure


def test_cant_be_blocked_is_gone_without_rule_509_1b():
    result = run(UNTIL_END_OF_TURN, disable=("509.1b",))
    assert not result.passed
    assert "expected the engine to refuse" in result.failure


STATIC_ON_ONE_ATTACKER = f"""
cards:
  # Creature {{1}}{{U}} 1/1 Faerie: this creature can't be blocked.
  - name: Unseen Faerie
    cost: "{{1}}{{U}}"
    types: [creature]
    subtypes: [Faerie]
    power: 1
    toughness: 1
    static: [{{restrict: {{to: {{self: true}}, be_blocked: true}}}}]
  - {BEARS}
setup:
  players:
    - name: A
      battlefield: [Unseen Faerie, Grizzly Bears]
    - name: B
      battlefield: [{{card: Grizzly Bears, id: wall}}]
actions:
  - attack: {{player: A, attackers: [Unseen Faerie, Grizzly Bears]}}
    at: {{step: declare_attackers}}
  - block: {{blocks: {{wall: Unseen Faerie}}}}
    expect_error: {{rule: "509.1b", code: block}}
  - block: {{blocks: {{wall: Grizzly Bears}}}}
  - advance: {{step: end_of_combat}}
expect:
  - life: {{B: 19}}
"""


def test_static_cant_be_blocked_applies_to_its_creature_only():
    result = run(STATIC_ON_ONE_ATTACKER)
    assert result.passed, result.failure


DAMAGE_TRIGGER = f"""
cards:
  # Creature {{2}}{{R}} 2/4 Giant: whenever it deals damage to a creature, you gain 1 life.
  # {{R}}: it deals 1 damage to any target.
  - name: Brawling Giant
    cost: "{{2}}{{R}}"
    types: [creature]
    subtypes: [Giant]
    power: 2
    toughness: 4
    triggered:
      - {{when: deals_damage_to_creature, label: gain, effects: [{{gain_life: {{amount: 1}}}}]}}
    activated:
      - {{cost: "{{R}}", label: ping, targets: [any], effects: [{{damage: {{amount: 1, to: target}}}}]}}
  - {BEARS}
setup:
  players:
    - name: A
      battlefield: [Brawling Giant, Mountain, Mountain]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - activate: {{player: A, card: Brawling Giant, ability: ping, targets: [Grizzly Bears], pay_with: [Mountain]}}
  - resolve: all
  - activate: {{player: A, card: Brawling Giant, ability: ping, targets: [B], pay_with: ["Mountain#2"]}}
  - resolve: all
expect:
  - life: {{A: 21, B: 19}}
  - damage: {{card: Grizzly Bears, is: 1}}
"""


def test_deals_damage_to_creature_triggers_outside_combat_and_not_for_a_player():
    result = run(DAMAGE_TRIGGER)
    assert result.passed, result.failure


SACRIFICE_A_CREATURE = """
cards:
  # Artifact {2}: sacrifice a creature: you gain 2 life.
  - name: Blood Altar
    cost: "{2}"
    types: [artifact]
    activated:
      - {cost: [{sacrifice: creature}], label: offer, effects: [{gain_life: {amount: 2}}]}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
setup:
  players:
    - name: A
      battlefield: [Blood Altar, Grizzly Bears]
    - name: B
      battlefield: [{card: Grizzly Bears, id: theirs}]
actions:
  - activate: {player: A, card: Blood Altar, ability: offer}
  - resolve: all
  - activate: {player: A, card: Blood Altar, ability: offer}
    expect_error: {code: cost}
expect:
  - life: {A: 22}
  - zone: {card: Grizzly Bears, is: graveyard}
  - zone: {card: theirs, is: battlefield}
"""


def test_sacrifice_a_creature_cost_takes_one_of_the_activators_creatures_and_needs_one():
    result = run_game(SACRIFICE_A_CREATURE, scenario_id="sacrifice-cost", title="sacrifice a creature")
    assert result.passed, result.failure
