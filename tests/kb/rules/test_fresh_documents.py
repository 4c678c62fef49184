"""The fresh documents of data/eval/fresh-docs/ (issue 12: the linker on a document nobody tuned
it to): each joins the bundled corpus by its manifest entry alone, every one of its rulings has
its frozen reading, and every rule number read is in the rule index. The scores are in
`make trust` (bench/fresh_documents.py)."""

from __future__ import annotations

import shutil

import pytest
import sqlite_utils

from bench.fresh_documents import FRESH_DIR, FRESH_DOCUMENTS, add_document
from kb.build import BuildReport, build_knowledge_base
from kb.rules.data import cr_rules
from kb.rules.evaluate import LinkScore, load_gold, score_links


@pytest.fixture(scope="module")
def with_every_fresh_document(tmp_path_factory) -> tuple[BuildReport, sqlite_utils.Database]:
    """One build of the bundled corpus with every fresh document added by its manifest entry."""
    from ingest.manifest import DEFAULT_SOURCES

    work = tmp_path_factory.mktemp("fresh")
    sources = work / "sources"
    shutil.copytree(DEFAULT_SOURCES, sources)
    for folder, _ in FRESH_DOCUMENTS:
        add_document(FRESH_DIR / folder, sources)
    report = build_knowledge_base(work / "kb.db", sources, with_vectors=False)
    return report, sqlite_utils.Database(work / "kb.db")


@pytest.mark.parametrize("folder", [f for f, _ in FRESH_DOCUMENTS])
def test_a_fresh_document_joins_the_corpus_by_its_manifest_entry_and_every_ruling_has_its_reading(
    folder, with_every_fresh_document
):
    report, db = with_every_fresh_document
    added = [d for d in report.documents if d["file"] in {p.name for p in (FRESH_DIR / folder).glob("*.txt")}]
    assert len(added) == 1 and added[0]["unaccounted"] == 0
    rulings = {r["id"] for r in db["records"].rows_where("kind = 'ruling' and source = ?", [added[0]["id"]], select="id")}
    readings = load_gold("heldout", FRESH_DIR / folder)  # refuses a file that differs from its sha256
    assert {g.record_id for g in readings} == rulings and len(rulings) >= 30


@pytest.mark.parametrize("folder", [f for f, _ in FRESH_DOCUMENTS])
def test_every_rule_a_fresh_reading_names_is_in_the_rule_index(folder):
    known = cr_rules()
    for g in load_gold("heldout", FRESH_DIR / folder):
        assert g.key | g.acceptable <= set(known), g.record_id


def test_the_linker_keeps_what_it_scored_once_on_the_fresh_documents(with_every_fresh_document):
    # Scored once at stop 46 (1a29a13; docs/guide/trust.md): exact precision 74/138 = 0.536, key
    # recall 53/180 = 0.294 over the five documents (0.511 / 0.267 on the build before the
    # stop's change). A floor against regressions, far under issue 12's 0.90: a document
    # nobody reviewed gets about a third of the rules its rulings rest on.
    _, db = with_every_fresh_document
    total = LinkScore()
    for folder, _ in FRESH_DOCUMENTS:
        s = score_links(db, load_gold("heldout", FRESH_DIR / folder))
        for name in ("links", "correct_links", "with_key", "key_found"):
            setattr(total, name, getattr(total, name) + getattr(s, name))
    assert total.precision >= 0.52 and total.key_recall >= 0.28, (total.precision, total.key_recall)
