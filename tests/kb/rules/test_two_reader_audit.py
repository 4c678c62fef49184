"""The blind audits with two blind readers per ruling (data/rules/reviews/audit-s32.md,
audit-s35.md, audit-s36.md, audit-s37.md and audit-s38.md: 30 rulings of each document; audit-s33.md and
audit-s33w.md: 30 more of each; audit-s39.md: a census of the 238 rulings no earlier audit read,
in four chunks with two readers each): the sample and the blind readings are the files committed, with
their sha256, before judgedesk's links were compared; the record repeats both readers' columns;
each key rule both readers name and judgedesk did not show, and (since stop 37) each shown rule
neither reader accepts, is an erratum the build shows; and what judges see keeps the figures the
audit measured after its corrections (floors a little below), against the rules both readers name
and against each reader."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from dataclasses import dataclass
from functools import partial

import pytest

from kb.rules.data import DATA_DIR
from tests.kb.rules.review_files import audit_script, hashed_files, read_rows, rests_on, rule_numbers

REVIEWS = DATA_DIR / "reviews"


@dataclass(frozen=True)
class Audit:
    readers: dict[str, tuple[str, str]]  # document (or census chunk) -> its two blind readings (reader a, reader b)
    earlier: tuple[int | str, ...]  # the stops whose samples this one's draw left out
    floors: tuple[float, float, float]  # after correction: precision, recall (both readers), recall (each)
    # a census: every ruling the earlier samples left out, read in chunks (chunk -> its rulings' count)
    census: dict[str, int] | None = None

    @property
    def rulings(self) -> int:
        """How many rulings the audit read: every ruling of a census, else 30 per document."""
        return sum(self.census.values()) if self.census else 30 * len(self.readers)

    @property
    def readings(self) -> list[str]:
        return [r for pair in self.readers.values() for r in pair]


AUDITS = {
    # stop 32 after correction: 91/92 links right, 79/79 consensus keys; each reader 82/90 and 82/93
    "s32": Audit({"who-notes-de": ("who-a", "who-b"), "tsp-faq-zh": ("tsp-a", "tsp-b")}, (26, 30, 31), (0.97, 0.97, 0.86)),
    # stop 33 after correction: 44/45 links right, 39/39 consensus keys; each reader 41/48 and 40/43
    "s33": Audit({"tsp-faq-zh": ("tsp-a", "tsp-b")}, (26, 30, 31, 32), (0.97, 0.97, 0.83)),
    # stop 33, who-notes-de, no correction: 44/45 links right, 37/37 consensus keys; each reader 38/42 and 41/46
    "s33w": Audit({"who-notes-de": ("who-a", "who-b")}, (26, 30, 31, 32, 33), (0.97, 0.97, 0.87)),
    # stop 35 after correction: 99/100 links right, 77/77 consensus keys; each reader 87/95 and 87/93
    "s35": Audit(
        {"who-notes-de": ("who-a", "who-b"), "tsp-faq-zh": ("tsp-a", "tsp-b")}, (26, 30, 31, 32, 33, "33w"), (0.97, 0.97, 0.9)
    ),
    # stop 36 after correction, key links: 93/96 links right, 76/76 consensus keys; each reader 80/93 and 81/87
    "s36": Audit(
        {"who-notes-de": ("who-a", "who-b"), "tsp-faq-zh": ("tsp-a", "tsp-b")},
        (26, 30, 31, 32, 33, "33w", 35),
        (0.96, 0.97, 0.85),
    ),
    # stop 37 after correction, key links: 98/98 links right, 74/74 consensus keys; each reader 81/87 and 79/84
    "s37": Audit(
        {"who-notes-de": ("who-a", "who-b"), "tsp-faq-zh": ("tsp-a", "tsp-b")},
        (26, 30, 31, 32, 33, "33w", 35, 36),
        (0.97, 0.97, 0.9),
    ),
    # stop 38 after correction, key links: 90/90 links right, 75/75 consensus keys; each reader 78/85 and 78/86
    "s38": Audit(
        {"who-notes-de": ("who-a", "who-b"), "tsp-faq-zh": ("tsp-a", "tsp-b")},
        (26, 30, 31, 32, 33, "33w", 35, 36, 37),
        (0.97, 0.97, 0.88),
    ),
    # stop 39 census after correction, key links: 395/395 links right, 302/302 consensus keys; each reader 332/347 and 325/349
    "s39": Audit(
        {c: (f"{c}-a", f"{c}-b") for c in ("c1", "c2", "c3", "c4")},
        (26, 30, 31, 32, 33, "33w", 35, 36, 37, 38),
        (0.97, 0.97, 0.9),
        census={"c1": 60, "c2": 60, "c3": 60, "c4": 58},
    ),
}
# a blind reading's column -> its name in the record (suffixed with the reader, _a or _b)
BLIND_COLUMNS = {"key_rules": "key_rules", "acceptable_rules": "acceptable_rules", "status": "status", "change_id": "change"}


@pytest.fixture(params=sorted(AUDITS))
def stop(request) -> str:
    return request.param


@pytest.mark.unit
def test_the_sample_and_the_blind_readings_are_the_files_hashed_before_the_comparison(stop):
    audit = AUDITS[stop]
    hashes = hashed_files(REVIEWS / f"audit-{stop}-sample.sha256")
    for reading in audit.readings:
        hashes |= hashed_files(REVIEWS / f"audit-{stop}-blind-{reading}.sha256")
    expected = {f"audit-{stop}-sample.py", f"audit-{stop}-sample.csv"} | {f"audit-{stop}-blind-{r}.csv" for r in audit.readings}
    assert expected <= set(hashes)
    for name, digest in hashes.items():
        assert hashlib.sha256((REVIEWS / name).read_bytes()).hexdigest() == digest, name
    sample = read_rows(REVIEWS / f"audit-{stop}-sample.csv")
    earlier = {r["record_id"] for s in audit.earlier for r in read_rows(REVIEWS / f"audit-s{s}-sample.csv")}
    assert not earlier & {r["record_id"] for r in sample}
    if audit.census is not None:  # every ruling left, each read by both readers of its chunk
        chunks = {c: sorted(r["record_id"] for r in read_rows(REVIEWS / f"audit-{stop}-blind-{c}-a.csv")) for c in audit.census}
        assert {c: len(ids) for c, ids in chunks.items()} == audit.census
        assert sorted(i for ids in chunks.values() for i in ids) == sorted(r["record_id"] for r in sample)
        for c, ids in chunks.items():
            assert sorted(r["record_id"] for r in read_rows(REVIEWS / f"audit-{stop}-blind-{c}-b.csv")) == ids
        return
    assert {r["source"] for r in sample} == set(audit.readers)
    for doc, readers in audit.readers.items():
        drawn = [r["record_id"] for r in sample if r["source"] == doc]
        assert len(drawn) == 30
        for reader in readers:  # each reader read every drawn ruling of the document, once
            assert sorted(r["record_id"] for r in read_rows(REVIEWS / f"audit-{stop}-blind-{reader}.csv")) == sorted(drawn)


@pytest.mark.unit
def test_the_record_repeats_both_readers_and_each_missed_consensus_key_is_an_erratum(stop):
    from kb.rules.review_errata import load_errata

    audit = AUDITS[stop]
    blind = {
        side: {
            r["record_id"]: r for pair in audit.readers.values() for r in read_rows(REVIEWS / f"audit-{stop}-blind-{pair[i]}.csv")
        }
        for i, side in enumerate(("a", "b"))
    }
    record = read_rows(REVIEWS / f"audit-{stop}.csv")
    assert len(record) == audit.rulings
    errata = {e.record_id: e for e in load_errata()}
    nested = audit_script(REVIEWS / "audit_scoring.py").nested  # 702.62 / 702.62a count as one rule
    for r in record:
        rid = r["record_id"]
        for side in ("a", "b"):
            repeated = {c: r[f"{name}_{side}"] for c, name in BLIND_COLUMNS.items()}
            assert repeated == {c: blind[side][rid][c] for c in BLIND_COLUMNS}, rid
        consensus = set(rule_numbers(r["consensus_keys"]))
        shown, new = set(rule_numbers(r["shown_rules"])), set(rule_numbers(r["new_rules"]))
        accepted = {
            n for side in ("a", "b") for c in ("key_rules", "acceptable_rules") for n in rule_numbers(blind[side][rid][c])
        }
        rejected = partial(_rejected, nested, accepted)
        if r["outcome"] == "erratum":
            missing = any(not any(nested(k, n) for n in shown) for k in consensus)
            # a consensus key was missing, or (stop 37) a rule shown, key or also, that neither reader
            # accepts, or (stop 39) an also link not both accept, or one added that one reader keys
            shown_also, new_also = set(rule_numbers(r.get("shown_also", ""))), set(rule_numbers(r.get("new_also", "")))
            not_both = {n for n in shown_also if any(_rejected(nested, _accepted(blind[s][rid]), {n}) for s in ("a", "b"))}
            assert missing or rejected(shown | shown_also) or not_both or (stop == "s39" and new_also != shown_also), rid
            assert all(any(nested(k, n) for n in new) for k in consensus), rid
            assert not rejected(new - shown) and not rejected(new_also) and (new != shown or new_also != shown_also), rid
            # it drops no consensus key (who 1315 in stop 36: 118.9 gives way to 601.2b, four keys at most)
            assert not (shown - new) & consensus, rid
            line = int(r["erratum"].rsplit(" ", 1)[1])
            erratum = errata.get(rid)
            # a new or extended erratum, or (who 1313) a withdrawn one that gives the reader's key back
            assert (erratum is not None and erratum.line == line) or "withdrawn" in _errata_row(line)["reason"], rid
        else:
            assert not r["erratum"] and not r["new_rules"], rid


def _accepted(row: dict[str, str]) -> set[str]:
    """The rules one reader names as a key or acceptable rule."""
    return {n for c in ("key_rules", "acceptable_rules") for n in rule_numbers(row[c])}


def _rejected(nested, accepted: set[str], rules: set[str]) -> set[str]:
    """The rules neither reader names as a key or acceptable rule (nor a subrule or parent of one)."""
    return {n for n in rules if not any(nested(n, x) for x in accepted)}


def _errata_row(line: int) -> dict[str, str]:
    return read_rows(REVIEWS / "errata.csv")[line - 2]


@pytest.mark.integration
def test_the_draw_repeats_and_what_judges_see_keeps_the_two_reader_figures(stop, corpus_kb, tmp_path):
    from kb.export import export_records

    audit = AUDITS[stop]
    rulings = list(export_records(corpus_kb, "ruling"))
    export = "".join(json.dumps({"kind": r["kind"], "id": r["id"], "source": r["source"]}) + "\n" for r in rulings)
    drawn = subprocess.run(
        [sys.executable, str(REVIEWS / f"audit-{stop}-sample.py")], input=export, capture_output=True, text=True, check=True
    ).stdout
    assert drawn == (REVIEWS / f"audit-{stop}-sample.csv").read_text(encoding="utf-8")

    shown = tmp_path / "rulings.jsonl"
    shown.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rests_on(rulings)), encoding="utf-8")
    scorer = audit_script(REVIEWS / f"audit-{stop}-score.py")
    scoring = audit_script(REVIEWS / "audit_scoring.py")
    # stop 32's script also names the change row written after its comparison (tsp 1925)
    added_changes = getattr(scorer, "with_added_changes", lambda rows: rows)
    a = added_changes(scoring.read_rows(scorer.READERS["a"]))
    b = added_changes(scoring.read_rows(scorer.READERS["b"]))
    both = scoring.score(str(shown), scoring.union_reading(a, b), scorer.ACCEPTED_AFTER, scorer.EQUIVALENT)[0]["all"]
    precision, recall_both, recall_each = audit.floors
    assert both["strict"] / both["links"] >= precision
    assert both["kstrict"] / both["keys"] >= recall_both
    assert both["stok"] == both["st"]
    # against each reader alone (each reader names rules the other does not)
    for reader in (a, b):
        each = scoring.score(str(shown), reader, scorer.ACCEPTED_AFTER, scorer.EQUIVALENT)[0]["all"]
        assert each["kstrict"] / each["keys"] >= recall_each
        assert each["stok"] == each["st"] == audit.rulings


# audit -> floors (key-rule recall, precision) against each single reader of the links as shown
AS_SHOWN_FLOORS = {"s36": (0.92, 0.88), "s37": (0.95, 0.92), "s38": (0.9, 0.94), "s39": (0.95, 0.94)}


@pytest.mark.integration
@pytest.mark.parametrize("audit", sorted(AS_SHOWN_FLOORS))
def test_with_the_also_links_a_single_blind_reader_finds_nine_keys_in_ten(audit, corpus_kb, tmp_path):
    """Audit s36 scored the links as shown, the also links with them, once (audit-s36.md): key-rule
    recall against each single reader 0.914 and 0.920 (0.935, 0.943 after its corrections) at
    precision 0.906 and 0.884. Without the also links the same rulings reach 0.860 and 0.931.
    Audit s37 (audit-s37.md), once: recall 0.966 and 0.952 at precision 0.922 and 0.865; after its
    corrections (some of them also links neither reader accepts) 0.977 / 0.976 at 0.993 / 0.934.
    Audit s38 (audit-s38.md), once: recall 0.871 and 0.907 at precision 0.898 and 0.898; after its
    corrections 0.918 / 0.977 at 0.960 / 0.952 (0.953 / 0.965 at 0.984 / 1.000 after stop 39's
    also rule). The stop-39 census (audit-s39.md), once: recall 0.937 and 0.926 at precision 0.851
    and 0.832 (its also links: six in ten right); after its corrections 0.988 / 0.980 at 0.989 /
    0.962."""
    from kb.export import export_records

    rulings = list(export_records(corpus_kb, "ruling"))
    shown = tmp_path / "rulings.jsonl"
    shown.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rulings), encoding="utf-8")
    scorer = audit_script(REVIEWS / f"audit-{audit}-score.py")
    scoring = audit_script(REVIEWS / "audit_scoring.py")
    recall, precision = AS_SHOWN_FLOORS[audit]
    for side in ("a", "b"):
        each = scoring.score(str(shown), scoring.read_rows(scorer.READERS[side]))[0]["all"]
        assert each["kstrict"] / each["keys"] >= recall, side
        assert each["strict"] / each["links"] >= precision, side
