"""Set 9 part W: seeded stratified draw from the WHO pool (who-notes-de rulings).

Usage: python heldout9_w.py sizes|draw EXPORT.jsonl QUESTION_SET.csv ...
"sizes" prints the pool size and stops before the generator is made; "draw" prints it again
and then one line per slice. Only the gold column of the earlier question sets is read.
"""

import csv
import json
import random
import sys

SEED = 2026112691
SLOTS = [("de", "same", 24), ("zh", "cross", 16), ("en", "cross", 20)]

mode, export, *question_sets = sys.argv[1:]
recs = [json.loads(line) for line in open(export, encoding="utf-8")]
who = sorted(
    (r for r in recs if r["source"] == "who-notes-de" and r["kind"] == "ruling"),
    key=lambda r: r["lines"][0],
)
# gold of the nine earlier sets: gold column only
used = {g for f in question_sets for row in csv.DictReader(open(f, encoding="utf-8")) for g in row["gold"].split(";") if g}
used_text = {r["text"] for r in recs if r["id"] in used}
pool = [r for r in who if r["id"] not in used and r["text"] not in used_text]
print(json.dumps({"sets": len(question_sets), "used": len(used), "who": len(who), "remaining_who": len(pool)}), file=sys.stderr)
if mode == "sizes":  # first run: pool size only, before any draw
    sys.exit(0)
rng = random.Random(SEED)
k = sum(n for *_, n in SLOTS)
slices = [rng.sample(s, len(s)) for s in (pool[i * len(pool) // k : (i + 1) * len(pool) // k] for i in range(k))]
slots = [(lang, kind) for lang, kind, n in SLOTS for _ in range(n)]
rng.shuffle(slots)
for i, (s, (lang, kind)) in enumerate(zip(slices, slots, strict=True)):
    print(json.dumps({"pool": "WHO", "slice": i, "lang": lang, "kind": kind, "candidates": [r["id"] for r in s]}))
