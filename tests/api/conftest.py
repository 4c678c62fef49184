"""API fixtures: a small knowledge base (the German release notes and the Chinese FAQ, built
without vectors), the app with ``dependency_overrides``, and a stand-in searcher (the
real one's typed ``Answer``) so route tests do not depend on ranking."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.conftest import SOURCES

if TYPE_CHECKING:
    from kb.search.models import Answer

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CHECKS_FIXTURES = FIXTURES / "checks"
# The two documents with rulings, one per corpus language: enough for every endpoint.
SMALL_KB_DOCUMENTS = ("who-notes-de", "tsp-faq-zh")


def write_subset(dest: Path, ids: tuple[str, ...]) -> Path:
    """Copy some documents of the bundled corpus with their manifest entries into ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    docs = [d for d in tomllib.loads((SOURCES / "manifest.toml").read_text(encoding="utf-8"))["document"] if d["id"] in ids]
    for doc in docs:
        shutil.copyfile(SOURCES / doc["file"], dest / doc["file"])
    (dest / "manifest.toml").write_text(
        "".join("[[document]]\n" + "".join(f'{k} = "{v}"\n' for k, v in d.items()) + "\n" for d in docs), encoding="utf-8"
    )
    return dest


@pytest.fixture(scope="session")
def small_kb_path(tmp_path_factory) -> Path:
    from kb.build import build_knowledge_base

    root = tmp_path_factory.mktemp("small-kb")
    path = root / "judgedesk.db"
    build_knowledge_base(path, write_subset(root / "sources", SMALL_KB_DOCUMENTS), with_vectors=False)
    return path


class FakeSearcher:
    """Stands in for ``kb.search.Searcher`` (same ``ask`` signature and result fields): rulings
    whose text shares a word with the question, so API tests do not depend on ranking."""

    LANGS, MODES = ("de", "zh", "en"), ("rrf", "lexical", "dense")

    def __init__(self, db_path: Path):
        self.db_path = db_path
        self.calls: list[dict] = []

    def warm_up(self) -> None:
        pass

    def ask(self, question: str, *, lang: str | None = None, limit: int = 10, mode: str = "rrf") -> Answer:
        from kb.build import open_kb
        from kb.errors import InvalidQuery
        from kb.rulings import enrich_rulings
        from kb.search.models import Answer, SearchResult
        from kb.store.records import iter_records
        from kb.text import fold

        self.calls.append({"question": question, "lang": lang, "limit": limit, "mode": mode})
        if not question.strip():
            raise InvalidQuery("the question is empty")
        if lang is not None and lang not in self.LANGS:
            raise InvalidQuery(f"unknown language {lang!r}; allowed: {', '.join(self.LANGS)}")
        if mode not in self.MODES:
            raise InvalidQuery(f"unknown mode {mode!r}; allowed: {', '.join(self.MODES)}")
        detected = "zh" if re.search(r"[\u4e00-\u9fff]", question) else "de"
        words = [w for w in re.findall(r"\w{4,}", fold(question))] or [fold(question)]
        db = open_kb(self.db_path)
        try:
            hits = [r for r in iter_records(db, "r.kind = 'ruling'", []) if any(w in fold(r["text"]) for w in words)][:limit]
            hits = enrich_rulings(db, hits)
        finally:
            db.close()
        # a record's stored fields the search does not show are left out (the real searcher picks its own)
        shown = set(SearchResult.model_fields)
        results = [
            SearchResult.model_validate({**{k: v for k, v in r.items() if k in shown}, "score": 1.0 / (i + 1)})
            for i, r in enumerate(hits)
        ]
        return Answer(question=question, lang=lang or detected, lang_detected=lang is None, mode=mode, results=results)


def _make_app(kb_path: Path, searcher):
    from api.deps import get_checks_dir, get_searcher
    from api.main import create_app
    from api.settings import Settings

    app = create_app(Settings(db=kb_path, warm_up=False, allowed_hosts=["testserver", "localhost"]))
    if searcher is not None:
        app.dependency_overrides[get_searcher] = lambda: searcher
    app.dependency_overrides[get_checks_dir] = lambda: CHECKS_FIXTURES
    return app


@pytest.fixture
def fake_searcher(small_kb_path) -> FakeSearcher:
    return FakeSearcher(small_kb_path)


@pytest.fixture
def app(small_kb_path, fake_searcher):
    """The app on the small knowledge base with the fake searcher and the fixture checks."""
    return _make_app(small_kb_path, fake_searcher)


@pytest.fixture
def client(app):
    from fastapi.testclient import TestClient

    with TestClient(app) as c:  # runs the lifespan (opens the knowledge base)
        yield c


@pytest.fixture
def real_search_app(small_kb_path):
    """The app with the real ``kb.search.Searcher`` (lexical: the small KB has no vectors).
    Until ``kb.search`` exists, tests using it fail (on purpose: they are not skipped)."""
    return _make_app(small_kb_path, None)


@pytest.fixture(scope="session")
def real_search_client(small_kb_path):
    from fastapi.testclient import TestClient

    with TestClient(_make_app(small_kb_path, None)) as c:
        yield c


def assert_error_shape(response, status: int, code: str | None = None, field: str | None = None) -> dict:
    """Every error: ``{"error": {"code", "message", …}}``; returns the inner object."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}, body
    err = body["error"]
    assert isinstance(err["code"], str) and err["code"] and isinstance(err["message"], str) and err["message"]
    if code is not None:
        assert err["code"] == code, err
    if field is not None:
        assert err.get("field") == field, err
    return err
