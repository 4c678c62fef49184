"""Draw the stop-32 blind pair audit: every cross-check pair judgedesk shows (``counterpart_pairs``)
mixed with 34 pairs it does not show, so the blind reader cannot tell which is which.

Decoys are who-notes-de ↔ tsp-faq-zh ruling pairs not shown that share a mechanic concept
(``MECHANICS``), drawn with a fixed seed from the sorted candidates; the 80 items are then
shuffled with the same generator. Writes the key (``n,a,b,kind,concepts``; kind ``shown`` or
``decoy``) to stdout; the reader's file (the two rulings' texts, no kind) goes to the path given.

Usage: python pair-audit-s32-sample.py var/judgedesk.db export.jsonl reader.jsonl > pair-audit-s32-sample.csv
(``export.jsonl``: ``judgedesk export`` of the same build, every kind.)
"""

import json
import random
import sqlite3
import sys
from typing import Any

SEED = 2026112733
DECOYS = 34
MECHANICS = {
    "suspend", "flashback", "split-second", "storm", "time-counter", "face-down", "morph", "kicker",
    "cycling", "flash", "mana-value", "copy", "counter-spell", "madness", "buyback", "total-cost",
    "additional-cost", "detain",
}  # fmt: skip


def main(db_path: str, export_path: str, reader_path: str) -> None:
    with open(export_path, encoding="utf-8") as fh:
        records = {r["id"]: r for r in map(json.loads, fh)}
    db = sqlite3.connect(db_path)
    shown: dict[tuple[str, str], set[str]] = {}
    for concept, a, b in db.execute("select concept, a_id, b_id from counterpart_pairs"):
        shown.setdefault((a, b), set()).add(concept)
    concepts: dict[str, set[str]] = {}
    for record_id, concept in db.execute("select distinct record_id, concept from record_concepts"):
        concepts.setdefault(record_id, set()).add(concept)
    rulings = {doc: sorted(i for i, r in records.items() if r["kind"] == "ruling" and r["source"] == doc)
               for doc in ("who-notes-de", "tsp-faq-zh")}  # fmt: skip
    candidates = [
        (a, b)
        for a in rulings["who-notes-de"]
        for b in rulings["tsp-faq-zh"]
        if (a, b) not in shown and concepts.get(a, set()) & concepts.get(b, set()) & MECHANICS
    ]
    rng = random.Random(SEED)
    items = [(a, b, "shown") for a, b in sorted(shown)] + [(a, b, "decoy") for a, b in rng.sample(candidates, DECOYS)]
    rng.shuffle(items)

    def side(record_id: str) -> dict[str, Any]:
        r = records[record_id]
        subject = records.get(r.get("subject_id") or "")
        return {"id": record_id, "text": r["text"], "subject": r.get("subject"),
                "subject_text": subject["text"] if subject else None}  # fmt: skip

    print("n,a,b,kind,concepts")
    with open(reader_path, "w", encoding="utf-8") as out:
        for n, (a, b, kind) in enumerate(items, 1):
            out.write(json.dumps({"n": n, "a": side(a), "b": side(b)}, ensure_ascii=False) + "\n")
            common = shown.get((a, b)) or (concepts.get(a, set()) & concepts.get(b, set()) & MECHANICS)
            print(f"{n},{a},{b},{kind},{';'.join(sorted(common))}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
