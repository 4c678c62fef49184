"""Set 22 part TR: check the written question file against the export (no search, no score), by
`reasked.check`. Usage: python heldout22_tr_check.py QUESTIONS.csv EXPORT.jsonl"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import reasked  # noqa: E402

if __name__ == "__main__":
    questions, export = sys.argv[1:]
    print(json.dumps(reasked.check("tr", export, questions), sort_keys=True))
