"""Draw the stop-32 blind audit sample: 30 rulings of who-notes-de, 30 of tsp-faq-zh, none of
them in the stop-26, stop-30 or stop-31 samples (their errata were made from those comparisons).
Each drawn ruling is read blind by two readers, so key-rule recall can be measured against the
rules both name and against each reader alone.

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-s32-sample.py
Writes ``source,record_id`` lines to stdout. The seed is fixed and ids are sorted before the
draw, so the draw repeats whatever the export's order.
"""

import csv
import json
import random
import sys
from pathlib import Path

SEED = 2026112732
PER_DOCUMENT = 30
DOCUMENTS = ("who-notes-de", "tsp-faq-zh")
EARLIER_SAMPLES = [Path(__file__).with_name(f"audit-s{n}-sample.csv") for n in (26, 30, 31)]


def main() -> None:
    earlier: set[str] = set()
    for path in EARLIER_SAMPLES:
        with path.open(encoding="utf-8", newline="") as fh:
            earlier |= {row["record_id"] for row in csv.DictReader(fh)}
    ids: dict[str, list[str]] = {doc: [] for doc in DOCUMENTS}
    for line in sys.stdin:
        record = json.loads(line)
        if record["kind"] == "ruling" and record["source"] in ids and record["id"] not in earlier:
            ids[record["source"]].append(record["id"])
    rng = random.Random(SEED)
    print("source,record_id")
    for doc in DOCUMENTS:
        for record_id in sorted(rng.sample(sorted(ids[doc]), PER_DOCUMENT)):
            print(f"{doc},{record_id}")


if __name__ == "__main__":
    main()
