"""Scenario limits in the library: the raw YAML (size, depth, values, anchors and aliases) and the
parsed scenario (filler, copies, cards, actions, repetitions, objects during the run), each
refusal naming its limit; the bundled checks stay well inside every one."""

from __future__ import annotations

import pytest
import yaml

from kb.checks import FORMAT, all_scenarios
from kb.checks.limits import (
    LIMITS,
    ScenarioLimitExceeded,
    ScenarioLimits,
    check_scenario_size,
    check_structure,
    parse_untrusted_scenario,
)
from kb.checks.runner import run_scenario

pytestmark = pytest.mark.unit

BASE = {"format": FORMAT, "id": "limits", "title": "limits", "setup": {"players": [{"name": "A"}, {"name": "B"}]}}


def doc(**setup) -> dict:
    return {**BASE, "setup": {**BASE["setup"], **setup}}


@pytest.mark.parametrize(
    "text, limit",
    [
        ("[" * 30_000 + "]" * 30_000, "max_depth"),
        ("- " * 30_000 + "x", "max_depth"),
        ("a: &a [1, 2]\nb: *a\n", "aliases"),
        ("a: &a [1, 2]\n", "aliases"),
        ("x: [" + ", ".join(["1"] * 25_000) + "]", "max_nodes"),
        ("#" * 100_001, "max_chars"),
    ],
    ids=["deep-flow", "deep-block", "alias", "anchor", "many-values", "too-long"],
)
def test_untrusted_yaml_past_a_limit_is_refused_naming_it(text, limit):
    with pytest.raises(ScenarioLimitExceeded) as caught:
        parse_untrusted_scenario(text)
    assert caught.value.limit == limit and f"limit: {limit}" in str(caught.value)


@pytest.mark.parametrize(
    "scenario, field, limit",
    [
        (doc(library_filler=3_000_000), "setup.library_filler", "max_library_filler"),
        (
            doc(players=[{"name": "A", "hand": [{"card": "Mountain", "count": 1_000}]}, {"name": "B"}]),
            "setup.players[0].hand[0].count",
            "max_count",
        ),
        (doc(players=[{"name": str(i)} for i in range(9)]), "setup.players", "max_players"),
        (doc(library_filler=200, players=[{"name": str(i)} for i in range(6)]), "setup.players", "max_cards"),
        ({**doc(), "actions": [{"pass": {"player": "A", "times": 10**6}}]}, "actions[0].pass.times", "max_repeat"),
        ({**doc(), "actions": [{"expect": [{"life": {"A": 20}}]} for _ in range(501)]}, "actions", "max_actions"),
    ],
    ids=["filler", "count", "players", "cards", "repeat", "actions"],
)
def test_untrusted_scenario_too_large_is_refused_before_it_runs(scenario, field, limit):
    with pytest.raises(ScenarioLimitExceeded) as caught:
        parse_untrusted_scenario(yaml.safe_dump(scenario))
    assert (caught.value.field, caught.value.limit) == (field, limit)


def test_run_scenario_refuses_a_scenario_past_the_limits_before_building_the_game():
    from kb.checks import parse_scenario

    scenario = parse_scenario(yaml.safe_dump(doc(library_filler=3_000_000)))  # the format alone allows it
    with pytest.raises(ScenarioLimitExceeded, match="max_library_filler"):
        run_scenario(scenario)


def test_run_scenario_stops_when_the_game_holds_more_objects_than_allowed():
    scenario = parse_untrusted_scenario(yaml.safe_dump({**doc(library_filler=10), "actions": [{"pass": {"player": "A"}}]}))
    assert run_scenario(scenario).log[-1].startswith("verdict:")  # 20 objects: fine by default
    with pytest.raises(ScenarioLimitExceeded) as caught:
        run_scenario(scenario, limits=ScenarioLimits(max_objects=5))
    assert (caught.value.limit, caught.value.field) == ("max_objects", "actions[0].pass")


def test_json_structure_too_deep_is_refused_without_recursion():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(ScenarioLimitExceeded, match="max_depth"):
        check_structure(deep)


def test_bundled_checks_are_well_inside_every_limit():
    half = ScenarioLimits(
        **{
            **LIMITS.__dict__,
            "max_library_filler": LIMITS.max_library_filler // 2,
            "max_count": LIMITS.max_count // 2,
            "max_cards": LIMITS.max_cards // 2,
            "max_actions": LIMITS.max_actions // 2,
        }
    )
    for s in all_scenarios():
        check_scenario_size(s, half)
