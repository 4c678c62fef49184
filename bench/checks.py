"""Time of the executable checks (issue 6: "a check runs in milliseconds"), against a baseline
measured in the same run: an empty scenario — two players, no actions, no expectations — so
the ratio shows what each check costs beyond building a game and running the harness.

Three tables: the summary (empty scenario, all checks once, the mutation suite the tests run:
each check once more per cited rule, with the rule disabled), per keyword, and per check.
``BENCH_CHECKS_REPEAT`` (default 5) sets how many times each is timed; medians are reported.
"""

from __future__ import annotations

import os
import time
from collections import defaultdict

from bench._table import median, percentile, print_table
from kb.checks import all_scenarios, keyword_of, parse_scenario, run_scenario

REPEAT = max(1, int(os.environ.get("BENCH_CHECKS_REPEAT", "5")))

EMPTY_SCENARIO = """format: judgedesk-scenario/1
id: bench-empty
title: Two players and nothing else (the baseline)
setup:
  players:
    - {name: A}
    - {name: B}
"""


def _timed(fn, repeat: int = REPEAT) -> list[float]:
    """Wall-clock milliseconds of ``repeat`` calls."""
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def main() -> None:
    t0 = time.perf_counter()
    scenarios = all_scenarios()
    load_ms = (time.perf_counter() - t0) * 1000
    empty = parse_scenario(EMPTY_SCENARIO)
    assert run_scenario(empty).passed, "the empty baseline scenario must pass"
    run_scenario(scenarios[0])  # warm imports and caches before anything is timed

    base_ms = median(_timed(lambda: run_scenario(empty), max(REPEAT, 20)))

    per_check: dict[str, list[float]] = {}
    failed: list[str] = []
    for s in scenarios:
        if not run_scenario(s).passed:
            failed.append(s.id)
        per_check[s.id] = _timed(lambda s=s: run_scenario(s))
    all_once = median(_timed(lambda: [run_scenario(s) for s in scenarios], max(1, REPEAT // 2)))
    pairs = [(s, rule) for s in scenarios for rule in s.rules]
    mutation = median(_timed(lambda: [run_scenario(s, disable=[r]) for s, r in pairs], 1))

    check_medians = [median(v) for v in per_check.values()]

    def row(what: str, runs: int, ms: float) -> list[object]:
        """A summary row: wall-clock ms, the ratio to the empty scenario, and runs per second."""
        return [what, runs, ms, ms / base_ms, runs / (ms / 1000) if ms > 0 else 0.0]

    print_table(
        f"Checks — {len(scenarios)} bundled checks (loading and validating the files: {load_ms:,.0f} ms); "
        f"baseline: the empty scenario, {base_ms:.3f} ms; median of {REPEAT} runs",
        ["what", "runs", "ms", "× empty scenario", "runs/s"],
        [
            row("empty scenario (baseline)", 1, base_ms),
            row("one check, median over checks", 1, median(check_medians)),
            row("one check, p95 over checks", 1, percentile(check_medians, 95)),
            row("slowest check", 1, max(check_medians)),
            # runs/s here is checks/s (issue 13's speed row): it must not fall as checks are added
            row("all checks once (`judgedesk check --all`)", len(scenarios), all_once),
            row("mutation suite (each cited rule disabled)", len(pairs), mutation),
        ],
    )

    by_keyword: dict[str, list[float]] = defaultdict(list)
    for s in scenarios:
        by_keyword[keyword_of(s) or "(other)"].append(median(per_check[s.id]))
    print_table(
        "Checks per keyword — total and median ms per check",
        ["keyword", "checks", "total ms", "median ms", "× empty scenario"],
        [[k, len(v), sum(v), median(v), median(v) / base_ms] for k, v in sorted(by_keyword.items())],
    )

    rows = sorted(((s.id, keyword_of(s), len(s.actions), median(per_check[s.id])) for s in scenarios), key=lambda r: -r[3])
    print_table(
        "Per check — median ms, slowest first",
        ["check", "keyword", "actions", "ms", "× empty scenario"],
        [[cid, kw, n, ms, ms / base_ms] for cid, kw, n, ms in rows],
    )
    if failed:
        print(f"FAILING checks (timed anyway): {', '.join(failed)}")
