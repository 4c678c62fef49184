"""Reading the review and gold CSV files in the rule tests: rows as dicts, rule cells as numbers."""

from __future__ import annotations

import csv
import re
from functools import cache
from pathlib import Path

from bench.audits import audit_script, rests_on  # noqa: F401 (the audit tests load scoring scripts and views through here)

# a ruling's reviewed key rules as built (its ``also`` rule aside), with the review they name
REVIEWED_KEYS_SQL = "select rule, evidence from rule_links where record_id = ? and derivation = 'reviewed' and role = 'key'"


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def rule_numbers(cell: str) -> list[str]:
    """The rule numbers of a pipe-separated cell ("702.62a|116.2f"), empty ones dropped."""
    return [n for n in cell.split("|") if n]


def hashed_files(sha256_file: Path) -> dict[str, str]:
    """file name -> digest of a ``sha256sum`` file (the files it names sit beside it)."""
    lines = sha256_file.read_text(encoding="utf-8").splitlines()
    return {Path(file).name: digest for digest, file in (line.split() for line in lines)}


Where = tuple[str, str]  # (part, record_id)
Changes = dict[Where, tuple[frozenset[str], frozenset[str]]]  # (part, record_id) -> (rules added, rules dropped)


@cache  # read once per test session: key_after_later_readings asks for it once per row
def stop31_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """(part, record) -> (rules added, rules dropped) by the stop-31 readings, which came after every
    earlier reading and may extend (or, rarely, trim) an erratum an earlier reading made: the full
    second readings (``fullread-s31-*.csv``: ``add``, or ``wrong`` with the rules it replaces) and the
    same-sentence consistency reading (``consistency-s31.csv``: the key applied against the shown one).
    """
    from kb.rules.data import DATA_DIR

    reviews = DATA_DIR / "reviews"
    out: dict[Where, tuple[frozenset[str], frozenset[str]]] = {}
    for path in sorted(reviews.glob("fullread-s31-*.csv")):
        for r in read_rows(path):
            if r["decision"] == "keep":
                continue
            key, added = set(rule_numbers(r["key_rules"])), set(rule_numbers(r["added_rules"]))
            dropped = set(rule_numbers(r.get("removed_rules", ""))) or (key - added if r["decision"] == "wrong" else set())
            out[r["part"], r["record_id"]] = (frozenset(added), frozenset(dropped))
    for r in read_rows(reviews / "consistency-s31.csv"):
        # the key the lead applied: the reader's, less a rule an earlier reader had rejected for it
        key, applied = set(rule_numbers(r["key_rules"])), set(rule_numbers(r["applied_key"]))
        if key != applied:
            out[r["part"], r["record_id"]] = (frozenset(applied - key), frozenset(key - applied))
    return out


def two_reader_audit_changes(stop: str) -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """(part, record) -> (rules added, rules dropped) by a two-reader blind audit
    (``audit-{stop}.csv``, outcome ``erratum``: a key rule both blind readers name, added), and the
    same sentence outside the sample given the same key (who 498 in stop 32, who 1168 in stop 35);
    the part is the erratum row's (``errata.csv``)."""
    from kb.rules.data import DATA_DIR

    reviews = DATA_DIR / "reviews"
    errata = read_rows(reviews / "errata.csv")
    part_of = {r["record_id"]: r["part"] for r in errata}
    out: dict[Where, tuple[frozenset[str], frozenset[str]]] = {}
    for r in read_rows(reviews / f"audit-{stop}.csv"):
        if r["outcome"] == "erratum":
            shown, new = set(rule_numbers(r["shown_rules"])), set(rule_numbers(r["new_rules"]))
            out[part_of[r["record_id"]], r["record_id"]] = (frozenset(new - shown), frozenset(shown - new))
    for r in errata:
        where = (r["part"], r["record_id"])
        if f"audit-{stop}.md" not in r["source"] or where in out:
            continue
        old, new = set(rule_numbers(r["old_key_rules"])), set(rule_numbers(r["new_key_rules"]))
        # a rule an earlier reading added and this audit replaced ("601.2b takes the place of 118.9")
        replaced = {m.group(1) for m in _REPLACED.finditer(r["reason"])} if f"Stop {stop[1:]}:" in r["reason"] else set()
        # or took away ("the stop-31 union had added 405.5 and 608.2g", who 1100's sentence, stop 37),
        # the erratum narrowed or withdrawn
        for m in _HAD_ADDED.finditer(r["reason"]):
            replaced |= set(_RULE.findall(m.group(0)))
        out[where] = (frozenset(new - old), frozenset((old | replaced) - new))
    return out


_REPLACED = re.compile(r"takes the place of (\d{3}\.\d+[a-z]?)")
_RULE = re.compile(r"\b\d{3}\.\d+[a-z]?\b")
_HAD_ADDED = re.compile(r"had added \d{3}\.\d+[a-z]?(?:(?:, | and )\d{3}\.\d+[a-z]?)*")


@cache
def stop32_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """The stop-32 two-reader blind audit's changes, which came after the stop-31 readings."""
    return two_reader_audit_changes("s32")


@cache
def stop33_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """(part, record) -> (rules added, rules dropped) by the stop-33 readings of tsp-faq-zh, which
    came after the stop-32 audit: the keyword-rule sweep (``sweep-s33-*.csv``, ``add`` rows, or
    ``wrong`` with ``removed_rules``) and the two-reader blind audit (``audit-s33.csv``, outcome
    ``erratum``); the part is the erratum row's."""
    from kb.rules.data import DATA_DIR

    reviews = DATA_DIR / "reviews"
    part_of = {r["record_id"]: r["part"] for r in read_rows(reviews / "errata.csv")}
    out: dict[Where, tuple[frozenset[str], frozenset[str]]] = {}

    def add(record_id: str, added: set[str], dropped: set[str]) -> None:
        before_added, before_dropped = out.get((part_of[record_id], record_id), (frozenset(), frozenset()))
        out[part_of[record_id], record_id] = (before_added | added, (before_dropped | dropped) - added)

    rejected = rejected_by_secondary_readings()
    for path in sorted(reviews.glob("sweep-s33-*.csv")):
        for r in read_rows(path):
            added = set(rule_numbers(r["added_rules"]))
            # a rule a stop-30 reader rejected for the same ruling is not added: one reader against
            # one, the shown key stands (tsp 905's 708.4)
            if r["decision"] != "keep" and not added & rejected.get(r["record_id"], set()):
                add(r["record_id"], added, set(rule_numbers(r["removed_rules"])))
    for r in read_rows(reviews / "audit-s33.csv"):
        if r["outcome"] == "erratum":
            shown, new = set(rule_numbers(r["shown_rules"])), set(rule_numbers(r["new_rules"]))
            add(r["record_id"], new - shown, shown - new)
    return out


@cache
def stop36_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """The stop-36 two-reader blind audit's changes, which came after the stop-35 audit's."""
    return two_reader_audit_changes("s36")


@cache
def stop37_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """The stop-37 two-reader blind audit's changes, which came after the stop-36 audit's (some
    correct only the also link: no key rule added or dropped)."""
    return two_reader_audit_changes("s37")


@cache
def stop38_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """The stop-38 two-reader blind audit's changes, which came after the stop-37 audit's (some
    correct only the also link; tsp 1592's and part of tsp 1841's stop-30 additions withdrawn)."""
    return two_reader_audit_changes("s38")


@cache
def stop39_changes() -> Changes:
    """The stop-39 census's changes, and its correction rule's on the rulings of the earlier
    two-reader audits (errata rows naming audit-s39.md): keys both readers name added, keys
    neither accepts taken away (tsp 1466's 500.11), most of them the also link only."""
    return two_reader_audit_changes("s39")


@cache
def stop38_and_later_changes() -> Changes:
    """The stop-38 audit's changes followed by the stop-39 census's."""
    return _followed_by(stop38_changes(), stop39_changes())


def _followed_by(*stages: Changes) -> Changes:
    """Each stage's changes applied after the ones before: a rule a later stage adds back is no longer dropped."""
    out: Changes = {}
    for stage in stages:
        for where, (added, dropped) in stage.items():
            added_before, dropped_before = out.get(where, (frozenset(), frozenset()))
            out[where] = (added_before | added, (dropped_before | dropped) - added)
    return out


@cache
def stop35_changes() -> dict[Where, tuple[frozenset[str], frozenset[str]]]:
    """The stop-35 two-reader blind audit's changes (both documents), which came after the stop-33
    readings."""
    return two_reader_audit_changes("s35")


@cache
def rejected_by_secondary_readings() -> dict[str, set[str]]:
    """record -> the rules a stop-30 reading of second rules (``secondary-s30-*.csv``) rejected for it."""
    from kb.rules.data import DATA_DIR

    out: dict[str, set[str]] = {}
    for path in sorted((DATA_DIR / "reviews").glob("secondary-s30-*.csv")):
        for r in read_rows(path):
            if r["decision"] == "reject":
                out.setdefault(r["record_id"], set()).update(rule_numbers(r["linker_extra_rules"]))
    return out


@cache
def added_by_two_reader_audits() -> dict[str, set[str]]:
    """record -> the rules a two-reader blind audit (stop 32, 33, 35) added because both blind readers
    key them: these overrule an earlier single reader's rejection (tsp 1010's 509.1b, who 1869's
    118.9c)."""
    from kb.rules.data import DATA_DIR

    out: dict[str, set[str]] = {}
    for stop in ("s32", "s33", "s35"):
        for r in read_rows(DATA_DIR / "reviews" / f"audit-{stop}.csv"):
            if r["outcome"] == "erratum":
                new, shown = set(rule_numbers(r["new_rules"])), set(rule_numbers(r["shown_rules"]))
                out.setdefault(r["record_id"], set()).update(new - shown)
    return out


@cache
def later_changes() -> Changes:
    """The stop-31 readings' changes followed by the stop-32 audit's, the stop-33 readings' and the
    two-reader audits' of stops 35 to 39: a rule a later reading added back (who 1313's 702.138a) is no longer dropped."""
    return _followed_by(
        stop31_changes(),
        stop32_changes(),
        stop33_changes(),
        stop35_changes(),
        stop36_changes(),
        stop37_changes(),
        stop38_changes(),
        stop39_changes(),
    )


def key_after_later_readings(shown: set[str] | frozenset[str] | tuple[str, ...], expected: set[str], where: Where) -> bool:
    """Whether the key ``shown`` for ``where`` is the ``expected`` key of an earlier reading, or that key
    as a later reading (stop 31, 32, 33, 35 to 39) changed it (every expected rule it did not drop, only rules
    it added)."""
    shown = set(shown)
    if shown == expected:
        return True
    change = later_changes().get(where)
    if change is None:
        return False
    added, dropped = change
    return expected - dropped <= shown <= expected | added
