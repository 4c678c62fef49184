"""Rules and status of records (kb.rules.lookup, kb.rulings), as kb.rules.build stored them:
``rule_links`` and ``record_status``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence

import sqlite_utils

from kb.ruling_parts import Caution, StatusChange, WordingTerm


@dataclass(frozen=True, slots=True)
class RulingLink:
    """A ruling's link to one rule (a row of ``rule_links`` whose record is a ruling)."""

    record_id: str
    rule: str
    """the linked CR number, the asked rule itself or one of its subrules"""


def ruling_links_within(db: sqlite_utils.Database, number: str) -> list[RulingLink]:
    """Links of rulings resting on the rule ``number`` or a subrule of it (key links; a
    reviewer's further ``also`` rule is not what a ruling rests on): for a three-digit rule
    (702) its numbered rules (702.62) and their lettered subrules, for a numbered rule
    (702.62) its lettered subrules (702.62a), never a sibling (702.620)."""
    params = [number, number + ".%", number + "_"] if len(number) == 3 else [number, number, number + "_"]
    sql = (
        "select distinct l.record_id, l.rule from rule_links l join records r on r.id = l.record_id "
        "where r.kind = 'ruling' and l.role = 'key' and (l.rule = ? or l.rule like ? or (l.rule like ? and l.rule glob '*[a-z]'))"
    )
    return [RulingLink(row["record_id"], row["rule"]) for row in db.query(sql, params)]


@dataclass(frozen=True, slots=True)
class StoredStatus:
    """A record's status (a row of ``record_status``); empty columns read as None."""

    record_id: str
    status: str
    """current or superseded"""
    reason: str | None
    current_rule: str | None
    change: StatusChange | None
    wording: str
    """current or dated"""
    wording_terms: tuple[WordingTerm, ...]
    no_rule_reason: str | None
    caution: Caution | None = None
    """a part of the ruling that was wrong when printed (kb/rules/cautions.py)"""


@dataclass(frozen=True, slots=True)
class StoredRuleLink:
    """A record's link to one rule (a row of ``rule_links``)."""

    record_id: str
    rule: str
    derivation: str
    quoted_as: str | None
    evidence: str | None
    role: str = "key"
    """key (a rule the record rests on) or also (a further rule its reviewer accepted)"""


def stored_statuses(db: sqlite_utils.Database, record_ids: Sequence[str]) -> list[StoredStatus]:
    """The statuses of these records (a record the build gave none is absent)."""
    return [_stored_status(row) for row in _rows_of_records(db, "record_status", record_ids)]


def stored_rule_links(db: sqlite_utils.Database, record_ids: Sequence[str]) -> list[StoredRuleLink]:
    """The rule links of these records, in the order the build wrote them."""
    return [
        StoredRuleLink(
            row["record_id"],
            row["rule"],
            row["derivation"],
            row["quoted_as"] or None,
            row.get("evidence") or None,
            row.get("role") or "key",
        )
        for row in _rows_of_records(db, "rule_links", record_ids, order_by="rowid")
    ]


def _rows_of_records(
    db: sqlite_utils.Database, table: str, record_ids: Sequence[str], order_by: str = ""
) -> Iterator[dict[str, Any]]:
    """The rows of a table keyed by ``record_id`` (``record_status``, ``rule_links``) for these records."""
    sql = f"select * from {table} where record_id in ({','.join('?' * len(record_ids))})"
    return db.query(sql + (f" order by {order_by}" if order_by else ""), list(record_ids))


def _stored_status(row: dict[str, Any]) -> StoredStatus:
    change, terms = row.get("status_change"), row.get("wording_terms")
    return StoredStatus(
        record_id=row["record_id"],
        status=row["status"],
        reason=row["reason"] or None,
        current_rule=row["current_rule"] or None,
        change=StatusChange.from_dict(json.loads(change)) if change else None,
        wording=row.get("wording") or "current",
        wording_terms=tuple(WordingTerm(**t) for t in json.loads(terms)) if terms else (),
        no_rule_reason=row.get("no_rule_reason") or None,
        caution=Caution(**json.loads(row["caution"])) if row.get("caution") else None,
    )


def all_rule_links(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """(record id, rule) of every rule link, in the order the build wrote them."""
    return [(row["record_id"], row["rule"]) for row in db.query("select record_id, rule from rule_links order by rowid")]


def read_rules_of(db: sqlite_utils.Database, record_id: str) -> frozenset[str]:
    """The rules read from the record's own words (``read_links``), reviewed links aside."""
    return frozenset(row["rule"] for row in db.query("select rule from read_links where record_id = ?", [record_id]))


def rules_linked_from(db: sqlite_utils.Database, kinds: Sequence[str]) -> set[str]:
    """Every rule a record of one of these kinds is linked to."""
    marks = ",".join("?" * len(kinds))
    sql = f"select distinct l.rule from rule_links l join records r on r.id = l.record_id where r.kind in ({marks})"
    return {row["rule"] for row in db.query(sql, list(kinds))}


# --- writes (kb.rules.build) --------------------------------------------------------------
def write_rule_texts(db: sqlite_utils.Database, rules: Iterable[dict[str, Any]], aliases: Iterable[dict[str, Any]]) -> None:
    """The rules of the current CR (``cr_rules``) and the numbers older rulings cite
    (``rule_aliases``), in one transaction."""
    with db.conn:
        db.table("cr_rules").insert_all(rules, replace=True)
        db.table("rule_aliases").insert_all(aliases, replace=True)


def write_record_rules(
    db: sqlite_utils.Database, links: list[dict[str, Any]], statuses: list[dict[str, Any]], read: list[dict[str, str]]
) -> None:
    """Every record's rule links, status and the rules read from its own words, in one
    transaction (a reader never sees links without their statuses)."""
    with db.conn:
        db.table("rule_links").insert_all(links, replace=True)
        db.table("record_status").insert_all(statuses, replace=True)
        db.table("read_links").insert_all(read, replace=True)
