"""Score the rule links and statuses judgedesk shows for the stop-33 sample (30 tsp-faq-zh
rulings) against its two blind readers (audit-s33-blind-tsp-a.csv, -tsp-b.csv), and the readers
against each other, exactly as audit-s32-score.py does (audit_scoring.two_reader_figures).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s33-score.py rulings.jsonl

Scored twice on the stop: on the build before the stop-33 keyword sweep (sweep-s33-*.csv) and on
the build after it. The sweep's readers never saw the sample or these readings, so both figures
are independent."""

import sys
from pathlib import Path

from audit_scoring import print_figures, read_rows, two_reader_figures

HERE = Path(__file__).parent
READERS = {"a": [str(HERE / "audit-s33-blind-tsp-a.csv")], "b": [str(HERE / "audit-s33-blind-tsp-b.csv")]}
ACCEPTED_AFTER: set[tuple[str, str]] = set()
EQUIVALENT: dict[tuple[str, str], str] = {}


def main(export: str) -> dict[str, dict[str, str]]:
    return two_reader_figures(export, read_rows(READERS["a"]), read_rows(READERS["b"]), ACCEPTED_AFTER, EQUIVALENT)


if __name__ == "__main__":
    print_figures(main(sys.argv[1]))
