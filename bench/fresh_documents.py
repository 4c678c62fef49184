"""The linker on documents nobody tuned it to (data/eval/fresh-docs/).

Every ruling of the bundled corpus has been read by reviewers, and the linker's cue rows were
written from many of them, so no figure on the corpus says what a *new* document gets. Each
folder of data/eval/fresh-docs/ is a document of a known kind written at stop 46, 47 or 48 by a helper
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
from kb.build import BuildReport, build_knowledge_base
from kb.rules.evaluate import LinkScore, load_gold, score_links

FRESH_DIR = Path(__file__).resolve().parents[1] / "data" / "eval" / "fresh-docs"
# folder -> what it is
FRESH_DOCUMENTS = (
    ("de", "German release notes of Dominaria, written blind at stop 46 (first writer)"),
    ("de-b", "German release notes of Dominaria, written blind at stop 46 (second writer)"),
    ("zh", "Chinese FAQ of Outlaws of Thunder Junction in today's terms, written blind at stop 46"),
    ("zh-b", "Chinese FAQ of Kaldheim in today's terms, written blind at stop 46"),
    ("zh-c", "Chinese FAQ of Wilds of Eldraine in today's terms, written blind at stop 46"),
    ("de-c", "German release notes of Streets of New Capenna, written blind at stop 47"),
    ("de-d", "German release notes of Bloomburrow, written blind at stop 47"),
    ("zh-d", "Chinese FAQ of Lorwyn as written in 2007 (old terms, 6 superseded rulings), written blind at stop 47"),
    ("zh-e", "Chinese FAQ of Duskmourn in today's terms, written blind at stop 47"),
    ("de-e", "German release notes of Murders at Karlov Manor, written blind at stop 47"),
    ("zh-f", "Chinese FAQ of Phyrexia: All Will Be One in today's terms, written blind at stop 47"),
)
# Written blind and frozen for the next linker change: never built or scored until that change
# is done (then scored once, before and after, and moved to FRESH_DOCUMENTS).
FROZEN_UNSCORED: tuple[str, ...] = ("de-f", "zh-g", "de-g", "zh-h")
HEADERS = ["document", "rulings", "links", "precision", "key recall", "key-rule recall", "what it is"]


def fresh_scores(folders: tuple[tuple[str, str], ...] = FRESH_DOCUMENTS) -> list[tuple[str, str, LinkScore]]:
    """(folder, description, score) for each fresh document. One build holds them all, each
    added to the corpus by its manifest entry: a fresh document's links never depend on
    another fresh one (only reviewed rulings are followed as precedents), so one build scores
    each as a build of its own would, in a fraction of the time."""
    with tempfile.TemporaryDirectory() as tmp:
        report = build_with_documents([FRESH_DIR / f for f, _ in folders], Path(tmp))
        db = sqlite_utils.Database(report.db_path)
        try:
            return [(folder, what, score_links(db, load_gold("heldout", FRESH_DIR / folder))) for folder, what in folders]
        finally:
            db.close()


def build_with_documents(folders: list[Path], work: Path) -> BuildReport:
    """A knowledge base (no vectors) of the bundled corpus plus the documents of ``folders``,
    built under ``work``; the build's report (its ``db_path``, what each document gave)."""
    sources = work / "sources"
    shutil.copytree(DEFAULT_SOURCES, sources)
    for folder in folders:
        add_document(folder, sources)
    return build_knowledge_base(work / "kb.db", sources, with_vectors=False)


def fresh_rows() -> list[list[object]]:
    rows: list[list[object]] = []
    total = LinkScore()
    for folder, what, s in fresh_scores():
        rows.append([folder, s.rulings, s.links, s.precision, s.key_recall, s.key_rule_recall, what])
        total += s
    rows.append(["all", total.rulings, total.links, total.precision, total.key_recall, total.key_rule_recall, ""])
    return rows


def add_document(folder: Path, sources: Path) -> Path:
    """Copy the document of ``folder`` into the sources folder ``sources`` and append the entry
    of ``folder``'s manifest.toml to its manifest (what a judge adding a document does)."""
    entry = (folder / "manifest.toml").read_text(encoding="utf-8")
    for doc in folder.iterdir():
        if doc.suffix == ".txt":
            shutil.copyfile(doc, sources / doc.name)
    with (sources / "manifest.toml").open("a", encoding="utf-8") as fh:
        fh.write("\n" + entry)
    return sources
