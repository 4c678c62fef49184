"""The stop-33 keyword-rule sweep of tsp-faq-zh (data/rules/reviews/sweep-s33-*.csv): three readers
read every ruling of the 2006 FAQ once and asked whether a judge would name a rule its key lacks,
mostly the keyword's own subrule beside a general one (``add``), or whether a shown rule states
nothing of the ruling (``wrong``). Each change is an erratum the build shows, except a rule a
stop-30 reader had rejected for the same ruling (one reader against one: the shown key stands)."""

from __future__ import annotations

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from tests.kb.rules.review_files import read_rows, rejected_by_secondary_readings, rule_numbers

REVIEWS = DATA_DIR / "reviews"
SWEEPS = sorted(REVIEWS.glob("sweep-s33-*.csv"))
DECISIONS = {"add", "keep", "wrong"}


def _rows() -> list[dict[str, str]]:
    return [r for path in SWEEPS for r in read_rows(path)]


@pytest.mark.unit
def test_every_decision_names_known_rules_and_says_why():
    known = cr_rules()
    assert len(SWEEPS) == 3
    for r in _rows():
        assert r["decision"] in DECISIONS and r["note"].strip(), r["record_id"]
        added, removed = rule_numbers(r["added_rules"]), rule_numbers(r["removed_rules"])
        assert all(n in known for n in added + removed), r["record_id"]
        assert bool(added) == (r["decision"] == "add") and bool(removed) == (r["decision"] == "wrong"), r["record_id"]
        assert not set(added) & set(rule_numbers(r["shown_rules"])), r["record_id"]


@pytest.mark.integration
def test_the_sweep_read_every_ruling_of_the_faq_once_and_the_build_shows_its_additions(corpus_kb):
    from kb.export import export_records

    rulings = [r for r in export_records(corpus_kb, "ruling") if r["source"] == "tsp-faq-zh"]
    shown = {r["id"]: {x["number"] for x in r["rules"] if x["role"] == "key"} for r in rulings}
    rows = _rows()
    assert sorted(r["record_id"] for r in rows) == sorted(shown)
    rejected = rejected_by_secondary_readings()
    for r in rows:
        if r["decision"] == "keep":
            continue
        added, removed = set(rule_numbers(r["added_rules"])), set(rule_numbers(r["removed_rules"]))
        if added & rejected.get(r["record_id"], set()):
            assert not added <= shown[r["record_id"]], r["record_id"]
            continue
        assert added <= shown[r["record_id"]] and not removed & shown[r["record_id"]], r["record_id"]
