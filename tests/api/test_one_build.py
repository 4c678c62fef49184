"""The service serves one build at a time: ingest refuses to replace the file a running server
reads (naming it); a replaced file or a sidecar of another build makes /api/health say
"degraded" (503) while requests keep reading the build locked at start; a corrupt page is a 503
in the error shape, never a 500."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from api.cli import cli
from kb.paths import sidecar
from tests.api.conftest import SMALL_KB_DOCUMENTS, assert_error_shape, write_subset
from tests.api.running_server import get_json, start_server
from tests.kb.test_artifact import _with_vectors

pytestmark = pytest.mark.integration


@pytest.fixture
def kb_copy(small_kb_path, tmp_path):
    path = tmp_path / "served" / "judgedesk.db"
    path.parent.mkdir()
    shutil.copyfile(small_kb_path, path)
    return path


def _client(db):
    from api.main import create_app
    from api.settings import Settings

    return TestClient(create_app(Settings(db=db, warm_up=False, allowed_hosts=["testserver"])))


@pytest.mark.slow
def test_ingest_into_the_path_a_server_reads_is_refused_naming_the_server(kb_copy, tmp_path):
    server = start_server(kb_copy, tmp_path, warm_up=False)
    try:
        before = get_json(server.url + "/api/health")
        result = CliRunner().invoke(
            cli,
            [
                "--db",
                str(kb_copy),
                "ingest",
                "--no-vectors",
                "--sources",
                str(write_subset(tmp_path / "sources", SMALL_KB_DOCUMENTS)),
            ],
        )
        assert result.exit_code == 3, result.output
        assert f"pid {server.process.pid}" in result.output or "serve" in result.output, result.output
        after = get_json(server.url + "/api/health")
        assert after["status"] == "ok" and after["build_id"] == before["build_id"] is not None
    finally:
        server.stop()


def test_health_is_degraded_when_a_sidecar_of_another_build_appears(kb_copy):
    _with_vectors(kb_copy, seed=0)
    old = {name: sidecar(kb_copy, name).read_bytes() for name in ("faiss", "faiss.json")}
    _with_vectors(kb_copy, seed=1)
    with _client(kb_copy) as c:
        assert c.get("/api/health").json()["status"] == "ok"
        for name, data in old.items():
            sidecar(kb_copy, name).write_bytes(data)
        r = c.get("/api/health")
        assert r.status_code == 503 and r.json()["status"] == "degraded"
        assert any("faiss" in p and "another build" in p for p in r.json()["problems"])


def test_health_is_degraded_when_an_index_of_another_build_lies_beside_a_build_without_one(kb_copy, tmp_path):
    from tests.kb.test_artifact import _index_of_another_build

    with _client(kb_copy) as c:
        assert c.get("/api/health").json()["status"] == "ok"
        _index_of_another_build(kb_copy, tmp_path)
        r = c.get("/api/health")
        assert r.status_code == 503 and r.json()["status"] == "degraded"
        assert any("judgedesk.db.faiss" in p and "another build" in p for p in r.json()["problems"])
        err = assert_error_shape(c.get("/api/ask", params={"q": "Zeitriss", "mode": "dense"}), 503)
        assert "another build" in err["message"]  # never answered from the other build's index


def test_replaced_file_makes_health_degraded_and_requests_refused_until_restart(kb_copy, tmp_path):
    with _client(kb_copy) as c:
        started = c.get("/api/health").json()
        other = tmp_path / "other.db"
        shutil.copyfile(kb_copy, other)
        _with_vectors(other, seed=0)  # another build (new build id)
        shutil.move(other, kb_copy)  # replaced behind the server's back (not via ingest)
        r = c.get("/api/health")
        assert r.status_code == 503 and "replaced since this server started" in r.json()["problems"][0]
        assert r.json()["build_id"] == started["build_id"]  # the build it serves, not the new file's
        err = assert_error_shape(c.get("/api/sources"), 503, code="knowledge_base_unusable")
        assert "restart" in err["message"]  # never an answer mixing two builds
    with _client(kb_copy) as c:  # a restart serves the new build
        assert c.get("/api/health").json()["build_id"] != started["build_id"]


def test_corrupt_pages_are_a_503_in_the_error_shape(kb_copy):
    with _client(kb_copy) as c:
        with open(kb_copy, "r+b") as f:  # the same file, damaged in place after start
            size = f.seek(0, 2)
            f.seek(4096)
            f.write(b"\xff" * (size - 4096))
        assert_error_shape(c.get("/api/sources"), 503, code="knowledge_base_unusable")


def test_file_truncated_in_place_after_start_is_a_503_everywhere(kb_copy):
    # issue 15: a truncated database gave 500s from the server where the README promises 503
    with _client(kb_copy) as c:
        assert c.get("/api/ask", params={"q": "Zeitriss", "mode": "lexical"}).status_code == 200
        with open(kb_copy, "r+b") as f:
            f.truncate(f.seek(0, 2) // 4)
        for path in ("/api/health", "/api/sources", "/api/cards/Zeitriss", "/api/ask?q=Aussetzen&mode=lexical"):
            err = assert_error_shape(c.get(path), 503, code="knowledge_base_unusable")
            assert "Traceback" not in err["message"], path
