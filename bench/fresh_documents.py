"""The linker on documents nobody tuned it to (data/eval/fresh-docs/).

Every ruling of the bundled corpus has been read by reviewers, and the linker's cue rows were
written from many of them, so no figure on the corpus says what a *new* document gets. Each
folder of data/eval/fresh-docs/ is a document of a known kind written at stop 46 by a helper
who never saw the linker, its cue tables, the termbase or the reviews, in its own words, with
a manifest entry and the rules each ruling rests on (``heldout.csv``, frozen by its sha256
before the linker's output for it was looked at). The document is added to the bundled corpus
by its manifest entry alone — the path a judge's new document takes, so that it also meets
the reviewed rulings of its language, whose reminders later release notes repeat — and the
links the build gives its rulings are scored against those readings
(kb.rules.evaluate.score_links: exact numbers).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import sqlite_utils

from ingest.manifest import DEFAULT_SOURCES
from kb.build import build_knowledge_base
from kb.rules.evaluate import LinkScore, load_gold, score_links

FRESH_DIR = Path(__file__).resolve().parents[1] / "data" / "eval" / "fresh-docs"
# folder -> what it is
FRESH_DOCUMENTS = (
    ("de", "German release notes of Dominaria, written blind at stop 46 (first writer)"),
    ("de-b", "German release notes of Dominaria, written blind at stop 46 (second writer)"),
    ("zh", "Chinese FAQ of Outlaws of Thunder Junction in today's terms, written blind at stop 46"),
    ("zh-b", "Chinese FAQ of Kaldheim in today's terms, written blind at stop 46"),
    ("zh-c", "Chinese FAQ of Wilds of Eldraine in today's terms, written blind at stop 46"),
)
HEADERS = ["document", "rulings", "links", "precision", "key recall", "key-rule recall", "what it is"]


def fresh_scores(folders: tuple[tuple[str, str], ...] = FRESH_DOCUMENTS) -> list[tuple[str, str, LinkScore]]:
    """(folder, description, score) for each fresh document, added to the corpus by its entry."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for folder, what in folders:
            sources = FRESH_DIR / folder
            db_path = Path(tmp) / f"{folder}.db"
            build_knowledge_base(db_path, with_document(sources, Path(tmp) / f"{folder}-sources"), with_vectors=False)
            db = sqlite_utils.Database(db_path)
            try:
                out.append((folder, what, score_links(db, load_gold("heldout", sources))))
            finally:
                db.close()
    return out


def fresh_rows() -> list[list[object]]:
    rows: list[list[object]] = []
    total = LinkScore()
    for folder, what, s in fresh_scores():
        rows.append([folder, s.rulings, s.links, s.precision, s.key_recall, s.key_rule_recall, what])
        for name in ("rulings", "links", "correct_links", "with_key", "key_found", "key_rules", "key_rules_linked"):
            setattr(total, name, getattr(total, name) + getattr(s, name))
    rows.append(["all", total.rulings, total.links, total.precision, total.key_recall, total.key_rule_recall, ""])
    return rows


def with_document(folder: Path, into: Path) -> Path:
    """A sources folder ``into``: the bundled corpus and its manifest, plus the document of
    ``folder`` and the entry of ``folder``'s manifest.toml appended."""
    shutil.copytree(DEFAULT_SOURCES, into)
    entry = (folder / "manifest.toml").read_text(encoding="utf-8")
    for doc in folder.iterdir():
        if doc.suffix == ".txt":
            shutil.copyfile(doc, into / doc.name)
    with (into / "manifest.toml").open("a", encoding="utf-8") as fh:
        fh.write("\n" + entry)
    return into
