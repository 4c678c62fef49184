"""Set 15 part W: check the written question file against the export (no search, no score).

Usage: python heldout15_w_check.py EXPORT.jsonl QUESTIONS.csv
Set 15 leaves nothing out, so no question set's gold is read and the shared checks
(pools.check_rows) get empty left-out sets: header, row count, every gold id in the export and
none twice in a row, each draw a who-notes-de ruling or card record drawn once, kind from the gold
languages. Part W's own checks: 20 questions per language with ids lang01..lang20, and the pool
each id range was drawn from (01-14 a who-notes-de ruling, pool WHO; 15-20 a card record, WHOC).
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

PER_LANG = 20
FROM_WHO = 14  # ids 01-14 come from WHO (rulings), 15-20 from WHOC (card records)


def from_part_pools(r: pools.Record) -> bool:
    return r["source"] == "who-notes-de" and r["kind"] in ("ruling", "card")


export, questions = sys.argv[1:]
records = pools.load_export(export)
by_id = {r["id"]: r for r in records}
rows = pools.read_part(questions, 3 * PER_LANG)
counts = pools.check_rows(rows, by_id, from_part_pools, set(), set())
for lang in ("de", "zh", "en"):
    got = [r["id"] for r in rows if r["lang"] == lang]
    if got != [f"{lang}{i:02d}" for i in range(1, PER_LANG + 1)]:
        raise ValueError(f"ids of {lang}: {got}")
for row in rows:
    want = "ruling" if int(row["id"][2:]) <= FROM_WHO else "card"
    if by_id[row["gold"].split(";")[0]]["kind"] != want:
        raise ValueError(f"{row['id']}: draw is not a {want} record")
print(json.dumps(counts))
