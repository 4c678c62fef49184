"""Rule concordance tables (migrations m020-m029): the CR numbers and titles, old numbers
mapped to today's, each record's rule links and each record's status."""

from __future__ import annotations

import sqlite_utils

from kb.migrations import migration


@migration
def m020_create_rule_links(db: sqlite_utils.Database) -> None:
    db.table("cr_rules").create({"number": str, "title": str, "cr_version": str, "source": str}, pk="number")
    # Numbers of an earlier numbering (the 2006 FAQ's) and the current number they became.
    db.table("rule_aliases").create(
        {"old_number": str, "current_number": str, "era": str, "note": str, "source": str}, pk=("old_number", "era")
    )
    # derivation: quoted (the text names the current number), mapped (the text names an
    # old number, kept in quoted_as), mechanic (from the mechanic the record is about or
    # the card has). ``via`` names the concept or mechanic for mechanic links.
    db.table("rule_links").create(
        {"record_id": str, "rule": str, "derivation": str, "quoted_as": str, "via": str}, pk=("record_id", "rule", "derivation")
    )
    db.table("rule_links").create_index(["rule"])
    # status: current | superseded; ``matched`` lists the data/rules/changes.csv ids;
    # ``no_rule_reason`` says why a record has no rule link (empty when it has one).
    db.table("record_status").create(
        {"record_id": str, "status": str, "reason": str, "current_rule": str, "matched": str, "no_rule_reason": str},
        pk="record_id",
    )
    db.table("record_status").create_index(["status"])


@migration
def m021_add_link_evidence(db: sqlite_utils.Database) -> None:
    # The words of the record that gave the link (a quoted number, a phrase, a concept's
    # label), so that a judge can see why a rule is cited.
    db.table("rule_links").add_column("evidence", str)


@migration
def m024_add_status_change(db: sqlite_utils.Database) -> None:
    # status_change: JSON {id, date, title, rule, rules, today, evidence, source, also} of the
    # data/rules/changes.csv change that superseded the record (empty when current);
    # wording: current | dated; wording_terms: JSON [{old, new, change}] (empty when current).
    db.table("record_status").add_column("status_change", str)
    db.table("record_status").add_column("wording", str)
    db.table("record_status").add_column("wording_terms", str)


@migration
def m025_create_read_links(db: sqlite_utils.Database) -> None:
    # The rules the linker reads from a record's own words, for every linked record, beside
    # the links shown (rule_links), where a review replaces them (kb/rules/reviewed.py). The
    # cross-check compares two rulings by what their words say: one reviewed and one not
    # would otherwise be compared through two different readers.
    db.table("read_links").create({"record_id": str, "rule": str}, pk=("record_id", "rule"))
