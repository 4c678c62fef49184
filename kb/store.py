"""Write parsed documents into the knowledge base, and read them back: records as dicts, and
typed rows for the documents, card names and rule links. The query layer of the readers:
kb.cards, kb.sources, kb.export, kb.names and kb.rulings hold no SQL of their own."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Sequence, cast

import sqlite_utils

from ingest.records import Card, Mechanic, Note, Record, Ruling, Term
from kb.ruling_parts import StatusChange, WordingTerm
from kb.text import fold

if TYPE_CHECKING:  # the readers of the store (the card view, the rule view) need no parser
    from ingest.pipeline import ParsedDocument

# Columns of ``records``; every other field of a record goes into ``data``.
_COLUMNS = ("id", "kind", "source", "file", "lang", "date", "text")
# ``card_names.name`` when no public source gave a card's name in a language (never shown).
UNKNOWN_NAME = "unknown"


def subject_id(source: str, subject_kind: str, lines: Iterable[int]) -> str:
    first, last = lines
    return f"{source}:{subject_kind}:{first}-{last}"


def record_row(rec: Record, seq: int) -> dict[str, Any]:
    d = rec.to_dict()
    row = {k: d.pop(k) for k in _COLUMNS}
    first, last = d.pop("lines")
    row.update(seq=seq, first=first, last=last, name=_display_name(rec))
    if isinstance(rec, Ruling | Note) and rec.subject_lines is not None:
        kind = cast(str, getattr(rec.subject_kind, "value", rec.subject_kind))
        row.update(subject_kind=kind, subject=rec.subject, subject_id=subject_id(rec.source, kind, rec.subject_lines))
    row["data"] = json.dumps(d, ensure_ascii=False)
    return row


def _display_name(rec: Record) -> str | None:
    for attr in ("name", "headword", "number", "heading"):
        value = getattr(rec, attr, None)
        if isinstance(value, str):
            if value:
                return value
        elif value is not None and hasattr(value, "value"):
            shown: str = value.value
            return shown
    return None


def lookup_names(rec: Record) -> list[tuple[str, str]]:
    """(name, role) pairs a record can be found by."""
    names: list[tuple[str, str]] = []
    if isinstance(rec, Card):
        names.append((rec.name, "name"))
        for part in rec.name.split("//"):
            names.append((part.strip(), "face"))
        names += [(face.name, "face") for face in rec.faces]
    elif isinstance(rec, Mechanic):
        names += [(rec.name, "name"), (rec.heading, "heading")]
    elif isinstance(rec, Term):
        names.append((rec.headword, "headword"))
        if rec.headword_reconstructed:
            names.append((rec.headword_reconstructed, "reconstructed"))
    seen, out = set(), []
    for name, role in names:
        key = fold(name)
        if key and key not in seen:
            seen.add(key)
            out.append((name, role))
    return out


def write_documents(db: sqlite_utils.Database, parsed: list[ParsedDocument]) -> None:
    """Insert sources, records, lookup names and accounting (one transaction)."""
    with db.conn:
        for seq_doc, doc in enumerate(parsed):
            m, acc = doc.meta, doc.accounting
            db.table("sources").insert(
                {
                    "id": m.id,
                    "file": m.file,
                    "lang": m.lang,
                    "kind": m.kind.value,
                    "title": m.title,
                    "set_code": m.set_code,
                    "date": m.date,
                    "era": m.era,
                    "sha256": m.sha256,
                    "total_lines": acc.total_lines,
                    "nonblank_lines": acc.nonblank_lines,
                    "seq": seq_doc,
                }
            )
            db.table("source_lines").insert_all(
                ({"source": m.id, "n": n, "text": t} for n, t in enumerate(doc.document.lines, 1)), batch_size=1000
            )
            body = [r for r in doc.records if r.kind.value != "source"]
            db.table("records").insert_all((record_row(r, seq) for seq, r in enumerate(body)), batch_size=500)
            db.table("record_names").insert_all(
                {"record_id": r.id, "source": r.source, "kind": r.kind.value, "name": n, "folded": fold(n), "role": role}
                for r in body
                for n, role in lookup_names(r)
            )
            db.table("accounting").insert_all(
                {"source": m.id, "record_kind": kind, "lines": acc.lines_by_kind.get(kind, 0), "records": count}
                for kind, count in acc.records_by_kind.items()
            )


def row_to_record(row: dict[str, Any]) -> dict[str, Any]:
    """A stored row as the public record dict (the shape of ``judgedesk export``)."""
    out = {
        "kind": row["kind"],
        "id": row["id"],
        "source": row["source"],
        "file": row["file"],
        "lines": [row["first"], row["last"]],
        "lang": row["lang"],
        "date": row["date"],
        "text": row["text"],
    }
    out.update(json.loads(row["data"] or "{}"))
    if row.get("subject_id"):
        out["subject_id"] = row["subject_id"]
    return out


def iter_records(db: sqlite_utils.Database, where: str = "", params: Iterable[Any] = ()) -> Iterator[dict[str, Any]]:
    """Records in document order (manifest order, then line order)."""
    sql = "select r.* from records r join sources s on s.id = r.source"
    if where:
        sql += f" where {where}"
    sql += " order by s.seq, r.first, r.last"
    for row in db.query(sql, list(params)):
        yield row_to_record(row)


# --- card lookups (kb.cards): the SQL of the card view, behind functions -------------------


def has_table(db: sqlite_utils.Database, name: str) -> bool:
    """Whether a build step's table exists (the termbase's tables are absent before it runs)."""
    return name in db.table_names()


def card_records_named(db: sqlite_utils.Database, folded_names: Sequence[str]) -> list[tuple[str, str]]:
    """(record id, role) of the card records one of ``folded_names`` names; the role says how:
    ``name`` (as printed) or ``face`` (one half of a split or adventure card)."""
    if not folded_names:
        return []
    marks = ",".join("?" * len(folded_names))
    sql = f"select distinct record_id, role from record_names where kind = 'card' and folded in ({marks})"
    return [(row["record_id"], row["role"]) for row in db.query(sql, list(folded_names))]


def records_by_id(db: sqlite_utils.Database, ids: Sequence[str]) -> list[dict[str, Any]]:
    """The records with these ids as public record dicts, in document order."""
    marks = ",".join("?" * len(ids))
    sql = f"select r.* from records r join sources s on s.id = r.source where r.id in ({marks}) order by s.seq, r.first"
    return [row_to_record(row) for row in db.query(sql, list(ids))]


def rulings_under(db: sqlite_utils.Database, subject_id: str) -> list[dict[str, Any]]:
    """The rulings printed under the card or mechanic record ``subject_id``, in document order."""
    return list(iter_records(db, "r.kind = 'ruling' and r.subject_id = ?", [subject_id]))


def mechanics_in(db: sqlite_utils.Database, langs: Sequence[str]) -> Iterator[dict[str, Any]]:
    """The mechanic records of documents in these languages, in document order."""
    return iter_records(db, f"r.kind = 'mechanic' and r.lang in ({','.join('?' * len(langs))})", list(langs))


def card_name_spellings(db: sqlite_utils.Database) -> dict[str, str]:
    """folded name -> a name as printed, for every card name the knowledge base knows: the
    documents' printed and face names first, then the termbase's names in other languages."""
    names: dict[str, str] = {}
    for row in db.query("select name, folded from record_names where kind = 'card'"):
        names.setdefault(row["folded"], row["name"])
    if has_table(db, "card_names"):
        for row in db.query("select name, folded from card_names where name != ?", [UNKNOWN_NAME]):
            names.setdefault(row["folded"], row["name"])
    return names


# --- rule view (kb.rulings): which rulings rest on a rule ------------------------------------


@dataclass(frozen=True, slots=True)
class RulingLink:
    """A ruling's link to one rule (a row of ``rule_links`` whose record is a ruling)."""

    record_id: str
    rule: str
    """the linked CR number, the asked rule itself or one of its subrules"""


def ruling_links_within(db: sqlite_utils.Database, number: str) -> list[RulingLink]:
    """Links of rulings to the rule ``number`` or a subrule of it: for a three-digit rule
    (702) its numbered rules (702.62) and their lettered subrules, for a numbered rule
    (702.62) its lettered subrules (702.62a), never a sibling (702.620)."""
    params = [number, number + ".%", number + "_"] if len(number) == 3 else [number, number, number + "_"]
    sql = (
        "select distinct l.record_id, l.rule from rule_links l join records r on r.id = l.record_id "
        "where r.kind = 'ruling' and (l.rule = ? or l.rule like ? or (l.rule like ? and l.rule glob '*[a-z]'))"
    )
    return [RulingLink(row["record_id"], row["rule"]) for row in db.query(sql, params)]


# --- documents (kb.sources, kb.export): the ``sources`` table and each document's lines -------


@dataclass(frozen=True, slots=True)
class StoredSource:
    """A document of the knowledge base as ingested (a row of ``sources``)."""

    id: str
    file: str
    lang: str
    kind: str
    """the document kind (``ingest.manifest.DocKind``): release-notes, faq, glossary, …"""
    title: str
    set_code: str | None
    date: str | None
    era: str
    sha256: str
    total_lines: int
    nonblank_lines: int
    seq: int
    """its place in the manifest: documents are listed and exported in this order"""


_SOURCE_COLUMNS = ", ".join(f.name for f in fields(StoredSource))


def stored_sources(db: sqlite_utils.Database) -> list[StoredSource]:
    """Every document, in manifest order."""
    return [StoredSource(**row) for row in db.query(f"select {_SOURCE_COLUMNS} from sources order by seq")]


def stored_source(db: sqlite_utils.Database, source_id: str) -> StoredSource | None:
    """The document ``source_id``, or None when the knowledge base has none by that id."""
    rows = list(db.query(f"select {_SOURCE_COLUMNS} from sources where id = ?", [source_id]))
    return StoredSource(**rows[0]) if rows else None


def record_counts(db: sqlite_utils.Database, source_id: str) -> dict[str, int]:
    """record kind -> how many records of that kind the document has (kinds alphabetical)."""
    sql = "select kind, count(*) n from records where source = ? group by kind order by kind"
    return {row["kind"]: row["n"] for row in db.query(sql, [source_id])}


def line_texts(db: sqlite_utils.Database, source_id: str, first: int, last: int) -> dict[int, str]:
    """line number -> its text as stored, for lines ``first``..``last`` of the document."""
    sql = "select n, text from source_lines where source = ? and n between ? and ?"
    return {row["n"]: row["text"] for row in db.query(sql, [source_id, first, last])}


# --- names as a judge types them (kb.names) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardName:
    """One name of a card in the termbase (``card_names``), in one language and era."""

    card: str
    """the card's id in the termbase (its English name)"""
    lang: str
    name: str
    folded: str
    era: str
    """current, or the era of an older name"""
    source: str


@dataclass(frozen=True, slots=True)
class PrintedCardName:
    """A card name (printed or face) as a document of the corpus prints it."""

    name: str
    folded: str
    lang: str
    source: str


@dataclass(frozen=True, slots=True)
class ConceptLabel:
    """One label of a termbase concept (``concept_labels``), with the concept's English name."""

    concept: str
    lang: str
    label: str
    folded: str
    era: str
    source: str
    english: str | None


def termbase_card_names(db: sqlite_utils.Database) -> list[CardName]:
    """Every known name of every card in the termbase (none before the termbase is built);
    a name the termbase records as unknown is left out."""
    if not has_table(db, "card_names"):
        return []
    sql = "select card, lang, name, folded, era, source from card_names where name != ?"
    return [CardName(**row) for row in db.query(sql, [UNKNOWN_NAME])]


def printed_card_names(db: sqlite_utils.Database) -> list[PrintedCardName]:
    """Each card name the documents print, once per document language and source."""
    sql = (
        "select distinct n.name, n.folded, r.lang, r.source from record_names n "
        "join records r on r.id = n.record_id where n.kind = 'card'"
    )
    return [PrintedCardName(**row) for row in db.query(sql)]


def concept_labels(db: sqlite_utils.Database) -> list[ConceptLabel]:
    """Every label of every termbase concept (none before the termbase is built)."""
    if not has_table(db, "concept_labels"):
        return []
    sql = (
        "select l.concept, l.lang, l.label, l.folded, l.era, l.source, c.en as english "
        "from concept_labels l join concepts c on c.id = l.concept"
    )
    return [ConceptLabel(**row) for row in db.query(sql)]


# --- rules and status of records (kb.rules.lookup), as kb.rules.build stored them -----------


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


@dataclass(frozen=True, slots=True)
class StoredRuleLink:
    """A record's link to one rule (a row of ``rule_links``)."""

    record_id: str
    rule: str
    derivation: str
    quoted_as: str | None
    evidence: str | None


def stored_statuses(db: sqlite_utils.Database, record_ids: Sequence[str]) -> list[StoredStatus]:
    """The statuses of these records (a record the build gave none is absent)."""
    return [_stored_status(row) for row in _rows_of_records(db, "record_status", record_ids)]


def stored_rule_links(db: sqlite_utils.Database, record_ids: Sequence[str]) -> list[StoredRuleLink]:
    """The rule links of these records, in the order the build wrote them."""
    return [
        StoredRuleLink(row["record_id"], row["rule"], row["derivation"], row["quoted_as"] or None, row.get("evidence") or None)
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
    )
