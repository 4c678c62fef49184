"""Reviewed rule texts (data/rules/reviews/ruletexts-a.csv): a German rulebook passage or
glossary term a judge gets as an answer shows the CR rules its reviewer found, with the file and
line as evidence, like a reviewed ruling; a reviewed text with no rule behind it says so; and the
review stops holding once the text no longer reads as the reviewer saw it."""

from __future__ import annotations

import shutil

import pytest
import sqlite_utils

from kb.rules.build import derive_all
from kb.rules.gold import load_gold
from kb.rules.reviewed import REPO_DIR, Reviews, reviewed_files

pytestmark = pytest.mark.integration

RULE_TEXTS = next(f for f in reviewed_files() if f.name == "ruletexts-a")
REVIEWED = load_gold("ruletexts-a", (REPO_DIR / RULE_TEXTS.file).parent)


def _links(db, record_id: str) -> list[dict]:
    return list(db.query("select rule, derivation, evidence from rule_links where record_id = ?", [record_id]))


def test_the_golden_rule_passage_shows_its_reviewed_rules_with_the_review_as_evidence(corpus_kb):
    passage = next(g for g in REVIEWED if g.record_id == "casting-de:passage:67-68")
    links = _links(corpus_kb, passage.record_id)
    assert {l["rule"] for l in links} == {"101.1", "702.8a"} == set(passage.key)
    assert all(l["derivation"] == "reviewed" for l in links)
    assert all(f"{RULE_TEXTS.file} line {passage.line}" in l["evidence"] for l in links)


@pytest.mark.parametrize("kind", ["passage", "term"])
def test_every_reviewed_rule_text_shows_exactly_its_reviewers_rules(corpus_kb, kind):
    from kb.rules.review_errata import load_errata

    # an erratum (data/rules/reviews/errata.csv) corrects a reviewer's row without editing it
    corrected = {e.record_id: set(e.new) for e in load_errata() if e.part == RULE_TEXTS.name}
    reviewed = [g for g in REVIEWED if f":{kind}:" in g.record_id]
    assert reviewed
    for g in reviewed:
        links = _links(corpus_kb, g.record_id)
        want = corrected.get(g.record_id, set(g.key))
        assert {l["rule"] for l in links if l["derivation"] == "reviewed"} == want, g.record_id
        # rule texts print no CR numbers, so nothing read from their words is shown beside the review
        assert all(l["derivation"] == "reviewed" for l in links), g.record_id


def test_a_reviewed_cross_reference_says_no_rule_states_it(corpus_kb):
    see_only = next(g for g in REVIEWED if g.record_id == "glossary-de:term:110-111")  # "Anfangshand / Siehe Starthand."
    assert not see_only.key and not _links(corpus_kb, see_only.record_id)
    (reason,) = corpus_kb.query("select no_rule_reason from record_status where record_id = ?", [see_only.record_id])
    assert reason["no_rule_reason"].startswith("reviewed: no CR rule states it")
    assert f"{RULE_TEXTS.file} line {see_only.line}" in reason["no_rule_reason"]


def test_a_rewritten_passage_is_no_longer_shown_as_reviewed(corpus_kb_path, tmp_path):
    copy = tmp_path / "judgedesk.db"
    shutil.copy(corpus_kb_path, copy)
    db = sqlite_utils.Database(copy)
    pid = "casting-de:passage:67-68"
    db.execute("update records set text = ? where id = ?", ["Eine neue Ausgabe sagt hier etwas anderes.", pid])
    reviews = Reviews.load()
    links, _statuses, _read = derive_all(db, reviews, only={pid})
    assert not [l for l in links if l["derivation"] == "reviewed"]
    assert [r.record_id for r in reviews.stale] == [pid]
    db.close()


def test_an_outdated_passage_found_by_search_warns_and_a_cross_reference_says_why_it_cites_nothing(corpus_kb):
    """The card-types chapter's planeswalker passage states the uniqueness rule removed in 2017:
    as an answer it is marked superseded with what holds today; a "Siehe …" term says its
    reviewer found no rule that states it."""
    from kb.rulings import enrich_rule_texts

    superseded = [g.record_id for g in REVIEWED if g.status == "superseded" and ":passage:" in g.record_id]
    see_only = next(g for g in REVIEWED if ":term:" in g.record_id and not g.key)
    shown = {r["id"]: r for r in enrich_rule_texts(corpus_kb, [{"id": i} for i in [*superseded, see_only.record_id]])}
    assert superseded
    for record_id in superseded:
        assert shown[record_id]["status"] == "superseded", record_id
        assert shown[record_id]["status_change"]["today"], record_id
    assert shown[see_only.record_id]["status"] == "current"
    assert shown[see_only.record_id]["no_rule_reason"].startswith("reviewed: no CR rule states it")
