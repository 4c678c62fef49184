"""What search keeps between questions gives the answers it gave when it read everything again:
the full-text query by rowid, the ranker's per-record reads, the concept list's first records."""

from __future__ import annotations

from kb.build import open_kb
from kb.search.bridge import Bridge, ConceptHit, concept_ranking
from kb.search.lexical import lexical_search, match_expression
from kb.search.ranker import content_match
from kb.search.ranker_reads import RankerReads
from kb.store import search_index

EXPRESSIONS = ['"aussetzen" OR "zeitmarke"', '"suspend" OR "time counter" OR "exile"', '"延缓"', '"flashback" OR "graveyard"']


def test_the_query_by_rowid_finds_what_the_query_by_record_id_finds(corpus_kb_path):
    db = open_kb(corpus_kb_path)
    try:
        ids = {rowid: rid for rid, rowid in search_index.indexed_rowids(db).items()}
        for expression in EXPRESSIONS + [match_expression(["karte", "card", "ruling"])]:
            assert lexical_search(db, expression, 50, ids) == lexical_search(db, expression, 50)
    finally:
        db.close()


def test_the_ranker_reads_each_record_once_and_matches_as_before(corpus_kb_path):
    db = open_kb(corpus_kb_path)
    try:
        rows = search_index.indexed_rowids(db)
        ids = list(rows)[:40] + ["no-such-record"]
        content = {"aussetzen", "zeitmarke", "suspend", "counter", "karte"}
        reads = RankerReads()
        first = content_match(db, ids, content, rows, len(rows), reads)
        assert first == content_match(db, ids, content, rows, len(rows))  # read afresh
        assert first == content_match(db, ids, content, rows, len(rows), reads)  # from what it kept
        assert reads.traits(db, ids) == reads.traits(db, list(reversed(ids)))
        assert "no-such-record" not in reads.traits(db, ids)
    finally:
        db.close()


class _Tags:
    def __init__(self, tags: list[tuple[str, str, str]]) -> None:
        self.tags = tags

    def tagged(self, concepts, limit=None):
        return [t for t in self.tags if t[1] in concepts][:limit]

    def tags_of(self, record_ids, concepts):
        return [t for t in self.tags if t[0] in record_ids and t[1] in concepts]


def test_the_first_n_concept_records_are_the_first_of_the_whole_ranking():
    tags = [(f"r{i % 37}", "c" + str(i % 3), "subject" if i % 5 == 0 else "mention") for i in range(200)]
    bridge = Bridge(concepts=[ConceptHit(c, c, "current", "en") for c in ("c0", "c1", "c2")])
    every = concept_ranking(bridge, _Tags(tags), {"c0": 67, "c1": 67, "c2": 66}, 1000, {"r3": 0, "r9": 1})
    assert concept_ranking(bridge, _Tags(tags), {"c0": 67, "c1": 67, "c2": 66}, 1000, {"r3": 0, "r9": 1}, n=10) == every[:10]
