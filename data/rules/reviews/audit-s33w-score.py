"""Score the rule links and statuses judgedesk shows for the stop-33 who-notes-de sample (30
rulings) against its two blind readers (audit-s33w-blind-who-a.csv, -who-b.csv), and the readers
against each other, exactly as audit-s32-score.py does (audit_scoring.two_reader_figures).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s33w-score.py rulings.jsonl

The stop-33 sweep touched only tsp-faq-zh, so one build serves before and after it."""

import sys
from pathlib import Path

from audit_scoring import print_figures, read_rows, two_reader_figures

HERE = Path(__file__).parent
READERS = {"a": [str(HERE / "audit-s33w-blind-who-a.csv")], "b": [str(HERE / "audit-s33w-blind-who-b.csv")]}
ACCEPTED_AFTER: set[tuple[str, str]] = set()
EQUIVALENT: dict[tuple[str, str], str] = {}


def main(export: str) -> dict[str, dict[str, str]]:
    return two_reader_figures(export, read_rows(READERS["a"]), read_rows(READERS["b"]), ACCEPTED_AFTER, EQUIVALENT)


if __name__ == "__main__":
    print_figures(main(sys.argv[1]))
