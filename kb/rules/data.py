"""The rule concordance as data: today's CR numbers and titles, 2006 numbers mapped to
today's and the mechanics of the corpus (rules changes since 2006: kb.rules.changes). Each file
under ``data/rules/`` is checked when read (file, line and field are named on error) and every
row carries its provenance in a ``source`` column.

``cr-rules.csv`` is the whole rule index of one CR version: every section, rule and
subrule number, with the rule's title where the CR gives one ("702.62", "Suspend") and
otherwise its first words ("702.62a", "Suspend is a keyword that represents three
abilities…"). A number is a rule only if it is listed there."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from kb.curated_csv import read_curated_rows
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

    what = "rules data"


def read_rows(path: Path, columns: tuple[str, ...]) -> list[tuple[int, dict[str, str]]]:
    """(line, row) of a data/rules CSV file; its faults are ``RulesDataError``."""
    return read_curated_rows(path, columns, RulesDataError, "rules data")


def need_field(path: Path, line: int, row: dict[str, str], field: str) -> str:
    if not row.get(field):
        raise RulesDataError(f"{path}:{line}: field {field!r} is empty")
    return row[field]


def number_field(path: Path, line: int, row: dict[str, str], field: str) -> str:
    value = need_field(path, line, row, field)
    if not RULE_NUMBER.match(value):
        raise RulesDataError(f"{path}:{line}: {field} {value!r} is not a CR number like 702.62 or 702.62a")
    return value


@cache
def cr_rules(path: Path = CR_RULES_CSV) -> dict[str, dict[str, str]]:
    """number -> {number, title, cr_version, source}."""
    out: dict[str, dict[str, str]] = {}
    for line, row in read_rows(path, ("number", "title", "cr_version", "source")):
        number = number_field(path, line, row, "number")
        for field in ("title", "cr_version", "source"):
            need_field(path, line, row, field)
        if number in out:
            raise RulesDataError(f"{path}:{line}: number {number} listed twice")
        out[number] = row
    return out


@cache
def cr_2006(path: Path = CR_2006_CSV, index: Path = CR_RULES_CSV) -> dict[str, dict[str, str]]:
    """2006 number -> {old_number, current_number, note, source}; every current number must
    be a number of the rule index ``index``."""
    known = cr_rules(index)
    out: dict[str, dict[str, str]] = {}
    for line, row in read_rows(path, ("old_number", "current_number", "note", "source")):
        old = number_field(path, line, row, "old_number")
        current = number_field(path, line, row, "current_number")
        if current not in known:
            raise RulesDataError(
                f"{path}:{line}: current_number {current} is not in the rule index {index.name}; "
                f"closest: {', '.join(close_numbers(current, known=known)) or '-'}"
            )
        need_field(path, line, row, "source")
        if old in out:
            raise RulesDataError(f"{path}:{line}: old_number {old} listed twice")
        out[old] = row
    return out


@cache
def mechanic_rules(path: Path = MECHANICS_CSV) -> dict[tuple[str, str], str]:
    """(lang, mechanic name as the document heads it) -> current CR number."""
    out: dict[tuple[str, str], str] = {}
    for line, row in read_rows(path, ("lang", "name", "rule", "source")):
        if row["lang"] not in LANGS:
            raise RulesDataError(f"{path}:{line}: lang {row['lang']!r}; allowed: {', '.join(LANGS)}")
        need_field(path, line, row, "source")
        out[(row["lang"], need_field(path, line, row, "name"))] = number_field(path, line, row, "rule")
    return out


def rule_exists(number: str) -> bool:
    """Is ``number`` a section, rule or subrule of the rule index?"""
    return number in cr_rules()


def title_of(number: str) -> str | None:
    """The number's own title (or first words) in the rule index; None for a number the
    index does not list: 702.62z is no rule, whatever 702.62 is called."""
    row = cr_rules().get(number)
    return row["title"] if row else None


def close_numbers(number: str, limit: int = 5, known: dict[str, dict[str, str]] | None = None) -> list[str]:
    """The listed numbers nearest to ``number``: for an unknown subrule its rule and that
    rule's subrules nearest in letter (702.62z -> 702.62, 702.62g, ...), for an unknown
    rule the rules of its section nearest in number (702.999 -> 702.19x), for an unknown
    section the nearest sections. Empty for text that is no CR number at all."""
    numbers = cr_rules() if known is None else known
    m = re.match(r"^(\d{3})(?:\.(\d+)([a-z]*))?$", number or "")
    if not m:
        return []
    section, rule, letters = m.group(1), m.group(2), m.group(3)
    parsed = [_parts(n) for n in numbers]
    if not any(n[0] == section for n in parsed):
        sections = sorted((n for n in parsed if n[1] is None), key=lambda n: abs(int(n[0]) - int(section)))
        return [_join(n) for n in sections[:limit]]
    if rule is None:
        return [section] if section in numbers else [_join(n) for n in parsed if n[0] == section][:limit]
    base = f"{section}.{rule}"
    if base in numbers:
        subs = [n for n in parsed if n[0] == section and n[1] == int(rule) and n[2]]
        target = _letter_rank(letters)
        subs.sort(key=lambda n: (abs(_letter_rank(n[2]) - target), n[2]))
        return [base] + [_join(n) for n in subs[: limit - 1]]
    rules = [n for n in parsed if n[0] == section and n[1] is not None and not n[2]]
    rules.sort(key=lambda n: (abs((n[1] or 0) - int(rule)), n[1] or 0))  # n[1] is set: filtered above
    return [_join(n) for n in rules[:limit]] or [section]


def _parts(number: str) -> tuple[str, int | None, str]:
    section, _, rest = number.partition(".")
    m = re.match(r"^(\d+)([a-z]*)$", rest)
    return (section, int(m.group(1)), m.group(2)) if m else (section, None, "")


def _join(parts: tuple[str, int | None, str]) -> str:
    section, rule, letters = parts
    return section if rule is None else f"{section}.{rule}{letters}"


def _letter_rank(letters: str) -> int:
    # the CR skips "l" and "o"; "aa" would follow "z" (no CR number has two letters yet)
    order = "abcdefghijkmnpqrstuvwxyz"
    rank = 0
    for c in letters:
        rank = rank * len(order) + (order.index(c) + 1 if c in order else len(order))
    return rank
