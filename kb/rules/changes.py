"""Rules changes since 2006 as data: ``data/rules/changes.csv`` (what changed, when, today's
rule and one line of what is true today) and ``data/rules/change-patterns.csv`` (per language,
the words that show a record still says the old thing).

A change is of kind ``substance`` (the old rule no longer holds: a record saying it is
superseded) or ``wording`` (only a term changed: a record using it is current, with dated
wording). Languages are rows, not code: a document in a new language benefits once its rows
are added. Both files are checked when read; errors name the file, line and field."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from kb.rules.data import DATA_DIR, RULE_NUMBER, RulesDataError, need_field, read_rows

CHANGES_CSV = DATA_DIR / "changes.csv"
PATTERNS_CSV = DATA_DIR / "change-patterns.csv"
CHANGE_KINDS = ("substance", "wording")
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True)
class Change:
    """One rules change: ``rules`` are today's CR numbers, ``today`` what holds now."""

    id: str
    kind: str  # substance | wording
    date: str  # ISO date the change took effect
    title: str
    rules: tuple[str, ...]
    today: str
    source: str


@dataclass(frozen=True)
class ChangePattern:
    """How a record in ``lang`` shows ``change``: ``pattern`` found, ``context`` (if any) found
    too, ``unless`` (if any) not found. For wording, ``new`` is today's term in that language."""

    change: Change
    lang: str
    pattern: re.Pattern[str]
    context: re.Pattern[str] | None
    unless: re.Pattern[str] | None
    new: str
    source: str
    line: int


def _regex(path: Path, line: int, field: str, value: str) -> re.Pattern[str] | None:
    if not value:
        return None
    try:
        return re.compile(value)
    except re.error as e:
        raise RulesDataError(f"{path}:{line}: {field} does not compile: {e}") from None


def _required_regex(path: Path, line: int, field: str, value: str) -> re.Pattern[str]:
    compiled = _regex(path, line, field, value)
    if compiled is None:  # need_field already refuses an empty value; this names the field anyway
        raise RulesDataError(f"{path}:{line}: {field} is empty")
    return compiled


@cache
def changes(path: Path = CHANGES_CSV) -> dict[str, Change]:
    """change id -> Change, in file order."""
    out: dict[str, Change] = {}
    for line, row in read_rows(path, ("id", "kind", "date", "title", "rules", "today", "source")):
        cid = need_field(path, line, row, "id")
        if cid in out:
            raise RulesDataError(f"{path}:{line}: id {cid!r} listed twice")
        if row["kind"] not in CHANGE_KINDS:
            raise RulesDataError(f"{path}:{line}: kind {row['kind']!r}; allowed: {', '.join(CHANGE_KINDS)}")
        if not _ISO_DATE.match(row["date"]):
            raise RulesDataError(f"{path}:{line}: date {row['date']!r} is not an ISO date like 2009-07-11")
        rules = tuple(r for r in need_field(path, line, row, "rules").split("|") if r)
        bad = [r for r in rules if not RULE_NUMBER.match(r)]
        if bad:
            raise RulesDataError(f"{path}:{line}: rules {', '.join(bad)} are not CR numbers like 702.62a")
        out[cid] = Change(
            cid,
            row["kind"],
            row["date"],
            need_field(path, line, row, "title"),
            rules,
            need_field(path, line, row, "today"),
            need_field(path, line, row, "source"),
        )
    return out


@cache
def change_patterns(path: Path = PATTERNS_CSV, changes_path: Path = CHANGES_CSV) -> tuple[ChangePattern, ...]:
    known = changes(changes_path)
    out = []
    for line, row in read_rows(path, ("change", "lang", "pattern", "context", "unless", "new", "source")):
        change = known.get(row["change"])
        if change is None:
            raise RulesDataError(
                f"{path}:{line}: change {row['change']!r} is not in {changes_path.name}; known: {', '.join(known)}"
            )
        if not re.match(r"^[a-z]{2,3}$", row["lang"]):
            raise RulesDataError(f"{path}:{line}: lang {row['lang']!r} is not a language code like de or zh")
        if change.kind == "wording" and not row["new"]:
            raise RulesDataError(f"{path}:{line}: a wording row needs today's term in column 'new'")
        out.append(
            ChangePattern(
                change=change,
                lang=row["lang"],
                pattern=_required_regex(path, line, "pattern", need_field(path, line, row, "pattern")),
                context=_regex(path, line, "context", row["context"]),
                unless=_regex(path, line, "unless", row["unless"]),
                new=row["new"],
                source=need_field(path, line, row, "source"),
                line=line,
            )
        )
    return tuple(out)
