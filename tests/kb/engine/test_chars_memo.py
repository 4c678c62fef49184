"""Characteristics remembered while a game stands still (kb/engine/chars_memo.py) change no
verdict: the checks that lean most on characteristics — layers, statics with conditions, copies,
type changes — give the same step log, verdict and failure with the memo on and off, with every
rule in force and with each cited rule disabled."""

from __future__ import annotations

import contextlib
from types import SimpleNamespace

import pytest

from kb.checks import all_scenarios, run_scenario
from kb.engine import chars_memo

pytestmark = pytest.mark.unit

# the checks whose ids name the parts of the engine the memo sits in front of
HEAVY = ("layer", "static", "copy", "copies", "subtype", "sliver", "changeling", "face-down", "lose", "intervening")
SAMPLE = [s for s in all_scenarios() if any(word in s.id for word in HEAVY)][::5]


def _verdicts(scenario) -> list[tuple[bool, str | None, list[str]]]:
    runs = [run_scenario(scenario)] + [run_scenario(scenario, disable=[rule]) for rule in scenario.rules]
    return [(r.passed, r.failure, r.log) for r in runs]


def test_the_sample_reaches_the_layered_checks():
    assert len(SAMPLE) >= 15, [s.id for s in SAMPLE]


@pytest.mark.parametrize("scenario", SAMPLE, ids=[s.id for s in SAMPLE])
def test_a_check_runs_the_same_with_and_without_remembered_characteristics(scenario, monkeypatch):
    remembered = _verdicts(scenario)
    monkeypatch.setattr(chars_memo, "unchanging", lambda game: contextlib.nullcontext())
    assert _verdicts(scenario) == remembered


def _count_computations(game) -> tuple[list[int], object]:
    calls: list[int] = []
    obj = object()

    def compute() -> list[str]:
        calls.append(1)
        return ["flying"]

    def ask() -> list[str]:
        return chars_memo.cached(game, obj, "chars", compute, list)  # type: ignore[arg-type]

    return calls, ask


def test_inside_unchanging_an_answer_is_worked_out_once_and_handed_out_as_a_copy():
    game = SimpleNamespace(chars_memo=None)
    calls, ask = _count_computations(game)
    with chars_memo.unchanging(game):  # type: ignore[arg-type]
        first = ask()
        first.append("haste")  # a caller adding to its own copy
        assert ask() == ["flying"]
    assert len(calls) == 1
    ask()
    assert len(calls) == 2, "outside the block nothing is remembered"
    assert game.chars_memo is None


def test_nothing_is_remembered_while_a_static_condition_is_being_evaluated():
    """Answers worked out while a static asks about itself are partial (the static counts as
    absent): they are neither stored nor read."""
    game = SimpleNamespace(chars_memo=None)
    calls, ask = _count_computations(game)
    marks = chars_memo.guard(set())
    try:
        with chars_memo.unchanging(game):  # type: ignore[arg-type]
            marks.add(("game", "static"))
            ask()
            ask()
            assert len(calls) == 2
            marks.clear()
            ask()
            ask()
            assert len(calls) == 3
    finally:
        chars_memo._GUARDS.remove(marks)
