"""The environment is read in one place and written by the command line only.

Read with ``ast``: every ``os.environ`` / ``os.getenv`` in the project's packages outside the
settings module (kb/settings.py) and the command-line adapter (api/cli) fails here, as does
any write to the environment under kb/ (the library loads its models with local files only
instead of setting HF_HUB_OFFLINE; api.cli._startup sets the offline variables)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("ingest", "kb", "api")
SETTINGS = Path("kb/settings.py")
CLI = Path("api/cli")
# Hands its own environment on to the child process a scenario runs in; reads no setting.
PASSES_ENVIRONMENT_ON = {Path("kb/checks/sandbox.py")}
_WRITING_METHODS = {"setdefault", "update", "pop", "popitem", "clear", "__setitem__", "__delitem__"}


def _python_files() -> list[Path]:
    return sorted(p.relative_to(ROOT) for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py"))


def _is_environ(node: ast.AST) -> bool:
    """``os.environ``, or ``environ`` imported from os (``from os import environ``)."""
    return (isinstance(node, ast.Attribute) and node.attr == "environ" and _is_os(node.value)) or (
        isinstance(node, ast.Name) and node.id == "environ"
    )


def _is_os(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "os"


def environment_reads(source: str) -> list[int]:
    """Lines that touch the environment: ``os.environ``, ``os.getenv``, ``from os import environ``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if _is_environ(node) or (isinstance(node, ast.Attribute) and node.attr in {"getenv", "getenvb"} and _is_os(node.value)):
            lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom) and node.module == "os" and {a.name for a in node.names} & {"environ", "getenv"}:
            lines.append(node.lineno)
    return sorted(set(lines))


def environment_writes(source: str) -> list[int]:
    """Lines that change the environment: assigning or deleting an item, a changing method,
    ``os.putenv`` / ``os.unsetenv``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        if any(isinstance(t, ast.Subscript) and _is_environ(t.value) for t in targets):
            lines.append(node.lineno)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            func = node.func
            if (func.attr in _WRITING_METHODS and _is_environ(func.value)) or (
                func.attr in {"putenv", "unsetenv"} and _is_os(func.value)
            ):
                lines.append(node.lineno)
    return sorted(set(lines))


@pytest.mark.parametrize(
    "source, reads, writes",
    [
        ("import os\nos.environ.setdefault('A', '1')\n", [2], [2]),
        ("import os\nos.environ['A'] = '1'\n", [2], [2]),
        ("import os\ndel os.environ['A']\n", [2], [2]),
        ("import os\nos.putenv('A', '1')\n", [], [2]),
        ("from os import environ\nenviron.update(A='1')\n", [1, 2], [2]),
        ("import os\nx = os.environ.get('A')\n", [2], []),
        ("import os\nx = os.getenv('A')\n", [2], []),
        ("import os\nx = os.cpu_count()\n", [], []),
    ],
)
def test_the_scan_finds_environment_reads_and_writes(source, reads, writes):
    assert (environment_reads(source), environment_writes(source)) == (reads, writes)


def test_only_the_settings_module_and_the_command_line_read_the_environment():
    allowed = {SETTINGS, *PASSES_ENVIRONMENT_ON}
    found = {
        f"{path}:{line}"
        for path in _python_files()
        if path not in allowed and CLI not in path.parents
        for line in environment_reads((ROOT / path).read_text(encoding="utf-8"))
    }
    assert not found, "read the setting through kb.settings.library_settings() instead"


def test_no_library_module_writes_the_environment():
    found = {
        f"{path}:{line}"
        for path in _python_files()
        if path.parts[0] == "kb"
        for line in environment_writes((ROOT / path).read_text(encoding="utf-8"))
    }
    assert not found, "the library sets no environment variable; the command line (api/cli) does"
