"""The stop-39 census: every ruling of both documents that no earlier audit's sample holds (stops
26, 30-33, 33w and 35-38), 221 of who-notes-de and 17 of tsp-faq-zh. After stop 38 these were the
only rulings whose reviewed links no blind reader had checked; each is read blind by two readers,
as in stop 32, and the links as shown are scored once against them before any correction. The
list is audit_sample.main's with the whole pool taken (the seed is kept for the record only).

Usage: judgedesk --db var/judgedesk.db export --kind ruling | python audit-s39-sample.py
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import audit_sample  # noqa: E402

if __name__ == "__main__":
    audit_sample.main(
        2026112891,
        ("tsp-faq-zh", "who-notes-de"),
        ("26", "30", "31", "32", "33", "33w", "35", "36", "37", "38"),
        per_document=None,
    )
