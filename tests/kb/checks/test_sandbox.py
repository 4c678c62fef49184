"""Scenario runs in a worker process: the same result as in-process, and a run past its time or
memory is stopped with the limit named, without touching the calling process."""

from __future__ import annotations

import time

import pytest

from kb.checks import all_scenarios, run_scenario
from kb.checks.limits import ScenarioLimitExceeded, ScenarioLimits, parse_untrusted_scenario
from kb.checks.sandbox import run_isolated
from tests.api.hostile import slow_scenario

pytestmark = pytest.mark.integration


def test_worker_run_gives_the_same_result_as_in_process():
    scenario = all_scenarios()[0]
    assert run_isolated(scenario) == run_scenario(scenario)


def test_worker_run_with_a_rule_disabled_reports_it():
    scenario = all_scenarios()[0]
    rule = scenario.rules[0]
    result = run_isolated(scenario, [rule])
    assert result == run_scenario(scenario, [rule]) and result.disabled


def test_unknown_rule_to_disable_is_refused_before_a_worker_runs():
    from kb.engine.errors import RuleNotFound

    with pytest.raises(RuleNotFound):
        run_isolated(all_scenarios()[0], ["999.99z"])


def test_run_past_its_time_is_stopped_naming_seconds():
    scenario = parse_untrusted_scenario(slow_scenario())
    started = time.monotonic()
    with pytest.raises(ScenarioLimitExceeded) as caught:
        run_isolated(scenario, limits=ScenarioLimits(seconds=1.0))
    assert caught.value.limit == "seconds" and time.monotonic() - started < 15


def test_run_past_its_memory_is_stopped_naming_memory():
    scenario = parse_untrusted_scenario(slow_scenario())  # copies a game of 900 permanents: > 1 MiB
    # The time limit is wall-clock time: on a loaded machine the few CPU seconds this run needs to
    # reach its memory limit can stretch past 30 s, and the run was then stopped for its time.
    with pytest.raises(ScenarioLimitExceeded) as caught:
        run_isolated(scenario, limits=ScenarioLimits(memory_mb=1, seconds=120))
    # the message says which path stopped the run (it once said "seconds" in a loaded full run)
    assert caught.value.limit == "memory" and "1 MiB" in str(caught.value), str(caught.value)


def test_run_whose_step_log_passes_the_cap_is_stopped_naming_max_answer_bytes(monkeypatch):
    from kb.checks import sandbox

    scenario = all_scenarios()[0]
    answer = len(run_isolated(scenario).model_dump_json())
    monkeypatch.setattr(sandbox, "MAX_ANSWER_BYTES", answer // 2)  # the real cap is 8 MiB: the same check, smaller
    with pytest.raises(ScenarioLimitExceeded) as caught:
        run_isolated(scenario)
    assert caught.value.limit == "max_answer_bytes" and f"{answer // 2:,} bytes" in str(caught.value)
