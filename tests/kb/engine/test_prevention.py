"""Prevention shields (CR 615.7): "prevent the next N damage that would be dealt to any target
this turn" is worn down 1 for 1 by the damage it prevents, then further damage is dealt — to a
creature or to a player. The static prevention of 615.1 has its bundled check under
data/checks/prevention."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="prevention", title="prevention shields")


def _two_shocks(target: str, expected: str) -> str:
    return f"""
cards:
  # Instant {{W}}: prevent the next 3 damage that would be dealt to any target this turn.
  - name: Healing Salve
    cost: "{{W}}"
    types: [instant]
    spell: {{targets: [any], effects: [{{prevent_next: {{to: target, amount: 3}}}}]}}
  # Instant {{R}}: Shock deals 2 damage to any target.
  - name: Shock
    cost: "{{R}}"
    types: [instant]
    spell: {{targets: [any], effects: [{{damage: {{amount: 2, to: target}}}}]}}
  - {{name: Giant Spider, cost: "{{3}}{{G}}", types: [creature], power: 2, toughness: 4}}
setup:
  players:
    - name: A
      hand: [Healing Salve]
      battlefield: [Giant Spider, Plains]
    - name: B
      hand: [Shock, Shock]
      battlefield: [Mountain, Mountain]
actions:
  - cast: {{player: A, card: Healing Salve, targets: [{target}]}}
  - resolve: 1
  - cast: {{player: B, card: Shock, targets: [{target}]}}
  - resolve: 1
  - cast: {{player: B, card: "Shock#2", targets: [{target}]}}
  - resolve: 1
expect:
  - {expected}
"""


@pytest.mark.parametrize(
    "target,expected",
    [("Giant Spider", "damage: {card: Giant Spider, is: 1}"), ("A", "life: {A: 19}")],
    ids=["creature", "player"],
)
def test_prevention_shield_wears_down_then_lets_the_rest_through(target, expected):
    result = run(_two_shocks(target, expected))  # 2 prevented, then 1 of 2: 1 dealt of 4
    assert result.passed, result.failure


def test_prevention_shield_does_nothing_without_rule_615_7():
    result = run(_two_shocks("A", "life: {A: 19}"), disable=("615.7",))
    assert not result.passed
    assert "life A = 16" in result.failure
