"""Around every route: security headers on every answer (errors and refusals included), the
Host allow-list against DNS rebinding, /docs from local files, and malformed JSON named as such."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration

HEADERS = {"x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "no-referrer"}


@pytest.mark.parametrize(
    "method, path, status",
    [
        ("GET", "/", 200),
        ("GET", "/api/health", 200),
        ("GET", "/static/js/app.js", 200),
        ("GET", "/api/nothing-here", 404),
        ("GET", "/openapi.json", 200),
    ],
)
def test_every_response_carries_the_security_headers(client, method, path, status):
    r = client.request(method, path)
    assert r.status_code == status
    for name, value in HEADERS.items():
        assert r.headers[name] == value, name
    policy = r.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy and "unsafe-inline" not in policy


def test_refusals_before_any_route_carry_the_security_headers_too(client):
    r = client.post("/api/checks/run", content=b"x" * 300_000, headers={"Content-Type": "application/json"})
    assert r.status_code == 413 and r.headers["x-frame-options"] == "DENY"
    r = client.get("/api/health", headers={"Host": "evil.example"})
    assert r.status_code == 400 and all(r.headers[name] == value for name, value in HEADERS.items())
    assert "frame-ancestors 'none'" in r.headers["content-security-policy"]


@pytest.mark.parametrize(
    "method, path",
    [("POST", "/api/checks/run"), ("POST", "/api/checks/any-check/run"), ("GET", "/api/ask?q=Zeitriss"), ("PUT", "/")],
)
def test_body_over_the_cap_is_413_on_every_route_before_it_is_read(client, method, path):
    # the cap is the outer middleware's, not one route's: the route is never reached
    r = client.request(method, path, content=b"{" * 300_000, headers={"Content-Type": "application/json"})
    assert assert_error_shape(r, 413, code="too_large")["limit"] == "max_body_bytes"


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8000", "127.0.0.1.evil.example", "localhost.evil"])
def test_other_host_names_are_refused_naming_the_setting(small_kb_path, host):
    from api.main import create_app
    from api.settings import Settings

    with TestClient(create_app(Settings(db=small_kb_path, warm_up=False))) as c:
        err = assert_error_shape(c.get("/api/health", headers={"Host": host}), 400, code="host_not_allowed")
        assert "JUDGEDESK_ALLOWED_HOSTS" in err["message"]


@pytest.mark.parametrize("host", ["localhost", "localhost:8000", "127.0.0.1:8000", "[::1]:8000", "judge.lan"])
def test_loopback_names_and_the_bind_host_are_served(small_kb_path, host):
    from api.main import create_app
    from api.settings import Settings

    with TestClient(create_app(Settings(db=small_kb_path, warm_up=False, host="judge.lan"))) as c:
        assert c.get("/api/health", headers={"Host": host}).status_code == 200


def test_configured_host_list_replaces_the_loopback_default(small_kb_path):
    from api.main import create_app
    from api.settings import Settings

    app = create_app(Settings(db=small_kb_path, warm_up=False, allowed_hosts=["judges.example.org"]))
    with TestClient(app) as c:
        assert c.get("/api/health", headers={"Host": "judges.example.org"}).status_code == 200
        assert c.get("/api/health", headers={"Host": "127.0.0.1:8000"}).status_code == 200  # the bind host
        assert c.get("/api/health", headers={"Host": "localhost"}).status_code == 400
        assert c.get("/api/health", headers={"Host": "other.example.org"}).status_code == 400


def test_docs_page_loads_nothing_from_another_origin(client):
    from api.routes.docs import swagger_assets

    r = client.get("/docs")
    if swagger_assets() is None:
        err = assert_error_shape(r, 404)
        assert "/openapi.json" in err["message"]
        return
    assert r.status_code == 200 and "http" not in r.text.replace("http-equiv", "")
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert client.get("/docs-assets/swagger-ui-bundle.js").status_code == 200
    assert "/openapi.json" in client.get("/docs/init.js").text


def test_docs_without_the_assets_package_points_at_the_schema(client, monkeypatch):
    from api.routes import docs

    monkeypatch.setattr(docs, "swagger_assets", lambda: None)
    err = assert_error_shape(client.get("/docs"), 404)
    assert "/openapi.json" in err["message"] and client.get("/openapi.json").status_code == 200


@pytest.mark.parametrize("body", [b"{not json", b'{"scenario": "x", ', b'{"scenario": "x"}}'])
def test_malformed_json_names_the_body_not_a_character_offset(client, body):
    r = client.post("/api/checks/run", content=body, headers={"Content-Type": "application/json"})
    err = assert_error_shape(r, 422, code="invalid_request", field="body")
    assert "not valid JSON at character" in err["message"]


def test_past_the_in_flight_limit_api_requests_get_503_with_retry_after_but_health_answers(small_kb_path):
    import threading

    from api.deps import get_searcher
    from api.main import create_app
    from api.settings import Settings

    release, entered = threading.Event(), threading.Event()

    class Slow:
        def ask(self, question, **kwargs):
            entered.set()
            release.wait(10)
            from kb.search.models import Answer

            return Answer(question=question, lang="de", lang_detected=True, mode="rrf", results=[])

    app = create_app(Settings(db=small_kb_path, warm_up=False, allowed_hosts=["testserver"], max_in_flight=1))
    app.dependency_overrides[get_searcher] = lambda: Slow()
    with TestClient(app) as c:
        first = threading.Thread(target=c.get, args=("/api/ask",), kwargs={"params": {"q": "Zeitriss"}})
        first.start()
        try:
            assert entered.wait(10)
            r = c.get("/api/ask", params={"q": "Aussetzen"})
            err = assert_error_shape(r, 503, code="busy")
            assert err["limit"] == "max_in_flight" and r.headers["retry-after"] == "1"
            assert c.get("/api/health").status_code == 200
        finally:
            release.set()
            first.join()
        assert c.get("/api/ask", params={"q": "Aussetzen"}).status_code == 200  # the slot is free again
