"""The `explores` trigger's `revealed` (land / nonland): "whenever a creature you control explores a
nonland card" triggers only on that kind of revealed card — and on nothing when the library was
empty and no card was revealed."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="explores-revealed", title="explores a nonland card")

GAME = """
cards:
  - name: Scout
    cost: "{G}"
    types: [creature]
    power: 1
    toughness: 1
    triggered: [{when: enters, effects: [{explore: {}}]}]
  - name: Watcher
    cost: "{G}"
    types: [enchantment]
    triggered:
      - when: {explores: {filter: {types: [creature], controller: you}, revealed: nonland}}
        label: nonland
        effects: [{gain_life: {who: you, amount: 1}}]
      - when: {explores: {filter: {types: [creature], controller: you}, revealed: land}}
        label: land
        effects: [{gain_life: {who: you, amount: 10}}]
  - {name: Giant Growth, cost: "{G}", types: [instant], spell: [{draw: {}}]}
setup:
  players:
    - name: A
      hand: [Scout]
      library: LIBRARY
      battlefield: [Watcher, Forest]
    - name: B
actions:
  - cast: {player: A, card: Scout}
  - resolve: all
    choices: CHOICES
expect:
  - life: {A: LIFE}
"""


@pytest.mark.parametrize(
    ("library", "choices", "life"),
    [("[Giant Growth]", "{A: [{may: no}]}", 21), ("[Forest]", "{}", 30), ("[]", "{}", 20)],
    ids=["nonland", "land", "nothing-revealed"],
)
def test_the_trigger_matches_the_kind_of_card_revealed(library, choices, life):
    body = GAME.replace("LIBRARY", library).replace("CHOICES", choices).replace("LIFE", str(life))
    result = run(body)
    assert result.passed, result.failure
