"""The engine's layers, read from the source with ``ast``: the general rules (every module
directly in kb/engine) never import a keyword module; the modules of kb/engine import each
other without a cycle and at module level; keywords reach the general rules only through the
hooks they register, and every keyword, effect and special action the format names has one."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from kb.engine import effect_specs, hooks
from kb.engine.effects import EFFECTS as CORE_EFFECTS
from kb.engine.keyword_table import KEYWORDS

pytestmark = pytest.mark.unit

ENGINE = Path(__file__).resolve().parents[3] / "kb" / "engine"
KEYWORDS_PACKAGE = "kb.engine.keywords"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE.parent.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (
        isinstance(test, ast.Name)
        and test.id == "TYPE_CHECKING"
        or isinstance(test, ast.Attribute)
        and test.attr == "TYPE_CHECKING"
    )


def _imports(path: Path) -> list[tuple[str, bool]]:
    """(imported kb.engine module, at module level?) for each import run when the module loads
    or its functions run; imports only for type checkers are left out."""
    found: list[tuple[str, bool]] = []

    def visit(node: ast.AST, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for sub in child.orelse:
                    visit(sub, top)
                continue
            if isinstance(child, ast.Import):
                found.extend((a.name, top) for a in child.names if a.name.startswith("kb.engine"))
            elif isinstance(child, ast.ImportFrom) and child.module and child.module.startswith("kb.engine"):
                for a in child.names:  # "from kb.engine import hooks" imports the module kb.engine.hooks
                    sub = f"{child.module}.{a.name}"
                    found.append((sub if sub in MODULES else child.module, top))
            inner_top = top and not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            visit(child, inner_top)

    visit(ast.parse(path.read_text(encoding="utf-8")), True)
    return found


GRAPH = {name: sorted({m for m, _ in _imports(path)} - {name}) for name, path in MODULES.items()}
CORE = sorted(n for n, p in MODULES.items() if p.parent == ENGINE and p.name != "__init__.py")


def _cycle(graph: dict[str, list[str]]) -> list[str] | None:
    """One import cycle, as the modules along it, or None (depth-first search with colours)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in graph.get(node, []):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                found = walk(nxt)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return None

    for start in graph:
        if start not in state:
            found = walk(start)
            if found:
                return found
    return None


def test_layers_the_general_rules_are_the_modules_directly_in_kb_engine():
    assert {
        "kb.engine.casting",
        "kb.engine.turn",
        "kb.engine.priority",
        "kb.engine.stack",
        "kb.engine.combat",
        "kb.engine.sba",
        "kb.engine.zones",
        "kb.engine.effects",
        "kb.engine.mana",
        "kb.engine.payment",
    } <= set(CORE)
    assert not any(n.startswith(KEYWORDS_PACKAGE) for n in CORE)


@pytest.mark.parametrize("module", CORE)
def test_layers_core_module_imports_no_keyword_module(module):
    bad = [m for m in GRAPH[module] if m == KEYWORDS_PACKAGE or m.startswith(KEYWORDS_PACKAGE + ".")]
    assert not bad, f"{module} (general rules) imports keyword modules {bad}: register a hook instead"


def test_layers_engine_import_graph_has_no_cycle():
    cycle = _cycle(GRAPH)
    assert cycle is None, "import cycle inside kb/engine: " + " -> ".join(cycle or [])


def test_layers_cycle_finder_reports_a_cycle():
    """The check above can fail: a graph with a circle is reported along the circle."""
    assert _cycle({"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}) in (["a", "b", "c", "a"],)
    assert _cycle({"a": ["b"], "b": []}) is None


@pytest.mark.parametrize("module", sorted(MODULES))
def test_layers_engine_modules_import_each_other_at_module_level(module):
    local = sorted({m for m, top in _imports(MODULES[module]) if not top})
    assert not local, f"{module} imports {local} inside a function: with no import cycle, import at the top"


def test_hooks_every_keyword_of_the_table_has_a_registered_behaviour():
    missing = sorted(set(KEYWORDS) - set(hooks.BEHAVIOURS))
    assert not missing, f"keywords without a module that registers them: {missing}"


def test_hooks_every_effect_of_the_format_has_an_implementation():
    names = set(effect_specs.EFFECTS)
    missing = sorted(n for n in names if n not in CORE_EFFECTS and n not in hooks.EFFECTS)
    assert not missing, f"effects the scenario format accepts but nothing implements: {missing}"


def test_hooks_special_actions_of_the_format_are_registered():
    assert {"play_land", "suspend", "turn_face_up"} <= set(hooks.SPECIAL_ACTIONS)


def test_hooks_registering_a_keyword_twice_is_refused():
    with pytest.raises(hooks.HookConflict, match="registered twice"):
        hooks.register_keyword(hooks.Simple("flash", "702.8a"))


def test_hooks_registering_a_keyword_missing_from_the_table_is_refused():
    with pytest.raises(hooks.HookConflict, match="keyword table"):
        hooks.register_keyword(hooks.Simple("bushido", "702.45a"))
