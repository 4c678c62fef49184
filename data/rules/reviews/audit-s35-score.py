"""Score the rule links and statuses judgedesk shows for the stop-35 sample (30 rulings of each
document) against its two blind readers per document (audit-s35-blind-{who,tsp}-{a,b}.csv), and
the readers against each other, exactly as audit-s32-score.py does
(audit_scoring.two_reader_figures).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s35-score.py rulings.jsonl

Scored on the build of stop 35's start: no rule link, review or status changed between the
sample's draw and the scoring."""

import sys
from pathlib import Path

from audit_scoring import print_figures, read_rows, two_reader_figures

HERE = Path(__file__).parent
READERS = {r: [str(HERE / f"audit-s35-blind-{doc}-{r}.csv") for doc in ("who", "tsp")] for r in ("a", "b")}
ACCEPTED_AFTER: set[tuple[str, str]] = set()
EQUIVALENT: dict[tuple[str, str], str] = {}


def main(export: str) -> dict[str, dict[str, str]]:
    return two_reader_figures(export, read_rows(READERS["a"]), read_rows(READERS["b"]), ACCEPTED_AFTER, EQUIVALENT)


if __name__ == "__main__":
    print_figures(main(sys.argv[1]))
