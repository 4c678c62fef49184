"""Set 13 part TR: seeded stratified draw from the TSP and RT pools (shared steps in pools.py).

Usage: python heldout13_tr.py sizes|draw EXPORT.jsonl GOLD_SET.csv ...
GOLD_SET.csv are the sets whose gold is left out of the pools: the two development sets and the
tenth, eleventh and twelfth held-out sets (spent, open to development this session); only their
gold column is read. "sizes" prints the pool sizes and stops before the generator is made; "draw"
prints them again and then one line per slice (its slot's language and planned kind, and its
records in drawn order: the first is the draw, the next ones its replacements).
"""

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

SEED = 2026112752
# slots per pool, (lang, planned kind, count); written down after the sizes run, before the draw
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
    mode, export, *gold_sets = sys.argv[1:]
    records = pools.load_export(export)
    ids, _ = pools.left_out(records, gold_sets)
    drawable = {name: pools.pool(records, keep, gold_sets) for name, keep in KEEP.items()}
    sizes = {"left_out_gold": len(ids)}
    sizes |= {f"{name}_all": sum(1 for r in records if keep(r)) for name, keep in KEEP.items()}
    sizes |= {name: len(p) for name, p in drawable.items()}
    print(json.dumps(sizes), file=sys.stderr)
    if mode == "sizes":  # first run: pool sizes only, before any draw
        sys.exit(0)
    rng = random.Random(SEED)
    for name, plan in PLAN.items():  # one generator, pools in the order TSP, RT
        for line in pools.stratified_draw(rng, name, drawable[name], plan):
            print(json.dumps(line))
