"""Start-up warm-up (``api.warm_up``): before the service accepts a connection it has asked its
searcher one question per language and answered one question through its own ``GET /api/ask``;
a warm-up that fails or overruns its time limit is named by ``/api/health`` (503 "degraded")
while the routes that need no searcher go on serving."""

from __future__ import annotations

import threading

import pytest
from fastapi.testclient import TestClient

from api.warm_up import REQUEST_QUESTION, WARM_UP_QUESTIONS
from tests.api.conftest import FakeSearcher

pytestmark = pytest.mark.integration


class WarmableSearcher(FakeSearcher):
    """The fake searcher with the warm-up calls the real one has (recorded)."""

    def __init__(self, db_path):
        super().__init__(db_path)
        self.warmed: list[str] = []

    def warm_answers(self, questions):
        self.warmed += questions


@pytest.fixture
def start_with(monkeypatch, small_kb_path):
    """``start_with(searcher, **settings)``: a client of the app with warm-up on, whose start-up
    loads ``searcher`` (the real one would load the models)."""

    def start(searcher, **settings):
        from api.main import create_app
        from api.settings import Settings

        monkeypatch.setattr("api.deps.make_searcher", lambda _settings: searcher)
        app = create_app(Settings(db=small_kb_path, warm_up=True, allowed_hosts=["testserver"], **settings))
        return TestClient(app, raise_server_exceptions=False)

    return start


def test_start_up_asks_one_question_through_the_api_before_serving(start_with, small_kb_path):
    searcher = WarmableSearcher(small_kb_path)
    with start_with(searcher) as client:
        # nothing was sent yet: both came from the service's own start-up
        assert searcher.warmed == list(WARM_UP_QUESTIONS)
        assert [call["question"] for call in searcher.calls] == [REQUEST_QUESTION]
        health = client.get("/api/health").json()
    assert health["status"] == "ok" and health["searcher"] == "warm"


def test_failing_warm_up_question_makes_health_degraded_naming_the_request(start_with, small_kb_path):
    class Broken(WarmableSearcher):
        def ask(self, *a, **k):
            raise RuntimeError("the index exploded")

    with start_with(Broken(small_kb_path)) as client:
        r = client.get("/api/health")
        card = client.get("/api/cards/Amy Pond")
    assert r.status_code == 503 and r.json()["status"] == "degraded"
    [problem] = r.json()["problems"]
    assert problem.startswith("warm-up: GET /api/ask?q=") and "answered 500" in problem
    assert "RuntimeError" in problem and "exploded" not in problem  # no internals in a public answer
    assert card.status_code == 200  # what needs no searcher is still served


def test_failing_searcher_warm_up_is_named_as_the_questions_step(start_with, small_kb_path):
    class Unwarmable(WarmableSearcher):
        def warm_answers(self, questions):
            raise LookupError("no such table: concepts")

    with start_with(Unwarmable(small_kb_path)) as client:
        [problem] = client.get("/api/health").json()["problems"]
    assert problem.startswith("warm-up: the questions ") and "LookupError: no such table: concepts" in problem


def test_warm_up_question_past_its_time_limit_does_not_hold_up_start(start_with, small_kb_path):
    release, finished = threading.Event(), threading.Event()

    class Stuck(WarmableSearcher):
        def ask(self, *a, **k):
            release.wait(timeout=30)  # until the test has seen the service ready
            finished.set()
            return super().ask(*a, **k)

    try:
        with start_with(Stuck(small_kb_path), warm_up_seconds=0.3) as client:
            still_running = not finished.is_set()
            r = client.get("/api/health")
            release.set()
    finally:
        release.set()
    assert still_running  # the service was ready while its warm-up question was still unanswered
    assert r.status_code == 503
    [problem] = r.json()["problems"]
    assert "did not answer within 0.3 s (limit: warm_up_seconds)" in problem
