"""Errata over reviewed key rules (data/rules/reviews/errata.csv, kb/rules/review_errata.py): a
corrected ruling shows the erratum's rules wherever a judge looks, naming the reader's row and
the erratum; an erratum that no longer matches what it corrects stops the build, naming its row."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kb.rules.data import RulesDataError
from kb.rules.review_errata import ERRATA_CSV, load_errata
from kb.rules.reviewed import REPO_DIR, Reviews, reviewed_files
from tests.kb.rules.review_files import REVIEWED_KEYS_SQL

HEADER = "record_id,part,old_key_rules,new_key_rules,reason,source\n"


def _a_reviewed_row(part: str = "who-a") -> dict[str, str]:
    """A real row of a review with one or more key rules (what an erratum would correct)."""
    file = next(f for f in reviewed_files() if f.name == part)
    with (REPO_DIR / file.file).open(encoding="utf-8", newline="") as fh:
        return next(r for r in csv.DictReader(fh) if r["key_rules"] and "601.2f" not in r["key_rules"])


def _errata(tmp_path: Path, *rows: str) -> Path:
    path = tmp_path / "errata.csv"
    path.write_text(HEADER + "".join(r + "\n" for r in rows), encoding="utf-8")
    return path


def test_an_erratum_replaces_the_readers_key_rules_and_names_both_rows(tmp_path):
    row = _a_reviewed_row()
    path = _errata(tmp_path, f"{row['record_id']},who-a,{row['key_rules']},601.2f,why,CR 2025-09-19 601.2f: test")
    before = Reviews.load(errata=tmp_path / "none.csv").of(row["record_id"])
    after = Reviews.load(errata=path).of(row["record_id"])
    assert before is not None and set(before.rules) == set(row["key_rules"].split("|"))
    assert after is not None and after.rules == ("601.2f",)
    (link,) = after.links()
    assert link.rule == "601.2f" and link.derivation == "reviewed"
    assert before.where in link.evidence and f"corrected by {path} line 2" in link.evidence


def test_an_erratum_may_say_no_rule_is_the_basis(tmp_path):
    row = _a_reviewed_row()
    path = _errata(tmp_path, f"{row['record_id']},who-a,{row['key_rules']},,card text only,CR 2025-09-19: none")
    review = Reviews.load(errata=path).of(row["record_id"])
    assert review is not None and review.rules == () and review.links() == []


@pytest.mark.parametrize(
    "change, message",
    [
        ({"old": "702.62a"}, r"errata.csv:2: stale erratum: who-a now keys .* not old_key_rules 702.62a"),
        ({"part": "who-z"}, r"errata.csv:2: part 'who-z' is not in data/rules/reviewed-parts.csv"),
        ({"record": "who-notes-de:ruling:1-1"}, r"errata.csv:2: who-notes-de:ruling:1-1 is not a ruling of part 'who-a'"),
        ({"new": "702.62z"}, r"errata.csv:2: new_key_rules 702.62z not in data/rules/cr-rules.csv"),
        ({"new": "same"}, r"errata.csv:2: new_key_rules equal old_key_rules"),
        ({"new": "601.2f|601.2h|117.1a|305.1|307.1"}, r"errata.csv:2: new_key_rules names 5 rules \(at most 4 key rules\)"),
    ],
)
def test_an_erratum_that_does_not_match_its_review_is_an_error_naming_its_row(tmp_path, change, message):
    row = _a_reviewed_row()
    old = change.get("old", row["key_rules"])
    new = row["key_rules"] if change.get("new") == "same" else change.get("new", "601.2f")
    record = change.get("record", row["record_id"])
    path = _errata(tmp_path, f"{record},{change.get('part', 'who-a')},{old},{new},why,CR 2025-09-19 601.2f: test")
    with pytest.raises(RulesDataError, match=message):
        Reviews.load(errata=path)


def test_a_withdrawn_erratum_gives_the_readers_key_back_and_keeps_its_line(tmp_path):
    """A later reading that takes a correction back edits the row in place (other files cite
    errata by line): the reviewer's key is shown again, and the next row keeps its line."""
    row, other = _a_reviewed_row(), _a_reviewed_row("who-b")
    path = _errata(
        tmp_path,
        f"{row['record_id']},who-a,{row['key_rules']},{row['key_rules']},withdrawn: two readers disagree,CR 2025-09-19: test",
        f"{other['record_id']},who-b,{other['key_rules']},601.2f,why,CR 2025-09-19 601.2f: test",
    )
    (only,) = load_errata(path)
    assert only.record_id == other["record_id"] and only.line == 3
    review = Reviews.load(errata=path).of(row["record_id"])
    assert review is not None and set(review.rules) == set(row["key_rules"].split("|"))
    assert all("corrected by" not in link.evidence for link in review.links())
    changed = _errata(tmp_path, f"{row['record_id']},who-a,{row['key_rules']},601.2f,withdrawn: but changed,CR: test")
    with pytest.raises(RulesDataError, match=r"errata.csv:2: a withdrawn erratum gives the reader's key back"):
        load_errata(changed)


def test_an_erratum_may_correct_only_the_also_link_shown_after_the_key_rules(tmp_path):
    """A second reading that rejects the reader's further rule (stop 37) takes the also link
    away with "-" or names another rule; the key rules stay, and a rule outside the index is an
    error naming the row."""
    row = _a_reviewed_row()
    keys = row["key_rules"]
    header = HEADER.rstrip("\n") + ",also\n"
    path = tmp_path / "errata.csv"
    for also, shown in (("-", None), ("116.1", "116.1")):
        path.write_text(header + f"{row['record_id']},who-a,{keys},{keys},why,CR 2025-09-19: test,{also}\n", encoding="utf-8")
        review = Reviews.load(errata=path).of(row["record_id"])
        assert review is not None and set(review.rules) == set(keys.split("|"))
        also_links = [link.rule for link in review.links(with_also=True) if link.role == "also"]
        assert also_links == ([shown] if shown else [])
    path.write_text(header + f"{row['record_id']},who-a,{keys},{keys},why,CR 2025-09-19: test,116.99z\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"errata.csv:2: also 116.99z not in data/rules/cr-rules.csv"):
        load_errata(path)
    path.write_text(header + f"{row['record_id']},who-a,{keys},{keys},withdrawn: test,CR 2025-09-19: test,-\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"errata.csv:2: a withdrawn erratum corrects nothing"):
        load_errata(path)


def test_a_second_erratum_for_one_ruling_names_the_first(tmp_path):
    row = _a_reviewed_row()
    line = f"{row['record_id']},who-a,{row['key_rules']},601.2f,why,CR 2025-09-19 601.2f: test"
    with pytest.raises(RulesDataError, match=r"errata.csv:3: a second erratum .* \(first: line 2\)"):
        load_errata(_errata(tmp_path, line, line))


def test_leaving_the_corrected_part_out_still_checks_its_errata(tmp_path):
    """Scoring a part leaves its reviews out; a stale erratum on it must not pass unnoticed."""
    row = _a_reviewed_row()
    path = _errata(tmp_path, f"{row['record_id']},who-a,702.62a,601.2f,why,CR 2025-09-19 601.2f: test")
    with pytest.raises(RulesDataError, match="stale erratum"):
        Reviews.load(leave_out="who-a", errata=path)
    good = _errata(tmp_path, f"{row['record_id']},who-a,{row['key_rules']},601.2f,why,CR 2025-09-19 601.2f: test")
    assert row["record_id"] not in Reviews.load(leave_out="who-a", errata=good).by_record


def test_the_bundled_errata_hold_against_their_reviews():
    errata = load_errata()
    assert errata, f"{ERRATA_CSV} has no rows"
    reviews = Reviews.load()
    for e in errata:
        assert e.file == "data/rules/reviews/errata.csv"
        review = reviews.of(e.record_id)
        assert review is not None and set(review.rules) == set(e.new), e.where


@pytest.mark.integration
def test_a_corrected_ruling_shows_the_erratums_rules_in_the_card_and_rule_views(corpus_kb):
    from kb.cards import find_card
    from kb.rulings import rulings_for_rule

    for e in load_errata():
        rows = list(corpus_kb.query(REVIEWED_KEYS_SQL, [e.record_id]))
        assert {r["rule"] for r in rows} == set(e.new), e.where
        assert all(f"corrected by {e.where}" in r["evidence"] for r in rows)
        if ":ruling:" not in e.record_id:
            continue  # a glossary term or passage: no card or rule view lists it
        for number in set(e.new) - e.old:
            assert e.record_id in {r.id for r in rulings_for_rule(corpus_kb, number).rulings}, (e.where, number)
        (record,) = corpus_kb.query("select subject, subject_kind, source from records where id = ?", [e.record_id])
        if record["subject_kind"] == "card":
            card = find_card(corpus_kb, record["subject"]).to_dict()
            shown = [r for c in card["copies"] for r in c["rulings"] if r["id"] == e.record_id]
        else:
            shown = _mechanic_ruling_shown_with_a_card(corpus_kb, record, e.record_id)
            if shown is None:
                continue  # a theme heading no card's text names (tsp "没有法术力费用的牌"): the rule view above lists it
        assert shown and {x["number"] for x in shown[0]["rules"]} >= set(e.new), e.where


def _mechanic_ruling_shown_with_a_card(db, mechanic: dict, record_id: str) -> list[dict] | None:
    """A mechanic's ruling as the card view shows it, beside a card whose text names the mechanic;
    None when no card's text names it."""
    from kb.cards import find_card

    naming = db.query(
        "select name from records where kind = 'card' and source = ? and instr(text, ?) > 0",
        [mechanic["source"], mechanic["subject"]],
    )
    naming = list(naming)
    if not naming:
        return None
    for card in naming:
        for named in find_card(db, card["name"]).to_dict()["mechanic_rulings"]:
            shown = [r for r in named["rulings"] if r["id"] == record_id]
            if shown:
                return shown
    return []
