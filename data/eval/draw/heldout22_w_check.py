"""Set 22 part W: check the written question file against the export (no search, no score), by
`reasked.check`. Usage: python heldout22_w_check.py EXPORT.jsonl QUESTIONS.csv"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import reasked  # noqa: E402

if __name__ == "__main__":
    export, questions = sys.argv[1:]
    print(json.dumps(reasked.check("w", export, questions), sort_keys=True))
