"""The draw and the checks of a "corpus re-asked" held-out set (sets 14 on): two parts written by
two authors from disjoint pools of the whole corpus, nothing left out (a record that was the answer
of an earlier set may be drawn again, so no question set's gold column is read).

Part W: who-notes-de rulings (pool WHO, 42 slots) and card records (WHOC, 18 slots), ids
lang01-lang20 (01-14 from WHO, 15-20 from WHOC). Part TR: tsp-faq-zh rulings and rule excerpts
(TSP, 34 slots) and the German glossary terms and rulebook passages (RT, 26 slots), ids
lang21-lang40. Sets 14-22 each have thin scripts (``heldoutNN_w.py``, ``heldoutNN_tr.py``) naming
only their seed; since set 23 this module's own entry is run with the seed, which the set's
write-up records. One set's draw differs from another's by the seed alone.

Usage: python reasked.py w|tr sizes|draw SEED EXPORT.jsonl
       python reasked.py check-w|check-tr EXPORT.jsonl QUESTIONS.csv
"sizes" prints the pool sizes and stops before the generator is made; "draw" prints them again
and then one line per slice: its slot's language and planned kind, and its records in drawn order
(the first is the draw, the next ones its replacements).
"""

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pools  # noqa: E402

Keep = Callable[[pools.Record], bool]
RULEBOOK = {("glossary-de", "term"), ("casting-de", "passage"), ("card-types-de", "passage")}


def _who(kind: str) -> Keep:
    return lambda r: r["source"] == "who-notes-de" and r["kind"] == kind


# Per part: pool name -> (what it keeps, its slots as (language, planned kind, count)), in draw
# order. English has no document; who-notes-de (2023) has as a rule no tsp-faq-zh (2006)
# counterpart, so part W's Chinese and English are planned cross.
PARTS: dict[str, dict[str, tuple[Keep, list[pools.Slot]]]] = {
    "w": {
        "WHO": (_who("ruling"), [("de", "same", 14), ("zh", "cross", 14), ("en", "cross", 14)]),
        "WHOC": (_who("card"), [("de", "same", 6), ("zh", "cross", 6), ("en", "cross", 6)]),
    },
    "tr": {
        "TSP": (
            lambda r: r["source"] == "tsp-faq-zh" and r["kind"] in ("ruling", "rule_excerpt"),
            [("zh", "same", 14), ("de", "cross", 8), ("en", "cross", 12)],
        ),
        "RT": (lambda r: (r["source"], r["kind"]) in RULEBOOK, [("de", "same", 12), ("zh", "cross", 6), ("en", "cross", 8)]),
    },
}
FIRST_ID = {"w": 1, "tr": 21}
PER_LANG = 20
FROM_WHO = 14  # part W: ids 01-14 come from WHO (rulings), 15-20 from WHOC (card records)


def draw(part: str, mode: str, seed: int, export: str) -> None:
    records = pools.load_export(export)
    drawable = {name: pools.pool(records, keep, []) for name, (keep, _) in PARTS[part].items()}
    print(json.dumps({name: len(p) for name, p in drawable.items()}), file=sys.stderr)
    if mode == "sizes":  # first run: pool sizes only, before any generator exists
        return
    rng = random.Random(seed)
    for name, (_, plan) in PARTS[part].items():  # one generator, the pools in order
        for line in pools.stratified_draw(rng, name, drawable[name], plan):
            print(json.dumps(line))


def check(part: str, export: str, questions: str) -> dict:
    """The shared checks (pools.check_rows, nothing left out) and the part's own: its ids, 20
    questions per language, at least half of them cross; part W: each id range's pool."""
    records = pools.load_export(export)
    by_id = {r["id"]: r for r in records}
    rows = pools.read_part(questions, 3 * PER_LANG)
    first = FIRST_ID[part]
    for lang in ("de", "zh", "en"):
        got = [r["id"] for r in rows if r["lang"] == lang]
        if got != [f"{lang}{i:02d}" for i in range(first, first + PER_LANG)]:
            raise ValueError(f"ids of {lang}: {got}")
    keeps = [keep for keep, _ in PARTS[part].values()]
    counts = pools.check_rows(rows, by_id, lambda r: any(keep(r) for keep in keeps), set(), set())
    cross = sum(n for key, n in counts["lang_kind"].items() if key.endswith("-cross"))
    if cross < 3 * PER_LANG // 2:
        raise ValueError(f"{cross} cross questions, at least {3 * PER_LANG // 2} required")
    if part == "w":
        for row in rows:
            want = "ruling" if int(row["id"][2:]) <= FROM_WHO else "card"
            if by_id[row["gold"].split(";")[0]]["kind"] != want:
                raise ValueError(f"{row['id']}: draw is not a {want} record")
    return counts


def main(argv: list[str]) -> None:
    if argv[0] in ("w", "tr"):
        part, mode, seed, export = argv
        draw(part, mode, int(seed), export)
    else:
        command, export, questions = argv
        print(json.dumps(check(command.removeprefix("check-"), export, questions), sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
