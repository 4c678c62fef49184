"""Phasing (CR 702.26) beyond what the bundled checks show: phased-out tokens go on existing,
"phases out until [this] leaves the battlefield", a phased-out permanent can't be blocked with
or have its abilities activated, and the format refuses what it can't express."""

from __future__ import annotations

from functools import partial

import pytest

from kb.checks.errors import ScenarioError
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="phasing", title="a permanent phases out")

SLIP_AWAY = """
  # Instant {U}: Target permanent you control phases out.
  - name: Slip Away
    cost: "{U}"
    types: [instant]
    spell:
      targets: [{kind: permanent, filter: {controller: you}}]
      effects: [{phase_out: {what: target}}]
"""


def test_phased_out_token_goes_on_existing_and_phases_in():
    """702.26d: a token that phases out is still on the battlefield — the state-based action
    for tokens elsewhere (704.5d) doesn't remove it — and it phases in with its controller."""
    result = run(f"""
cards:
{SLIP_AWAY}
  - name: Raise the Alarm
    cost: "{{1}}{{W}}"
    types: [instant]
    spell: [{{create_token: {{token: {{name: Soldier, types: [creature], power: 1, toughness: 1}}}}}}]
setup:
  players:
    - name: A
      hand: [Raise the Alarm, Slip Away]
      battlefield: [Plains, Plains, Island]
    - name: B
actions:
  - cast: {{player: A, card: Raise the Alarm}}
  - resolve: all
  - cast: {{player: A, card: Slip Away, targets: [Soldier]}}
  - resolve: all
  - expect:
      - phased_out: {{card: Soldier, is: true}}
      - zone: {{card: Soldier, is: battlefield}}
  - advance: {{turn: 3, step: upkeep}}
expect:
  - phased_out: {{card: Soldier, is: false}}
  - count: {{zone: battlefield, player: A, tokens: true, is: 1}}
""")
    assert result.passed, result.failure


MOMENT = f"""
cards:
{SLIP_AWAY}
  # Artifact {{2}}: {{T}}: Untap target creature you control. It phases out until The Moment
  # leaves the battlefield.
  - name: The Moment
    cost: "{{2}}"
    types: [artifact]
    supertypes: [legendary]
    activated:
      - cost: "{{T}}"
        targets: [{{kind: creature, filter: {{controller: you}}}}]
        effects: [{{untap: {{what: target}}}}, {{phase_out: {{what: target, until_source_leaves: true}}}}]
  - {{name: Grizzly Bears, cost: "{{1}}{{G}}", types: [creature], power: 2, toughness: 2}}
  - name: Shatter
    cost: "{{1}}{{R}}"
    types: [instant]
    spell:
      targets: [{{kind: permanent, filter: {{types: [artifact]}}}}]
      effects: [{{destroy: {{what: target}}}}]
setup:
  players:
    - name: A
      battlefield: [The Moment, Grizzly Bears]
    - name: B
      hand: [Shatter]
      battlefield: [Mountain, Mountain]
"""


def test_phased_out_until_source_leaves_skips_the_untap_step_and_phases_in_as_it_leaves():
    result = run(
        MOMENT
        + """
actions:
  - activate: {player: A, card: The Moment, targets: [Grizzly Bears]}
  - resolve: all
  - advance: {turn: 3, step: upkeep}
  - expect:
      - phased_out: {card: Grizzly Bears, is: true}
  - cast: {player: B, card: Shatter, targets: [The Moment]}
  - resolve: all
expect:
  - zone: {card: The Moment, is: graveyard}
  - phased_out: {card: Grizzly Bears, is: false}
"""
    )
    assert result.passed, result.failure


def test_nothing_phases_out_when_the_source_left_before_the_ability_resolved():
    result = run(
        MOMENT
        + """
actions:
  - activate: {player: A, card: The Moment, targets: [Grizzly Bears]}
  - cast: {player: B, card: Shatter, targets: [The Moment]}
  - resolve: all
expect:
  - zone: {card: The Moment, is: graveyard}
  - phased_out: {card: Grizzly Bears, is: false}
"""
    )
    assert result.passed, result.failure


def test_phased_out_permanent_cant_block_or_be_activated():
    result = run(f"""
cards:
{SLIP_AWAY}
  - name: Prodigal Sorcerer
    cost: "{{2}}{{U}}"
    types: [creature]
    power: 1
    toughness: 1
    activated: [{{cost: "{{T}}", targets: [any], effects: [{{damage: {{amount: 1, to: target}}}}]}}]
  - {{name: Grizzly Bears, cost: "{{1}}{{G}}", types: [creature], power: 2, toughness: 2}}
setup:
  active: B
  players:
    - name: A
      hand: [Slip Away]
      battlefield: [Island, Prodigal Sorcerer]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - attack: {{player: B, attackers: [Grizzly Bears], defender: A}}
  - cast: {{player: A, card: Slip Away, targets: [Prodigal Sorcerer]}}
  - resolve: all
  - expect:
      - legal: {{action: {{activate: {{player: A, card: Prodigal Sorcerer, targets: [B]}}}}, is: false,
                 rule: "702.26b"}}
      - legal: {{action: {{block: {{blocks: {{Prodigal Sorcerer: Grizzly Bears}}}}}}, is: false, rule: "702.26b"}}
""")
    assert result.passed, result.failure


MIND_THIEF = """
  # Creature 1/1 {2}{U}. {T}: gain control of target creature for as long as Mind Thief remains
  # on the battlefield.
  - name: Mind Thief
    cost: "{2}{U}"
    types: [creature]
    power: 1
    toughness: 1
    activated:
      - {cost: "{T}", targets: [creature], effects: [{gain_control: {what: target, until: source_leaves}}]}
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
"""


def test_control_for_as_long_as_source_ends_when_the_source_phases_out():
    """611.2b with 702.26f: control gained "for as long as [this] remains on the battlefield"
    ends when the source phases out — the Bears go back to B — and phasing in doesn't restart it."""
    result = run(f"""
cards:
{SLIP_AWAY}
{MIND_THIEF}
setup:
  players:
    - name: A
      hand: [Slip Away]
      battlefield: [Mind Thief, Island]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - activate: {{player: A, card: Mind Thief, targets: [Grizzly Bears]}}
  - resolve: 1
  - expect: [{{controller: {{card: Grizzly Bears, is: A}}}}]
  - cast: {{player: A, card: Slip Away, targets: [Mind Thief]}}
  - resolve: 1
  - expect: [{{controller: {{card: Grizzly Bears, is: B}}}}]
  - advance: {{turn: 3, step: upkeep}}
expect:
  - phased_out: {{card: Mind Thief, is: false}}
  - controller: {{card: Grizzly Bears, is: B}}
""")
    assert result.passed, result.failure


def test_control_for_as_long_as_an_absent_source_does_nothing():
    """611.2b: "for as long as [this] remains on the battlefield" from a spell — never on the
    battlefield — is over before it begins: no control changes hands."""
    result = run("""
cards:
  - name: Mind Grab
    cost: "{U}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{gain_control: {what: target, until: source_leaves}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Mind Grab]
      battlefield: [Island]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - cast: {player: A, card: Mind Grab, targets: [Grizzly Bears]}
  - resolve: all
expect:
  - controller: {card: Grizzly Bears, is: B}
""")
    assert result.passed, result.failure


def test_control_change_cant_last_for_as_long_as_face_down():
    """A control change "for as long as it's face down" is not in the format: the check fails,
    naming the field."""
    result = run("""
cards:
  - name: Mind Grab
    cost: "{U}"
    types: [instant]
    spell:
      targets: [creature]
      effects: [{gain_control: {what: target, until: face_down}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Mind Grab]
      battlefield: [Island]
    - name: B
      battlefield: [Grizzly Bears]
actions:
  - cast: {player: A, card: Mind Grab, targets: [Grizzly Bears]}
  - resolve: all
""")
    assert not result.passed and "gain_control.until" in result.failure, result.failure


def test_an_unknown_added_phase_is_refused_with_the_phases_allowed():
    with pytest.raises(ScenarioError) as err:
        run("""
cards:
  - name: Odd Horn
    cost: "{R}"
    types: [sorcery]
    spell: [{add_phases: {phases: [upkeep]}}]
setup:
  players: [{name: A}, {name: B}]
""")
    assert "add_phases.phases[0]" in str(err.value) and "beginning" in str(err.value)


def test_damage_on_a_phased_out_creature_wears_off_in_the_cleanup_step():
    """514.2: damage is removed from all permanents, phased-out ones included."""
    result = run(f"""
cards:
{SLIP_AWAY}
  - {{name: Hill Giant, cost: "{{3}}{{R}}", types: [creature], power: 3, toughness: 3}}
  - name: Shock
    cost: "{{R}}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{{damage: {{amount: 2, to: target}}}}]
setup:
  players:
    - name: A
      hand: [Slip Away]
      battlefield: [Island, Hill Giant]
    - name: B
      hand: [Shock]
      battlefield: [Mountain]
actions:
  - cast: {{player: B, card: Shock, targets: [Hill Giant]}}
  - resolve: all
  - cast: {{player: A, card: Slip Away, targets: [Hill Giant]}}
  - resolve: all
  - expect:
      - damage: {{card: Hill Giant, is: 2}}
  - advance: {{turn: 2, step: upkeep}}
expect:
  - phased_out: {{card: Hill Giant, is: true}}
  - damage: {{card: Hill Giant, is: 0}}
""")
    assert result.passed, result.failure
