"""What a read-only command does before it runs, to start fast.

sqlite-utils imports numpy (about 0.06-0.1 s, a quarter of a cold ``judgedesk card``) only
to map numpy scalar types to column types when it creates a table from such values. The
commands listed here only read a built knowledge base, so sqlite-utils is imported for them
with numpy masked; numpy itself stays importable afterwards (the dense path of ``ask`` loads
it for FAISS), sqlite-utils simply believes it absent. Commands that build (``ingest``,
``index``) and the service import it as usual.

Every command also runs offline: the Hugging Face variables are set here, before any command
imports sentence-transformers, and inherited by the service's worker processes. The library
itself sets no environment variable (it loads models with ``local_files_only=True``)."""

from __future__ import annotations

import os
import sys

READ_ONLY_COMMANDS = frozenset({"ask", "card", "coverage", "export", "rule", "sources", "terms"})
_OPTIONS_WITH_VALUE = frozenset({"--db"})


def command_of(argv: list[str]) -> str | None:
    """The subcommand name in ``judgedesk [--db PATH] COMMAND ...`` (None when absent)."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in _OPTIONS_WITH_VALUE:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def import_sqlite_utils_without_numpy() -> None:
    if "sqlite_utils" in sys.modules or "numpy" in sys.modules:
        return
    sys.modules["numpy"] = None  # type: ignore[assignment]  # makes `import numpy` raise ImportError
    try:
        import sqlite_utils  # noqa: F401
    finally:
        if sys.modules.get("numpy", 0) is None:
            del sys.modules["numpy"]


# Nothing may download at run time (the Makefile exports the same); a value already set wins.
OFFLINE_ENVIRONMENT = {"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}


def set_offline_environment() -> None:
    for name, value in OFFLINE_ENVIRONMENT.items():
        os.environ.setdefault(name, value)


def prepare(argv: list[str]) -> None:
    set_offline_environment()
    if command_of(argv) in READ_ONLY_COMMANDS:
        import_sqlite_utils_without_numpy()
