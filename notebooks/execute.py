"""Execute the notebooks in place, so the committed copies show their outputs.

    python notebooks/execute.py [--db PATH] [NAME.ipynb ...]

The notebooks read ``JUDGEDESK_NOTEBOOK_DB``; this script builds one knowledge base of the
bundled corpus with vectors (the evaluation notebook needs the dense index) and hands it to
every notebook, so the four of them describe the same build. The tests execute the same
notebooks in memory and never write them back (tests/notebooks/).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent
ROOT = NOTEBOOKS.parent


def execute_in_place(path: Path, db_path: Path) -> None:
    import nbclient
    import nbformat

    os.environ["JUDGEDESK_NOTEBOOK_DB"] = str(db_path)
    nb = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(nb, timeout=1800, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT)}}).execute()
    nbformat.write(nb, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="an existing knowledge base with vectors")
    parser.add_argument("names", nargs="*", help="notebooks to run (default: all)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    db_path = args.db
    if db_path is None:
        from kb.build import build_knowledge_base

        db_path = Path(tempfile.mkdtemp(prefix="judgedesk-notebooks-")) / "judgedesk.db"
        build_knowledge_base(db_path, with_vectors=True)
    names = args.names or sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    for name in names:
        print(f"executing {name}", flush=True)
        execute_in_place(NOTEBOOKS / name, db_path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
