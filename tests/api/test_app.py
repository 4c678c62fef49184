"""The app as a whole: settings from ``JUDGEDESK_*``, the start-up check of the knowledge base,
one error shape for errors that no route raises, and the page with its assets (no CDN)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.errors import code_for, status_for
from api.settings import Settings, get_settings
from tests.api.conftest import assert_error_shape

STATIC = Path(__file__).resolve().parents[2] / "api" / "static"


@pytest.mark.unit
def test_settings_read_judgedesk_environment_variables(monkeypatch, tmp_path):
    monkeypatch.setenv("JUDGEDESK_DB", str(tmp_path / "x.db"))
    monkeypatch.setenv("JUDGEDESK_PORT", "8123")
    monkeypatch.setenv("JUDGEDESK_MODEL", "some/model")
    s = Settings()
    assert (s.db, s.port, s.model) == (tmp_path / "x.db", 8123, "some/model")


@pytest.mark.unit
def test_settings_parse_the_variables_the_library_read(monkeypatch):
    from kb.settings import library_settings

    monkeypatch.setenv("JUDGEDESK_ALLOWED_HOSTS", '["judge.example"]')
    monkeypatch.setenv("JUDGEDESK_WARM_UP", "false")
    monkeypatch.setenv("JUDGEDESK_HOST", "")  # empty: the default
    assert library_settings().variables["JUDGEDESK_ALLOWED_HOSTS"] == '["judge.example"]'
    s = Settings()
    assert (s.allowed_hosts, s.warm_up, s.host) == (["judge.example"], False, "127.0.0.1")


@pytest.mark.unit
def test_get_settings_is_read_once_and_reread_after_cache_clear(monkeypatch):
    get_settings.cache_clear()
    monkeypatch.setenv("JUDGEDESK_PORT", "8001")
    first = get_settings()
    monkeypatch.setenv("JUDGEDESK_PORT", "8002")
    assert get_settings() is first and first.port == 8001
    get_settings.cache_clear()
    assert get_settings().port == 8002
    get_settings.cache_clear()


@pytest.mark.unit
def test_settings_default_to_one_worker_per_usable_core_and_read_judgedesk_workers(monkeypatch):
    import os

    monkeypatch.delenv("JUDGEDESK_WORKERS", raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2}, raising=False)
    assert Settings().workers == 3  # the cores this process may use, not the machine's count
    monkeypatch.setenv("JUDGEDESK_WORKERS", "1")
    assert Settings().workers == 1


@pytest.mark.unit
def test_settings_port_out_of_range_is_refused_naming_port(monkeypatch):
    monkeypatch.setenv("JUDGEDESK_PORT", "70000")
    with pytest.raises(ValueError, match="port"):
        Settings()


@pytest.mark.unit
def test_library_errors_map_to_status_and_snake_case_code():
    from kb.errors import CardNotFound, InvalidQuery, KnowledgeBaseMissing

    assert (status_for(CardNotFound("x")), code_for(CardNotFound("x"))) == (404, "card_not_found")
    assert (status_for(InvalidQuery("q")), code_for(InvalidQuery("q"))) == (400, "invalid_query")
    assert status_for(KnowledgeBaseMissing("none")) == 503


@pytest.mark.integration
def test_app_start_without_knowledge_base_fails_naming_ingest(tmp_path):
    from api.main import create_app
    from kb.errors import KnowledgeBaseMissing

    app = create_app(Settings(db=tmp_path / "missing.db", warm_up=False))
    with pytest.raises(KnowledgeBaseMissing, match="judgedesk ingest"):
        with TestClient(app):
            pass


@pytest.mark.integration
def test_unknown_endpoint_is_404_in_the_error_shape(client):
    err = assert_error_shape(client.get("/api/nothing-here"), 404, code="not_found")
    assert "/api/nothing-here" in err["message"]


@pytest.mark.integration
def test_wrong_method_is_405_in_the_error_shape(client):
    assert_error_shape(client.delete("/api/health"), 405, code="method_not_allowed")


@pytest.mark.integration
def test_malformed_json_body_is_422_in_the_error_shape(client):
    r = client.post("/api/checks/run", content=b"{not json", headers={"Content-Type": "application/json"})
    assert_error_shape(r, 422, code="invalid_request")


@pytest.mark.integration
def test_unexpected_library_failure_is_500_in_the_error_shape_without_traceback(app, small_kb_path):
    class Broken:
        def ask(self, *a, **k):
            raise RuntimeError("boom")

    from api.deps import get_searcher

    app.dependency_overrides[get_searcher] = lambda: Broken()
    with TestClient(app, raise_server_exceptions=False) as c:
        err = assert_error_shape(c.get("/api/ask", params={"q": "x"}), 500, code="internal_error")
    assert "Traceback" not in err["message"] and "boom" not in err["message"]


@pytest.mark.integration
def test_page_is_served_with_search_box_and_its_scripts(client):
    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert 'id="q"' in r.text and "autofocus" in r.text
    for asset in re.findall(r'(?:src|href)="(/static/[^"]+)"', r.text):
        assert client.get(asset).status_code == 200, asset


@pytest.mark.unit
@pytest.mark.parametrize("path", sorted(p.relative_to(STATIC).as_posix() for p in STATIC.rglob("*") if p.is_file()))
def test_static_asset_loads_nothing_from_the_network(path):
    text = (STATIC / path).read_text(encoding="utf-8")
    assert not re.search(r"""(?:src|href|url|import|from)\s*[=(]?\s*["']?(?:https?:)?//""", text), (
        f"{path} refers to another host; the page must work offline"
    )
