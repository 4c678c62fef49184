"""Building the knowledge base: all or nothing; a bad source never costs the old one."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from ingest.errors import ParseError, SourceChanged
from kb.build import build_knowledge_base, open_kb

pytestmark = pytest.mark.integration


def _counts(db_path: Path) -> dict:
    db = open_kb(db_path)
    try:
        return {r["kind"]: r["n"] for r in db.query("select kind, count(*) n from records group by kind")}
    finally:
        db.close()


def _set_manifest_hash(sources: Path, file: str) -> None:
    manifest = sources / "manifest.toml"
    text = manifest.read_text(encoding="utf-8")
    new = hashlib.sha256((sources / file).read_bytes()).hexdigest()
    blocks = text.split("[[document]]")
    for i, block in enumerate(blocks):
        if f'file = "{file}"' in block:
            old = block.split('sha256 = "')[1].split('"')[0]
            blocks[i] = block.replace(old, new)
    manifest.write_text("[[document]]".join(blocks), encoding="utf-8")


def test_build_corpus_every_document_fully_accounted(corpus_kb):
    rows = list(corpus_kb.query("select id, nonblank_lines from sources"))
    assert len(rows) == 5
    for row in rows:
        owned = corpus_kb.execute("select sum(lines) from accounting where source = ?", [row["id"]]).fetchone()[0]
        assert owned == row["nonblank_lines"], row["id"]


def test_build_garbled_copy_names_file_and_line_and_keeps_previous_kb(sources_copy, kb_path):
    build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    before_bytes, before = kb_path.read_bytes(), _counts(kb_path)
    target = sources_copy / "tsp-faq.zh.txt"
    lines = target.read_bytes().split(b"\n")
    lines[99] = b"\xff\xfe garbled \x80"  # line 100 is no longer UTF-8
    target.write_bytes(b"\n".join(lines))
    _set_manifest_hash(sources_copy, "tsp-faq.zh.txt")
    with pytest.raises(ParseError, match=r"tsp-faq\.zh\.txt, line 100: expected UTF-8 text"):
        build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    assert kb_path.read_bytes() == before_bytes and _counts(kb_path) == before
    assert not list(kb_path.parent.glob("*.building*"))


def test_build_changed_source_is_refused_and_keeps_previous_kb(sources_copy, kb_path):
    build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    before = kb_path.read_bytes()
    (sources_copy / "rulebook-casting.de.txt").write_text("Nur noch eine Zeile.\n", encoding="utf-8")
    with pytest.raises(SourceChanged, match="rulebook-casting.de.txt"):
        build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    assert kb_path.read_bytes() == before


def test_build_rebuild_replaces_the_artifact_whole(sources_copy, kb_path):
    build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    first = _counts(kb_path)
    build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    assert _counts(kb_path) == first


def _blank_first_entry_after(path: Path, title: str) -> int:
    """Blank the lines between the section ``title`` and its first ruling bullet, so that a ruling
    stands where a card entry is expected; the 1-based line of that ruling."""
    lines = path.read_text(encoding="utf-8").split("\n")
    start = lines.index(title)
    first_bullet = next(i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith(("- ", "* ")))
    for i in range(start + 1, first_bullet):
        lines[i] = ""
    path.write_text("\n".join(lines), encoding="utf-8")
    return first_bullet + 1


@pytest.mark.parametrize(
    "file, title",
    [
        ("who-release-notes.de.txt", "KARTENSPEZIFISCHES"),
        ("tsp-faq.zh.txt", "单卡解惑"),
    ],
)
def test_build_ruling_without_its_card_names_file_line_and_expectation_and_keeps_previous_kb(sources_copy, kb_path, file, title):
    build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    before_bytes = kb_path.read_bytes()
    line = _blank_first_entry_after(sources_copy / file, title)
    _set_manifest_hash(sources_copy, file)
    with pytest.raises(ParseError, match=rf"{file.replace('.', '[.]')}, line {line}: expected a card entry"):
        build_knowledge_base(kb_path, sources_copy, with_vectors=False)
    assert kb_path.read_bytes() == before_bytes
    assert not list(kb_path.parent.glob("*.building*"))


def test_a_rewritten_ruling_loses_its_review_and_the_build_says_so(sources_copy, kb_path):
    """A new edition that rewrites a reviewed ruling keeps its record id (same lines) but not its
    review: the ruling is linked from its new words, and the build reports the stale review."""
    file = "who-release-notes.de.txt"
    lines = (sources_copy / file).read_text(encoding="utf-8").split("\n")
    rid = "who-notes-de:ruling:752-752"
    assert lines[751].startswith("- Falls eine geteilte Karte Rückblende erhält")
    lines[751] = "- Du kannst nicht auf das Ansagen einer Karte antworten, die ausgesetzt wird."
    (sources_copy / file).write_text("\n".join(lines), encoding="utf-8")
    _set_manifest_hash(sources_copy, file)
    said: list[str] = []
    build_knowledge_base(kb_path, sources_copy, with_vectors=False, progress=said.append)
    db = open_kb(kb_path)
    try:
        derivations = {r["derivation"] for r in db.query("select derivation from rule_links where record_id = ?", [rid])}
        reviewed_elsewhere = db.execute("select count(*) from rule_links where derivation = 'reviewed'").fetchone()[0]
    finally:
        db.close()
    assert "reviewed" not in derivations and reviewed_elsewhere > 600
    assert any("no longer match their ruling's text" in m and rid in m for m in said)
