"""The library reads its settings (knowledge base, embedding model, embedding cache) in one
place, kb/settings.py, and sees a changed environment."""

from __future__ import annotations

from pathlib import Path

from kb.paths import resolve_db_path
from kb.search.embedders import default_model
from kb.search.vectors import cache_dir
from kb.settings import DEFAULT_DB, DEFAULT_MODEL, library_settings


def test_defaults_when_nothing_is_set(monkeypatch):
    for name in ("JUDGEDESK_DB", "JUDGEDESK_MODEL", "JUDGEDESK_CACHE"):
        monkeypatch.delenv(name, raising=False)
    assert resolve_db_path() == DEFAULT_DB and default_model() == DEFAULT_MODEL
    assert cache_dir() == Path.home() / ".cache" / "judgedesk"


def test_every_reader_follows_the_environment_and_an_explicit_db_wins(monkeypatch, tmp_path):
    monkeypatch.setenv("JUDGEDESK_DB", str(tmp_path / "kb.db"))
    monkeypatch.setenv("JUDGEDESK_MODEL", "minilm")
    monkeypatch.setenv("JUDGEDESK_CACHE", str(tmp_path / "cache"))
    assert resolve_db_path() == tmp_path / "kb.db" and resolve_db_path("other.db") == Path("other.db")
    assert default_model() == "minilm" and cache_dir() == tmp_path / "cache"
    assert library_settings() is library_settings()  # one object while the environment stays
