"""``judgedesk serve`` as a real process, and scale-out: the knowledge base is an immutable
artifact that several workers (``--workers``) or replicas (separate processes, other machines with
a copy) serve read-only at the same time."""

from __future__ import annotations

import shutil
import time

import pytest
from click.testing import CliRunner

from api.cli import cli
from tests.api.running_server import get_json, start_server

pytestmark = pytest.mark.slow


def test_serve_prints_the_url_and_answers_health(small_kb_path, tmp_path):
    server = start_server(small_kb_path, tmp_path, warm_up=False)
    try:
        assert f"at {server.url}/" in server.output()
        assert get_json(server.url + "/api/health")["knowledge_base"] == str(small_kb_path)
    finally:
        server.stop()


def test_serve_missing_knowledge_base_exits_4_naming_ingest(tmp_path):
    result = CliRunner().invoke(cli, ["--db", str(tmp_path / "none.db"), "serve", "--port", "8999"])
    assert result.exit_code == 4 and "judgedesk ingest" in result.output


def test_serve_two_workers_on_one_artifact_both_answer(small_kb_path, tmp_path):
    server = start_server(small_kb_path, tmp_path, workers=2, warm_up=False)
    try:
        pids, deadline = set(), time.monotonic() + 30
        while len(pids) < 2 and time.monotonic() < deadline:
            body = get_json(server.url + "/api/health")  # a new connection each time
            assert body["knowledge_base"].endswith(small_kb_path.name)
            pids.add(body["pid"])
        assert len(pids) == 2, f"only worker {pids} answered in 30 s"
    finally:
        server.stop()


def test_serve_two_replicas_on_copies_of_one_artifact_give_the_same_answers(small_kb_path, tmp_path):
    copy = tmp_path / "replica" / small_kb_path.name  # "another machine" with a copy of the artifact
    copy.parent.mkdir()
    shutil.copyfile(small_kb_path, copy)
    stamps = [(p.stat().st_mtime_ns, p.stat().st_size) for p in (small_kb_path, copy)]
    servers = [start_server(path, tmp_path, warm_up=False) for path in (small_kb_path, copy)]
    try:
        path = "/api/sources/who-notes-de?lines=229-231"
        first, second = (get_json(s.url + path) for s in servers)
        assert first == second and first["context"]
    finally:
        for s in servers:
            s.stop()
    # Read-only: serving wrote nothing to either artifact (no journal, no WAL, same bytes).
    assert [(p.stat().st_mtime_ns, p.stat().st_size) for p in (small_kb_path, copy)] == stamps
    assert not list(copy.parent.glob("*-wal")) and not list(copy.parent.glob("*-journal"))
