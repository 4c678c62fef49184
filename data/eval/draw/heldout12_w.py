"""Set 12 part W: seeded stratified draw from the WHO pool (who-notes-de rulings).

Usage: python heldout11_w.py sizes|draw EXPORT.jsonl GOLD_SET.csv ...
The GOLD_SET files are the sets whose gold is left out of the pool: the two development sets and
the tenth and eleventh held-out sets (spent, so the lead may develop on them this stop). Only their
gold column is read, never a question. Records whose text equals such a gold record's text are left out too.
"sizes" prints the pool size and stops before the generator is made; "draw" prints it again and
then one line per slice: the slice's records in shuffled order (the first is the draw, the next
ones its replacements) and the language slot dealt to it.
"""

import csv
import json
import random
import sys

SEED = 2026112741
SLOTS = [("de", "same", 20), ("zh", "cross", 20), ("en", "cross", 20)]

mode, export, *gold_sets = sys.argv[1:]
recs = [json.loads(line) for line in open(export, encoding="utf-8")]
who = sorted(
    (r for r in recs if r["source"] == "who-notes-de" and r["kind"] == "ruling"),
    key=lambda r: r["lines"][0],
)
# gold of the left-out sets: gold column only, never the questions
left_gold = {g for f in gold_sets for row in csv.DictReader(open(f, encoding="utf-8")) for g in row["gold"].split(";") if g}
left_text = {r["text"] for r in recs if r["id"] in left_gold}
pool = [r for r in who if r["id"] not in left_gold and r["text"] not in left_text]
sizes = {"gold_sets": len(gold_sets), "left_gold": len(left_gold), "who": len(who), "pool": len(pool)}
print(json.dumps(sizes), file=sys.stderr)
if mode == "sizes":  # first run: pool size only, before any draw
    sys.exit(0)
rng = random.Random(SEED)
k = sum(n for *_, n in SLOTS)
slices = [rng.sample(s, len(s)) for s in (pool[i * len(pool) // k : (i + 1) * len(pool) // k] for i in range(k))]
slots = [(lang, kind) for lang, kind, n in SLOTS for _ in range(n)]
rng.shuffle(slots)
for i, (s, (lang, kind)) in enumerate(zip(slices, slots, strict=True)):
    print(json.dumps({"pool": "WHO", "slice": i, "lang": lang, "kind": kind, "candidates": [r["id"] for r in s]}))
