"""The draw of a blind audit sample (stop 32 on): rulings of the named documents, none of them in an
earlier audit's sample (their errata came from those comparisons), drawn with a fixed seed from the
sorted ids, so the draw repeats whatever the export's order. Each ``audit-sNN-sample.py`` names its
seed, documents and earlier samples and calls ``main``.

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-sNN-sample.py
Writes ``source,record_id`` lines to stdout and the pool sizes to stderr.
"""

import csv
import json
import random
import sys
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).parent


def earlier_ids(stops: Iterable[str]) -> set[str]:
    ids: set[str] = set()
    for stop in stops:
        with (HERE / f"audit-s{stop}-sample.csv").open(encoding="utf-8", newline="") as fh:
            ids |= {row["record_id"] for row in csv.DictReader(fh)}
    return ids


def main(seed: int, documents: tuple[str, ...], earlier_stops: Iterable[str], per_document: int | None = 30) -> None:
    """``per_document=None`` takes every ruling of the pool (a census; the seed then changes nothing)."""
    earlier = earlier_ids(earlier_stops)
    ids: dict[str, list[str]] = {doc: [] for doc in documents}
    for line in sys.stdin:
        record = json.loads(line)
        if record["kind"] == "ruling" and record["source"] in ids and record["id"] not in earlier:
            ids[record["source"]].append(record["id"])
    print(json.dumps({doc: len(v) for doc, v in ids.items()}), file=sys.stderr)
    rng = random.Random(seed)
    print("source,record_id")
    for doc in documents:
        pool = sorted(ids[doc])
        for record_id in sorted(rng.sample(pool, len(pool) if per_document is None else per_document)):
            print(f"{doc},{record_id}")
