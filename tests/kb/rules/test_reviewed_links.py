"""Reviewed rule links (kb/rules/reviewed.py): a ruling of a scored gold part is shown with the
rules its reviewer found, naming the file and line; a ruling saying the same as a reviewed one
follows it; a part not listed in data/rules/reviewed-parts.csv is never used. Beside its key
rules a reviewed ruling shows its reader's first further rule, marked ``also``."""

from __future__ import annotations

import pytest

from kb.rules.gold import load_gold
from kb.rules.reviewed import PRECEDENT_SIMILARITY, Review, Reviews, reviewed_parts


def _ruling(rid: str, text: str, source: str = "who-notes-de", lang: str = "de") -> dict[str, str]:
    return {"id": rid, "text": text, "source": source, "kind": "ruling", "lang": lang}


REMINDER = (
    "Du musst weiterhin alle Zeitpunkts-Einschränkungen und Berechtigungen beachten, einschließlich derer, "
    "die vom Typ der Karte abhängen."
)


def test_a_ruling_saying_what_a_reviewed_ruling_says_follows_it():
    reviews = Reviews([Review("a", ("117.1a", "307.1"), "dev", 12)])
    rulings = [
        _ruling("a", REMINDER),
        _ruling("b", REMINDER.replace("Karte", "Karte mit Rückblende")),
        _ruling("c", "Ganz etwas anderes."),
    ]
    found = reviews.precedents(rulings, {})
    assert set(found) == {"b"}
    review, similarity = found["b"]
    assert review.record_id == "a" and similarity >= PRECEDENT_SIMILARITY
    links = review.followed_by(similarity)
    assert [l.rule for l in links] == ["117.1a", "307.1"]
    assert all(l.derivation == "precedent" for l in links)
    assert all("says what a says" in l.evidence and "dev.csv line 12" in l.evidence for l in links)


def test_no_precedent_across_languages_or_for_another_keyword():
    reviews = Reviews([Review("a", ("702.34a",), "dev", 3)])
    other_language = [_ruling("a", REMINDER), _ruling("b", REMINDER, source="tsp-faq-zh", lang="zh")]
    assert reviews.precedents(other_language, {}) == {}
    same_words_other_keyword = [_ruling("a", REMINDER), _ruling("b", REMINDER)]
    keywords = {"a": frozenset({"flashback"}), "b": frozenset({"jump-start"})}
    assert reviews.precedents(same_words_other_keyword, keywords) == {}
    assert set(reviews.precedents(same_words_other_keyword, {"a": frozenset({"x"}), "b": frozenset({"x"})})) == {"b"}


def test_a_document_added_later_follows_the_reviewed_rulings_of_its_language():
    """Release notes print the same sentences set after set: a second German document (added by a
    manifest entry, never reviewed) shows the reviewed rules of a German ruling it repeats."""
    reviews = Reviews([Review("a", ("117.1a", "307.1"), "dev", 12)])
    rulings = [_ruling("a", REMINDER), _ruling("next-set", REMINDER, source="mom-notes-de")]
    (review, similarity) = reviews.precedents(rulings, {})["next-set"]
    assert review.record_id == "a" and similarity >= PRECEDENT_SIMILARITY


def test_rule_numbers_of_a_review_are_in_number_order():
    gold = next(g for g in load_gold("dev") if len(g.key) > 1)
    review = Reviews.load().of(gold.record_id)
    assert review is not None
    assert set(review.rules) == set(gold.key)
    ordered = Review("x", tuple(sorted(("702.62b", "702.9a", "117.1a", "702.62a"))), "dev", 1)
    assert [l.rule for l in Reviews([ordered]).of("x").links()] == sorted(ordered.rules)  # as given
    from kb.rules.reviewed import _number_order

    assert sorted(["702.62b", "702.9a", "117.1a", "702.62a"], key=_number_order) == ["117.1a", "702.9a", "702.62a", "702.62b"]


def test_leaving_a_part_out_drops_exactly_its_reviews():
    every = Reviews.load()
    without = Reviews.load(leave_out="heldout3")
    left_out = {g.record_id for g in load_gold("heldout3")}
    assert set(every.by_record) - set(without.by_record) == left_out


@pytest.mark.integration
def test_reviewed_rulings_show_their_reviewers_rules_with_file_and_line(corpus_kb):
    from kb.rules.review_errata import load_errata

    corrected = {(e.part, e.record_id): set(e.new) for e in load_errata()}  # test_review_errata.py
    for part in reviewed_parts():
        for g in load_gold(part)[:5]:
            sql = "select rule, derivation, evidence, role from rule_links where record_id = ?"
            rows = list(corpus_kb.query(sql, [g.record_id]))
            reviewed = [r for r in rows if r["derivation"] == "reviewed"]
            keys = {r["rule"] for r in reviewed if r["role"] == "key"}
            assert keys == corrected.get((part, g.record_id), set(g.key)), (part, g.record_id)
            assert all(f"{part}.csv line {g.line}" in r["evidence"] for r in reviewed)
            # besides the review, only numbers the ruling prints itself (a 2006 number mapped)
            assert all(r["derivation"] in ("quoted", "mapped") for r in rows if r not in reviewed)
            if not g.key:
                (status,) = corpus_kb.query("select no_rule_reason from record_status where record_id = ?", [g.record_id])
                assert status["no_rule_reason"].startswith("reviewed:")


@pytest.mark.integration
def test_a_part_not_listed_as_reviewed_is_linked_from_its_words(corpus_kb):
    """Held-out parts waiting to be scored are not in reviewed-parts.csv: their rulings' links
    are the linker's own (or a precedent), never their annotation."""
    from kb.rules.gold import GOLD_DIR

    listed = set(reviewed_parts())
    waiting = [p.stem for p in GOLD_DIR.glob("heldout*.csv") if "-" not in p.stem and p.stem not in listed]
    for part in waiting:
        ids = [g.record_id for g in load_gold(part)]
        marks = ",".join("?" * len(ids))
        sql = f"select count(*) from rule_links where derivation = 'reviewed' and record_id in ({marks})"
        n = corpus_kb.execute(sql, ids).fetchone()[0]
        assert n == 0, part


def test_the_reviewed_files_table_names_a_bad_row(tmp_path):
    from kb.rules.data import RulesDataError
    from kb.rules.reviewed import reviewed_files

    table = tmp_path / "reviewed-parts.csv"
    table.write_text("name,file,kind,note\ndev,data/eval/rule-links/dev.csv,gold,x\n", encoding="utf-8")
    assert [f.kind for f in reviewed_files(table)] == ["gold"]
    table.write_text("name,file,kind,note\nwho-z,data/rules/reviews/who-z.csv,review,x\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=r":2: file 'data/rules/reviews/who-z.csv' does not exist"):
        reviewed_files(table)
    table.write_text("name,file,kind,note\ndev,data/eval/rule-links/dev.csv,guess,x\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=r":2: kind 'guess'"):
        reviewed_files(table)


def test_a_review_holds_only_while_its_ruling_reads_as_reviewed():
    review = Review(
        "who-notes-de:ruling:9-9", ("702.62a",), "who-a", 4, "data/rules/reviews/who-a.csv", "Wenn die letzte Zeitmarke …"
    )
    reviews = Reviews([review])
    assert reviews.of(review.record_id, "Wenn  die letzte\\nZeitmarke entfernt wird, …".replace("\\n", "\n")) is review
    assert reviews.of(review.record_id, "Falls ein Spieler eine Karte aussetzt, …") is None
    assert reviews.stale == [review]
    # a stale review gives no precedent either
    rulings = [
        _ruling(review.record_id, "Falls ein Spieler eine Karte aussetzt."),
        _ruling("b", "Falls ein Spieler eine Karte aussetzt."),
    ]
    assert reviews.precedents(rulings, {}) == {}


def test_a_reviewed_ruling_shows_its_readers_first_further_rule_apart_from_its_keys():
    review = Review("r", ("702.143b",), "who-a", 7, further=("702.143", "116.1", "117.1c"))
    assert review.also == "116.1"  # 702.143 is the key's own rule, not a further one
    links = review.links(with_also=True)
    assert [(l.rule, l.role) for l in links] == [("702.143b", "key"), ("116.1", "also")]
    assert "not a key rule" in links[-1].evidence and "who-a.csv line 7" in links[-1].evidence
    assert [l.rule for l in review.links()] == ["702.143b"]  # rule texts: the keys only
    # a ruling its reader found no rule behind shows no further rule either
    assert Review("k", (), "who-a", 8, further=("116.1",)).also is None
    # every further rule nests with a key: nothing further to show
    assert Review("n", ("702.62a",), "who-a", 9, further=("702.62", "702.62a")).also is None


def test_an_errata_corrected_review_takes_its_further_rule_beside_the_corrected_keys():
    from kb.rules.review_errata import Erratum

    review = Review("r", ("603.8",), "tsp-a", 3, further=("603.4", "603.2"))
    erratum = Erratum("r", "tsp-a", frozenset({"603.8"}), ("603.8", "603.4"), 2, "data/rules/reviews/errata.csv", "x")
    corrected = review.corrected(erratum)
    assert corrected.rules == ("603.4", "603.8") and corrected.also == "603.2"


@pytest.mark.integration
def test_also_links_come_after_the_keys_and_only_on_reviewed_rulings(corpus_kb):
    sql = "select l.record_id, l.role, l.derivation, r.kind from rule_links l join records r on r.id = l.record_id"
    rows = list(corpus_kb.query(sql + " order by l.rowid"))
    also = [r for r in rows if r["role"] == "also"]
    assert also, "no reviewed ruling shows a further rule"
    assert {(r["derivation"], r["kind"]) for r in also} == {("reviewed", "ruling")}
    by_record: dict[str, list[str]] = {}
    for r in rows:
        by_record.setdefault(r["record_id"], []).append(r["role"])
    for roles in by_record.values():
        assert roles.count("also") <= 1 and (roles[-1] == "also" or "also" not in roles) and roles[0] == "key"
