"""What a judge translating another engine's test needs from the engine and the format:
multikicker (CR 702.33c), "exile it, then return that card" (`it`, CR 400.7), "non-Angel"
filters, `at` written inside an action, tokens named like cards, forced decisions, and error
messages that point at the right name. Each test is a small game a translator would write."""

from __future__ import annotations

from functools import partial

import pytest

from kb.checks import ScenarioError
from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit


run = partial(run_game, scenario_id="translation", title="a translated peer test")


def hawks(kicks: int, keyword: str = "multikicker {1}{W}") -> str:
    return f"""
cards:
  # 2/2 flier; multikicker {{1}}{{W}}; enters with a +1/+1 counter for each time it was kicked.
  - name: Hawks
    cost: "{{2}}{{W}}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: ["{keyword}"]
    static: [{{enters_with_counters: {{kind: "+1/+1", amount: kicked}}}}]
setup:
  players:
    - name: A
      hand: [Hawks]
      battlefield: [Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains]
    - name: B
actions:
  - cast: {{player: A, card: Hawks, kicker: {kicks}}}
  - resolve: all
expect:
  - pt: {{card: Hawks, is: [{2 + kicks}, {2 + kicks}]}}
  - count: {{player: A, zone: battlefield, types: land, tapped: true, is: {3 + 2 * kicks}}}
"""


@pytest.mark.parametrize("kicks", [0, 1, 3])
def test_multikicker_is_paid_once_per_kick_and_counts_each(kicks):
    """CR 702.33c: a multikicker cost may be paid any number of times; CR 702.33d: the spell is
    kicked once per payment, so it enters with that many counters and taps that much mana."""
    result = run(hawks(kicks))
    assert result.passed, result.failure


def test_multikicker_switched_off_refuses_the_payment():
    result = run(hawks(2), disable=("702.33c",))
    assert not result.passed
    assert "no optional additional cost" in result.failure


def test_ordinary_kicker_cannot_be_paid_twice():
    """CR 702.33a: a plain kicker cost is paid at most once (multikicker is the exception)."""
    result = run(hawks(2, keyword="kicker {1}{W}"))
    assert not result.passed
    assert "only once" in result.failure


FLICKER = """
cards:
  - name: Bears
    cost: "{1}{G}"
    types: [creature]
    subtypes: [Bear]
    power: 2
    toughness: 2
  # Instant: exile target non-Angel creature you control, then return that card to the battlefield.
  - name: Flicker
    cost: "{W}"
    types: [instant]
    spell:
      targets: [{kind: creature, filter: {controller: you, not_subtypes: [Angel]}}]
      effects: [{exile: {what: target}}, {put_onto_battlefield: {what: it}}]
  - name: Angel
    cost: "{3}{W}"
    types: [creature]
    subtypes: [Angel]
    power: 3
    toughness: 3
setup:
  players:
    - name: A
      hand: [Flicker]
      battlefield: [Plains, {card: Bears, damage: 1}, Angel]
    - name: B
actions:
  - expect:
      - legal: {action: {cast: {player: A, card: Flicker, targets: [Angel]}}, is: false}
  - cast: {player: A, card: Flicker, targets: [Bears]}
  - resolve: all
expect:
  - zone: {card: Bears, is: battlefield}
  - damage: {card: Bears, is: 0}
  - count: {player: A, zone: exile, is: 0}
"""


def test_exile_then_return_that_card_brings_back_a_new_object():
    """CR 400.7: the card returned by "then return that card" (`it`) is a new object: the damage
    marked on the old Bears is gone. `not_subtypes: [Angel]` keeps the Angel from being a target."""
    result = run(FLICKER)
    assert result.passed, result.failure


SHOCK_AT_END = """
cards:
  - name: Shock
    cost: "{R}"
    types: [instant]
    spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}
setup:
  players:
    - name: A
      hand: [Shock]
      battlefield: [Mountain]
    - name: B
actions:
  - cast: {player: A, card: Shock, targets: [B], at: {step: end}}
  - resolve: all
  - resolve: all
expect:
  - life: {B: 18}
  - step: end
"""


def test_at_inside_the_action_means_the_same_as_beside_it():
    """A translator writes the stop point inside the action; it is honoured, and `resolve: all`
    on an already empty stack is simply done."""
    result = run(SHOCK_AT_END)
    assert result.passed, result.failure


def test_at_given_twice_is_refused_naming_the_field():
    body = SHOCK_AT_END.replace(
        "  - cast: {player: A, card: Shock, targets: [B], at: {step: end}}",
        "  - cast: {player: A, card: Shock, targets: [B], at: {step: end}}\n    at: {step: end}",
    )
    with pytest.raises(ScenarioError) as err:
        run(body)
    assert "actions[0].cast.at" in str(err.value)


TOKENS_AND_DISCARD = """
cards:
  - name: Two Soldiers
    cost: "{W}"
    types: [sorcery]
    spell: [{create_token: {token: {name: Soldier, types: [creature], power: 1, toughness: 1}, count: 2}}]
  - name: Wurm
    cost: "{3}{G}{G}"
    types: [creature]
    power: 4
    toughness: 4
    keywords: ["madness {2}{G}"]
  - name: Mind Rot
    cost: "{B}"
    types: [sorcery]
    spell: {targets: [player], effects: [{discard: {who: target, amount: 1}}]}
setup:
  players:
    - name: A
      hand: [Two Soldiers, Wurm, Mind Rot]
      battlefield: [Plains, Swamp, Forest, Forest, Forest]
    - name: B
actions:
  - cast: {player: A, card: Two Soldiers}
  - resolve: all
  - cast: {player: A, card: Mind Rot, targets: [A]}
    choices: {A: [{card: Wurm}, {may: yes}, {cast: yes}]}
  - resolve: all
  - expect:
      - tapped: {card: "Soldier#2", is: false}
      - zone: {card: "Soldier token 2", is: battlefield}
expect:
  - zone: {card: Wurm, is: battlefield}
"""


def test_tokens_named_like_cards_and_a_forced_discard_answer_is_used_up():
    """`Soldier#2` finds the second Soldier token; the discard of the only card in hand is not
    asked, and the answer scripted for it is used up rather than left over (CR 702.35a then
    lets the Wurm be cast for its madness cost)."""
    result = run(TOKENS_AND_DISCARD)
    assert result.passed, result.failure


def test_unknown_name_lists_the_closest_names_first():
    body = TOKENS_AND_DISCARD.replace('tapped: {card: "Soldier#2"', 'tapped: {card: "Soldier#3"')
    result = run(body)
    assert not result.passed
    known = result.failure.split("known: ")[1]
    assert known.index("Soldier token 1") < known.index("Forest")
    assert "Filler A#" not in known  # the library filler is summed up, not listed


RETURNER = """
cards:
  # 1/1; enters with three +1/+1 counters if you didn't cast it from your hand.
  - name: Returner
    cost: "{2}"
    types: [artifact, creature]
    power: 1
    toughness: 1
    static: [{enters_with_counters: {kind: "+1/+1", amount: 3, if: {not: cast_from_hand}}}]
  # Sorcery: put target creature card from your graveyard onto the battlefield.
  - name: Reanimate
    cost: "{B}"
    types: [sorcery]
    spell:
      targets: [{kind: card, zone: graveyard, filter: {types: [creature]}}]
      effects: [{put_onto_battlefield: {what: target}}]
setup:
  players:
    - name: A
      hand: [Returner, Reanimate]
      graveyard: [Returner]
      battlefield: [Plains, Plains, Swamp]
    - name: B
actions:
  - cast: {player: A, card: Returner}
  - resolve: all
  - cast: {player: A, card: Reanimate, targets: ["Returner#2"]}
  - resolve: all
expect:
  - pt: {card: Returner, is: [1, 1]}
  - pt: {card: "Returner#2", is: [4, 4]}
"""


def test_a_permanents_own_static_knows_whether_its_spell_was_cast_from_hand():
    """CR 614.1c with the condition "if you didn't cast it from your hand": the Returner cast
    from hand enters as a 1/1; the one put onto the battlefield by an effect (never cast) gets
    the three counters."""
    result = run(RETURNER)
    assert result.passed, result.failure


@pytest.mark.parametrize(
    "peer_name,step",
    [
        ("BEGIN_COMBAT", "beginning_of_combat"),
        ("END_TURN", "end"),
        ("COMBAT_BEGIN", "beginning_of_combat"),
        ("END_COMBAT", "end_of_combat"),
        ("MAIN2", "postcombat_main"),
        ("COMBAT_END", "end_of_combat"),
        ("END_OF_TURN", "end"),
    ],
)
def test_peer_engines_step_names_are_understood(peer_name, step):
    """A translated "stop at turn 1, BEGIN_COMBAT" keeps the peer engine's step name."""
    body = SHOCK_AT_END.replace("at: {step: end}", f"at: {{step: {peer_name}}}").replace("  - step: end", f"  - step: {step}")
    result = run(body)
    assert result.passed, result.failure


BATTLEMAGE = """
cards:
  # 2/2; kicker {1}{G} and/or {2}{U}; ETB if kicked with the first: destroy target flier;
  # ETB if kicked with the second: draw two cards.
  - name: Battlemage
    cost: "{2}{W}"
    types: [creature]
    power: 2
    toughness: 2
    keywords: ["kicker {1}{G}", "kicker {2}{U}"]
    triggered:
      - {when: enters, if: {kicked_with: 1}, targets: [{kind: creature, filter: {keywords: [flying]}}],
         effects: [{destroy: {what: target}}], label: destroy}
      - {when: enters, if: {kicked_with: 2}, effects: [{draw: {who: you, amount: 2}}], label: draw}
  - {name: Bird, cost: "{G}", types: [creature], power: 0, toughness: 1, keywords: [flying]}
setup:
  players:
    - name: A
      hand: [Battlemage]
      battlefield: [Island, Island, Island, Plains, Plains, Plains, Forest, Forest]
    - name: B
      battlefield: [Bird]
actions:
  - cast: {player: A, card: Battlemage, kicker: KICKS}
  - resolve: all
expect:
  - hand: {A: 2}
  - zone: {card: Bird, is: graveyard}
"""


def test_both_kicker_costs_paid_trigger_both_linked_abilities():
    """CR 702.33b/f: "kicker A and/or B" are two kicker costs; paying both makes both linked
    "if it was kicked with its … kicker" abilities trigger."""
    result = run(BATTLEMAGE.replace("KICKS", "[1, 2]"))
    assert result.passed, result.failure


def test_the_same_kicker_cost_cannot_be_paid_twice_on_a_two_kicker_card():
    result = run(BATTLEMAGE.replace("KICKS", "2"))
    assert not result.passed
    assert "only once" in result.failure


@pytest.mark.parametrize("order,top", [("[draw, destroy]", "destroy"), ("[destroy, draw]", "draw")])
def test_scripted_order_of_own_triggers(order, top):
    """CR 603.3b: the controller chooses the order of their simultaneous triggers; the first
    listed goes on the stack first, so the last listed is on top and resolves first."""
    body = BATTLEMAGE.replace("KICKS", "[1, 2]").replace(
        "  - resolve: all\n",
        f"    choices: {{A: [{{order: {order}}}]}}\n  - resolve: 1\n"
        f"  - expect:\n      - stack: {{is: [{top} (Battlemage), {'draw' if top == 'destroy' else 'destroy'} (Battlemage)]}}\n"
        "  - resolve: all\n",
        1,
    )
    result = run(body)
    assert result.passed, result.failure
