"""A knowledge base holding only the curated termbase (no corpus): fast unit tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def termbase_kb(fresh_kb):
    from kb.termbase.build import load_curated

    load_curated(fresh_kb)
    return fresh_kb
