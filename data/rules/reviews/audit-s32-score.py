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

import sys
from pathlib import Path

from audit_scoring import print_figures, read_rows, two_reader_figures

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


def main(export: str) -> dict[str, dict[str, str]]:
    a, b = with_added_changes(read_rows(READERS["a"])), with_added_changes(read_rows(READERS["b"]))
    return two_reader_figures(export, a, b, ACCEPTED_AFTER, EQUIVALENT)


if __name__ == "__main__":
    print_figures(main(sys.argv[1]))
