"""Draw the stop-29 audit sample: 40 check -> ruling links of the bundled checks.

Usage (from the repository root): python data/checks/reviews/links-s29b-sample.py
Reads every scenario under data/checks (a file's own links and each run's extra links), leaves
out the links to the three rulings reviewed first (who-notes-de 116, 429, 1505: they are no longer
linked by the checks that were flagged, and the sample is of *other* links), sorts the links so
the draw does not depend on file order, and prints the drawn ones as CSV. The seed is fixed so
the draw can be repeated.
"""

import csv
import random
import sys
from pathlib import Path

import yaml

SEED = 2026112629
SAMPLE_SIZE = 40
REVIEWED_FIRST = {("who-notes-de", 116), ("who-notes-de", 429), ("who-notes-de", 1505)}


def links(root: Path) -> list[tuple[str, str, int, int, str]]:
    out = []
    for path in sorted(root.rglob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or "format" not in doc:
            continue
        owners = [(doc["id"], doc.get("rulings") or [])]
        owners += [(f"{doc['id']}-{run['id']}", run.get("rulings") or []) for run in doc.get("runs") or []]
        for check_id, rulings in owners:
            for link in rulings:
                lines = link["lines"] if isinstance(link["lines"], list) else [link["lines"]] * 2
                if (link["source"], lines[0]) not in REVIEWED_FIRST:
                    out.append((check_id, link["source"], lines[0], lines[-1], str(path)))
    return sorted(out)


def main() -> None:
    population = links(Path("data/checks"))
    drawn = random.Random(SEED).sample(population, SAMPLE_SIZE)
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(["check_id", "source", "first", "last", "file"])
    writer.writerows(sorted(drawn))
    print(f"# {len(population)} links in the population", file=sys.stderr)


if __name__ == "__main__":
    main()
