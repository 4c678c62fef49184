"""Draw the rulings the second development set asks about (data/eval/questions-dev2.md).

Reads `judgedesk export --kind ruling` (JSON Lines) of a lexical KB on stdin, drops rulings that
are gold in the first development set (data/eval/questions.csv, tuned to for many sessions), and
prints, per source document, the rulings in a seeded random order. The writer takes them in that
order, skipping the ones listed in SKIPPED (pure card text a judge would never ask about; the .md
says why), until each slot is filled.

    judgedesk --db lex.db export --kind ruling | python data/eval/questions-dev2-draw.py
"""

import csv
import json
import random
import sys
from pathlib import Path

SEED = 2026112629
# (source, how many) per question language: 20 de, 20 zh, 20 en, about half cross-lingual.
SLOTS = {
    "de": {"who-notes-de": 15, "tsp-faq-zh": 5},
    "zh": {"tsp-faq-zh": 15, "who-notes-de": 5},
    "en": {"who-notes-de": 10, "tsp-faq-zh": 10},
}
# Drawn but skipped: the ruling restates card text or a reminder nobody would ask a judge about.
SKIPPED = {
    "who-notes-de:ruling:639-639",  # same text as 267-267, drawn before it
    "tsp-faq-zh:ruling:1761-1773",  # Fact or Fiction's steps: the card's own text, numbered
    "tsp-faq-zh:ruling:2183-2183",  # "a functional change from the old Oracle wording": no question
    "who-notes-de:ruling:1225-1225",  # "the same holds for ...": no sense without the ruling before
}


def main() -> None:
    rulings = [json.loads(line) for line in sys.stdin if line.strip()]
    with open(Path(__file__).with_name("questions.csv"), encoding="utf-8", newline="") as f:
        used = {g for row in csv.DictReader(f) for g in row["gold"].split(";") if g}
    rng = random.Random(SEED)
    by_source: dict[str, list[dict]] = {}
    for r in sorted(rulings, key=lambda r: r["id"]):
        if r["id"] not in used:
            by_source.setdefault(r["source"], []).append(r)
    for pool in by_source.values():
        rng.shuffle(pool)
    for lang, wants in SLOTS.items():
        for source, n in wants.items():
            pool = by_source[source]
            taken = 0
            while taken < n:
                r = pool.pop(0)
                if r["id"] in SKIPPED:
                    print(f"# skipped {r['id']}")
                    continue
                print(f"{lang}\t{r['id']}\t{r['subject']}\t{r['text']}")
                taken += 1


if __name__ == "__main__":
    main()
