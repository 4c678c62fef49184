"""The German lemma table looked up through its indexed copy answers exactly as the table
itself, and without a writable cache it falls back to the table."""

from __future__ import annotations

import pytest

from kb.language.spacy_data import LemmaIndex, lemma_lookup

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def table():
    return lemma_lookup("de")


def _sample(table) -> list[str]:
    keys = sorted(table)
    return keys[:: max(1, len(keys) // 3000)] + ["Karten", "karten", "ausgesetzte", "Kreaturen", "qqqkeinwort", ""]


def test_index_answers_as_the_table(table, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEDESK_CACHE", str(tmp_path))
    index = LemmaIndex("de")
    assert all(index.get(form) == table.get(form) for form in _sample(table))
    assert list(tmp_path.glob("lemmas-de-*.sqlite"))  # the copy was written once
    again = LemmaIndex("de")  # a second process reads the copy
    assert again.get("Karten") == table["Karten"] and again.get("qqqkeinwort", "x") == "x"


def test_without_a_writable_cache_the_table_is_used(table, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("JUDGEDESK_CACHE", str(blocker))
    index = LemmaIndex("de")
    assert index.get("Karten") == table["Karten"]
    assert index._dict is not None
