"""The termbase's tables as kb.termbase reads them: ``concepts``, ``concept_labels`` and
``card_names`` (kb.termbase.build writes them; kb.names reads names through kb.store.names)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Iterable, Sequence

import sqlite_utils

from kb.store.names import UNKNOWN_NAME
from kb.store.records import has_table


@dataclass(frozen=True, slots=True)
class StoredConcept:
    """A concept of the termbase (a row of ``concepts``)."""

    id: str
    kind: str
    """keyword, action, type, zone, step, counter, game-term, …"""
    cr: str | None
    """the CR number that defines it (None when no rule does)"""
    en: str
    source: str


@dataclass(frozen=True, slots=True)
class StoredLabel:
    """One label of a concept in one language and era (a row of ``concept_labels``)."""

    concept: str
    lang: str
    label: str
    folded: str
    era: str
    """current, variant, typo, 2006, outdated"""
    note: str
    """why the label is there ("" when nothing needs saying); ``ordinary word…`` labels are
    resolvable but never searched for in running text"""
    source: str


@dataclass(frozen=True, slots=True)
class CardNameHit:
    """A card of the termbase that a folded name names, in the language and era of that name."""

    card: str
    lang: str
    era: str


# The note that marks a label as an ordinary word of the language (kb/termbase/labels.csv).
ORDINARY_PREFIX = "ordinary word"
_CONCEPT_COLUMNS = ", ".join(f.name for f in fields(StoredConcept))
_LABEL_COLUMNS = ", ".join(f.name for f in fields(StoredLabel))
# English first, then German, then Chinese; within a language the current label first.
_LANG_ORDER = "case lang when 'en' then 0 when 'de' then 1 else 2 end"
_ERA_ORDER = "case era when 'current' then 0 when 'variant' then 1 when '2006' then 2 when 'outdated' then 3 else 4 end"


def _concept(row: dict[str, object]) -> StoredConcept:
    return StoredConcept(**{**row, "cr": row["cr"] or None})  # type: ignore[arg-type]


def _label(row: dict[str, object]) -> StoredLabel:
    return StoredLabel(**{**row, "note": row["note"] or ""})  # type: ignore[arg-type]


def stored_concept(db: sqlite_utils.Database, concept_id: str) -> StoredConcept | None:
    """The concept ``concept_id``, or None when the termbase has none by that id."""
    rows = list(db.query(f"select {_CONCEPT_COLUMNS} from concepts where id = ?", [concept_id]))
    return _concept(rows[0]) if rows else None


def stored_concepts(db: sqlite_utils.Database, containing: str | None = None) -> list[StoredConcept]:
    """Every concept by id; with ``containing`` (folded) those whose id or one of whose labels
    contains it."""
    if containing is None:
        rows = db.query(f"select {_CONCEPT_COLUMNS} from concepts order by id")
    else:
        key = f"%{containing}%"
        sql = (
            f"select {_CONCEPT_COLUMNS} from concepts where id like ? or id in "
            "(select concept from concept_labels where folded like ?) order by id"
        )
        rows = db.query(sql, [key, key])
    return [_concept(row) for row in rows]


def labels_of_concept(db: sqlite_utils.Database, concept_id: str) -> list[StoredLabel]:
    """A concept's labels: English, German, Chinese; current before variant, 2006 and outdated; by label."""
    sql = f"select {_LABEL_COLUMNS} from concept_labels where concept = ? order by {_LANG_ORDER}, {_ERA_ORDER}, label"
    return [_label(row) for row in db.query(sql, [concept_id])]


def labels_folded_as(db: sqlite_utils.Database, folded: Sequence[str]) -> list[StoredLabel]:
    """The labels whose folded form is one of ``folded`` (any concept, language and era)."""
    if not folded:
        return []
    sql = f"select {_LABEL_COLUMNS} from concept_labels where folded in ({','.join('?' * len(folded))})"
    return [_label(row) for row in db.query(sql, list(folded))]


def all_labels(db: sqlite_utils.Database, lang: str | None = None, current_first: bool = True) -> list[StoredLabel]:
    """Every label (of ``lang`` when given), current ones first unless ``current_first`` is
    False, else in the order written."""
    sql, params = f"select {_LABEL_COLUMNS} from concept_labels", [lang] if lang else []
    sql += " where lang = ?" if lang else ""
    sql += " order by era = 'current' desc" if current_first else ""
    return [_label(row) for row in db.query(sql, params)]


def searchable_labels(db: sqlite_utils.Database, lang: str | None = None) -> list[StoredLabel]:
    """The labels searched for in running text (of ``lang`` when given), by concept: every
    label but those noted as ordinary words (如果 "if", Karte), which name a concept when
    asked for but would match everywhere."""
    sql = f"select {_LABEL_COLUMNS} from concept_labels where coalesce(note, '') not like '{ORDINARY_PREFIX}%'"
    params = [lang] if lang else []
    sql += " and lang = ?" if lang else ""
    return [_label(row) for row in db.query(sql + " order by concept", params)]


def concept_ids_of_kinds(db: sqlite_utils.Database, kinds: Sequence[str]) -> set[str]:
    """The ids of the concepts of these kinds (keyword, mechanic, …)."""
    sql = f"select id from concepts where kind in ({','.join('?' * len(kinds))})"
    return {row["id"] for row in db.query(sql, list(kinds))}


def cards_named(db: sqlite_utils.Database, folded: str) -> list[CardNameHit]:
    """The termbase's cards with a name folded as ``folded``, current names first (none
    before the termbase is built)."""
    if not has_table(db, "card_names"):
        return []
    sql = "select card, lang, era from card_names where folded = ? order by era = 'current' desc"
    return [CardNameHit(**row) for row in db.query(sql, [folded])]


def names_of_card(db: sqlite_utils.Database, card: str) -> list[tuple[str, str, str]]:
    """(lang, name, source) of every known name of ``card``: English, German, Chinese; current
    names first, then by name. A name the termbase records as unknown is left out."""
    sql = (
        "select lang, name, source from card_names where card = ? and name != ? "
        f"order by {_LANG_ORDER}, era = 'current' desc, name"
    )
    return [(row["lang"], row["name"], row["source"]) for row in db.query(sql, [card, UNKNOWN_NAME])]


# --- search's reads (kb.search): every row at once, read when a searcher opens or a build runs
@dataclass(frozen=True, slots=True)
class LabelEntry:
    """A label or card name a judge may have meant (the ``did_you_mean`` index), with the
    concept or card it names and that one's English name."""

    kind: str
    """term (a concept label) or card (a card name)"""
    folded: str
    text: str
    lang: str
    target: str
    english: str


def concept_rules(db: sqlite_utils.Database) -> list[tuple[str, str | None]]:
    """(concept id, its CR number as stored) of every concept."""
    return [(row["id"], row["cr"]) for row in db.query("select id, cr from concepts")]


def label_pairs(db: sqlite_utils.Database, lang: str | None = None) -> list[tuple[str, str]]:
    """(lang, label) of every concept label (of ``lang`` when given; none before the termbase is built)."""
    if not has_table(db, "concept_labels"):
        return []
    if lang is None:
        return [(row[0], row[1]) for row in db.execute("select lang, label from concept_labels")]
    return [(row[0], row[1]) for row in db.execute("select lang, label from concept_labels where lang = ?", [lang])]


def card_name_rows(db: sqlite_utils.Database) -> list[tuple[str, str, str]]:
    """(card, lang, name) of every known card name (an unknown one left out; none before the
    termbase is built)."""
    if not has_table(db, "card_names"):
        return []
    sql = "select card, lang, name from card_names where name != ?"
    return [(row[0], row[1], row[2]) for row in db.execute(sql, [UNKNOWN_NAME])]


def label_entries(db: sqlite_utils.Database) -> list[LabelEntry]:
    """Every concept label, then every known card name, as ``LabelEntry`` rows (none before
    the termbase is built)."""
    entries: list[LabelEntry] = []
    if has_table(db, "concept_labels"):
        sql = "select l.folded, l.label, l.lang, l.concept, c.en from concept_labels l join concepts c on c.id = l.concept"
        entries += [LabelEntry("term", *row) for row in db.execute(sql)]
    if has_table(db, "card_names"):
        sql = "select folded, name, lang, card, card from card_names where name != ?"
        entries += [LabelEntry("card", *row) for row in db.execute(sql, [UNKNOWN_NAME])]
    return entries


def typo_vocabulary_texts(db: sqlite_utils.Database) -> list[str | None]:
    """The texts the typo corrector learns words from: every known card name, every name the
    documents print, and the German and English concept labels (of the tables that exist)."""
    queries = (
        ("card_names", f"select name from card_names where name != '{UNKNOWN_NAME}'"),
        ("record_names", "select name from record_names"),
        ("concept_labels", "select label from concept_labels where lang in ('de', 'en')"),
    )
    tables = set(db.table_names())
    return [text for table, sql in queries if table in tables for (text,) in db.execute(sql).fetchall()]


# --- writes (kb.termbase.build): ``ignore``: a row already there (a curated one) is kept -------
def write_concepts(db: sqlite_utils.Database, concepts: list[dict[str, str]]) -> None:
    """Insert the curated concepts (``concepts``)."""
    db.table("concepts").insert_all(concepts, pk="id")


def write_labels(db: sqlite_utils.Database, labels: Iterable[dict[str, str]]) -> None:
    """Insert labels (``concept_labels``); a label already stored keeps its row."""
    db.table("concept_labels").insert_all(labels, ignore=True, batch_size=500)


def write_record_concepts(db: sqlite_utils.Database, tags: list[dict[str, str]]) -> None:
    """Insert record tags (``record_concepts``); a tag already stored keeps its row."""
    db.table("record_concepts").insert_all(tags, ignore=True, batch_size=1000)


def write_card_names(db: sqlite_utils.Database, names: Iterable[dict[str, str]]) -> None:
    """Insert card names (``card_names``); a name already stored keeps its row."""
    db.table("card_names").insert_all(names, ignore=True, batch_size=500)
