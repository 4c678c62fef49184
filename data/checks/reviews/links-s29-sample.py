"""Draw the session-29 sample of check -> ruling links to audit: 40 links of all checks.

Usage (from the repository root): PYTHONPATH=$PWD python data/checks/reviews/links-s29-sample.py
A link is one (check id, source, first line, last line) of a bundled check's ``rulings``, a run
counting as a check of its own (``kb.checks.catalog.all_scenarios``). The three links flagged
before the draw (who-notes-de 116 from the fading checks, 1505 from the first-strike checks, 429
from the deathtouch checks) are left out, since they are reviewed anyway. Links are sorted before
drawing, so the draw depends only on the seed and the checks at the commit it ran on.
"""

from kb.checks.catalog import all_scenarios, keyword_of

SEED = 2026112629
SIZE = 40
FLAGGED = {("fading", 116), ("first-strike", 1505), ("deathtouch", 429)}


def main() -> None:
    import random

    links = sorted(
        {
            (s.id, link.source, link.lines[0], link.lines[1])
            for s in all_scenarios()
            for link in s.rulings
            if not (link.source == "who-notes-de" and (keyword_of(s), link.lines[0]) in FLAGGED)
        }
    )
    print(f"# {len(links)} links, seed {SEED}")
    print("check_id,source,first,last")
    for check_id, source, first, last in sorted(random.Random(SEED).sample(links, SIZE)):
        print(f"{check_id},{source},{first},{last}")


if __name__ == "__main__":
    main()
