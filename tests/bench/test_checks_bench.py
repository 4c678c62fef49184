"""The checks benchmark is registered and runs end to end at its smallest setting, so the bench
code cannot rot; it prints the baseline row and one row per bundled check (no timing asserted)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def test_checks_benchmark_prints_baseline_and_every_check(monkeypatch, capsys):
    """On every 40th bundled check: the bench's own code is under
    test here; that every bundled check passes, and fails without each rule it cites, is
    tests/kb/checks/test_checks_fail_when_rules_disabled.py's (a full bench run is ~3,500 runs)."""
    import bench.checks
    from bench.__main__ import BENCHMARKS

    assert BENCHMARKS["checks"] == "bench.checks"
    sample = bench.checks.all_scenarios()[::40]
    monkeypatch.setattr(bench.checks, "all_scenarios", lambda: sample)
    monkeypatch.setattr(bench.checks, "REPEAT", 1)
    bench.checks.main()
    out = capsys.readouterr().out
    assert "empty scenario (baseline)" in out and "× empty scenario" in out and "runs/s" in out
    assert f"{len(sample)} bundled checks" in out
    for s in sample:
        assert s.id in out
    assert "FAILING checks" not in out


def test_bench_record_writes_the_tables_with_date_and_commit(monkeypatch, tmp_path):
    import bench.checks
    from bench.__main__ import main

    monkeypatch.setattr(bench.checks, "REPEAT", 1)
    # the page, not the checks, is under test here: a few checks keep it quick
    few = bench.checks.all_scenarios()[:5]
    monkeypatch.setattr(bench.checks, "all_scenarios", lambda: few)
    page = tmp_path / "last-run.md"
    assert main(["--record", str(page), "checks"]) == 0
    text = page.read_text(encoding="utf-8")
    assert "benchmarks run: checks" in text and " at commit " in text and "UTC" in text
    assert "empty scenario (baseline)" in text


def test_bench_record_without_a_file_name_is_refused(capsys):
    from bench.__main__ import main

    assert main(["checks", "--record"]) == 2
    assert "--record needs a file name" in capsys.readouterr().err


def test_the_recorded_page_carries_each_targets_verdict(monkeypatch, tmp_path):
    """A reader of the page sees "met"/"MISSED" under the tables, not only in the console."""
    import bench.checks
    from bench.__main__ import main
    from bench._table import print_verdicts

    def fake_main() -> None:
        print_verdicts(["target something ≤ 1.5×: MISSED (3.98×)"])

    monkeypatch.setattr(bench.checks, "main", fake_main)
    page = tmp_path / "last-run.md"
    assert main(["--record", str(page), "checks"]) == 0
    assert "target something ≤ 1.5×: MISSED (3.98×)" in page.read_text(encoding="utf-8")
