"""Things the scenario format could not say before (issue 13): amounts with arithmetic and
spells cast this turn, cast triggers filtered by the zone cast from, X in an activated cost,
and "exile the top card of your library; you may cast it this turn"."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="format-gaps", title="a gap in the format")

BOLTS = """
cards:
  - name: Spark
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 1, to: target}}]
  # Instant {R}: deals 1 damage to target player, plus 2 for each other spell you've cast this turn.
  - name: Finale
    cost: "{R}"
    types: [instant]
    spell:
      targets: [player]
      effects: [{damage: {amount: {plus: [1, {times: [2, {minus: [{spells_cast: you}, 1]}]}]}, to: target}}]
setup:
  players:
    - name: A
      hand: [Spark, Spark, Finale]
      battlefield: [Mountain, Mountain, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Spark, targets: [B]}
  - resolve: 1
  - cast: {player: A, card: "Spark#2", targets: [B]}
  - resolve: 1
  - cast: {player: A, card: Finale, targets: [B]}
  - resolve: 1
expect:
  - life: {B: 13}   # 1 + 1 + (1 + 2 * 2)
"""


def test_amount_arithmetic_counts_the_spells_cast_this_turn():
    result = run(BOLTS)
    assert result.passed, result.failure


FROM_EXILE = """
cards:
  # Enchantment: Whenever you cast a spell from exile, you gain 3 life.
  - name: Exile Watcher
    cost: "{2}{W}"
    types: [enchantment]
    triggered:
      - {when: {cast: {by: you, from: exile}}, effects: [{gain_life: {amount: 3}}]}
  # Sorcery {1}{R}: Exile the top card of your library. You may cast it this turn.
  - name: Reckless Impulse
    cost: "{1}{R}"
    types: [sorcery]
    spell: [{exile: {what: top_of_library}}, {may_cast: {what: it}}]
  - name: Spark
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 1, to: target}}]
setup:
  players:
    - name: A
      hand: [Reckless Impulse, Spark]
      battlefield: [Mountain, Mountain, Mountain, Mountain, Exile Watcher]
      library: [{card: Spark, id: top-spark}, Mountain]
    - name: B
actions:
  - cast: {player: A, card: Reckless Impulse}
  - resolve: 1
  - cast: {player: A, card: top-spark, targets: [B]}
  - resolve: all
  - cast: {player: A, card: Spark, targets: [B]}
  - resolve: all
expect:
  - life: {A: 23, B: 18}   # only the spell cast from exile gains life
"""


def test_cast_trigger_filtered_by_zone_and_cast_permission_from_exile():
    result = run(FROM_EXILE)
    assert result.passed, result.failure


def test_cast_permission_from_exile_ends_with_the_turn():
    body = (
        FROM_EXILE.split("actions:")[0]
        + """actions:
  - cast: {player: A, card: Reckless Impulse}
  - resolve: 1
  - advance: {turn: 3, step: precombat_main}
  - cast: {player: A, card: top-spark, targets: [B]}
    expect_error: {rule: "601.3"}
"""
    )
    result = run(body)
    assert result.passed, result.failure


X_ABILITY = """
cards:
  # Artifact: {X}, {T}: deals X damage to any target.
  - name: Rod of X
    cost: "{3}"
    types: [artifact]
    activated:
      - {cost: "{X}, {T}", targets: [any], effects: [{damage: {amount: X, to: target}}]}
setup:
  players:
    - name: A
      battlefield: [Mountain, Mountain, Mountain, Rod of X]
    - name: B
actions:
  - activate: {player: A, card: Rod of X, targets: [B], x: 3}
  - resolve: 1
expect:
  - life: {B: 17}
  - count: {player: A, zone: battlefield, types: land, tapped: true, is: 3}
"""


def test_x_in_an_activated_cost_is_the_amount_x_of_its_effect():
    result = run(X_ABILITY)
    assert result.passed, result.failure


COLOURS = """
cards:
  # Instant {U}: Target creature becomes blue and a Dalek in addition to its other types until end of turn.
  - name: Paint Over
    cost: "{U}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{set_colors: {what: target, colors: [blue]}}, {change_subtypes: {what: target, add: [Dalek]}}]
  - name: Goblin
    cost: "{R}"
    types: [creature]
    subtypes: [Goblin]
    power: 1
    toughness: 1
setup:
  players:
    - name: A
      hand: [Paint Over]
      battlefield: [Island, Goblin]
    - name: B
actions:
  - cast: {player: A, card: Paint Over, targets: [Goblin]}
  - expect:
      - targets: {item: Paint Over, is: [Goblin]}
      - colors: {card: Goblin, is: [red]}
  - resolve: 1
  - expect:
      - colors: {card: Goblin, is: [blue]}
      - subtype: {card: Goblin, has: Dalek, is: true}
      - subtype: {card: Goblin, has: Goblin, is: true}
  - advance: {turn: 2, step: upkeep}
expect:
  - colors: {card: Goblin, is: [red]}
  - subtype: {card: Goblin, has: Dalek, is: false}
"""


def test_colour_and_subtype_changes_and_the_expectations_that_read_them():
    result = run(COLOURS)
    assert result.passed, result.failure


def test_targets_expectation_names_what_was_chosen():
    result = run(COLOURS.replace("targets: {item: Paint Over, is: [Goblin]}", "targets: {item: Paint Over, is: [B]}"))
    assert not result.passed and "targets of Paint Over = ['Goblin']" in result.failure


RANDOM_DISCARD = """
cards:
  # Sorcery {B}: Target player discards two cards at random.
  - name: Mind Shatter
    cost: "{B}"
    types: [sorcery]
    spell:
      targets: [player]
      effects: [{discard: {who: target, amount: 2, random: true}}]
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  seed: SEED
  players:
    - name: A
      hand: [Mind Shatter]
      battlefield: [Swamp]
    - name: B
      hand: [Grizzly Bears, Swamp, Island, Forest]
actions:
  - cast: {player: A, card: Mind Shatter, targets: [B]}
  - resolve: 1
expect:
  - hand: {B: 2}
"""


def test_random_discard_needs_no_scripted_choice_and_repeats_with_the_seed():
    first, again = run(RANDOM_DISCARD.replace("SEED", "1")), run(RANDOM_DISCARD.replace("SEED", "1"))
    assert first.passed, first.failure
    assert first.log == again.log


def test_random_discard_depends_on_the_seed():
    logs = {tuple(line for line in run(RANDOM_DISCARD.replace("SEED", str(seed))).log if "discards" in line) for seed in range(6)}
    assert len(logs) > 1


THRESHOLD = """
cards:
  # Creature {1}{G} 1/1. Threshold — As long as seven or more cards are in your graveyard,
  # this creature gets +3/+3.
  - name: Werebear
    cost: "{1}{G}"
    types: [creature]
    power: 1
    toughness: 1
    static:
      - grant: {to: {self: true}, power: 3, toughness: 3, if: {graveyard_at_least: 7}}
  # Sorcery {U}: Target player mills two cards.
  - name: Thought Scour
    cost: "{U}"
    types: [sorcery]
    spell:
      targets: [player]
      effects: [{mill: {who: target, amount: 2}}]
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
setup:
  players:
    - name: A
      hand: [Thought Scour]
      battlefield: [Island, Werebear, Grizzly Bears]
      graveyard: [Forest, Forest, Forest, Forest, Forest]
      library: [Forest, Forest, Forest]
    - name: B
actions:
  - expect:
      - pt: {card: Werebear, is: [1, 1]}
      - pt: {card: Grizzly Bears, is: [2, 2]}
  - cast: {player: A, card: Thought Scour, targets: [A]}
  - resolve: 1
expect:
  - pt: {card: Werebear, is: [4, 4]}   # 5 + 2 milled + the Scour itself = 8 cards
  - pt: {card: Grizzly Bears, is: [2, 2]}
"""


def test_threshold_static_applies_only_while_its_condition_holds():
    result = run(THRESHOLD)
    assert result.passed, result.failure
