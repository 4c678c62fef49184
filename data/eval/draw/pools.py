"""What every held-out draw script from set 13 on shares: reading the export, the left-out gold,
the pools, the stratified seeded draw and the check of a written part.

The draw scripts of sets 9 to 12 stay as they were run (each is the record of one frozen set);
this module is used only by scripts written after it. A script imports it by path:

    sys.path.insert(0, str(Path(__file__).parent)); import pools

Reads no question column of any question set: only `gold`.
"""

import csv
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

Record = dict  # one line of `judgedesk export`
Slot = tuple[str, str, int]  # (question language, planned kind, how many)


def load_export(path: str | Path) -> list[Record]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def gold_column(path: str | Path) -> set[str]:
    """The gold ids of one question set; no other column is kept."""
    with open(path, encoding="utf-8", newline="") as f:
        return {g for row in csv.DictReader(f) for g in row["gold"].split(";") if g}


def left_out(records: list[Record], gold_sets: list[str]) -> tuple[set[str], set[str]]:
    """Ids of the left-out sets' gold, and those records' texts (a record with the same text
    answers the same question, so it is left out as well)."""
    ids = set().union(*(gold_column(f) for f in gold_sets)) if gold_sets else set()
    texts = {r["text"] for r in records if r["id"] in ids}
    return ids, texts


def pool(records: list[Record], keep: Callable[[Record], bool], gold_sets: list[str]) -> list[Record]:
    """Records `keep` accepts, in document order (source, first line), minus the left-out ones."""
    ids, texts = left_out(records, gold_sets)
    chosen = (r for r in records if keep(r) and r["id"] not in ids and r["text"] not in texts)
    return sorted(chosen, key=lambda r: (r["source"], r["lines"][0]))


def stratified_draw(rng: random.Random, name: str, records: list[Record], plan: list[Slot]) -> Iterator[dict]:
    """Cut the pool into as many consecutive slices as the plan has slots, shuffle each slice
    (its first record is the draw, the rest its replacements in order) and deal the plan's
    slots to the slices in a shuffled order. Slices keep a draw spread over the document."""
    k = sum(n for *_, n in plan)
    if len(records) < k:
        raise ValueError(f"pool {name} has {len(records)} records for {k} slots")
    cuts = [records[i * len(records) // k : (i + 1) * len(records) // k] for i in range(k)]
    slices = [rng.sample(s, len(s)) for s in cuts]
    slots = [(lang, kind) for lang, kind, n in plan for _ in range(n)]
    rng.shuffle(slots)
    for i, (s, (lang, kind)) in enumerate(zip(slices, slots, strict=True)):
        yield {"pool": name, "slice": i, "lang": lang, "kind": kind, "candidates": [r["id"] for r in s]}


def read_part(path: str | Path, expected_rows: int) -> list[dict]:
    """A written part: its exact header, its row count, ids de01.., zh01.., en01.. without gaps."""
    with open(path, encoding="utf-8", newline="") as f:
        header = f.readline()
        if header != "id,lang,kind,question,gold\n":
            raise ValueError(f"{path}: header {header!r}")
        f.seek(0)
        rows = list(csv.DictReader(f))
    if len(rows) != expected_rows:
        raise ValueError(f"{path}: {len(rows)} rows, expected {expected_rows}")
    return rows


def check_rows(
    rows: list[dict], records: dict[str, Record], first_ok: Callable[[Record], bool], ids: set[str], texts: set[str]
) -> dict:
    """Shared checks of a written part; returns its counts. `first_ok` says whether a question's
    first gold record (its draw) came from the part's pools."""
    seen: dict[str, int] = {}
    drawn: set[str] = set()
    for row in rows:
        lang = row["lang"]
        seen[lang] = seen.get(lang, 0) + 1
        if not row["question"].strip():
            raise ValueError(f"{row['id']}: empty question")
        gold = row["gold"].split(";")
        missing = [g for g in gold if g not in records]
        if missing or len(set(gold)) != len(gold):
            raise ValueError(f"{row['id']}: gold {gold} (missing {missing})")
        first = records[gold[0]]
        if not first_ok(first) or gold[0] in ids or first["text"] in texts or gold[0] in drawn:
            raise ValueError(f"{row['id']}: draw {gold[0]} is not a fresh record of the part's pools")
        drawn.add(gold[0])
        kind = "same" if any(records[g]["lang"] == lang for g in gold) else "cross"
        if row["kind"] != kind:
            raise ValueError(f"{row['id']}: kind {row['kind']}, gold says {kind}")
    for lang in seen:
        numbers = [int(r["id"][2:]) for r in rows if r["lang"] == lang]
        if any(not r["id"].startswith(lang) for r in rows if r["lang"] == lang) or numbers != sorted(numbers):
            raise ValueError(f"ids of {lang} are not {lang}NN in order")
    kinds: dict[str, int] = {}
    for r in rows:
        kinds[f"{r['lang']}-{r['kind']}"] = kinds.get(f"{r['lang']}-{r['kind']}", 0) + 1
    return {"rows": len(rows), "per_lang": seen, "lang_kind": kinds, "gold_ids": sum(len(r["gold"].split(";")) for r in rows)}
