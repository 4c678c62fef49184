"""Score the rule links and statuses judgedesk shows for the stop-26 sample against the blind
decisions (audit-s26-blind.csv).

Usage: judgedesk --db var/judgedesk.db export --kind ruling > rulings.jsonl
       python data/rules/reviews/audit-s26-score.py rulings.jsonl [per-ruling.csv]

Strict and adjudicated as defined in audit_scoring.py; the adjudications of this audit are
ACCEPTED_AFTER and EQUIVALENT below."""

import sys

from audit_scoring import read_rows, report, score, write_rows

DEC = "data/rules/reviews/audit-s26-blind.csv"  # the blind decisions, frozen before scoring
# Post-hoc adjudication: shown links outside the blind key/acceptable sets whose CR text
# states what the ruling says (read after the blind decisions were committed).
ACCEPTED_AFTER = {
    ("who-notes-de:ruling:411-411", "707.10"),
    ("who-notes-de:ruling:1851-1851", "117.5"),
    ("who-notes-de:ruling:2181-2181", "302.1"),
    ("who-notes-de:ruling:2185-2185", "118.9d"),
    ("tsp-faq-zh:ruling:115-115", "702.62c"),
    ("tsp-faq-zh:ruling:905-905", "702.37c"),
    ("tsp-faq-zh:ruling:1028-1028", "120.4c"),
    ("tsp-faq-zh:ruling:1186-1186", "603.6d"),
    ("tsp-faq-zh:ruling:1462-1462", "500.6"),
    ("tsp-faq-zh:ruling:1684-1684", "101.2"),
    ("tsp-faq-zh:ruling:1913-1913", "608.2d"),
    ("tsp-faq-zh:ruling:2093-2093", "701.23d"),
}
# Blind key rule -> shown rule that states the same thing (for adjudicated recall).
EQUIVALENT = {
    ("who-notes-de:ruling:1851-1851", "704.3"): "117.5",
    ("tsp-faq-zh:ruling:1462-1462", "603.2b"): "500.6",
    ("who-notes-de:ruling:2185-2185", "118.8"): "118.9d",
    ("tsp-faq-zh:ruling:115-115", "702.62a"): "702.62c",
    ("tsp-faq-zh:ruling:905-905", "708.4"): "702.37c",
    ("tsp-faq-zh:ruling:2093-2093", "701.23b"): "701.23d",
    ("tsp-faq-zh:ruling:2093-2093", "701.23a"): "701.23d",
    ("who-notes-de:ruling:335-335", "113.3b"): "602.1",
}


if __name__ == "__main__":
    aggregates, rows = score(sys.argv[1], read_rows([DEC]), ACCEPTED_AFTER, EQUIVALENT)
    report(aggregates)
    if len(sys.argv) > 2:
        write_rows(rows, sys.argv[2])
