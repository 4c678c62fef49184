"""Set 22 part W ("the corpus re-asked"): the seeded stratified draw of `reasked.py`'s part W
with this set's seed. Usage: python heldout22_w.py sizes|draw EXPORT.jsonl"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import reasked  # noqa: E402

SEED = 2026112897

if __name__ == "__main__":
    mode, export = sys.argv[1:]
    reasked.draw("w", mode, SEED, export)
