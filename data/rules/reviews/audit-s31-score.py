"""Score the rule links and statuses judgedesk shows for the stop-31 sample against the blind
decisions (audit-s31-blind-who.csv, audit-s31-blind-tsp.csv: one reader per document).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s31-score.py rulings.jsonl [per-ruling.csv]

Strict and adjudicated as defined in audit_scoring.py; this audit's adjudications, made after
the blind files were committed and the comparison was read, are ACCEPTED_AFTER and EQUIVALENT."""

import sys
from pathlib import Path

from audit_scoring import read_rows, report, score, write_rows

HERE = Path(__file__).parent
BLIND = [str(HERE / "audit-s31-blind-who.csv"), str(HERE / "audit-s31-blind-tsp.csv")]
ACCEPTED_AFTER: set[tuple[str, str]] = set()
# Blind key rule -> shown rule that states the same point (for adjudicated recall).
EQUIVALENT: dict[tuple[str, str], str] = {}


if __name__ == "__main__":
    aggregates, rows = score(sys.argv[1], read_rows(BLIND), ACCEPTED_AFTER, EQUIVALENT)
    report(aggregates)
    if len(sys.argv) > 2:
        write_rows(rows, sys.argv[2])
