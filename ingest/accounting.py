"""Line accounting: every non-blank line of a source belongs to exactly one record."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ingest.document import Document
from ingest.errors import AccountingError
from ingest.records import Record, RecordKind


@dataclass
class Accounting:
    source: str
    file: str
    total_lines: int
    nonblank_lines: int
    lines_by_kind: Counter[str] = field(default_factory=Counter)  # non-blank lines per record kind
    records_by_kind: Counter[str] = field(default_factory=Counter)
    unaccounted: list[int] = field(default_factory=list)  # non-blank lines no record owns
    overlaps: dict[int, list[str]] = field(default_factory=dict)  # line -> ids of its owners
    out_of_range: list[str] = field(default_factory=list)  # records whose lines leave the file

    @property
    def ok(self) -> bool:
        return not (self.unaccounted or self.overlaps or self.out_of_range)

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "file": self.file,
            "total_lines": self.total_lines,
            "nonblank_lines": self.nonblank_lines,
            "lines_by_kind": dict(self.lines_by_kind),
            "records_by_kind": dict(self.records_by_kind),
            "unaccounted": self.unaccounted,
            "overlaps": {str(k): v for k, v in self.overlaps.items()},
            "out_of_range": self.out_of_range,
        }


def account(document: Document, records: list[Record]) -> Accounting:
    """Who owns each line of ``document``; the Source record owns none."""
    owners: dict[int, list[str]] = {}
    acc = Accounting(
        source=document.meta.id,
        file=document.meta.file,
        total_lines=len(document),
        nonblank_lines=len(document.nonblank_numbers()),
    )
    for rec in records:
        if rec.kind is RecordKind.SOURCE:
            continue
        acc.records_by_kind[rec.kind.value] += 1
        first, last = rec.lines
        if last > len(document):
            acc.out_of_range.append(rec.id)
            continue
        for n in range(first, last + 1):
            if not document.is_blank(n):
                owners.setdefault(n, []).append(rec.id)
                acc.lines_by_kind[rec.kind.value] += 1
    acc.unaccounted = [n for n in document.nonblank_numbers() if n not in owners]
    acc.overlaps = {n: ids for n, ids in owners.items() if len(ids) > 1}
    return acc


def require_complete(acc: Accounting) -> None:
    """Raise ``AccountingError`` naming the file and the first offending lines."""
    if acc.ok:
        return
    parts = []
    if acc.unaccounted:
        parts.append(f"{len(acc.unaccounted)} unaccounted line(s), first {acc.unaccounted[:10]}")
    if acc.overlaps:
        first = sorted(acc.overlaps)[:5]
        parts.append(f"{len(acc.overlaps)} line(s) owned twice, e.g. " + "; ".join(f"{n}: {acc.overlaps[n]}" for n in first))
    if acc.out_of_range:
        parts.append(f"records beyond the last line: {acc.out_of_range[:5]}")
    raise AccountingError(f"{acc.file}: " + "; ".join(parts))
