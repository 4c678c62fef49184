"""What records are about: ``record_concepts`` (kb.termbase.build tags every record with the
concepts it names) and the ``counterpart_pairs`` aligned from them (kb.crosscheck.build), as
the cross-check, its features and flags, and the scenario coverage read them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import sqlite_utils


@dataclass(frozen=True, slots=True)
class PairSide:
    """One ruling of a stored pair, with its document, language, text and status today."""

    id: str
    source: str
    lang: str
    text: str
    status: str
    """current or superseded (``record_status``; current when the build gave it none)"""


@dataclass(frozen=True, slots=True)
class StoredPair:
    """A pair of rulings shown side by side under a concept (a row of ``counterpart_pairs``)."""

    concept: str
    a: PairSide
    b: PairSide
    score: float
    verdict: str
    """same or differs"""
    holds_today: str
    """a, b, both or neither"""
    why: str
    method: str
    derivation: str = "aligner"
    """reviewed (a reader's verdict, data/rules/reviews/pair-reviews.csv) or aligner"""


@dataclass(frozen=True, slots=True)
class RecordTag:
    """A concept a record is about or names (a row of ``record_concepts``)."""

    record_id: str
    concept: str
    label: str
    """the label as found (or the heading's name)"""
    how: str
    """subject (under the concept's heading), context (from the rulings around it) or mention"""


@dataclass(frozen=True, slots=True)
class TaggedRuling:
    """A ruling under a mechanic heading whose subject concept is a keyword with checks."""

    id: str
    source: str
    first: int
    last: int
    text: str
    keyword: str


def record_tags(db: sqlite_utils.Database) -> list[RecordTag]:
    """Every tag of every record, in the order the build wrote them."""
    sql = "select record_id, concept, label, how from record_concepts order by rowid"
    return [RecordTag(**row) for row in db.query(sql)]


def concepts_of_record(db: sqlite_utils.Database, record_id: str) -> list[tuple[str, str | None]]:
    """(concept, its CR number) of every concept the record is tagged with."""
    sql = "select distinct rc.concept, c.cr from record_concepts rc join concepts c on c.id = rc.concept where rc.record_id = ?"
    return [(row["concept"], row["cr"]) for row in db.query(sql, [record_id])]


def comparable_concepts_of_record(db: sqlite_utils.Database, record_id: str, but_kinds: Sequence[str]) -> list[str]:
    """The concepts the record is tagged with, but those of the kinds ``but_kinds``."""
    sql = (
        "select rc.concept from record_concepts rc join concepts c on c.id = rc.concept "
        f"where rc.record_id = ? and c.kind not in ({','.join('?' * len(but_kinds))})"
    )
    return [row["concept"] for row in db.query(sql, [record_id, *but_kinds])]


def records_tagged(db: sqlite_utils.Database, concept_id: str, kind: str, how: str | None = None) -> list[str]:
    """Ids of the records of ``kind`` tagged with the concept (only tags made ``how`` when
    given: subject, context or mention)."""
    sql = (
        "select distinct rc.record_id from record_concepts rc join records r on r.id = rc.record_id "
        "where rc.concept = ? and r.kind = ?"
    )
    params = [concept_id, kind]
    if how is not None:
        sql, params = sql + " and rc.how = ?", [*params, how]
    return [row["record_id"] for row in db.query(sql, params)]


def label_eras_by_document(db: sqlite_utils.Database, concept_id: str) -> list[tuple[str, str, str]]:
    """(document, label, era) of every label of the concept found in a record; the era is ""
    for a label form the termbase does not list (an inflected form)."""
    sql = (
        "select r.source, rc.label, coalesce(cl.era, '') as era from record_concepts rc "
        "join records r on r.id = rc.record_id left join concept_labels cl on cl.concept = rc.concept "
        "and cl.label = rc.label where rc.concept = ?"
    )
    return [(row["source"], row["label"], row["era"]) for row in db.query(sql, [concept_id])]


def mapped_citations(db: sqlite_utils.Database, concept_id: str) -> list[tuple[str, str, str]]:
    """(document, rule number as quoted, today's rule) of every rule citation by an older
    numbering in the records tagged with the concept, by document and rule."""
    sql = (
        "select distinct r.source, l.quoted_as, l.rule from rule_links l join records r on r.id = l.record_id "
        "join record_concepts rc on rc.record_id = r.id where rc.concept = ? and l.derivation = 'mapped' "
        "order by r.source, l.rule"
    )
    return [(row["source"], row["quoted_as"], row["rule"]) for row in db.query(sql, [concept_id])]


def ruling_languages(db: sqlite_utils.Database) -> set[str]:
    """The languages rulings are written in."""
    return {row["lang"] for row in db.query("select distinct lang from records where kind = 'ruling'")}


def label_languages(db: sqlite_utils.Database) -> dict[str, set[str]]:
    """concept -> the languages it has a label in."""
    named: dict[str, set[str]] = {}
    for row in db.query("select distinct concept, lang from concept_labels"):
        named.setdefault(row["concept"], set()).add(row["lang"])
    return named


def ruling_count(db: sqlite_utils.Database) -> int:
    count: int = next(db.query("select count(*) as n from records where kind = 'ruling'"))["n"]
    return count


def rulings_per_concept(db: sqlite_utils.Database) -> list[tuple[str, int]]:
    """(concept, how many rulings are tagged with it)."""
    sql = (
        "select rc.concept, count(distinct rc.record_id) as df from record_concepts rc "
        "join records r on r.id = rc.record_id where r.kind = 'ruling' group by rc.concept"
    )
    return [(row["concept"], row["df"]) for row in db.query(sql)]


def multilingual_concepts(db: sqlite_utils.Database) -> list[tuple[str, str | None]]:
    """(concept, its CR number) of the concepts rulings of more than one language are tagged
    with (the concepts the cross-check can pair rulings under), by id."""
    sql = (
        "select c.id, c.cr from concepts c where c.id in (select rc.concept from record_concepts rc "
        "join records r on r.id = rc.record_id where r.kind = 'ruling' group by rc.concept "
        "having count(distinct r.lang) > 1) order by c.id"
    )
    return [(row["id"], row["cr"]) for row in db.query(sql)]


def stored_pairs_with(db: sqlite_utils.Database, record_ids: Sequence[str]) -> list[StoredPair]:
    """The stored pairs one side of which is one of ``record_ids``."""
    if not record_ids:
        return []
    marks = ",".join("?" * len(record_ids))
    sql = (
        "select p.*, ra.source as a_source, ra.lang as a_lang, ra.text as a_text, coalesce(sa.status, 'current') as a_status, "
        "rb.source as b_source, rb.lang as b_lang, rb.text as b_text, coalesce(sb.status, 'current') as b_status "
        "from counterpart_pairs p join records ra on ra.id = p.a_id join records rb on rb.id = p.b_id "
        "left join record_status sa on sa.record_id = p.a_id left join record_status sb on sb.record_id = p.b_id "
        f"where p.a_id in ({marks}) or p.b_id in ({marks})"
    )
    return [
        StoredPair(
            concept=row["concept"],
            a=PairSide(row["a_id"], row["a_source"], row["a_lang"], row["a_text"], row["a_status"]),
            b=PairSide(row["b_id"], row["b_source"], row["b_lang"], row["b_text"], row["b_status"]),
            score=row["score"],
            verdict=row["verdict"],
            holds_today=row["holds_today"],
            why=row["why"],
            method=row["method"],
            derivation=row.get("derivation") or "aligner",
        )
        for row in db.query(sql, [*record_ids, *record_ids])
    ]


def keyword_rulings(db: sqlite_utils.Database, keyword_ids: Sequence[str]) -> list[TaggedRuling]:
    """Rulings under a mechanic heading whose subject concept (``how = 'subject'``) is one of
    ``keyword_ids``, by document and line; a heading naming two keywords gives its rulings once."""
    sql = (
        "select r.id, r.source, r.first, r.last, r.text, rc.concept as keyword "
        "from records r join record_concepts rc on rc.record_id = r.subject_id "
        "where r.kind = 'ruling' and r.subject_kind = 'mechanic' and rc.how = 'subject' "
        f"and rc.concept in ({','.join('?' * len(keyword_ids))}) order by r.source, r.first"
    )
    seen: set[str] = set()
    out: list[TaggedRuling] = []
    for row in db.query(sql, list(keyword_ids)):
        if row["id"] not in seen:
            seen.add(row["id"])
            out.append(TaggedRuling(**row))
    return out


def replace_counterpart_pairs(db: sqlite_utils.Database, rows: list[dict[str, Any]]) -> None:
    """Replace every stored pair with ``rows`` (one transaction: a reader never sees half)."""
    with db.conn:
        db.execute("delete from counterpart_pairs")
        db.table("counterpart_pairs").insert_all(rows, replace=True, batch_size=500)


def record_concept_pairs(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """(record id, concept) of every tag (a record tagged twice with one concept appears twice)."""
    return [(row[0], row[1]) for row in db.execute("select record_id, concept from record_concepts")]


def concept_tags(db: sqlite_utils.Database) -> list[tuple[str, str, str]]:
    """(record id, concept, how) of every tag: what the search bridge holds in memory."""
    return [(row[0], row[1], row[2]) for row in db.execute("select record_id, concept, how from record_concepts").fetchall()]


def records_per_concept(db: sqlite_utils.Database) -> dict[str, int]:
    """concept -> how many records it tags (its document frequency in the search bridge)."""
    sql = "select concept, count(distinct record_id) as n from record_concepts group by concept"
    return {row["concept"]: row["n"] for row in db.query(sql)}
