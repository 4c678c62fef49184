"""Set 10 part W: seeded stratified draw from the WHO pool (who-notes-de rulings).

Usage: python heldout10_w.py sizes|draw EXPORT.jsonl DEV_SET.csv ...
Only the two development sets are left out (their gold column only is read): the held-out sets'
gold is not, because no who-notes-de ruling is left that no earlier set answers, and a question
in new words about any ruling still measures the search. "sizes" prints the pool size and stops
before the generator is made; "draw" prints it again and then one line per slice.
"""

import csv
import json
import random
import sys

SEED = 2026112710
SLOTS = [("de", "same", 20), ("zh", "cross", 20), ("en", "cross", 20)]

mode, export, *dev_sets = sys.argv[1:]
recs = [json.loads(line) for line in open(export, encoding="utf-8")]
who = sorted(
    (r for r in recs if r["source"] == "who-notes-de" and r["kind"] == "ruling"),
    key=lambda r: r["lines"][0],
)
# gold of the development sets: gold column only, never the questions
dev_gold = {g for f in dev_sets for row in csv.DictReader(open(f, encoding="utf-8")) for g in row["gold"].split(";") if g}
dev_text = {r["text"] for r in recs if r["id"] in dev_gold}
pool = [r for r in who if r["id"] not in dev_gold and r["text"] not in dev_text]
sizes = {"dev_sets": len(dev_sets), "dev_gold": len(dev_gold), "who": len(who), "pool": len(pool)}
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
