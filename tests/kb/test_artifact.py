"""One build at a time: every file of the knowledge base carries (or is bound to) its build id,
a reader refuses a file of another build, ingest refuses to replace what a server reads, and a
truncated, foreign or unwritable knowledge base gives the documented errors, never a traceback."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from api.cli import cli
from kb.paths import sidecar

pytestmark = pytest.mark.integration


def _with_vectors(db_path: Path, seed: int) -> str:
    """A new build of ``db_path`` with a small made-up vector index (as ``judgedesk index`` makes)."""
    from kb.build import rebuild_sidecars
    from kb.search.vectors import write_index

    def write(ctx) -> None:
        ids = [r[0] for r in ctx.db.execute("select id from records limit 40").fetchall()]
        vectors = np.random.default_rng(seed).normal(size=(len(ids), 16)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        write_index(vectors, ids, "made-up", ctx.sidecar("faiss"), ctx.sidecar("faiss.json"))

    return rebuild_sidecars(db_path, write)


def _meta(db_path: Path) -> dict:
    from kb.artifact import read_meta
    from kb.build import open_kb

    db = open_kb(db_path)
    try:
        return read_meta(db, db_path)
    finally:
        db.close()


@pytest.fixture
def kb_copy(corpus_kb_path, tmp_path) -> Path:
    path = tmp_path / "kb" / "judgedesk.db"
    path.parent.mkdir()
    shutil.copyfile(corpus_kb_path, path)
    return path


def test_build_id_is_in_the_database_and_its_sidecars(kb_copy):
    before = _meta(kb_copy)["build_id"]
    build = _with_vectors(kb_copy, seed=0)
    meta = _meta(kb_copy)
    assert meta["build_id"] == build != before
    assert json.loads(sidecar(kb_copy, "faiss.json").read_text())["build_id"] == build
    digests = json.loads(meta["sidecar_digests"])
    assert set(digests) == {"faiss", "faiss.json"}
    assert digests["faiss"]["size"] == sidecar(kb_copy, "faiss").stat().st_size


def test_vector_index_of_another_build_is_refused_naming_the_file(kb_copy, tmp_path):
    from kb.errors import BuildMismatch
    from kb.search.vectors import VectorIndex

    _with_vectors(kb_copy, seed=0)
    old = {name: sidecar(kb_copy, name).read_bytes() for name in ("faiss", "faiss.json")}
    _with_vectors(kb_copy, seed=1)
    assert len(VectorIndex(kb_copy).search(np.ones(16, dtype=np.float32) / 4, 3)) == 3  # its own: fine
    for name, data in old.items():
        sidecar(kb_copy, name).write_bytes(data)
    with pytest.raises(BuildMismatch, match="another build"):
        VectorIndex(kb_copy).search(np.ones(16, dtype=np.float32) / 4, 3)
    result = CliRunner().invoke(cli, ["--db", str(kb_copy), "ask", "Zeitriss", "--mode", "dense"])
    assert result.exit_code == 4 and "another build" in result.output and "Traceback" not in result.output


def _index_of_another_build(db_path: Path, tmp_path: Path) -> None:
    """Put beside ``db_path`` the vector index of another build of the same corpus."""
    other = tmp_path / "other" / "judgedesk.db"
    other.parent.mkdir()
    shutil.copyfile(db_path, other)
    _with_vectors(other, seed=0)
    for name in ("faiss", "faiss.json"):
        shutil.copyfile(sidecar(other, name), sidecar(db_path, name))


def test_index_beside_a_build_that_wrote_none_is_refused_not_used(kb_copy, tmp_path):
    # ingest --no-vectors left the previous build's index beside the new database (issue 15:
    # `ask --mode dense` answered from it without a word)
    from kb.errors import BuildMismatch
    from kb.search.vectors import VectorIndex

    _index_of_another_build(kb_copy, tmp_path)
    with pytest.raises(BuildMismatch, match="another build"):
        VectorIndex(kb_copy).search(np.ones(16, dtype=np.float32) / 4, 3)
    result = CliRunner().invoke(cli, ["--db", str(kb_copy), "ask", "Zeitriss", "--mode", "dense"])
    assert result.exit_code == 4 and "judgedesk.db.faiss" in result.output and "Traceback" not in result.output
    lexical = CliRunner().invoke(cli, ["--db", str(kb_copy), "ask", "Zeitriss", "--mode", "lexical"])
    assert lexical.exit_code == 0, lexical.output  # the database itself is whole


def test_ingest_without_vectors_removes_the_replaced_builds_index(kb_copy, tmp_path):
    from kb.build import build_knowledge_base
    from tests.api.conftest import SMALL_KB_DOCUMENTS, write_subset

    _with_vectors(kb_copy, seed=0)
    assert sidecar(kb_copy, "faiss").exists()
    build_knowledge_base(kb_copy, write_subset(tmp_path / "sources", SMALL_KB_DOCUMENTS[:1]), with_vectors=False)
    assert not sidecar(kb_copy, "faiss").exists() and not sidecar(kb_copy, "faiss.json").exists()
    result = CliRunner().invoke(cli, ["--db", str(kb_copy), "ask", "Zeitriss", "--mode", "dense"])
    assert result.exit_code != 0 and "judgedesk index" in result.output  # no index, said so; never the old one


def test_ingest_refuses_a_knowledge_base_a_server_reads_and_names_the_process(kb_copy):
    from kb.artifact import ReaderLock
    from kb.errors import KnowledgeBaseInUse

    inode = kb_copy.stat().st_ino
    lock = ReaderLock(kb_copy).acquire()
    try:
        with pytest.raises(KnowledgeBaseInUse) as caught:
            _with_vectors(kb_copy, seed=0)
    finally:
        lock.release()
    from api.cli._common import exit_code_for

    assert f"pid {os.getpid()}" in str(caught.value) and exit_code_for(caught.value) == 3
    assert kb_copy.stat().st_ino == inode  # the served file is untouched
    assert not list(kb_copy.parent.glob("*.building*"))
    _with_vectors(kb_copy, seed=0)  # once the reader is gone, the rebuild goes through


@pytest.mark.parametrize(
    "damage, words",
    [
        (lambda p: p.write_bytes(p.read_bytes()[: p.stat().st_size // 2]), "truncated"),
        (lambda p: p.write_bytes(b"not a database at all" * 10), "not an SQLite database"),
    ],
    ids=["truncated", "foreign"],
)
def test_damaged_knowledge_base_exits_4_with_a_clear_message(kb_copy, damage, words):
    from kb.build import open_kb
    from kb.errors import KnowledgeBaseUnusable

    damage(kb_copy)
    with pytest.raises(KnowledgeBaseUnusable, match=words):
        open_kb(kb_copy)
    for args in (["sources"], ["ask", "Zeitriss", "--mode", "lexical"], ["card", "Zeitriss"]):
        result = CliRunner().invoke(cli, ["--db", str(kb_copy), *args])
        assert result.exit_code == 4, (args, result.output)
        assert words in result.output and "Traceback" not in result.output


def test_corrupt_pages_behind_a_good_header_exit_4_not_a_traceback(kb_copy):
    data = bytearray(kb_copy.read_bytes())
    data[4096:] = b"\xff" * (len(data) - 4096)  # every page after the first two is garbage
    kb_copy.write_bytes(bytes(data))
    result = CliRunner().invoke(cli, ["--db", str(kb_copy), "sources"])
    assert result.exit_code == 4 and "cannot be read" in result.output and "Traceback" not in result.output


def _unwritable_folder(tmp_path: Path) -> Path:
    if os.geteuid() == 0:  # root writes through file modes; sysfs refuses new files even to root
        return Path("/sys/judgedesk-test")
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


def test_ingest_into_a_read_only_folder_exits_3_with_a_clear_message(tmp_path):
    from kb.build import build_knowledge_base
    from kb.errors import KnowledgeBaseUnwritable

    folder = _unwritable_folder(tmp_path)
    with pytest.raises(KnowledgeBaseUnwritable, match="cannot write the knowledge base"):
        build_knowledge_base(folder / "judgedesk.db", with_vectors=False)
    result = CliRunner().invoke(cli, ["--db", str(folder / "judgedesk.db"), "ingest", "--no-vectors"])
    assert result.exit_code == 3 and "cannot write the knowledge base" in result.output
    assert "Traceback" not in result.output
