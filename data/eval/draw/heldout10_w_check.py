"""Set 10 part W: check the written question file against the export (no search, no score).

Usage: python heldout10_w_check.py EXPORT.jsonl QUESTIONS.csv DEV_SET.csv ...
Checks: the header, 60 rows (20 per language), unique ids running de01.., zh01.., en01.. without
gaps, every gold id in the export, the first gold record a who-notes-de ruling that is neither
dev-set gold nor has a dev-gold text, no drawn record twice, and kind = same exactly when a gold
record is in the question's language. Only the gold column of the dev sets is read.
"""

import csv
import json
import sys

export, questions, *dev_sets = sys.argv[1:]
recs = {r["id"]: r for r in (json.loads(line) for line in open(export, encoding="utf-8"))}
dev_gold = {g for f in dev_sets for row in csv.DictReader(open(f, encoding="utf-8")) for g in row["gold"].split(";") if g}
dev_text = {recs[g]["text"] for g in dev_gold}
with open(questions, encoding="utf-8", newline="") as f:
    header = f.readline()
    assert header == "id,lang,kind,question,gold\n", header
    f.seek(0)
    rows = list(csv.DictReader(f))
assert len(rows) == 60, len(rows)
seen: dict[str, int] = {}
drawn = set()
for row in rows:
    lang = row["lang"]
    seen[lang] = seen.get(lang, 0) + 1
    assert row["id"] == f"{lang}{seen[lang]:02d}", row["id"]
    gold = row["gold"].split(";")
    assert all(g in recs for g in gold), gold
    first = recs[gold[0]]
    assert first["source"] == "who-notes-de" and first["kind"] == "ruling", gold[0]
    assert gold[0] not in dev_gold and first["text"] not in dev_text, gold[0]
    assert gold[0] not in drawn, gold[0]
    drawn.add(gold[0])
    kind = "same" if any(recs[g]["lang"] == lang for g in gold) else "cross"
    assert row["kind"] == kind, (row["id"], row["kind"], kind)
    assert row["question"].strip(), row["id"]
assert seen == {"de": 20, "zh": 20, "en": 20}, seen
kinds = sorted({(r["lang"], r["kind"]) for r in rows})
gold_ids = sum(len(r["gold"].split(";")) for r in rows)
print(json.dumps({"rows": len(rows), "per_lang": seen, "lang_kind": kinds, "gold_ids": gold_ids}))
