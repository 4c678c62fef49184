"""Draw the held-out third of the two-reader audits' rulings for the stop-41 linker work.

Every ruling of the eight two-reader audits (stops 32-39, 598 rulings) was read by two blind
readers who never saw the linker, and no cue row or pattern has been written from their readings
(bench/audits.py). Stop 41 works on the linker alone (what a document nobody has reviewed gets)
from the misses of two thirds of them; this script draws the other third, per document, before
any of their linker misses is read. The drawn list (linker-split-s41.csv, sha256 beside it) is
scored once, when the work is finished.

Usage: python data/rules/reviews/linker-split-s41.py > data/rules/reviews/linker-split-s41.csv
"""

import csv
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SEED = 2026112901
AUDITS = ("s32", "s33", "s33w", "s35", "s36", "s37", "s38", "s39")


def audited() -> dict[str, str]:
    """Record id -> the audit whose sample holds it."""
    out: dict[str, str] = {}
    for audit in AUDITS:
        with (HERE / f"audit-{audit}-sample.csv").open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                out.setdefault(row["record_id"], audit)
    return out


def main() -> None:
    ids = audited()
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["record_id", "audit", "part"])
    for document in ("who-notes-de", "tsp-faq-zh"):
        pool = sorted(i for i in ids if i.startswith(document))
        held = set(random.Random(SEED).sample(pool, len(pool) // 3))
        for i in pool:
            w.writerow([i, ids[i], "heldout" if i in held else "dev"])


if __name__ == "__main__":
    main()
