"""The curated CSVs: provenance on every row, rule numbers for every mechanic, checks at load."""

from __future__ import annotations

import csv
import re

import pytest

from kb.termbase.model import (
    CARD_NAMES_CSV,
    CONCEPTS_CSV,
    CR_CONCEPTS_CSV,
    CR_LABELS_CSV,
    DE_CR_LABELS_CSV,
    DE_LABELS_CSV,
    LABELS_CSV,
    TermbaseDataError,
    load_card_names,
    load_concepts,
    load_labels,
)

pytestmark = pytest.mark.unit

RULE_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


@pytest.mark.parametrize(
    "path",
    [CONCEPTS_CSV, LABELS_CSV, CARD_NAMES_CSV, CR_CONCEPTS_CSV, CR_LABELS_CSV, DE_LABELS_CSV, DE_CR_LABELS_CSV],
    ids=lambda p: p.name,
)
def test_csv_every_row_names_its_source(path):
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows
    missing = [i for i, row in enumerate(rows, 2) if not (row.get("source") or "").strip()]
    assert missing == [], f"{path.name}: rows without source: {missing[:10]}"


def test_concepts_every_mechanic_and_keyword_has_a_rule_number():
    concepts = load_concepts()
    mechanics = [c for c in concepts if c["kind"] in ("mechanic", "keyword")]
    assert len(mechanics) > 50
    assert [c["id"] for c in mechanics if not RULE_NUMBER.match(c["cr"])] == []


@pytest.mark.parametrize(
    "concept, cr",
    [
        ("suspend", "702.62"),
        ("split-second", "702.61"),
        ("flash", "702.8"),
        ("kicker", "702.33"),
        ("flashback", "702.34"),
        ("storm", "702.40"),
        ("morph", "702.37"),
        ("cascade", "702.85"),
        ("myriad", "702.116"),
        ("time-travel", "701.56"),
        ("villainous-choice", "701.55"),
        ("doctors-companion", "702.124m"),
    ],
)
def test_concepts_rule_numbers_match_the_issue_table(concept, cr):
    assert {c["id"]: c["cr"] for c in load_concepts()}[concept] == cr


def test_labels_every_row_names_a_known_concept():
    ids = {c["id"] for c in load_concepts()}
    assert load_labels(LABELS_CSV, ids)


def test_load_labels_bad_era_names_file_line_and_allowed_values(tmp_path):
    bad = tmp_path / "labels.csv"
    bad.write_text("concept,lang,label,era,note,source\nsuspend,de,Aussetzen,ancient,,somewhere\n", encoding="utf-8")
    with pytest.raises(TermbaseDataError, match=r"labels.csv:2: era 'ancient' not one of current") as caught:
        load_labels(bad)
    assert isinstance(caught.value, ValueError)


def test_load_concepts_keyword_without_rule_is_refused(tmp_path):
    bad = tmp_path / "concepts.csv"
    bad.write_text("id,kind,cr,en,source\nsuspend,keyword,,suspend,CR\n", encoding="utf-8")
    with pytest.raises(TermbaseDataError, match="has no cr rule number"):
        load_concepts(bad)


def test_load_card_names_missing_source_is_refused(tmp_path):
    bad = tmp_path / "card_names.csv"
    bad.write_text("card,lang,name,era,source\nRift Bolt,zh,裂缝箭,2006,\n", encoding="utf-8")
    with pytest.raises(TermbaseDataError, match="'source' is empty"):
        load_card_names(bad)


def test_load_card_names_unquoted_comma_names_file_and_line(tmp_path):
    # "K-9, Mark I" unquoted would cut the name at the comma and shift the era into lang.
    bad = tmp_path / "card_names.csv"
    bad.write_text("card,lang,name,era,source\nK-9 Mark I,en,K-9, Mark I,current,WHO\n", encoding="utf-8")
    with pytest.raises(TermbaseDataError, match=r"card_names.csv:2: more fields than columns"):
        load_card_names(bad)


def test_termbase_and_rules_files_read_alike_blank_rows_skipped_lines_physical(tmp_path):
    from kb.rules.data import read_rows

    text = 'id,kind,cr,en,source\n\n"split\ncard",keyword,702.62,suspend,CR\n,,,,\nflash,keyword,702.8,flash,CR\n'
    path = tmp_path / "concepts.csv"
    path.write_text(text, encoding="utf-8")
    rows = read_rows(path, ("id", "kind", "cr", "en", "source"))
    # the quoted field spans lines 3-4, the empty row on line 5 is left out
    assert [(line, row["id"]) for line, row in rows] == [(4, "split\ncard"), (6, "flash")]
    assert [c["id"] for c in load_concepts(path)] == ["split\ncard", "flash"]


def test_card_names_cover_every_corpus_card_in_its_own_language():
    from pathlib import Path

    from ingest.manifest import load_manifest
    from ingest.pipeline import parse_document

    sources = Path(__file__).resolve().parents[3] / "data" / "sources"
    names = {(r["lang"], r["name"]) for r in load_card_names()}
    missing = []
    for meta in load_manifest(sources):
        if meta.id not in ("who-notes-de", "tsp-faq-zh"):
            continue
        for rec in parse_document(meta, sources).records:
            if rec.kind.value == "card" and (meta.lang, rec.name) not in names:
                missing.append(rec.name)
    assert missing == []


def test_german_labels_name_a_document_line_url_or_pinned_repository_file():
    # "corpus" alone or a bare site name would not let a reviewer find the printed word again
    corpus = re.compile(r"^[a-z]+(-[a-z]+)+ \d+(-\d+)? \(corpus\)$")
    located = re.compile(r"https?://\S+|github\.com/[\w.-]+/[\w.-]+@[0-9a-f]{7,40} \S+")
    rows = load_labels(DE_LABELS_CSV)
    assert len(rows) > 400
    vague = [(r["concept"], r["source"]) for r in rows if not (corpus.match(r["source"]) or located.search(r["source"]))]
    assert vague == []
