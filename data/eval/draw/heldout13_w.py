"""Set 13 part W: seeded stratified draw from two pools of who-notes-de: WHO (its rulings) and
WHOC (its card records; added after the sizes run showed 125 rulings left for 60 slots).

Usage: python heldout13_w.py sizes|draw EXPORT.jsonl GOLD_SET.csv ...
The GOLD_SET files are the sets whose gold is left out of the pool: the two development sets and
the tenth, eleventh and twelfth held-out sets (spent, so the lead develops on them this stop). Only
their gold column is read (pools.py), never a question; records with such a gold text are left out.
"sizes" prints the pool sizes and stops before the generator is made; "draw" prints it again and
then one line per slice: its records in shuffled order (the first is the draw, the next ones its
replacements) and the language slot dealt to it.
"""

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

SEED = 2026112751
# (language, planned kind, slots) per pool: English has no document, and who-notes-de (2023) has
# as a rule no tsp-faq-zh (2006) counterpart, so 40 of 60 are planned cross.
HALF: list[pools.Slot] = [("de", "same", 10), ("zh", "cross", 10), ("en", "cross", 10)]
POOLS = {"WHO": "ruling", "WHOC": "card"}  # pool name -> who-notes-de record kind


def keeps(kind: str) -> Callable[[pools.Record], bool]:
    return lambda r: r["source"] == "who-notes-de" and r["kind"] == kind


mode, export, *gold_sets = sys.argv[1:]
records = pools.load_export(export)
left_ids, _ = pools.left_out(records, gold_sets)
drawn = {name: pools.pool(records, keeps(kind), gold_sets) for name, kind in POOLS.items()}
sizes = {"gold_sets": len(gold_sets), "left_gold": len(left_ids)}
for name, kind in POOLS.items():
    sizes[name] = f"{len(drawn[name])} of {sum(keeps(kind)(r) for r in records)}"
print(json.dumps(sizes), file=sys.stderr)
if mode == "sizes":  # first run: pool sizes only, before any generator exists
    sys.exit(0)
rng = random.Random(SEED)
for name in POOLS:  # one generator, WHO first, then WHOC
    for line in pools.stratified_draw(rng, name, drawn[name], HALF):
        print(json.dumps(line))
