"""Score the rule links and statuses judgedesk shows for the stop-33 who-notes-de sample (30
rulings) against its two blind readers (audit-s33w-blind-who-a.csv, -who-b.csv), and the readers
against each other, exactly as audit-s32-score.py does (whose functions it uses).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s33w-score.py rulings.jsonl

The stop-33 sweep touched only tsp-faq-zh, so one build serves before and after it."""

import importlib.util
import sys
from pathlib import Path

from audit_scoring import DOCUMENTS, read_rows, score

HERE = Path(__file__).parent
_spec = importlib.util.spec_from_file_location("audit_s32_score", HERE / "audit-s32-score.py")
assert _spec and _spec.loader
s32 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(s32)

READERS = {"a": [str(HERE / "audit-s33w-blind-who-a.csv")], "b": [str(HERE / "audit-s33w-blind-who-b.csv")]}
ACCEPTED_AFTER: set[tuple[str, str]] = set()
EQUIVALENT: dict[tuple[str, str], str] = {}


def main(export: str) -> dict[str, dict[str, str]]:
    a, b = read_rows(READERS["a"]), read_rows(READERS["b"])
    results = {
        "judgedesk vs reader a": score(export, a, ACCEPTED_AFTER, EQUIVALENT)[0],
        "judgedesk vs reader b": score(export, b, ACCEPTED_AFTER, EQUIVALENT)[0],
        "judgedesk vs both (consensus keys)": score(export, s32.union_reading(a, b), ACCEPTED_AFTER, EQUIVALENT)[0],
        "reader b vs reader a": score(s32.reading_as_shown(b, export), a)[0],
        "reader a vs reader b": score(s32.reading_as_shown(a, export), b)[0],
    }
    out = {name: s32.figures(agg) for name, agg in results.items()}
    out["rulings without a consensus key (left out of 'both')"] = {"all": " ".join(s32.no_consensus(a, b)) or "none"}
    return out


if __name__ == "__main__":
    for name, rows in main(sys.argv[1]).items():
        print(name)
        for group in (*DOCUMENTS, "all"):
            if group in rows:
                print(f"  {group}: {rows[group]}")
