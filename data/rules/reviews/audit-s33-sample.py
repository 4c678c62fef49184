"""Draw the stop-33 blind audit sample: 30 rulings of tsp-faq-zh, none of them in the stop-26,
-30, -31 or -32 samples (their errata came from those comparisons). The 2006 Chinese FAQ is where
the stop-32 audit found key rules missed (recall 0.795 against the consensus keys); this sample
measures it again on fresh rulings, each read blind by two readers as in stop 32. It is drawn and
hashed before a sweep of the whole document's keyword rules begins, so it measures that sweep too.

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-s33-sample.py
Writes ``source,record_id`` lines to stdout. The seed is fixed and ids are sorted before the
draw, so the draw repeats whatever the export's order.
"""

import csv
import json
import random
import sys
from pathlib import Path

SEED = 2026112734
PER_DOCUMENT = 30
DOCUMENTS = ("tsp-faq-zh",)
EARLIER_SAMPLES = [Path(__file__).with_name(f"audit-s{n}-sample.csv") for n in (26, 30, 31, 32)]


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
