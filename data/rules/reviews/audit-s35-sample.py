"""Draw the stop-35 blind audit sample: 30 rulings of each document, none of them in an earlier
audit's sample (stops 26, 30, 31, 32, 33 and 33w: their errata came from those comparisons). Each
drawn ruling is read blind by two readers, as in stop 32, to measure both documents again on
fresh rulings after the stop-33 and stop-34 corrections.

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-s35-sample.py
Writes ``source,record_id`` lines to stdout. The seed is fixed and ids are sorted before the
draw, so the draw repeats whatever the export's order.
"""

import csv
import json
import random
import sys
from pathlib import Path

SEED = 2026112751
PER_DOCUMENT = 30
DOCUMENTS = ("tsp-faq-zh", "who-notes-de")
EARLIER_SAMPLES = [Path(__file__).with_name(f"audit-s{n}-sample.csv") for n in ("26", "30", "31", "32", "33", "33w")]


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
    print(json.dumps({doc: len(v) for doc, v in ids.items()}), file=sys.stderr)
    rng = random.Random(SEED)
    print("source,record_id")
    for doc in DOCUMENTS:
        for record_id in sorted(rng.sample(sorted(ids[doc]), PER_DOCUMENT)):
            print(f"{doc},{record_id}")


if __name__ == "__main__":
    main()
