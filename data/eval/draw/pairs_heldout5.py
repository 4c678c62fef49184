"""The fifth held-out part of the cross-check pair annotations (stop 39): four concepts drawn at
random (``pair_draw.main``) from those with 2-40 rulings in each of who-notes-de and tsp-faq-zh,
leaving out the twenty-two concepts the dev part and the first four held-out parts annotated.

Usage: python pairs_heldout5.py KB.db EXPORT.jsonl OUT.jsonl
Prints the candidates and the draw to stderr."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import pair_draw  # noqa: E402

SEED = 2026112892

if __name__ == "__main__":
    pair_draw.main(SEED, set(pair_draw.BEFORE_STOP_37 | pair_draw.HELDOUT3 | pair_draw.HELDOUT4), *sys.argv[1:])
