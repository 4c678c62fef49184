"""Score the rule links and statuses judgedesk shows for the stop-32 sample against two blind
readers per ruling (reader a: audit-s32-blind-who-a.csv + -tsp-a.csv; reader b: the -b files),
and the readers against each other.

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s32-score.py rulings.jsonl

Printed, per document and for all:
- judgedesk against reader a, against reader b (strict, as in audit_scoring.py);
- judgedesk against both: a shown link is right when either reader keys or accepts it; the
  consensus keys are the key rules both readers name (nesting counts, 702.62 / 702.62a), and
  key-rule recall is the share of them shown;
- each reader against the other, scored as if the other's keys were what judgedesk showed: the
  recall one careful blind reader reaches against another, the ceiling of a single-reader
  recall figure. Statuses are compared the same way.
Adjudications made after the comparison (ACCEPTED_AFTER, EQUIVALENT) apply to judgedesk only."""

import json
import sys
import tempfile
from pathlib import Path

from audit_scoring import DOCUMENTS, nested, read_rows, score, split

HERE = Path(__file__).parent
READERS = {
    "a": [str(HERE / "audit-s32-blind-who-a.csv"), str(HERE / "audit-s32-blind-tsp-a.csv")],
    "b": [str(HERE / "audit-s32-blind-who-b.csv"), str(HERE / "audit-s32-blind-tsp-b.csv")],
}
ACCEPTED_AFTER: set[tuple[str, str]] = {
    # 500.11: to skip a step is to proceed past it as though it didn't exist (see 614.10), so the
    # upkeep trigger of a skipped upkeep never triggers; the readers keyed 614.10a / 614.10.
    ("tsp-faq-zh:ruling:1466-1466", "500.11"),
}
EQUIVALENT: dict[tuple[str, str], str] = {}
# Both readers marked a ruling superseded by a change changes.csv did not list (`new`); the
# change row written after the comparison, which the build now names.
ADDED_CHANGES: dict[str, str] = {"tsp-faq-zh:ruling:1925-1925": "arena-one-target-left"}


def with_added_changes(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    return [
        {**r, "change_id": ADDED_CHANGES[r["record_id"]]} if r["change_id"] == "new" and r["record_id"] in ADDED_CHANGES else r
        for r in rows
    ]


def union_reading(a: list[dict[str, str]], b: list[dict[str, str]]) -> list[dict[str, str]]:
    """One blind row per ruling the readers agree has a basis or has none: the keys both name
    (reader a's spelling), every other key or acceptable rule of either as acceptable; status
    reader a's. A ruling where they share no key (one keyless, or disjoint keys) has no
    consensus and is left out (``no_consensus`` lists them)."""
    by_id = {r["record_id"]: r for r in b}
    out = []
    for ra in a:
        rb = by_id[ra["record_id"]]
        ka, kb = split(ra["key_rules"]), split(rb["key_rules"])
        both = [k for k in ka if any(nested(k, x) for x in kb)]
        if not both and (ka or kb):
            continue
        rest = [x for x in ka + kb + split(ra["acceptable_rules"]) + split(rb["acceptable_rules"]) if x not in both]
        out.append({**ra, "key_rules": "|".join(both), "acceptable_rules": "|".join(dict.fromkeys(rest))})
    return out


def no_consensus(a: list[dict[str, str]], b: list[dict[str, str]]) -> list[str]:
    kept = {r["record_id"] for r in union_reading(a, b)}
    return [r["record_id"] for r in a if r["record_id"] not in kept]


def reading_as_shown(rows: list[dict[str, str]], export: str) -> str:
    """A reader's keys written as an export (rules, status), to score one reader against another."""
    with open(export, encoding="utf-8") as fh:
        source = {d["id"]: d["source"] for d in map(json.loads, fh)}
    path = Path(tempfile.mkstemp(suffix=".jsonl")[1])
    with path.open("w", encoding="utf-8") as fh:
        for r in rows:
            change = {"id": r["change_id"]} if r["change_id"] else None
            shown = [{"number": n} for n in split(r["key_rules"])]
            record = {"id": r["record_id"], "source": source[r["record_id"]], "rules": shown}
            fh.write(json.dumps({**record, "status": r["status"], "status_change": change}) + "\n")
    return str(path)


def figures(agg: dict[str, dict[str, int]]) -> dict[str, str]:
    def f(n: int, d: int) -> str:
        return f"{n / d:.3f} ({n}/{d})" if d else "n/a"

    return {
        g: f"precision {f(A['strict'], A['links'])}, key-rule recall {f(A['kstrict'], A['keys'])}, "
        f"basis {A['rstrict']}/{A['rul']}, status {A['stok']}/{A['st']}"
        for g, A in agg.items()
    }


def main(export: str) -> dict[str, dict[str, str]]:
    a, b = with_added_changes(read_rows(READERS["a"])), with_added_changes(read_rows(READERS["b"]))
    results = {
        "judgedesk vs reader a": score(export, a, ACCEPTED_AFTER, EQUIVALENT)[0],
        "judgedesk vs reader b": score(export, b, ACCEPTED_AFTER, EQUIVALENT)[0],
        "judgedesk vs both (consensus keys)": score(export, union_reading(a, b), ACCEPTED_AFTER, EQUIVALENT)[0],
        "reader b vs reader a": score(reading_as_shown(b, export), a)[0],
        "reader a vs reader b": score(reading_as_shown(a, export), b)[0],
    }
    out = {name: figures(agg) for name, agg in results.items()}
    out["rulings without a consensus key (left out of 'both')"] = {"all": " ".join(no_consensus(a, b)) or "none"}
    return out


if __name__ == "__main__":
    for name, rows in main(sys.argv[1]).items():
        print(name)
        for group in (*DOCUMENTS, "all"):
            if group in rows:
                print(f"  {group}: {rows[group]}")
