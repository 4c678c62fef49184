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
ACCEPTED_AFTER: set[tuple[str, str]] = {
    # 202.3d: a split card's mana value off the stack is its halves' combined mana cost, the
    # ruling's first sentence (the blind reader keyed the same with 709.4b).
    ("who-notes-de:ruling:1403-1403", "202.3d"),
    # 117.3b: priority comes only after the ability resolves, the ruling's "until the
    # resolution is complete" beside 117.2e.
    ("who-notes-de:ruling:427-427", "117.3b"),
    # 707.9a: a copy effect can give the copy an ability as part of copying, the ruling's "a copy
    # of that creature, plus the triggered ability it grants itself".
    ("tsp-faq-zh:ruling:1843-1843", "707.9a"),
    # 608.2g: a spell cast during resolution, after which the resolving ability goes on; the
    # ruling's new-rules half (the madness card is cast within its trigger's effect).
    ("tsp-faq-zh:ruling:333-335", "608.2g"),
}
# Blind key rule -> shown rule that states the same point (for adjudicated recall).
EQUIVALENT: dict[tuple[str, str], str] = {
    # a split card's mana value is its combined mana cost: 709.4b for split cards, 202.3d for
    # mana value
    ("who-notes-de:ruling:1403-1403", "709.4b"): "202.3d",
    # a player with 0 or less life loses: 104.3b and the state-based action 704.5a
    ("tsp-faq-zh:ruling:1032-1032", "104.3b"): "704.5a",
    # a morph cast face down is a 2/2 with no text, name, subtypes or mana cost: 702.37c and
    # 702.37a both say it
    ("tsp-faq-zh:ruling:388-388", "702.37c"): "702.37a",
}


if __name__ == "__main__":
    aggregates, rows = score(sys.argv[1], read_rows(BLIND), ACCEPTED_AFTER, EQUIVALENT)
    report(aggregates)
    if len(sys.argv) > 2:
        write_rows(rows, sys.argv[2])
