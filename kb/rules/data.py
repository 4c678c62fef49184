"""The rule concordance as data: today's CR numbers and titles, 2006 numbers mapped to
today's and the mechanics of the corpus (rules changes since 2006: kb.rules.changes).
Each file under ``data/rules/`` is checked when read (file, line and field are named on error)
and every row carries its provenance in a ``source`` column."""
from __future__ import annotations

import csv
import re
from functools import lru_cache
from pathlib import Path

from kb.errors import JudgedeskError

DATA_DIR = Path(__file__).resolve().parents[2] / "data" / "rules"
CR_RULES_CSV = DATA_DIR / "cr-rules.csv"
CR_2006_CSV = DATA_DIR / "cr-2006.csv"
MECHANICS_CSV = DATA_DIR / "mechanics.csv"

# A CR number: a section ("702"), a rule ("702.62") or a subrule ("702.62a").
RULE_NUMBER = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")
RECORD_KINDS = ("ruling", "rule_excerpt", "note", "term", "passage")
LANGS = ("de", "zh", "en")


class RulesDataError(JudgedeskError, ValueError):
    """A row of a data/rules CSV file is invalid (file, line and field are named)."""

    exit_code = 3


def _rows(path: Path, columns: tuple[str, ...]) -> list[tuple[int, dict[str, str]]]:
    if not path.is_file():
        raise RulesDataError(f"{path}: rules data file missing")
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        missing = [c for c in columns if c not in (reader.fieldnames or [])]
        if missing:
            raise RulesDataError(f"{path}: missing column(s) {', '.join(missing)}")
        rows = []
        for line, row in enumerate(reader, start=2):
            if None in row:
                raise RulesDataError(f"{path}:{line}: more fields than columns (quote fields that contain commas)")
            rows.append((line, {k: (v or "").strip() for k, v in row.items()}))
        return rows


def _need(path: Path, line: int, row: dict[str, str], field: str) -> str:
    if not row.get(field):
        raise RulesDataError(f"{path}:{line}: field {field!r} is empty")
    return row[field]


def _number(path: Path, line: int, row: dict[str, str], field: str) -> str:
    value = _need(path, line, row, field)
    if not RULE_NUMBER.match(value):
        raise RulesDataError(f"{path}:{line}: {field} {value!r} is not a CR number like 702.62 or 702.62a")
    return value


@lru_cache(maxsize=None)
def cr_rules(path: Path = CR_RULES_CSV) -> dict[str, dict[str, str]]:
    """number -> {number, title, cr_version, source}."""
    out: dict[str, dict[str, str]] = {}
    for line, row in _rows(path, ("number", "title", "cr_version", "source")):
        number = _number(path, line, row, "number")
        for field in ("title", "cr_version", "source"):
            _need(path, line, row, field)
        if number in out:
            raise RulesDataError(f"{path}:{line}: number {number} listed twice")
        out[number] = row
    return out


@lru_cache(maxsize=None)
def cr_2006(path: Path = CR_2006_CSV) -> dict[str, dict[str, str]]:
    """2006 number -> {old_number, current_number, note, source}."""
    out: dict[str, dict[str, str]] = {}
    for line, row in _rows(path, ("old_number", "current_number", "note", "source")):
        old = _number(path, line, row, "old_number")
        _number(path, line, row, "current_number")
        _need(path, line, row, "source")
        out[old] = row
    return out


@lru_cache(maxsize=None)
def mechanic_rules(path: Path = MECHANICS_CSV) -> dict[tuple[str, str], str]:
    """(lang, mechanic name as the document heads it) -> current CR number."""
    out: dict[tuple[str, str], str] = {}
    for line, row in _rows(path, ("lang", "name", "rule", "source")):
        if row["lang"] not in LANGS:
            raise RulesDataError(f"{path}:{line}: lang {row['lang']!r}; allowed: {', '.join(LANGS)}")
        _need(path, line, row, "source")
        out[(row["lang"], _need(path, line, row, "name"))] = _number(path, line, row, "rule")
    return out


def title_of(number: str) -> str | None:
    """The title of a CR number; a subrule without its own row takes its parent's."""
    rules = cr_rules()
    for candidate in _ancestors(number):
        if candidate in rules:
            return rules[candidate]["title"]
    return None


def _ancestors(number: str) -> list[str]:
    """702.62a -> [702.62a, 702.62, 702]."""
    out = [number]
    m = re.match(r"^(\d{3}\.\d+)[a-z]$", number)
    if m:
        out.append(m.group(1))
    out.append(number[:3])
    return list(dict.fromkeys(out))
