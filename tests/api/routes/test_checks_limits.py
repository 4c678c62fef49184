"""Hostile scenarios over HTTP: each is refused with a 4xx that names its limit, before any
work grows with it; a run past its time is stopped; one run too many is a 503 with Retry-After."""

from __future__ import annotations

import threading
import time

import pytest
from fastapi.testclient import TestClient

from tests.api.conftest import CHECKS_FIXTURES, assert_error_shape
from tests.api.hostile import FIVE_MB, REFUSED, slow_scenario

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("name, body, status, limit", REFUSED, ids=[r[0] for r in REFUSED])
def test_checks_run_hostile_scenario_is_refused_naming_the_limit(client, name, body, status, limit):
    started = time.monotonic()
    err = assert_error_shape(client.post("/api/checks/run", json=body), status)
    assert err["limit"] == limit and f"limit: {limit}" in err["message"], err
    assert err["field"].startswith("scenario"), err
    assert time.monotonic() - started < 10  # refused up front, not after the work (was 28-62 s)


def test_checks_run_five_megabyte_body_is_413_before_parsing(client):
    err = assert_error_shape(client.post("/api/checks/run", json=FIVE_MB), 413, code="too_large")
    assert err["limit"] == "max_body_bytes" and "max_body_bytes" in err["message"]


def test_body_without_content_length_is_cut_off_at_the_cap(client):
    def chunks():
        for _ in range(100):
            yield b"x" * 10_000

    r = client.post("/api/checks/run", content=chunks(), headers={"Content-Type": "application/json"})
    assert assert_error_shape(r, 413, code="too_large")["limit"] == "max_body_bytes"


def test_scenario_text_past_its_length_is_413_naming_the_limit(client):
    err = assert_error_shape(client.post("/api/checks/run", json={"scenario": "#" * 150_000}), 413, code="too_large")
    assert (err["field"], err["limit"]) == ("scenario", "max_scenario_chars")


def test_checks_run_deep_json_object_is_refused_without_a_500(client):
    deep: dict = {}
    node = deep
    for _ in range(900):  # under the JSON parser's own recursion limit, far over ours
        node["x"] = {}
        node = node["x"]
    r = client.post("/api/checks/run", json={"scenario": deep})
    err = assert_error_shape(r, 422)
    assert err["limit"] == "max_depth"


def test_checks_run_deep_json_text_is_a_4xx(client):
    r = client.post(
        "/api/checks/run",
        content=b'{"scenario": ' + b"[" * 30_000 + b"]" * 30_000 + b"}",
        headers={"Content-Type": "application/json"},
    )
    assert 400 <= r.status_code < 500 and "error" in r.json()


def _app(small_kb_path, **settings):
    from api.deps import get_checks_dir
    from api.main import create_app
    from api.settings import Settings

    app = create_app(Settings(db=small_kb_path, warm_up=False, allowed_hosts=["testserver"], **settings))
    app.dependency_overrides[get_checks_dir] = lambda: CHECKS_FIXTURES
    return app


def test_checks_run_past_its_time_is_stopped_with_422_naming_seconds(small_kb_path):
    with TestClient(_app(small_kb_path, scenario_seconds=1.0)) as c:
        started = time.monotonic()
        err = assert_error_shape(c.post("/api/checks/run", json={"scenario": slow_scenario()}), 422)
        assert err["limit"] == "seconds", err
        assert time.monotonic() - started < 20
        assert c.get("/api/health").status_code == 200


def test_checks_run_one_more_than_parallel_runs_is_503_with_retry_after(small_kb_path):
    with TestClient(_app(small_kb_path, scenario_seconds=3.0, max_parallel_runs=1)) as c:
        responses = []

        def post():
            responses.append(c.post("/api/checks/run", json={"scenario": slow_scenario()}))

        runs = [threading.Thread(target=post) for _ in range(2)]
        for t in runs:
            t.start()
        for t in runs:
            t.join()
        by_status = {r.status_code: r for r in responses}
        assert sorted(by_status) == [422, 503]  # one ran (and was stopped at 3 s), one was turned away
        busy = by_status[503]
        err = assert_error_shape(busy, 503)
        assert err["limit"] == "max_parallel_runs" and int(busy.headers["retry-after"]) > 0
