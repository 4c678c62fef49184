"""Writing a generated documentation page: rewrite it when its source changed, or, with
``--check``, fail when the committed copy is stale (the tests and ``make docs`` use both)."""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(path: Path, text: str, command: str, argv: list[str]) -> int:
    """Exit status of a generator's ``main``: 0 when ``path`` holds ``text`` (written if needed),
    1 under ``--check`` when it does not."""
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if "--check" in argv:
        if current != text:
            print(f"{path} is stale: run {command}", file=sys.stderr)
            return 1
        return 0
    if current != text:
        path.write_text(text, encoding="utf-8")
    print(f"{path.name} {'updated' if current != text else 'already current'}")
    return 0
