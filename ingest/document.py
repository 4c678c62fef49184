"""A source document as parsers see it: its manifest entry and its numbered lines."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.manifest import SourceMeta
from ingest.records import Record, Source

R = TypeVar("R", bound=Record)


@dataclass
class Document:
    """Lines are 1-based, as in every record's ``lines``; a trailing newline adds no line."""

    meta: SourceMeta
    path: Path
    lines: list[str]

    @classmethod
    def load(cls, meta: SourceMeta, path: Path) -> "Document":
        raw = path.read_bytes()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            line = raw[: e.start].count(b"\n") + 1
            raise ParseError(meta.file, line, "UTF-8 text", raw[e.start : e.start + 8].hex(" ")) from None
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()  # the newline that ends the last line
        return cls(meta=meta, path=path, lines=lines)

    def __len__(self) -> int:
        return len(self.lines)

    def line(self, number: int) -> str:
        """The text of 1-based line ``number``."""
        return self.lines[number - 1]

    def is_blank(self, number: int) -> bool:
        return not self.lines[number - 1].strip()

    def span(self, first: int, last: int) -> list[str]:
        """Lines ``first``..``last`` inclusive (1-based)."""
        return self.lines[first - 1 : last]

    def nonblank_numbers(self) -> list[int]:
        return [n for n in range(1, len(self.lines) + 1) if self.lines[n - 1].strip()]

    def record(self, cls: type[R], first: int, last: int, **fields: Any) -> R:
        """Build a record of type ``cls`` with this document's provenance.

        ``text`` defaults to the non-blank lines of the range joined in the
        document's language (see ``ingest.lang``)."""
        if "text" not in fields:
            fields["text"] = get_language(self.meta.lang).join_lines(self.span(first, last))
        return cls(
            source=self.meta.id,
            file=self.meta.file,
            lines=(first, last),
            lang=self.meta.lang,
            date=self.meta.date,
            **fields,
        )

    def source_record(self) -> Source:
        m = self.meta
        return Source(
            source=m.id,
            file=m.file,
            lines=(1, max(1, len(self.lines))),
            lang=m.lang,
            date=m.date,
            text=m.title,
            title=m.title,
            doc_kind=m.kind.value,
            set_code=m.set_code,
            era=m.era,
            sha256=m.sha256,
        )
