"""Set 15 part W ("the corpus re-asked"): seeded stratified draw from the whole of who-notes-de,
its rulings (pool WHO) and its card records (pool WHOC). Nothing is left out: a record that was
gold of an earlier set may be drawn again, so no question set's gold column is read.

Usage: python heldout15_w.py sizes|draw EXPORT.jsonl
"sizes" prints the pool sizes and stops before the generator is made; "draw" prints them again
and then one line per slice: its records in shuffled order (the first is the draw, the next ones
its replacements) and the language slot dealt to it.
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
# as a rule no tsp-faq-zh (2006) counterpart, so Chinese and English are planned cross.
PLANS: dict[str, list[pools.Slot]] = {
    "WHO": [("de", "same", 14), ("zh", "cross", 14), ("en", "cross", 14)],
    "WHOC": [("de", "same", 6), ("zh", "cross", 6), ("en", "cross", 6)],
}
KINDS = {"WHO": "ruling", "WHOC": "card"}  # pool name -> who-notes-de record kind


def keeps(kind: str) -> Callable[[pools.Record], bool]:
    return lambda r: r["source"] == "who-notes-de" and r["kind"] == kind


mode, export = sys.argv[1:]
records = pools.load_export(export)
drawn = {name: pools.pool(records, keeps(kind), []) for name, kind in KINDS.items()}
print(json.dumps({name: len(drawn[name]) for name in KINDS}), file=sys.stderr)
if mode == "sizes":  # first run: pool sizes only, before any generator exists
    sys.exit(0)
rng = random.Random(SEED)
for name in KINDS:  # one generator, WHO first, then WHOC
    for line in pools.stratified_draw(rng, name, drawn[name], PLANS[name]):
        print(json.dumps(line))
