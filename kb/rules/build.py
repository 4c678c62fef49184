"""Build step ``kb.rules.build:build_rule_links``: fill cr_rules, rule_aliases, rule_links
and record_status (kb.rules.status) for every ruling, rule excerpt, note, term and passage. Runs after the
termbase step (it reads ``record_concepts`` and ``concepts.cr`` when they are filled)."""
from __future__ import annotations

from typing import Any

import sqlite_utils

from kb.rules.data import cr_2006, cr_rules, mechanic_rules
from kb.rules.derive import Link, mechanic_links, mention_links, number_links
from kb.rules.status import document_date, record_status
from kb.store import iter_records
from kb.text import fold

LINKED_KINDS = ("ruling", "rule_excerpt", "note", "term", "passage")
KEYWORD_CONCEPT_KINDS = ("keyword", "mechanic")
# Concepts whose mention in a ruling says which rule it rests on. Generic words (player,
# creature, damage, zones, steps, the everyday actions) are left out: nearly every ruling
# names some of them, and a link to them would say nothing.
MENTION_CONCEPT_KINDS = ("keyword", "mechanic", "counter")
MENTION_GAME_TERMS = ("copy", "face-down", "double-faced", "token", "split-card", "adventure", "no-mana-cost",
                      "state-based-actions", "replacement-effect", "summoning-sickness", "mana-value",
                      "lethal-damage", "alternative-cost", "additional-cost", "mana-ability", "turn-face-up",
                      "transform", "regenerate")


def build_rule_links(ctx) -> None:
    db: sqlite_utils.Database = ctx.db
    write_rule_tables(db)
    links, statuses = derive_all(db)
    with db.conn:
        db["rule_links"].insert_all(links, replace=True)
        db["record_status"].insert_all(statuses, replace=True)
    superseded = sum(1 for s in statuses if s["status"] == "superseded")
    dated = sum(1 for s in statuses if s["wording"] == "dated")
    ctx.progress(f"rule links: {len(links)} for {len({l['record_id'] for l in links})} records; "
                 f"{superseded} of {len(statuses)} records superseded, {dated} with dated wording")


def write_rule_tables(db: sqlite_utils.Database) -> None:
    with db.conn:
        db["cr_rules"].insert_all(cr_rules().values(), replace=True)
        db["rule_aliases"].insert_all(
            ({**row, "era": "2006"} for row in cr_2006().values()), replace=True)


def derive_all(db: sqlite_utils.Database) -> tuple[list[dict], list[dict]]:
    sources = {row["id"]: row for row in db.query("select * from sources")}
    mechanics = MechanicRules(db)
    links: list[dict] = []
    statuses: list[dict] = []
    kinds = ",".join(f"'{k}'" for k in LINKED_KINDS)
    for rec in iter_records(db, f"r.kind in ({kinds})"):
        source = sources[rec["source"]]
        found = number_links(rec, source.get("era") or "")
        found += [l for l in mechanic_links(mechanics.for_record(rec)) if l.rule not in {f.rule for f in found}]
        if not found and rec["kind"] in ("ruling", "note"):
            found = mention_links(mechanics.mentioned(rec["id"]))
        links += [_row(rec["id"], l) for l in found]
        statuses.append({"record_id": rec["id"], **record_status(rec, document_date(source)).row(),
                         "no_rule_reason": "" if found else no_rule_reason(rec)})
    return links, statuses


def no_rule_reason(rec: dict[str, Any]) -> str:
    """Why a record has no rule link: said per kind so that coverage reports can group them."""
    if rec["kind"] in ("ruling", "note") and rec.get("subject_kind") == "card":
        return ("the card has no keyword or mechanic with a CR number, and the text quotes no rule and names "
                "no keyword, counter or specific game term")
    if rec["kind"] in ("ruling", "note"):
        return f"the heading {rec.get('subject')!r} names no single rule (a theme or combination), and the text quotes no rule"
    if rec["kind"] == "term":
        return "the glossary term names no concept with a CR number, and its definition quotes no rule"
    return "the passage quotes no rule number"


def _row(record_id: str, link: Link) -> dict[str, Any]:
    return {"record_id": record_id, "rule": link.rule, "derivation": link.derivation,
            "quoted_as": link.quoted_as, "via": link.via}


class MechanicRules:
    """The rules of the mechanics a record is about: through the termbase (the record's
    subject concept, or the keyword concepts a card's text mentions) and, where the
    termbase gives nothing, through the mechanic headings of data/rules/mechanics.csv."""

    def __init__(self, db: sqlite_utils.Database):
        self.db = db
        tables = set(db.table_names())
        self.has_termbase = {"record_concepts", "concepts"} <= tables and bool(
            db.execute("select count(*) from record_concepts").fetchone()[0])
        self.headings = {(lang, fold(name)): rule for (lang, name), rule in mechanic_rules().items()}
        self.cards: dict[str, dict] = {}

    def for_record(self, rec: dict[str, Any]) -> list[tuple[str, str]]:
        if rec["kind"] in ("ruling", "note") and rec.get("subject_kind") == "card":
            return self._card_mechanics(rec)
        found = self._termbase(rec["id"], how=("subject",))
        if found:
            return found
        subject = rec.get("subject") or rec.get("mechanic")
        rule = self.headings.get((rec.get("lang"), fold(subject))) if subject else None
        return [(rule, subject)] if rule else []

    def mentioned(self, record_id: str) -> list[tuple[str, str]]:
        """(rule, concept) of the specific concepts the record's own text names."""
        if not self.has_termbase:
            return []
        kinds, terms = MENTION_CONCEPT_KINDS, MENTION_GAME_TERMS
        sql = (f"select c.cr, c.id from record_concepts rc join concepts c on c.id = rc.concept "
               f"where rc.record_id = ? and rc.how = 'mention' and coalesce(c.cr, '') != '' "
               f"and (c.kind in ({','.join('?' * len(kinds))}) or c.id in ({','.join('?' * len(terms))})) "
               f"order by c.cr")
        return [(r[0], r[1]) for r in self.db.execute(sql, [record_id, *kinds, *terms]).fetchall()]

    def _termbase(self, record_id: str, how: tuple[str, ...], kinds: tuple[str, ...] = ()) -> list[tuple[str, str]]:
        if not self.has_termbase:
            return []
        sql = (f"select c.cr, c.id from record_concepts rc join concepts c on c.id = rc.concept "
               f"where rc.record_id = ? and rc.how in ({','.join('?' * len(how))}) and coalesce(c.cr, '') != ''")
        params: list[Any] = [record_id, *how]
        if kinds:
            sql += f" and c.kind in ({','.join('?' * len(kinds))})"
            params += list(kinds)
        return [(r[0], r[1]) for r in self.db.execute(sql, params).fetchall()]

    def _card_mechanics(self, rec: dict[str, Any]) -> list[tuple[str, str]]:
        card_id = rec.get("subject_id")
        if not card_id:
            return []
        found = self._termbase(card_id, how=("subject", "mention"), kinds=KEYWORD_CONCEPT_KINDS)
        if found:
            # A ruling about one of the card's keywords (naming it, or in a run of rulings
            # about it: ``context`` tags) rests on that keyword's rule, not on all of them.
            own = {c for _, c in self._termbase(rec["id"], how=("mention", "context"), kinds=KEYWORD_CONCEPT_KINDS)}
            return [pair for pair in found if pair[1] in own] or found
        card = self._card(card_id)
        if card is None:
            return []
        if card.get("mechanic"):
            rule = self.headings.get((card["lang"], fold(card["mechanic"])))
            if rule:
                return [(rule, card["mechanic"])]
        text = fold(" ".join(str(card.get(k) or "") for k in ("rules_text", "type_line")))
        return [(rule, name) for (lang, name), rule in self.headings.items()
                if lang == card["lang"] and len(name) > 1 and name in text]

    def _card(self, card_id: str) -> dict | None:
        if card_id not in self.cards:
            rows = list(iter_records(self.db, "r.id = ?", [card_id]))
            self.cards[card_id] = rows[0] if rows else None
        return self.cards[card_id]
