"""Sources → records: verify, parse, link, account. Nothing here touches the database."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from ingest.accounting import Accounting, account, require_complete
from ingest.document import Document
from ingest.errors import ParseError
from ingest.manifest import DEFAULT_SOURCES, SourceMeta, load_manifest, verify_source
from ingest.parsers import parser_for
from ingest.records import Card, Mechanic, Note, Record, Ruling, Source
from ingest.rule_numbers import quoted_rule_numbers


@dataclass
class ParsedDocument:
    meta: SourceMeta
    document: Document
    records: list[Record]  # the Source record first, then document order
    accounting: Accounting

    @property
    def source(self) -> Source:
        return self.records[0]  # type: ignore[return-value]


def parse_document(meta: SourceMeta, sources_dir: Path = DEFAULT_SOURCES, *, strict: bool = True) -> ParsedDocument:
    """Parse one manifest entry. ``strict`` raises when the line accounting fails."""
    path = verify_source(meta, sources_dir)
    document = Document.load(meta, path)
    records = parser_for(meta.kind)(document)
    records = sorted(records, key=lambda r: (r.lines[0], r.lines[1]))
    _link_subjects(document, records)
    records = [
        replace(rec, rule_numbers=quoted_rule_numbers(rec.text)) if isinstance(rec, Ruling) and not rec.rule_numbers else rec
        for rec in records
    ]
    acc = account(document, records)
    if strict:
        require_complete(acc)
    return ParsedDocument(meta=meta, document=document, records=[document.source_record(), *records], accounting=acc)


def parse_corpus(sources_dir: Path = DEFAULT_SOURCES, *, strict: bool = True) -> list[ParsedDocument]:
    """Parse every document of the manifest; the first failure raises, naming its file."""
    return [parse_document(meta, sources_dir, strict=strict) for meta in load_manifest(sources_dir)]


def _link_subjects(document: Document, records: list[Record]) -> None:
    """Fill each card's and mechanic's ``rulings`` from the rulings that name it."""
    subjects: dict[tuple[int, ...], Card | Mechanic] = {r.lines: r for r in records if isinstance(r, Card | Mechanic)}
    for subject in subjects.values():
        subject.rulings.clear()
    for rec in records:
        if not isinstance(rec, Ruling | Note) or rec.subject_lines is None:
            continue
        found = subjects.get(tuple(rec.subject_lines))
        if found is None:
            raise ParseError(
                document.meta.file,
                rec.lines[0],
                f"a {rec.subject_kind.value if rec.subject_kind else 'subject'} record at lines "
                f"{rec.subject_lines} for this {rec.kind.value} (subject {rec.subject!r})",
            )
        if isinstance(rec, Ruling):
            found.rulings.append(rec.lines)
