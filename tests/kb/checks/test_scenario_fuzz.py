"""Fuzzing the scenario boundary (hypothesis): any text, and any valid scenario with one value
replaced by junk, is either parsed or refused with a ``ScenarioError`` naming where; a parsed
one runs to a verdict or is stopped at a limit. Never another exception (an HTTP 500)."""

from __future__ import annotations

import copy

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.checks import FORMAT, run_scenario
from kb.checks.errors import ScenarioError
from kb.checks.limits import ScenarioLimitExceeded, ScenarioLimits, parse_untrusted_scenario

pytestmark = pytest.mark.unit

VALID = {
    "format": FORMAT,
    "id": "fuzz",
    "title": "fuzz",
    "rules": ["608.2b"],
    "cards": [
        {
            "name": "Test Spark",
            "cost": "{R}",
            "types": ["instant"],
            "spell": {"targets": ["any"], "effects": [{"damage": {"amount": 2, "to": "target"}}]},
        }
    ],
    "setup": {
        "library_filler": 5,
        "players": [{"name": "A", "hand": ["Test Spark"], "battlefield": ["Mountain"]}, {"name": "B", "life": 20}],
    },
    "actions": [
        {"cast": {"player": "A", "card": "Test Spark", "targets": ["B"]}},
        {"resolve": "all"},
        {"pass": {"player": "A", "times": 2}},
    ],
    "expect": [{"life": {"B": 18}}],
}
SMALL = ScenarioLimits(seconds=5.0)

junk = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**7) | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


PATHS = [p for p in _paths(VALID) if p]


def _replace(doc, path, value):
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


def _parse_and_run(text: str) -> None:
    try:
        scenario = parse_untrusted_scenario(text, "<fuzz>", SMALL)
    except ScenarioError as e:
        assert e.field and str(e)
        return
    try:
        assert run_scenario(scenario, limits=SMALL).log[-1].startswith("verdict:")
    except ScenarioLimitExceeded:
        pass


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), value=junk)
def test_valid_scenario_with_one_value_replaced_is_parsed_or_refused_cleanly(path, value):
    _parse_and_run(yaml.safe_dump(_replace(VALID, path, value), allow_unicode=True))


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.lists(st.sampled_from(list("[]{}:-,&*!|>'\"# \n\tab1") + ["format", "setup", "players", FORMAT]), max_size=120).map(
        "".join
    )
)
def test_any_text_is_parsed_or_refused_cleanly(text):
    _parse_and_run(text)
