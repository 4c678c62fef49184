"""``scenario_stamps`` (what the check-link and scenario caches are keyed on, looked at every
2 s by search) lists the files ``scenario_files`` lists, in its order, with their mtimes."""

from __future__ import annotations

import os

import pytest

from kb.checks.catalog import CHECKS_DIR, scenario_files, scenario_stamps

pytestmark = pytest.mark.unit


def _expected(root):
    return tuple((str(p), p.stat().st_mtime_ns) for p in scenario_files(root))


def test_stamps_of_the_bundled_checks_are_their_files_in_order():
    stamps = scenario_stamps(CHECKS_DIR)
    assert len(stamps) > 100 and stamps == _expected(CHECKS_DIR)


def test_stamps_follow_path_order_and_skip_what_is_not_a_scenario_file(tmp_path):
    # "a-b" sorts before "a/" as a string but after "a" as a path part
    for name in ("a/x.yaml", "a-b/x.yaml", "a/deeper/y.yaml", ".hidden/z.yaml", "b/notes.txt", "b/x.yml", "top.yaml"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("id: x\n", encoding="utf-8")
    (tmp_path / "folder.yaml").mkdir()  # a folder named like a scenario is not one
    os.symlink(tmp_path / "a", tmp_path / "linked")  # a linked folder is not walked (as rglob)
    os.symlink(tmp_path / "top.yaml", tmp_path / "b" / "link.yaml")  # a linked file counts
    stamps = scenario_stamps(tmp_path)
    assert stamps == _expected(tmp_path)
    assert [os.path.relpath(p, tmp_path) for p, _ in stamps] == [
        ".hidden/z.yaml",
        "a/deeper/y.yaml",
        "a/x.yaml",
        "a-b/x.yaml",
        "b/link.yaml",
        "top.yaml",
    ]


def test_an_edited_file_changes_the_stamps(tmp_path):
    scenario = tmp_path / "k" / "s.yaml"
    scenario.parent.mkdir()
    scenario.write_text("id: s\n", encoding="utf-8")
    before = scenario_stamps(tmp_path)
    os.utime(scenario, ns=(before[0][1] + 10**9, before[0][1] + 10**9))
    assert scenario_stamps(tmp_path) != before
