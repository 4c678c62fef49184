"""Score the rule links and statuses judgedesk shows for the stop-39 census (the 238 rulings no
earlier audit read, in four chunks c1-c4 of 58-60 rulings) against its two blind readers per chunk
(audit-s39-blind-c{1,2,3,4}-{a,b}.csv), and the readers against each other, exactly as
audit-s32-score.py does (audit_scoring.two_reader_figures).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s39-score.py rulings.jsonl

Scored once, on the stop-38 build (no link, status or cue row changed between the census list
and the scoring). Besides the links as shown, bench/audits.py scores the rules the rulings rest
on (role ``key``) alone and the linker alone."""

import sys

from audit_scoring import print_figures, two_reader_main, two_reader_readings

READERS = two_reader_readings("s39", ("c1", "c2", "c3", "c4"))
ACCEPTED_AFTER: set[tuple[str, str]] = set()  # none: no shown link was adjudicated after the readings
EQUIVALENT: dict[tuple[str, str], str] = {}


def main(export: str) -> dict[str, dict[str, str]]:
    return two_reader_main(READERS, export)


if __name__ == "__main__":
    print_figures(main(sys.argv[1]))
