"""Life gain (CR 119.9, 702.15b), added for the peer translations of XMage's lifelink combat
tests: "whenever you gain life" triggers once per life-gain event — all the damage one lifelink
source deals at once is one event — and gaining 0 life is no event."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="life-gain", title="life gain")

WATCHER = """
  - name: Life Watcher
    cost: "{W}"
    types: [enchantment]
    triggered:
      - {when: {gains_life: {who: WHO}}, effects: [{draw: {who: you, amount: 1}}]}
"""


def spell_game(amount: int, who: str, caster: str) -> str:
    """The caster (A or B) casts a spell gaining them ``amount`` life; A controls the watcher, which
    draws A a card when it triggers, so A's hand counts the triggers."""
    return (
        "cards:"
        + WATCHER.replace("WHO", who)
        + f"""
  - {{name: Salve, cost: "{{W}}", types: [instant], spell: [{{gain_life: {{who: you, amount: {amount}}}}}]}}
setup:
  players:
    - name: A
      battlefield: [Life Watcher, Plains]
      library: [Plains, Plains]
      hand: [{"Salve" if caster == "A" else ""}]
    - name: B
      battlefield: [Plains]
      hand: [{"Salve" if caster == "B" else ""}]
actions:
  - cast: {{player: {caster}, card: Salve}}
  - resolve: all
"""
    )


@pytest.mark.parametrize(
    "amount,who,caster,draws",
    [(3, "you", "A", 1), (0, "you", "A", 0), (3, "you", "B", 0), (3, "opponent", "B", 1), (3, "any", "B", 1)],
)
def test_gains_life_trigger_fires_for_the_right_player_and_not_for_zero(amount, who, caster, draws):
    assert run(spell_game(amount, who, caster) + f"expect:\n  - count: {{zone: hand, player: A, is: {draws}}}\n").passed


COMBAT = (
    "cards:"
    + WATCHER.replace("WHO", "you")
    + """
  - {name: Linker, cost: "{4}", types: [creature], power: 4, toughness: 4, keywords: [lifelink]}
  - {name: Token Bear, cost: "{1}", types: [creature], power: 1, toughness: 1}
setup:
  players:
    - name: A
      battlefield: [Linker, Life Watcher]
      library: [Plains, Plains, Plains]
    - name: B
      battlefield: [Token Bear, Token Bear]
actions:
  - attack: {player: A, attackers: [Linker]}
  - block: {blocks: [[Token Bear, Linker], [Token Bear#2, Linker]]}
  - advance: {step: end_of_combat}
"""
)


def test_lifelink_damage_to_two_blockers_is_one_life_gain_event():
    assert run(COMBAT + "expect:\n  - life: {A: 24}\n  - count: {zone: hand, player: A, is: 1}\n").passed


def test_without_rule_119_9_the_life_gain_trigger_never_triggers():
    assert run(COMBAT + "expect:\n  - life: {A: 24}\n  - count: {zone: hand, player: A, is: 0}\n", disable=("119.9",)).passed
