"""The trigger event `trains` (CR 702.149c): "whenever this creature trains" — when a resolving
training ability puts its +1/+1 counter on the creature; not without a stronger attacker, and not
when the creature is gone before its training ability resolves."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="trains", title="whenever this creature trains")

CARDS = """
cards:
  - name: Trainee
    cost: "{W}"
    types: [creature]
    power: 1
    toughness: 1
    keywords: [training]
    triggered: [{when: trains, effects: [{gain_life: {who: you, amount: 3}}]}]
  - {name: Big Lion, cost: "{1}{W}", types: [creature], power: 2, toughness: 2}
  - {name: Small Cat, cost: "{W}", types: [creature], power: 1, toughness: 1}
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
"""


def _attack(partner: str, after: str = "  - resolve: all\n") -> str:
    return (
        CARDS
        + f"""
setup:
  players:
    - name: A
      battlefield: [Trainee, {partner}]
    - name: B
      hand: [Shock]
      battlefield: [Mountain]
actions:
  - attack: {{player: A, attackers: [Trainee, {partner}], at: {{step: declare_attackers}}}}
{after}"""
    )


@pytest.mark.parametrize(("partner", "life"), [("Big Lion", 23), ("Small Cat", 20)])
def test_it_trains_only_beside_a_stronger_attacker(partner, life):
    result = run(_attack(partner) + f"expect:\n  - life: {{A: {life}}}\n")
    assert result.passed, result.failure


def test_a_creature_killed_before_its_training_resolves_doesnt_train():
    shock_first = "  - cast: {player: B, card: Shock, targets: [Trainee]}\n  - resolve: all\n"
    result = run(_attack("Big Lion", shock_first) + "expect:\n  - life: {A: 20}\n  - zone: {card: Trainee, is: graveyard}\n")
    assert result.passed, result.failure


def test_without_rule_702_149c_nothing_triggers_on_training():
    result = run(_attack("Big Lion") + "expect:\n  - life: {A: 23}\n", disable=("702.149c",))
    assert not result.passed
    assert "life A = 20" in result.failure
