"""The draw of a held-out part of the cross-check pair annotations (stop 37 on): four concepts drawn
at random from those with 2-40 rulings in each of who-notes-de and tsp-faq-zh (``record_concepts``
of the knowledge base, rulings only), leaving out the concepts earlier parts annotated. For each
drawn concept it writes the rulings of both sides (text, heading, the heading's text; no link,
status or pair of judgedesk's) for a blind annotator. Each ``pairs_heldoutN.py`` names its seed
and the concepts it leaves out and calls ``main``; it prints the candidates and the draw to stderr.
The candidates are the concepts the knowledge base tags, so a draw repeats on a build of its own
commit: a later termbase (more concepts, more labels) changes the candidates and the draw.
"""

import json
import random
import sqlite3
import sys

SIDES = ("who-notes-de", "tsp-faq-zh")
# annotated by crosscheck-pairs.csv (dev), crosscheck-pairs-heldout.csv and -heldout2.csv
BEFORE_STOP_37 = frozenset(
    {
        "suspend",
        "time-counter",
        "flash",
        "haste",
        "storm",
        "split-second",
        "morph",
        "face-down",
        "flashback",
        "kicker",
        "cycling",
        "activate",
        "characteristics",
        "counter-spell",
    }
)
# annotated by crosscheck-pairs-heldout3.csv (stop 37)
HELDOUT3 = frozenset({"phasing", "total-cost", "respond", "deal"})
# annotated by crosscheck-pairs-heldout4.csv (stop 38)
HELDOUT4 = frozenset({"trigger-condition", "additional-cost", "plus-one-counter", "mana-ability"})
PER_SIDE = (2, 40)

COUNTS = """
select rc.concept,
       count(distinct case when r.source = ? then r.id end),
       count(distinct case when r.source = ? then r.id end)
from record_concepts rc join records r on r.id = rc.record_id
where r.kind = 'ruling' group by rc.concept order by rc.concept
"""
RULINGS = """
select distinct r.id from record_concepts rc join records r on r.id = rc.record_id
where r.kind = 'ruling' and rc.concept = ? and r.source = ? order by r.id
"""


def main(seed: int, annotated: set[str], db: str, export: str, out: str) -> None:
    """Draw four concepts with ``seed`` among those not ``annotated`` and write their rulings."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    low, high = PER_SIDE
    candidates = [
        concept
        for concept, a, b in con.execute(COUNTS, SIDES)
        if low <= a <= high and low <= b <= high and concept not in annotated
    ]
    drawn = random.Random(seed).sample(candidates, 4)
    print(f"{len(candidates)} candidates: {', '.join(candidates)}", file=sys.stderr)
    print(f"drawn: {', '.join(drawn)}", file=sys.stderr)
    records = {}
    with open(export, encoding="utf-8") as fh:
        for line in fh:
            record = json.loads(line)
            records[record["id"]] = record
    with open(out, "w", encoding="utf-8") as fh:
        for concept in drawn:
            for side in SIDES:
                for (record_id,) in con.execute(RULINGS, (concept, side)):
                    record = records[record_id]
                    subject = records.get(record.get("subject_id") or "")
                    row = {
                        "concept": concept,
                        "id": record_id,
                        "source": side,
                        "lines": record["lines"],
                        "text": record["text"],
                        "subject": record.get("subject"),
                        "subject_text": subject["text"] if subject else None,
                    }
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
