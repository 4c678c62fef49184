"""Set 15 part TR ("the corpus re-asked"): seeded stratified draw from the whole TSP and RT pools.

Usage: python heldout15_tr.py sizes|draw EXPORT.jsonl
Nothing is left out: set 15 re-asks the whole corpus, so a record that was the answer of an earlier
set may be drawn again (no question set is read). "sizes" prints the pool sizes and stops before the
generator is made; "draw" prints them again and then one line per slice (its slot's language and
planned kind, and its records in drawn order: the first is the draw, the next ones its replacements).
"""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

SEED = 2026112752
# slots per pool, (lang, planned kind, count); as set 14's part TR, fixed by the brief
PLAN: dict[str, list[pools.Slot]] = {
    "TSP": [("zh", "same", 14), ("de", "cross", 8), ("en", "cross", 12)],
    "RT": [("de", "same", 12), ("zh", "cross", 6), ("en", "cross", 8)],
}
RULEBOOK = {("glossary-de", "term"), ("casting-de", "passage"), ("card-types-de", "passage")}
KEEP = {
    "TSP": lambda r: r["source"] == "tsp-faq-zh" and r["kind"] in ("ruling", "rule_excerpt"),
    "RT": lambda r: (r["source"], r["kind"]) in RULEBOOK,
}

if __name__ == "__main__":
    mode, export = sys.argv[1:]
    records = pools.load_export(export)
    drawable = {name: pools.pool(records, keep, []) for name, keep in KEEP.items()}  # no leave-out
    print(json.dumps({name: len(p) for name, p in drawable.items()}), file=sys.stderr)
    if mode == "sizes":  # first run: pool sizes only, before any draw
        sys.exit(0)
    rng = random.Random(SEED)
    for name, plan in PLAN.items():  # one generator, pools in the order TSP, RT
        for line in pools.stratified_draw(rng, name, drawable[name], plan):
            print(json.dumps(line))
