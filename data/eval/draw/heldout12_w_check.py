"""Set 12 part W: check the written question file against the export (no search, no score).

Usage: python heldout11_w_check.py EXPORT.jsonl QUESTIONS.csv GOLD_SET.csv ...
GOLD_SET files are the sets left out of the pool (the two development sets, set 10 and set 11); only
their gold column is read. Checks: the header, 60 rows (20 per language), unique ids running
de01.., zh01.., en01.. without gaps, every gold id in the export, the first gold record a
who-notes-de ruling that is neither left-out gold nor has a left-out gold text, no drawn record
twice, no gold id twice in a row, and kind = same exactly when a gold record is in the question's
language.
"""

import csv
import json
import sys

export, questions, *gold_sets = sys.argv[1:]
recs = {r["id"]: r for r in (json.loads(line) for line in open(export, encoding="utf-8"))}
left_gold = {g for f in gold_sets for row in csv.DictReader(open(f, encoding="utf-8")) for g in row["gold"].split(";") if g}
left_text = {recs[g]["text"] for g in left_gold}
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
    assert len(set(gold)) == len(gold), gold
    first = recs[gold[0]]
    assert first["source"] == "who-notes-de" and first["kind"] == "ruling", gold[0]
    assert gold[0] not in left_gold and first["text"] not in left_text, gold[0]
    assert gold[0] not in drawn, gold[0]
    drawn.add(gold[0])
    kind = "same" if any(recs[g]["lang"] == lang for g in gold) else "cross"
    assert row["kind"] == kind, (row["id"], row["kind"], kind)
    assert row["question"].strip(), row["id"]
assert seen == {"de": 20, "zh": 20, "en": 20}, seen
kinds = sorted({(r["lang"], r["kind"]) for r in rows})
gold_ids = sum(len(r["gold"].split(";")) for r in rows)
print(json.dumps({"rows": len(rows), "per_lang": seen, "lang_kind": kinds, "gold_ids": gold_ids}))
