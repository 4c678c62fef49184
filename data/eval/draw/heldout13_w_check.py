"""Set 13 part W: check the written question file against the export (no search, no score).

Usage: python heldout13_w_check.py EXPORT.jsonl QUESTIONS.csv GOLD_SET.csv ...
GOLD_SET files are the sets left out of the pools (the two development sets, sets 10-12); only
their gold column is read (pools.py). Shared checks (pools.check_rows): header, row count, every
gold id in the export and none twice in a row, each draw a fresh record of the part's pools (not
left-out gold, no left-out gold text, not drawn twice), kind from the gold languages. Part W's own
checks: 20 questions per language with ids lang01..lang20, and the pool each id range was drawn
from (01-10 a who-notes-de ruling, pool WHO; 11-20 a who-notes-de card record, pool WHOC).
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

PER_LANG = 20
FROM_WHO = 10  # ids 01-10 come from WHO (rulings), 11-20 from WHOC (card records)


def from_part_pools(r: pools.Record) -> bool:
    return r["source"] == "who-notes-de" and r["kind"] in ("ruling", "card")


export, questions, *gold_sets = sys.argv[1:]
records = pools.load_export(export)
by_id = {r["id"]: r for r in records}
ids, texts = pools.left_out(records, gold_sets)
rows = pools.read_part(questions, 3 * PER_LANG)
counts = pools.check_rows(rows, by_id, from_part_pools, ids, texts)
for lang in ("de", "zh", "en"):
    got = [r["id"] for r in rows if r["lang"] == lang]
    if got != [f"{lang}{i:02d}" for i in range(1, PER_LANG + 1)]:
        raise ValueError(f"ids of {lang}: {got}")
for row in rows:
    want = "ruling" if int(row["id"][2:]) <= FROM_WHO else "card"
    if by_id[row["gold"].split(";")[0]]["kind"] != want:
        raise ValueError(f"{row['id']}: draw is not a {want} record")
left_in_gold = sorted({g for r in rows for g in r["gold"].split(";")[1:] if g in ids})
print(json.dumps({**counts, "left_out_gold_listed_as_further_gold": len(left_in_gold)}))
