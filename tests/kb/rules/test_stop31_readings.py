"""The stop-31 readings of keyed rulings (data/rules/reviews/fullread-s31-*.csv and consistency-s31.csv).

The full second readings asked of every keyed ruling outside the blind-audit samples whether a judge
would name a rule its key lacks (``add``), whether a shown rule states nothing of the ruling
(``wrong``), or neither (``keep``). The consistency reading gave one key to each sentence the
release notes repeat under several cards. Each change is carried out by an erratum the build shows;
a ``keep`` changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.rules.data import DATA_DIR, cr_rules
from kb.rules.reviewed import REPO_DIR, reviewed_files
from tests.kb.rules.review_files import (
    REVIEWED_KEYS_SQL,
    read_rows,
    rule_numbers,
    stop32_changes,
    stop35_changes,
    stop36_changes,
    stop37_changes,
    stop38_and_later_changes,
)

REVIEWS = DATA_DIR / "reviews"
FULL_READINGS = sorted(REVIEWS.glob("fullread-s31-*.csv"))
CONSISTENCY = REVIEWS / "consistency-s31.csv"


def _part_lines() -> dict[tuple[str, str], int]:
    return {
        (f.name, r["record_id"]): line for f in reviewed_files() for line, r in enumerate(read_rows(REPO_DIR / f.file), start=2)
    }


@pytest.mark.unit
def test_each_ruling_is_read_once_at_its_reviewed_line():
    # once in the full readings, once in the consistency reading (which came after readers a-d)
    lines = _part_lines()
    assert len(FULL_READINGS) == 6
    for paths in (FULL_READINGS, [CONSISTENCY]):
        seen: set[tuple[str, str]] = set()
        for path in paths:
            for r in read_rows(path):
                where = (r["part"], r["record_id"])
                assert lines.get(where) == int(r["line"]), (path.name, r["record_id"])
                assert where not in seen, (path.name, r["record_id"])
                seen.add(where)


@pytest.mark.unit
@pytest.mark.parametrize("path", FULL_READINGS, ids=[p.stem for p in FULL_READINGS])
def test_each_added_rule_quotes_the_cr_and_is_an_erratum_the_build_shows(path: Path):
    from kb.rules.review_errata import load_errata

    known = cr_rules()
    errata = {(e.part, e.record_id): e for e in load_errata()}
    for r in read_rows(path):
        where = (r["part"], r["record_id"])
        added = rule_numbers(r["added_rules"])
        assert r["decision"] in {"add", "keep", "wrong"} and r["note"], r["record_id"]
        if r["decision"] == "keep":
            assert not added, r["record_id"]
            continue
        assert added and all(n in known for n in added), r["record_id"]
        assert all(f"{n}:" in r["cr_quote"] for n in added), r["record_id"]  # each added rule's CR sentence
        erratum = errata.get(where)
        if erratum is None and where in stop37_changes():
            continue  # the stop-37 audit withdrew the correction (tsp 638; test_two_reader_audit.py)
        # a rule a later audit dropped: who 1670's 118.9 (stop 36, by 601.2b), who 1100's 405.5 (stop 37)
        replaced_later = stop36_changes().get(where, (frozenset(), frozenset()))[1]
        replaced_later |= stop37_changes().get(where, (frozenset(), frozenset()))[1]
        replaced_later |= stop38_and_later_changes().get(where, (frozenset(), frozenset()))[1]  # who 1400's 118.9
        assert erratum is not None and set(added) - replaced_later <= set(erratum.new), r["record_id"]
        if r["decision"] == "wrong":  # the shown rule that states nothing of the ruling is gone
            removed = set(rule_numbers(r.get("removed_rules", ""))) or set(rule_numbers(r["key_rules"])) - set(added)
            assert removed and not removed & set(erratum.new), r["record_id"]


@pytest.mark.unit
def test_each_repeated_sentence_gets_the_key_the_lead_applied():
    from kb.rules.review_errata import load_errata

    errata = {(e.part, e.record_id): e for e in load_errata()}
    rows = read_rows(CONSISTENCY)
    assert len({r["group"] for r in rows}) == 18
    for r in rows:
        key, decided, applied = (set(rule_numbers(r[c])) for c in ("key_rules", "decided_key", "applied_key"))
        assert applied <= decided | key, r["record_id"]
        # the lead leaves out only a rule an earlier reader rejected, and says so
        assert (decided - applied == set()) != bool(r["lead_note"]), r["record_id"]
        erratum = errata.get((r["part"], r["record_id"]))
        audits = stop32_changes() | stop35_changes() | stop36_changes() | stop37_changes() | stop38_and_later_changes()
        if (r["part"], r["record_id"]) in audits:
            # a two-reader audit changed the key again (stop 32, who 1313; stop 35, who 1869; stop 36, who 1315;
            # stop 37, who 1100)
            continue
        if applied != key:
            assert erratum is not None and set(erratum.new) == applied, r["record_id"]


@pytest.mark.integration
def test_the_build_shows_each_reading_s_key(corpus_kb):
    from kb.rules.review_errata import load_errata

    errata = {(e.part, e.record_id): e for e in load_errata()}
    changed = [r for path in FULL_READINGS for r in read_rows(path) if r["decision"] != "keep"]
    changed += [r for r in read_rows(CONSISTENCY) if set(rule_numbers(r["applied_key"])) != set(rule_numbers(r["key_rules"]))]
    assert len(changed) > 100
    for r in changed:
        if (r["part"], r["record_id"]) not in errata and (r["part"], r["record_id"]) in stop32_changes() | stop37_changes():
            continue  # a two-reader audit withdrew the correction (who 1313, stop 32; tsp 638, stop 37)
        erratum = errata[r["part"], r["record_id"]]
        links = corpus_kb.query(REVIEWED_KEYS_SQL, [r["record_id"]])
        assert {x["rule"] for x in links} == set(erratum.new), r["record_id"]
        assert all(x["evidence"].endswith(f"corrected by {erratum.where}") for x in links), r["record_id"]
