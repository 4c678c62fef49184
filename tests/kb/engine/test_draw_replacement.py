"""Replacement effects on drawing (CR 614.11, kb/engine/draw_replacement.py) and "draw a card …
discard it" (the reference ``drawn``, 614.11b)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="draw-replacement", title="draw replacement")

CARDS = """
cards:
  # Sindbad's ability on a test artifact: "{T}: Draw a card and reveal it. If it isn't a land card, discard it."
  - name: Sindbad's Lamp
    cost: "{0}"
    types: [artifact]
    activated:
      - {cost: "{T}", label: draw, effects: [{draw: {}}, {discard: {what: drawn, filter: {not_types: [land]}}}]}
  # Test enchantment: "If an opponent would draw a card, that player gains 1 life instead."
  - name: Life Instead
    cost: "{0}"
    types: [enchantment]
    static: [{draw_instead: {who: opponents, effects: [{gain_life: {who: active_player, amount: 1}}]}}]
  # Instant {R}: a nonland card
  - {name: Shock, cost: "{R}", types: [instant], spell: {targets: [any], effects: [{damage: {amount: 2, to: target}}]}}
"""


def _game(library: str, battlefield_a: str, battlefield_b: str, actions: str, expect: str, library_b: str = "[]") -> str:
    return (
        CARDS
        + f"""
setup:
  turn: 1
  active: A
  step: precombat_main
  players:
    - name: A
      library: {library}
      battlefield: {battlefield_a}
    - name: B
      library: {library_b}
      battlefield: {battlefield_b}
actions:
{actions}
expect:
{expect}
"""
    )


@pytest.mark.parametrize(
    ("top", "zone"),
    [("Shock", "graveyard"), ("Mountain", "hand")],
)
def test_drawn_card_is_discarded_only_if_it_matches_the_filter(top, zone):
    body = _game(
        f"[{top}]",
        "[Sindbad's Lamp]",
        "[]",
        "  - activate: {player: A, card: Sindbad's Lamp, ability: draw}\n  - resolve: all",
        f"  - zone: {{card: {top}, is: {zone}}}",
    )
    result = run(body)
    assert result.passed, result.failure


def test_replacement_applies_to_the_players_it_names_only():
    # B controls the replacement: A's draw (an opponent's) becomes 1 life; A draws nothing
    actions = "  - activate: {player: A, card: Sindbad's Lamp, ability: draw}\n  - resolve: all"
    body = _game("[Shock]", "[Sindbad's Lamp]", "[Life Instead]", actions, "  - life: {A: 21}\n  - hand: {A: 0}")
    result = run(body)
    assert result.passed, result.failure
    # A's own replacement doesn't apply to A
    body = _game(
        "[Shock]", "[Sindbad's Lamp, Life Instead]", "[]", actions, "  - life: {A: 20}\n  - zone: {card: Shock, is: graveyard}"
    )
    result = run(body)
    assert result.passed, result.failure


def test_replaced_draw_from_an_empty_library_does_not_lose_the_game():
    # 614.11: the replacement applies though no card could be drawn, so no draw from an empty library (704.5b)
    actions = "  - advance: {turn: 2, step: precombat_main}"
    body = _game("[]", "[Life Instead]", "[]", actions, "  - life: {B: 21}\n  - priority: B")
    result = run(body)
    assert result.passed, result.failure
    assert not run(body, disable=("614.11",)).passed


# the condition top_card_is: "reveal the top card of your library. If it's a creature card, …"
PEEK = """
cards:
  - name: Peek Lamp
    cost: "{0}"
    types: [artifact]
    activated:
      - cost: "{T}"
        label: peek
        effects:
          - if:
              condition: {top_card_is: {types: [creature]}}
              then: [{gain_life: {amount: 3}}]
              else: [{gain_life: {amount: 1}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], power: 2, toughness: 2}
setup:
  players:
    - name: A
      library: [TOP]
      battlefield: [Peek Lamp]
    - name: B
actions:
  - activate: {player: A, card: Peek Lamp, ability: peek}
  - resolve: all
expect:
  - life: {A: LIFE}
"""


@pytest.mark.parametrize(("top", "life"), [("Grizzly Bears", 23), ("Island", 21)])
def test_top_card_condition_reads_the_top_card_without_moving_it(top, life):
    result = run(PEEK.replace("TOP", top).replace("LIFE", str(life)) + f"  - zone: {{card: {top}, is: library}}\n")
    assert result.passed, result.failure
