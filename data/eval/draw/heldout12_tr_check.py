"""Set 12 part TR: shape checks of questions-heldout12-tr.csv against the export (no search, no score).

Usage: python heldout12_tr_check.py QUESTIONS.csv EXPORT.jsonl GOLD_SET.csv ...
GOLD_SET.csv are the sets whose gold the pools left out (the two development sets, set 10 and set 11);
only their gold column is read. Checks the header, 60 rows, unique ids de/zh/en 21-40 in the
row's language, every gold id in the export and none twice in a row, kind computed from the gold
records' languages, no drawn (first) gold record that is left-out gold or has a left-out gold
record's text, at least 30 cross; prints counts per language and kind.
"""

import collections
import csv
import json
import sys

questions, export, *gold_sets = sys.argv[1:]
recs = {r["id"]: r for r in (json.loads(line) for line in open(export, encoding="utf-8"))}


def gold_column(path):
    with open(path, encoding="utf-8", newline="") as f:
        return {g for row in csv.DictReader(f) for g in row["gold"].split(";") if g}


left_out = set().union(*(gold_column(f) for f in gold_sets))
left_out_text = {recs[g]["text"] for g in left_out}
with open(questions, encoding="utf-8", newline="") as f:
    assert f.readline() == "id,lang,kind,question,gold\n", "header"
    f.seek(0)
    rows = list(csv.DictReader(f))
assert len(rows) == 60, len(rows)
ids = [r["id"] for r in rows]
assert len(set(ids)) == 60, "duplicate ids"
assert set(ids) == {f"{lang}{n}" for lang in ("de", "zh", "en") for n in range(21, 41)}, "id range"
counts = collections.Counter()
for r in rows:
    assert r["id"][:2] == r["lang"], r["id"]
    gold = r["gold"].split(";")
    assert all(g in recs for g in gold), r["id"]
    assert len(set(gold)) == len(gold), r["id"]
    kind = "same" if any(recs[g]["lang"] == r["lang"] for g in gold) else "cross"
    assert r["kind"] == kind, r["id"]
    assert gold[0] not in left_out and recs[gold[0]]["text"] not in left_out_text, r["id"]
    assert r["question"].strip(), r["id"]
    counts[(r["lang"], r["kind"])] += 1
assert len({r["gold"].split(";")[0] for r in rows}) == 60, "a drawn record twice"
assert sum(n for (_, kind), n in counts.items() if kind == "cross") >= 30, "fewer than 30 cross"
print(json.dumps({f"{lang}-{kind}": n for (lang, kind), n in sorted(counts.items())}))
