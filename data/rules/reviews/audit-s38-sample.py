"""Draw the stop-38 blind audit sample: 30 rulings of each document, none of them in an earlier
audit's sample (stops 26, 30-33, 33w, 35, 36 and 37: their errata came from those comparisons). Each
drawn ruling is read blind by two readers, as in stop 32, to measure both documents again on
fresh rulings after the stop-37 corrections, to score the links as shown once more, and to score
once the stop-38 linker change (what a ruling nobody has reviewed gets). The draw is
audit_sample.main's.

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-s38-sample.py
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import audit_sample  # noqa: E402

if __name__ == "__main__":
    audit_sample.main(2026112791, ("tsp-faq-zh", "who-notes-de"), ("26", "30", "31", "32", "33", "33w", "35", "36", "37"))
