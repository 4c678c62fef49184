"""No import circles in the project's packages (``kb/engine`` has its own, stricter test in
tests/kb/engine/test_layers.py). The graph is read with ``ast``, so a circle hidden behind an
import inside a function counts too: a lazy import may keep start-up cheap, never break a circle.

Importing ``a.b.c`` from outside package ``a.b`` first runs ``a/b/__init__.py``: that is an edge
too, so a package that re-exports a module which imports back into it is a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("ingest", "kb", "api")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: dict[str, Path] = {_module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imported(module: str, path: Path) -> set[str]:
    """The project modules ``module`` imports, at module level or inside a function, plus the
    packages those imports run on the way (ancestors ``module`` is not itself inside)."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and _is_type_checking(node) for n in ast.walk(node)}
    targets: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base)
    edges: set[str] = set()
    for target in targets:
        parts = target.split(".")
        for i in range(1, len(parts) + 1):
            ancestor = ".".join(parts[:i])
            if ancestor in MODULES and not (module == ancestor or module.startswith(ancestor + ".")):
                edges.add(ancestor)
    edges.discard(module)
    return edges


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle, as the modules along it, or None (depth-first search with colours)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)):
            return found
    return None


def _graph() -> dict[str, set[str]]:
    graph = {m: _imported(m, p) for m, p in MODULES.items()}
    # kb/engine's own layering is pinned by its own test; here only circles that leave it count.
    return {
        m: {t for t in targets if not (m.startswith("kb.engine") and t.startswith("kb.engine"))} for m, targets in graph.items()
    }


def test_import_graph_of_ingest_kb_and_api_has_no_circle():
    cycle = _cycle(_graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_import_graph_sees_imports_and_the_packages_they_run():
    """The reader can fail: it sees a from-import of a submodule, a lazy import inside a
    function, and the package __init__ an import from outside runs."""
    graph = _graph()
    assert "kb.errors" in graph["kb.artifact"]
    assert "kb.checks" in graph["kb.rulings"]  # imported where the ruling's checks are looked up
    assert {"kb.rules", "kb.rules.lookup"} <= graph["kb.rulings"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


# Layers below search: what a language's words are (kb.language) and the termbase, which
# search reads. Search may import them; they never import search (the termbase once did, for
# the function-word rule it shares with the question reader).
BELOW_SEARCH = ("kb.language", "kb.termbase")


def test_language_data_and_termbase_never_import_search():
    graph = _graph()
    upward = sorted(
        f"{m} -> {t}"
        for m, targets in graph.items()
        if m.startswith(BELOW_SEARCH)
        for t in targets
        if t == "kb.search" or t.startswith("kb.search.")
    )
    assert not upward, "imports from below search up into it: " + ", ".join(upward)
