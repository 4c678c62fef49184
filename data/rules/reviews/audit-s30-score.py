"""Score the rule links and statuses judgedesk shows for the stop-30 sample against the blind
decisions (audit-s30-blind-who.csv, audit-s30-blind-tsp.csv: one reader per document).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s30-score.py rulings.jsonl [per-ruling.csv]

Strict and adjudicated as defined in audit_scoring.py; this audit's adjudications, made after
the blind files were committed and the comparison was read, are ACCEPTED_AFTER and EQUIVALENT."""

import sys
from pathlib import Path

from audit_scoring import read_rows, report, score, write_rows

HERE = Path(__file__).parent
BLIND = [str(HERE / "audit-s30-blind-who.csv"), str(HERE / "audit-s30-blind-tsp.csv")]
ACCEPTED_AFTER = {
    # 601.6: an opponent chooses the targets "when the spell's controller normally would"; 601.6a:
    # the controller picks which opponent. The ruling says both.
    ("tsp-faq-zh:ruling:917-917", "601.6"),
    ("tsp-faq-zh:ruling:917-917", "601.6a"),
    # 608.2d: a choice the effect offers ("you may planeswalk") is made while applying it.
    ("who-notes-de:ruling:1867-1867", "608.2d"),
    # 109.2: "each Clue you control" means the Clue permanents you control, the Diary among them.
    ("who-notes-de:ruling:1246-1246", "109.2"),
}
# Blind key rule -> shown rule that states the same point (for adjudicated recall).
EQUIVALENT = {
    ("tsp-faq-zh:ruling:917-917", "601.2c"): "601.6",
    ("who-notes-de:ruling:1867-1867", "608.2c"): "608.2d",
    # the duration "for as long as you control Merieke": 611.2a in general, 611.2b for that wording
    ("tsp-faq-zh:ruling:2113-2113", "611.2a"): "611.2b",
}


if __name__ == "__main__":
    aggregates, rows = score(sys.argv[1], read_rows(BLIND), ACCEPTED_AFTER, EQUIVALENT)
    report(aggregates)
    if len(sys.argv) > 2:
        write_rows(rows, sys.argv[2])
