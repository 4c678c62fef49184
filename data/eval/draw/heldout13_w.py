"""Set 13 part W: seeded stratified draw from the WHO pool (who-notes-de rulings).

Usage: python heldout13_w.py sizes|draw EXPORT.jsonl GOLD_SET.csv ...
The GOLD_SET files are the sets whose gold is left out of the pool: the two development sets and
the tenth, eleventh and twelfth held-out sets (spent, so the lead develops on them this stop). Only
their gold column is read (pools.py), never a question; records with such a gold text are left out.
"sizes" prints the pool size and stops before the generator is made; "draw" prints it again and
then one line per slice: its records in shuffled order (the first is the draw, the next ones its
replacements) and the language slot dealt to it.
"""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

SEED = 2026112751
# (language, planned kind, slots): English has no document, Chinese rulings of who-notes-de have
# no tsp-faq-zh counterpart as a rule, so 40 of 60 are planned cross.
PLAN: list[pools.Slot] = [("de", "same", 20), ("zh", "cross", 20), ("en", "cross", 20)]


def is_who_ruling(r: pools.Record) -> bool:
    return r["source"] == "who-notes-de" and r["kind"] == "ruling"


mode, export, *gold_sets = sys.argv[1:]
records = pools.load_export(export)
left_ids, _ = pools.left_out(records, gold_sets)
who = [r for r in records if is_who_ruling(r)]
pool = pools.pool(records, is_who_ruling, gold_sets)
sizes = {"gold_sets": len(gold_sets), "left_gold": len(left_ids), "who": len(who), "pool": len(pool)}
print(json.dumps(sizes), file=sys.stderr)
if mode == "sizes":  # first run: pool size only, before any generator exists
    sys.exit(0)
for line in pools.stratified_draw(random.Random(SEED), "WHO", pool, PLAN):
    print(json.dumps(line))
