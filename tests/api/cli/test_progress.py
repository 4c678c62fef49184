"""Ingest and index show a tqdm bar on a terminal and plain lines (or nothing) elsewhere."""

from __future__ import annotations

import pytest

from api.cli import progress as progress_module
from kb.build import BUILD_PHASES, BUILD_STEPS, PARSING, STEP, WRITING, is_phase

pytestmark = pytest.mark.unit

MESSAGES = [PARSING, WRITING, *(STEP + s for s in BUILD_STEPS), "search: vectors 3/9"]


def test_progress_build_bar_on_a_terminal_counts_every_phase(monkeypatch, capsys):
    monkeypatch.setattr(progress_module, "on_terminal", lambda: True)
    with progress_module.build_progress(BUILD_PHASES, is_phase) as say:
        for message in MESSAGES:
            say(message)
    err = capsys.readouterr().err
    assert f"{BUILD_PHASES}/{BUILD_PHASES}" in err and "search: vectors 3/9" in err


def test_progress_build_off_a_terminal_prints_one_line_per_message(monkeypatch, capsys):
    monkeypatch.setattr(progress_module, "on_terminal", lambda: False)
    with progress_module.build_progress(BUILD_PHASES, is_phase) as say:
        for message in MESSAGES:
            say(message)
    assert capsys.readouterr().err.splitlines() == [f"… {m}" for m in MESSAGES]


def test_progress_count_bar_on_a_terminal_follows_done_and_total(monkeypatch, capsys):
    monkeypatch.setattr(progress_module, "on_terminal", lambda: True)
    with progress_module.count_progress("encoding", "record") as progress:
        progress(32, 90)
        progress(90, 90)
    assert "90/90" in capsys.readouterr().err


def test_progress_count_off_a_terminal_is_silent(monkeypatch, capsys):
    monkeypatch.setattr(progress_module, "on_terminal", lambda: False)
    with progress_module.count_progress("encoding", "record") as progress:
        progress(90, 90)
    captured = capsys.readouterr()
    assert captured.err == "" and captured.out == ""
