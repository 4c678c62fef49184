"""Draw the stop-26 blind audit sample: 30 rulings of who-notes-de, 30 of tsp-faq-zh.

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-s26-sample.py
Writes the record ids (one per line, with the document) to stdout. The seed is fixed so the
draw can be repeated; ids are sorted before drawing so the draw does not depend on export order.
"""

import json
import random
import sys

SEED = 2026112603
PER_DOCUMENT = 30
DOCUMENTS = ("who-notes-de", "tsp-faq-zh")


def main() -> None:
    ids: dict[str, list[str]] = {doc: [] for doc in DOCUMENTS}
    for line in sys.stdin:
        record = json.loads(line)
        if record["kind"] == "ruling" and record["source"] in ids:
            ids[record["source"]].append(record["id"])
    rng = random.Random(SEED)
    print("source,record_id")
    for doc in DOCUMENTS:
        for record_id in sorted(rng.sample(sorted(ids[doc]), PER_DOCUMENT)):
            print(f"{doc},{record_id}")


if __name__ == "__main__":
    main()
