"""Set 22 part TR ("the corpus re-asked"): the seeded stratified draw of `reasked.py`'s part TR
with this set's seed. Usage: python heldout22_tr.py sizes|draw EXPORT.jsonl"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import reasked  # noqa: E402

SEED = 2026112898

if __name__ == "__main__":
    mode, export = sys.argv[1:]
    reasked.draw("tr", mode, SEED, export)
