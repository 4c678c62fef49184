"""Shared fixtures: an in-memory knowledge base, a file path under tmp_path, and one
knowledge base built from the bundled corpus for the whole session."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
import sqlite_utils

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

REPO = Path(__file__).resolve().parent.parent
SOURCES = REPO / "data" / "sources"


@pytest.fixture
def fresh_kb() -> sqlite_utils.Database:
    """An empty in-memory knowledge base with every migration applied."""
    from kb.migrations import migrate

    db = sqlite_utils.Database(memory=True)
    migrate(db)
    yield db
    db.close()


@pytest.fixture
def kb_path(tmp_path: Path) -> Path:
    return tmp_path / "var" / "judgedesk.db"


@pytest.fixture
def sources_copy(tmp_path: Path) -> Path:
    """A writable copy of the bundled corpus and its manifest."""
    dest = tmp_path / "sources"
    shutil.copytree(SOURCES, dest)
    return dest


@pytest.fixture(scope="session")
def corpus_kb_path(tmp_path_factory) -> Path:
    """The bundled corpus ingested once per session (no vectors: lexical paths only)."""
    from kb.build import build_knowledge_base

    path = tmp_path_factory.mktemp("corpus") / "judgedesk.db"
    build_knowledge_base(path, SOURCES, with_vectors=False)
    return path


@pytest.fixture
def corpus_kb(corpus_kb_path: Path):
    from kb.build import open_kb

    db = open_kb(corpus_kb_path)
    yield db
    db.close()
