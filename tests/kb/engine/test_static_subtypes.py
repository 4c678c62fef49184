"""The static `add_subtypes` (layer 4): "creatures you control are Slivers in addition to their other
creature types" — permanents only (CR 109.2), at each moment on whatever it names, and before the
layers that grant abilities and P/T look at subtypes (613.1d)."""

from __future__ import annotations

from functools import partial

import pytest

from tests.kb.engine.games import run_game

pytestmark = pytest.mark.unit

run = partial(run_game, scenario_id="static-subtypes", title="static subtypes")

GAME = """
cards:
  - name: Hivestone
    cost: "{2}"
    types: [artifact]
    static: [{add_subtypes: {to: {types: [creature], controller: you}, subtypes: [Sliver]}}]
  - name: Sliver Banner
    cost: "{0}"
    types: [enchantment]
    static: [{grant: {to: {subtypes: [Sliver]}, power: 1, toughness: 1}}]
  - {name: Grizzly Bears, cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Grizzly Bears]
      battlefield: [Hivestone, Sliver Banner, Forest, Forest]
    - name: B
      battlefield: [{card: Grizzly Bears, id: their-bears}]
actions:
  - cast: {player: A, card: Grizzly Bears}
  - expect:
      - subtype: {card: Grizzly Bears, has: Sliver, is: false}
  - resolve: all
expect:
  - subtype: {card: Grizzly Bears, has: Sliver, is: true}
  - subtype: {card: Grizzly Bears, has: Bear, is: true}
  - pt: {card: Grizzly Bears, is: [3, 3]}
  - subtype: {card: their-bears, has: Sliver, is: false}
  - pt: {card: their-bears, is: [2, 2]}
"""


def test_a_creature_entering_later_becomes_a_sliver_and_gets_what_slivers_get():
    result = run(GAME)
    assert result.passed, result.failure


@pytest.mark.parametrize(("rule", "fault"), [("613.1d", "P/T of Grizzly Bears"), ("109.2", "Sliver")])
def test_without_the_rule_the_check_fails(rule, fault):
    result = run(GAME, disable=(rule,))
    assert not result.passed
    assert fault in result.failure


def test_games_played_at_once_on_several_threads_each_get_their_slivers():
    # A server plays checks on several threads; the mark "this object's subtypes are being
    # worked out" was keyed by object id alone, so one game's mark (ids repeat from game to
    # game) left the other game's Grizzly Bears no Sliver now and then.
    from tests.threads import race

    failures: list[str] = []

    def play() -> None:
        for _ in range(15):
            result = run(GAME)
            if not result.passed:
                failures.append(result.failure)

    race([play] * 3)
    assert failures == []


def test_the_cards_remembered_across_games_stay_bounded(monkeypatch):
    # every game defines its cards anew: a server running checks must not keep them all
    from kb.engine import static_subtypes

    monkeypatch.setattr(static_subtypes, "CARRIES_SIZE", 8)
    for _ in range(6):
        assert run(GAME).passed
    assert len(static_subtypes._CARRIES) <= 8


# `set_subtypes`: "lands you control are Plains" — the new land type replaces the old one, so the
# Forest taps for {W} and no longer for {G} (305.6, 305.7); the opponent's Forest is unchanged.
DAWN = """
cards:
  - name: Celestial Dawn
    cost: "{1}{W}{W}"
    types: [enchantment]
    static: [{set_subtypes: {to: {types: [land], controller: you}, subtypes: [Plains]}}]
  - {name: Glory Seeker, cost: "{1}{W}", types: [creature], subtypes: [Human, Soldier], power: 2, toughness: 2}
setup:
  players:
    - name: A
      hand: [Glory Seeker]
      battlefield: [Celestial Dawn, Forest, Forest]
    - name: B
      battlefield: [{card: Forest, id: their-forest}]
actions:
  - cast: {player: A, card: Glory Seeker, pay_with: [Forest, "Forest#2"]}
  - resolve: all
expect:
  - zone: {card: Glory Seeker, is: battlefield}
  - subtype: {card: Forest, has: Forest, is: false}
  - subtype: {card: their-forest, has: Forest, is: true}
  - subtype: {card: their-forest, has: Plains, is: false}
"""


def test_lands_set_to_plains_tap_for_white_and_lose_their_old_type():
    result = run(DAWN)
    assert result.passed, result.failure


def test_without_statics_applying_the_forests_stay_forests_and_cant_pay_white():
    result = run(DAWN, disable=("604.2",))
    assert not result.passed
