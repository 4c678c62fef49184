"""What the ranker (``kb.search.ranker``) reads of each candidate record, read once per record.

A record's analysed words and its traits (kind, subject, text length) do not change while a
knowledge base is open, yet every question read them again for its thirty candidates: about
0.6 ms of a question's 10 (the words split into sets each time, the traits a second query).
One ``RankerReads`` belongs to one open knowledge base (the searcher's); it reads only the
records it has not seen, and forgets everything once it holds ``MAX_RECORDS`` of them, so a
knowledge base many times the corpus costs a bounded amount of memory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kb.store import search_index
from kb.store.records import RecordTraits, record_traits

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    import sqlite_utils

# Records remembered of each kind; the corpus has ~1,100 (a synthetic 30x one ~34,000).
MAX_RECORDS = 20_000


@dataclass(frozen=True, slots=True)
class RecordWords:
    """A record's analysed heading words and the words of its text and labels."""

    record_id: str
    heading: frozenset[str]
    words: frozenset[str]


class RankerReads:
    """Per-record reads of one knowledge base, kept between questions. Request threads may
    share it: each call fills and reads the table it started with, so one thread starting a
    new table leaves another's reads whole."""

    def __init__(self) -> None:
        self._words: dict[str, RecordWords] = {}
        self._traits: dict[str, RecordTraits] = {}

    def words(self, db: sqlite_utils.Database, ids: Sequence[str], fts_rows: Mapping[str, int]) -> list[RecordWords]:
        """The words of those of ``ids`` that ``search_fts`` indexes (``fts_rows``: id -> rowid)."""
        known = self._words
        missing = [i for i in ids if i in fts_rows and i not in known]
        if missing:
            if len(known) + len(missing) > MAX_RECORDS:
                known = self._words = {}
                missing = [i for i in ids if i in fts_rows]
            for text in search_index.indexed_texts(db, [fts_rows[i] for i in missing]):
                heading, words = frozenset(text.title.split()), frozenset(text.body.split()) | frozenset(text.labels.split())
                known[text.record_id] = RecordWords(text.record_id, heading, words)
        return [w for w in (known.get(i) for i in ids) if w is not None]

    def traits(self, db: sqlite_utils.Database, ids: Sequence[str]) -> dict[str, RecordTraits]:
        """Record id -> its traits, for those of ``ids`` that exist."""
        known = self._traits
        missing = [i for i in ids if i not in known]
        if missing:
            if len(known) + len(missing) > MAX_RECORDS:
                known = self._traits = {}
                missing = list(ids)
            known.update((t.id, t) for t in record_traits(db, missing))
        return {i: known[i] for i in ids if i in known}
