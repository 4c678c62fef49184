"""The cross-check benchmark is registered, runs on the bundled corpus and prints the three
parts twice (statuses as built and as meant); a held-out file edited after freezing is refused."""

from __future__ import annotations

import shutil

import pytest

pytestmark = pytest.mark.integration


def test_crosscheck_benchmark_prints_every_part_for_both_status_readings(monkeypatch, capsys, corpus_kb_path):
    import bench.crosscheck
    from bench.__main__ import BENCHMARKS

    assert BENCHMARKS["crosscheck"] == "bench.crosscheck"
    monkeypatch.setenv("JUDGEDESK_DB", str(corpus_kb_path))
    bench.crosscheck.main()
    lines = capsys.readouterr().out.splitlines()
    for statuses in ("as built", "substantive"):
        for part in ("dev ", "heldout ", "heldout2", "heldout3", "heldout4", "heldout5"):
            assert any(line.startswith(statuses) and part in line and "pair precision" in line for line in lines), (
                statuses,
                part,
            )


def test_check_frozen_refuses_a_heldout_file_changed_after_freezing(tmp_path):
    from bench.crosscheck import HELDOUT, check_frozen

    copy = tmp_path / HELDOUT.name
    shutil.copy(HELDOUT, copy)
    shutil.copy(str(HELDOUT) + ".sha256", str(copy) + ".sha256")
    check_frozen(copy)
    copy.write_text(copy.read_text(encoding="utf-8") + "suspend,x,y,same,both,,\n", encoding="utf-8")
    with pytest.raises(ValueError, match="changed since it was frozen"):
        check_frozen(copy)
