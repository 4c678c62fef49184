"""Set 12 part TR: seeded stratified draw from the TSP and RT pools.

Usage: python heldout12_tr.py sizes|draw EXPORT.jsonl GOLD_SET.csv ...
GOLD_SET.csv are the sets whose gold is left out of the pools: the two development sets and the
tenth and eleventh held-out sets (spent, open to development this session). Only their gold
column is read. "sizes" prints the pool sizes and stops before the generator is made; "draw"
prints them again and then one line per slice (its slot's language and planned kind, and its
records in drawn order: the first is the draw, the next ones its replacements).
"""

import csv
import json
import random
import sys

SEED = 2026112742
# slots per pool, (lang, planned kind, count); written down before the draw
PLAN = {
    "TSP": [("zh", "same", 14), ("de", "cross", 8), ("en", "cross", 10)],
    "RT": [("de", "same", 12), ("zh", "cross", 6), ("en", "cross", 10)],
}
RULEBOOK = {("glossary-de", "term"), ("casting-de", "passage"), ("card-types-de", "passage")}

mode, export, *gold_sets = sys.argv[1:]
recs = [json.loads(line) for line in open(export, encoding="utf-8")]


def in_line_order(pred):
    # document order: by source, then first line
    return sorted((r for r in recs if pred(r)), key=lambda r: (r["source"], r["lines"][0]))


def gold_column(path):
    # the gold ids of one question set; no other column is kept
    with open(path, encoding="utf-8", newline="") as f:
        return {g for row in csv.DictReader(f) for g in row["gold"].split(";") if g}


tsp = in_line_order(lambda r: r["source"] == "tsp-faq-zh" and r["kind"] in ("ruling", "rule_excerpt"))
rt = in_line_order(lambda r: (r["source"], r["kind"]) in RULEBOOK)
left_out = set().union(*(gold_column(f) for f in gold_sets))
left_out_text = {r["text"] for r in recs if r["id"] in left_out}
pools = {
    name: [r for r in p if r["id"] not in left_out and r["text"] not in left_out_text] for name, p in (("TSP", tsp), ("RT", rt))
}
sizes = {"left_out_gold": len(left_out), "TSP_all": len(tsp), "RT_all": len(rt)} | {n: len(p) for n, p in pools.items()}
print(json.dumps(sizes), file=sys.stderr)
if mode == "sizes":  # first run: pool sizes only, before any draw
    sys.exit(0)
rng = random.Random(SEED)
for name, plan in PLAN.items():  # one generator, pools in the order TSP, RT
    pool = pools[name]
    k = sum(n for *_, n in plan)
    slices = [rng.sample(s, len(s)) for s in (pool[i * len(pool) // k : (i + 1) * len(pool) // k] for i in range(k))]
    slots = [(lang, kind) for lang, kind, n in plan for _ in range(n)]
    rng.shuffle(slots)
    for i, (s, (lang, kind)) in enumerate(zip(slices, slots, strict=True)):
        print(json.dumps({"pool": name, "slice": i, "lang": lang, "kind": kind, "candidates": [r["id"] for r in s]}))
