"""Set 15 part TR: shape checks of questions-heldout15-tr.csv against the export (no search, no score).

Usage: python heldout15_tr_check.py QUESTIONS.csv EXPORT.jsonl
The shared checks are pools.check_rows with nothing left out (set 15 re-asks the whole corpus):
header, gold ids in the export and none twice in a row, kind computed from the gold languages, every
draw a record of the part's pools and none drawn twice, ids in order. This part adds its own ids
de/zh/en 21-40, 20 questions per language and at least half of them cross. Prints the counts.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import heldout15_tr  # noqa: E402
import pools  # noqa: E402

if __name__ == "__main__":
    questions, export = sys.argv[1:]
    records = pools.load_export(export)
    rows = pools.read_part(questions, 60)
    expected = {f"{lang}{n}" for lang in ("de", "zh", "en") for n in range(21, 41)}
    if {r["id"] for r in rows} != expected:
        raise ValueError("ids are not de/zh/en 21-40, each once")
    counts = pools.check_rows(
        rows,
        {r["id"]: r for r in records},
        lambda r: any(keep(r) for keep in heldout15_tr.KEEP.values()),
        set(),
        set(),
    )
    if any(n != 20 for n in counts["per_lang"].values()):
        raise ValueError(f"not 20 per language: {counts['per_lang']}")
    cross = sum(n for key, n in counts["lang_kind"].items() if key.endswith("-cross"))
    if cross < 30:
        raise ValueError(f"{cross} cross questions, at least 30 required")
    print(json.dumps(counts, sort_keys=True))
