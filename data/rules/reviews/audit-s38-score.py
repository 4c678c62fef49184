"""Score the rule links and statuses judgedesk shows for the stop-38 sample (30 rulings of each
document) against its two blind readers per document (audit-s38-blind-{who,tsp}-{a,b}.csv), and
the readers against each other, exactly as audit-s32-score.py does
(audit_scoring.two_reader_figures).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s38-score.py rulings.jsonl

Scored once, at 41294c4: the stop-37 build with its errata, and the linker with the stop-38 cue
rows (610.3b, 614.10, 614.10a; no shown link or status changed before the readings were opened). Besides the links as
shown, bench/audits.py scores the rules the rulings rest on (role ``key``) alone and the linker
alone."""

import sys

from audit_scoring import print_figures, two_reader_main, two_reader_readings

READERS = two_reader_readings("s38")
ACCEPTED_AFTER: set[tuple[str, str]] = set()  # none: no shown link was adjudicated after the readings
EQUIVALENT: dict[tuple[str, str], str] = {}


def main(export: str) -> dict[str, dict[str, str]]:
    return two_reader_main(READERS, export)


if __name__ == "__main__":
    print_figures(main(sys.argv[1]))
