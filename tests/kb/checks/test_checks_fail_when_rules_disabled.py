"""Proof that every bundled check can fail: run it once more for each CR rule it cites, with
that rule (and its subrules) switched off in the engine's registry. A check that still passes
demonstrates nothing about that rule and is reported by its id and the rule."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kb.checks import all_scenarios, run_scenario
from kb.engine.registry import RULES, RuleSet

pytestmark = pytest.mark.unit

CR_RULES_CSV = Path(__file__).resolve().parents[3] / "data" / "rules" / "cr-rules.csv"

PAIRS = [(s, rule) for s in all_scenarios() for rule in s.rules]


def _parent(rule: str) -> str:
    """``702.62a`` → ``702.62``; ``514.3a`` → ``514.3``; a rule without a letter → its section."""
    stripped = rule.rstrip("abcdefghijklmnopqrstuvwxyz")
    return stripped if stripped != rule else rule.rsplit(".", 1)[0]


PARENT_PAIRS = sorted(
    {(s.id, _parent(r)): (s, _parent(r)) for s, r in PAIRS if _parent(r) not in s.rules}.values(), key=lambda p: (p[0].id, p[1])
)


_PASSES_AS_IS: dict[str, bool] = {}


def _passes_as_is(scenario) -> bool:
    """Whether the check passes with every rule in force: run once per check (and per worker),
    not once per rule it cites."""
    if scenario.id not in _PASSES_AS_IS:
        _PASSES_AS_IS[scenario.id] = run_scenario(scenario).passed
    return _PASSES_AS_IS[scenario.id]


def test_every_bundled_check_cites_at_least_one_rule():
    uncited = [s.id for s in all_scenarios() if not s.rules]
    assert not uncited, f"checks that cite no CR rule: {uncited}"


@pytest.mark.parametrize("scenario,rule", PAIRS, ids=[f"{s.id}--without-{r}" for s, r in PAIRS])
def test_check_with_cited_rule_disabled_fails(scenario, rule):
    assert _passes_as_is(scenario), f"{scenario.id} does not pass with every rule in force"
    result = run_scenario(scenario, disable=[rule])
    assert not result.passed, (
        f"check {scenario.id} ({scenario.file}) still passes with rule {rule} disabled: it does not demonstrate {rule}"
    )
    assert result.disabled == [rule]


@pytest.mark.parametrize("scenario,parent", PARENT_PAIRS, ids=[f"{s.id}--without-{p}" for s, p in PARENT_PAIRS])
def test_check_with_parent_of_cited_rule_disabled_fails(scenario, parent):
    """Disabling a cited rule's parent ("702.62" for "702.62a", "707" for "707.10") switches the
    cited rule off with its siblings: the check must fail then too."""
    result = run_scenario(scenario, disable=[parent])
    assert not result.passed, f"check {scenario.id} still passes with {parent} (parent of a cited rule) disabled"


@pytest.mark.parametrize(
    "parent,child",
    [
        ("702.62", "702.62a"),
        ("702.62", "702.62c"),
        ("702", "702.61a"),
        ("704.5", "704.5g"),
        ("702.8", "702.8a"),
    ],
)
def test_registry_disabling_parent_disables_subrules(parent, child):
    rules = RuleSet.without([parent])
    assert not rules.enabled(child)


@pytest.mark.parametrize(
    "disabled,other",
    [
        ("702.62a", "702.62b"),
        ("702.6", "702.62a"),
        ("702.2", "702.25a"),
        ("704.5a", "704.5b"),
        ("702.1", "702.116a"),
    ],
)
def test_registry_disabling_rule_leaves_others_enabled(disabled, other):
    from kb.engine.errors import RuleNotFound

    try:
        rules = RuleSet.without([disabled])
    except RuleNotFound:  # "702.6" covers nothing registered: refused, which also leaves `other` alone
        rules = RuleSet()
    assert rules.enabled(other)


@pytest.mark.parametrize("number", ["702.999", "999.1", "abc", "702.62z"])
def test_registry_unknown_rule_number_is_refused_with_close_matches(number):
    from kb.engine.errors import RuleNotFound

    with pytest.raises(RuleNotFound) as err:
        RuleSet.without([number])
    assert number in str(err.value)


def test_every_engine_rule_exists_in_the_cr_concordance():
    """Every number the engine registers is a rule of the current Comprehensive Rules, as listed
    in data/rules/cr-rules.csv (written by the rules concordance)."""
    assert CR_RULES_CSV.is_file(), (
        f"{CR_RULES_CSV} is missing: the engine's rule numbers cannot be checked against the "
        "Comprehensive Rules concordance (build data/rules first)"
    )
    with CR_RULES_CSV.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    column = next((c for c in ("number", "rule", "cr") if rows and c in rows[0]), None)
    assert column, f"{CR_RULES_CSV} has no 'number' column (columns: {list(rows[0]) if rows else []})"
    known = {row[column].strip().rstrip(".") for row in rows}
    missing = [n for n in RULES if n not in known]
    assert not missing, f"engine rules not in {CR_RULES_CSV.name}: {missing}"
