"""Copy effects on permanents and copies on the stack (CR 707): what the scenario format says
about them beyond the bundled checks — a malformed exception is refused by its field path, a
copy keeps the values it took when it began (707.2b), and demonstrate asks which opponent."""

from __future__ import annotations

from functools import partial

import pytest

from kb.checks import ScenarioError, parse_scenario
from tests.kb.engine.games import run_game, scenario_text

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="copy-effects", title="copy effects")

CARDS = """
cards:
  - name: Grizzly Bears
    cost: "{1}{G}"
    types: [creature]
    power: 2
    toughness: 2
  - name: Goblin Piker
    cost: "{1}{R}"
    types: [creature]
    power: 1
    toughness: 1
  - name: Clone
    cost: "{3}{U}"
    types: [creature]
    power: 0
    toughness: 0
    static: [{enters_as_copy: {filter: {types: [creature]}}}]
  - name: Mimic Spell
    cost: "{U}"
    types: [sorcery]
    spell:
      targets: [creature, creature]
      effects: [{become_copy: {what: target, of: target2}}]
"""


def test_copy_exception_with_unknown_key_is_refused_naming_the_field_and_the_keys():
    text = scenario_text("""
cards:
  - name: Clone
    types: [creature]
    power: 0
    toughness: 0
    static: [{enters_as_copy: {except: {legendary: false}}}]
setup:
  players: [{name: A}, {name: B}]
""")
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text)
    assert "enters_as_copy.except.legendary" in str(err.value)
    assert "remove_supertypes" in err.value.allowed


def test_copy_keeps_the_values_it_took_when_the_original_later_becomes_something_else():
    """707.2b: Clone entered as a copy of Grizzly Bears; the Bears then become a copy of the
    Goblin — the Clone is still a 2/2 Grizzly Bears."""
    result = run(
        CARDS
        + """
setup:
  players:
    - name: A
      hand: [Clone, Mimic Spell]
      battlefield: [Grizzly Bears, Goblin Piker, Island, Island, Island, Island, Island]
    - name: B
actions:
  - cast: {player: A, card: Clone}
  - resolve: 1
    choices: {A: [{card: Grizzly Bears}]}
  - cast: {player: A, card: Mimic Spell, targets: [Grizzly Bears, Goblin Piker]}
  - resolve: 1
expect:
  - pt: {card: Grizzly Bears, is: [1, 1]}
  - pt: {card: Clone, is: [2, 2]}
  - count: {zone: battlefield, name: Goblin Piker, is: 2}
"""
    )
    assert result.passed, result.log


def test_demonstrate_with_two_opponents_asks_which_one_copies():
    result = run("""
cards:
  - name: Showcase Blast
    cost: "{R}"
    types: [instant]
    keywords: [demonstrate]
    spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}
setup:
  players:
    - name: A
      hand: [Showcase Blast]
      battlefield: [Mountain]
    - name: B
    - name: C
actions:
  - cast: {player: A, card: Showcase Blast, targets: [B]}
  - resolve: 1
    choices: {A: [{may: yes}, {target: C}, {player: C}], C: [{target: A}]}
  - resolve: all
expect:
  - life: {A: 18, B: 18, C: 18}
""")
    assert result.passed, result.log
