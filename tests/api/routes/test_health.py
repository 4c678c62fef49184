"""``GET /api/health``: which knowledge base this worker serves, its size, and the searcher state."""

from __future__ import annotations

import os

import pytest

from tests.api.conftest import SMALL_KB_DOCUMENTS

pytestmark = pytest.mark.integration


def test_health_reports_the_artifact_its_documents_and_this_worker(client, small_kb_path):
    r = client.get("/api/health")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["status"] == "ok"
    assert body["knowledge_base"] == str(small_kb_path)
    assert body["documents"] == len(SMALL_KB_DOCUMENTS)
    assert body["records"] > 0 and body["built_at"]
    assert body["vectors"] is False  # the small knowledge base is built without vectors
    assert body["pid"] == os.getpid()  # TestClient runs the app in this process


def test_health_searcher_is_cold_until_warmed(client):
    assert client.get("/api/health").json()["searcher"] == "cold"  # the fixture app skips the warm-up
