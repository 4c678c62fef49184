"""Rules a peer engine's test suite found the engine getting wrong (issue 13): the cleanup step
after players received priority in it (CR 514.3a), copies that were never cast (707.10), and
spells cast while an ability resolves — their optional additional costs (601.2b) and the mana
abilities that pay them (601.2g, 605.3a), which the script names and the engine never picks."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="resolution-rules", title="a rule the peer run found")


# A madness card that draws: cast in the cleanup step, it brings A's hand above seven again,
# so the second cleanup step (514.3a) has A discard once more.
MADNESS_DRAW_IN_CLEANUP = """
cards:
  # Instant {2}{U}: draw three cards. Madness {U}.
  - name: Deep Thoughts
    cost: "{2}{U}"
    types: [instant]
    keywords: ["madness {U}"]
    spell: [{draw: {amount: 3}}]
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      hand:
        - Deep Thoughts
        - {card: Grizzly Bears, count: 7}
      battlefield: [Island]
      library:
        - {card: Grizzly Bears, count: 10}
    - name: B
actions:
  - advance: {turn: 1, step: end}
  - pass: {times: 2}
    choices: {A: [{card: Deep Thoughts}, {may: yes}, {cast: yes}]}
  - resolve: all
  - expect:
      - hand: {A: 10}
  - advance: {turn: 2, step: upkeep}
    choices: {A: [{card: Grizzly Bears}, {card: Grizzly Bears}, {card: Grizzly Bears}]}
expect:
  - hand: {A: 7}
  - count: {player: A, zone: graveyard, name: Grizzly Bears, is: 3}
"""


def test_cleanup_with_priority_is_followed_by_another_cleanup_that_discards_again():
    result = run(MADNESS_DRAW_IN_CLEANUP)
    assert result.passed, result.failure
    assert sum("[cleanup]" in line for line in result.log) == 2


def test_cleanup_without_rule_514_3a_gives_no_priority_and_no_second_cleanup():
    result = run(MADNESS_DRAW_IN_CLEANUP, disable=("514.3a",))
    assert not result.passed


def fireblast_copy(condition: str) -> str:
    return f"""
cards:
  # Instant {{1}}{{R}}: deals 2 damage to target player; 4 instead if the condition holds.
  - name: Home Fire
    cost: "{{1}}{{R}}"
    types: [instant]
    spell:
      targets: [player]
      effects:
        - if: {{condition: {condition}, then: [{{damage: {{amount: 4, to: target}}}}], else: [{{damage: {{amount: 2, to: target}}}}]}}
  - name: Twincast
    cost: "{{U}}{{U}}"
    types: [instant]
    spell:
      targets: [{{kind: spell, filter: {{types: [instant, sorcery]}}}}]
      effects: [{{copy_spell: {{what: target}}}}]
setup:
  players:
    - name: A
      hand: [Home Fire, Twincast]
      battlefield: [Mountain, Mountain, Island, Island]
    - name: B
actions:
  - cast: {{player: A, card: Home Fire, targets: [B], pay_with: [Mountain, "Mountain#2"]}}
  - cast: {{player: A, card: Twincast, targets: [Home Fire]}}
  - resolve: all
    choices: {{A: [{{target: B}}]}}
expect:
  - life: {{B: 14}}   # the copy 2 (not cast), the original 4
"""


@pytest.mark.parametrize("condition", ["cast_from_hand", "{cast_from: hand}", "cast_in_your_main_phase"])
def test_copy_of_a_spell_was_not_cast_so_how_it_was_cast_is_false_for_it(condition):
    result = run(fireblast_copy(condition))
    assert result.passed, result.failure


CASCADE_INTO_KICKER = """
cards:
  # Sorcery {3}{R}{G}: cascade; 3 damage to target opponent.
  - name: Bloodbraid Blast
    cost: "{3}{R}{G}"
    types: [sorcery]
    keywords: [cascade]
    spell:
      targets: [opponent]
      effects: [{damage: {amount: 3, to: target}}]
  # Sorcery {1}{G}: kicker {2}; you gain 2 life, or 5 if kicked.
  - name: Kicked Growth
    cost: "{1}{G}"
    types: [sorcery]
    keywords: ["kicker {2}"]
    spell:
      - if: {condition: kicked, then: [{gain_life: {amount: 5}}], else: [{gain_life: {amount: 2}}]}
setup:
  players:
    - name: A
      hand: [Bloodbraid Blast]
      battlefield: [Mountain, Forest, Forest, Forest, Forest, Forest, Forest, Forest]
      library: [Kicked Growth, Forest]
    - name: B
actions:
  - cast: {player: A, card: Bloodbraid Blast, targets: [B], pay_with: [Mountain, Forest, "Forest#2", "Forest#3", "Forest#4"]}
  - resolve: 1
    choices: {A: [{cast: yes}, COSTS PAY]}
  - resolve: all
expect:
  - life: {A: LIFE, B: 17}
"""


def cascade(costs: str, pay: str, life: int) -> str:
    extra = ", ".join(x for x in (costs, pay) if x)
    return CASCADE_INTO_KICKER.replace("COSTS PAY", extra).replace(", ]", "]").replace("LIFE", str(life))


def test_spell_cast_by_cascade_may_pay_its_kicker_with_the_lands_the_script_names():
    result = run(cascade("{costs: [kicker]}", '{pay_with: ["Forest#5", "Forest#6"]}', 25))
    assert result.passed, result.failure


def test_spell_cast_by_cascade_is_not_kicked_unless_the_script_says_so():
    result = run(cascade("", "", 22))
    assert result.passed, result.failure


def test_mana_sources_for_a_payment_during_resolution_are_never_picked_by_the_engine():
    """Three Forests could pay {2}: which two is the player's choice, and it wasn't scripted."""
    result = run(cascade("{costs: [kicker]}", "", 25))
    assert not result.passed
    assert "no choice is scripted" in result.failure and "pay_with" in result.failure


def test_optional_additional_cost_during_resolution_needs_rule_601_2b():
    result = run(cascade("{costs: [kicker]}", '{pay_with: ["Forest#5", "Forest#6"]}', 25), disable=("601.2b",))
    assert not result.passed
