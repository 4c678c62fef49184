"""``judgedesk serve`` without a real server: what it hands uvicorn (workers, the embedder's
thread policy) for the operator's flags and the machine's cores."""

from __future__ import annotations

import os

import pytest
import uvicorn
from click.testing import CliRunner

from api.cli import cli
from api.http_protocol import NoDelayH11Protocol


@pytest.fixture
def started(monkeypatch):
    """Captures uvicorn.run's arguments and the environment workers would inherit."""
    calls: list[dict] = []

    def fake_run(app, **kwargs):
        calls.append({"app": app, **kwargs, "env": dict(os.environ)})

    monkeypatch.setattr(uvicorn, "run", fake_run)
    for name in ("JUDGEDESK_WORKERS", "OMP_WAIT_POLICY", "JUDGEDESK_DB", "JUDGEDESK_WARM_UP"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    # serve writes the workers' settings into os.environ: monkeypatch restores what it changes
    monkeypatch.setattr(os, "environ", os.environ.copy())
    return calls


def test_serve_starts_one_warmed_worker_per_core_by_default(small_kb_path, started):
    result = CliRunner().invoke(cli, ["--db", str(small_kb_path), "serve", "--port", "8999"])
    assert result.exit_code == 0, result.output
    assert "(2 workers;" in result.output
    (call,) = started
    assert call["app"] == "api.main:create_app_from_env" and call["workers"] == 2
    # each worker reads the artifact and warms up from the environment it inherits
    assert call["env"]["JUDGEDESK_DB"] == str(small_kb_path.resolve()) and call["env"]["JUDGEDESK_WARM_UP"] == "true"
    assert call["env"]["OMP_WAIT_POLICY"] == "PASSIVE"
    assert call["http"] is NoDelayH11Protocol  # answers are not held back by Nagle's algorithm


def test_serve_one_worker_runs_the_app_in_process_with_sleeping_embedder_threads(small_kb_path, started):
    result = CliRunner().invoke(cli, ["--db", str(small_kb_path), "serve", "--port", "8999", "--workers", "1"])
    assert result.exit_code == 0, result.output
    (call,) = started
    assert not isinstance(call["app"], str) and "workers" not in call
    assert call["http"] is NoDelayH11Protocol
    assert call["env"]["OMP_WAIT_POLICY"] == "PASSIVE"


def test_serve_keeps_the_operators_thread_policy(small_kb_path, started):
    os.environ["OMP_WAIT_POLICY"] = "ACTIVE"
    CliRunner().invoke(cli, ["--db", str(small_kb_path), "serve", "--port", "8999"])
    assert started[0]["env"]["OMP_WAIT_POLICY"] == "ACTIVE"
