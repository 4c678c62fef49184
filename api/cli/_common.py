"""What every command shares: the context (database path), error translation, output options."""

from __future__ import annotations

import functools
import json
import re
import sqlite3
import sys
from dataclasses import dataclass, is_dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, ParamSpec, TypeVar

import click

from ingest.errors import JudgedeskError
from kb.errors import (
    AccountingError,
    KnowledgeBaseInUse,
    KnowledgeBaseMissing,
    KnowledgeBaseUnusable,
    KnowledgeBaseUnwritable,
    ManifestError,
    ParseError,
    SourceChanged,
    SourceMissing,
)

if TYPE_CHECKING:  # sqlite-utils loads after api.cli._startup has masked numpy
    import sqlite_utils
    from pydantic import BaseModel  # not imported at start-up: `judgedesk card` needs none

    from kb.shown import Located  # the card view's classes: only `card` pays for creating them


@dataclass
class CliContext:
    db_path: Path

    def open_db(self) -> sqlite_utils.Database:
        # cold start: sqlite-utils loads only after api.cli._startup has masked numpy
        from kb.artifact import open_kb

        return open_kb(self.db_path)


pass_cli = click.make_pass_decorator(CliContext)


def exit_code_for(error: JudgedeskError) -> int:
    """The documented exit code of a library error (the library itself knows no exit codes):
    1 not found · 2 invalid input · 3 ingestion refused (its inputs or its target) · 4 no usable
    knowledge base. The CLI's own 5 (a check failed) is ``check.ChecksFailed``."""
    # on an error only: kb.rules loads sqlite-utils, kb.rules.evaluate the rule linker, kb.termbase pydantic
    from kb.rules.data import RulesDataError
    from kb.rules.evaluate import GoldSetError
    from kb.termbase.model import TermbaseDataError

    if isinstance(error, (KnowledgeBaseMissing, KnowledgeBaseUnusable)):
        return 4
    if isinstance(
        error,
        (
            ManifestError,
            SourceMissing,
            SourceChanged,
            ParseError,
            AccountingError,
            KnowledgeBaseInUse,
            KnowledgeBaseUnwritable,
            RulesDataError,
            GoldSetError,
            TermbaseDataError,
        ),
    ):
        return 3
    if isinstance(error, LookupError):
        return 1
    return 2


class JudgedeskClickError(click.ClickException):
    """A library error shown as one line on stderr, with its documented exit code. Click reads
    ``exit_code`` from the class, so each code has its own subclass; ``click_error`` picks it."""

    def __init__(self, error: JudgedeskError):
        super().__init__(str(error))
        self.error = error


class _NotFound(JudgedeskClickError):
    exit_code = 1


class _InvalidInput(JudgedeskClickError):
    exit_code = 2


class _IngestionRefused(JudgedeskClickError):
    exit_code = 3


class _NoKnowledgeBase(JudgedeskClickError):
    exit_code = 4


_BY_EXIT_CODE: dict[int, type[JudgedeskClickError]] = {
    c.exit_code: c for c in (_NotFound, _InvalidInput, _IngestionRefused, _NoKnowledgeBase)
}


def click_error(error: JudgedeskError) -> JudgedeskClickError:
    """The CLI error for a library error, carrying its documented exit code."""
    return _BY_EXIT_CODE[exit_code_for(error)](error)


P = ParamSpec("P")
R = TypeVar("R")
# Links whose evidence is a review (file and line) or the reviewed ruling followed, not words read.
REVIEW_DERIVATIONS = ("reviewed", "precedent")


def translate_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Map ``JudgedeskError`` to a clean CLI error (no traceback, documented exit code)."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except JudgedeskError as e:
            raise click_error(e) from e
        except sqlite3.DatabaseError as e:  # a page of a corrupt file: exit 4 like any unusable knowledge base
            context = click.get_current_context(silent=True)
            cli_context = context.find_object(CliContext) if context else None
            where = cli_context.db_path if cli_context else "(--db)"
            raise click_error(KnowledgeBaseUnusable(where, f"cannot be read ({e})")) from e

    return wrapper


def echo_json_error(error: JudgedeskError) -> None:
    """The error as the API shapes it (``{"error": {"code", "message", …}}``) on stdout, for ``--json``."""
    body: dict[str, Any] = {
        "code": re.sub(r"(?<!^)(?=[A-Z])", "_", type(error).__name__).lower(),
        "message": str(error),
        "exit_code": exit_code_for(error),
    }
    for name in ("file", "line", "field", "allowed", "close_matches", "holders", "directory", "db_path"):
        value = getattr(error, name, None)
        if value not in (None, "", []):
            body[name] = value if isinstance(value, (int, list)) else str(value)
    echo_json({"error": body})


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


def echo_json(obj: Any) -> None:
    click.echo(json.dumps(obj, ensure_ascii=False, indent=2))


def echo_jsonl(rows: Iterable[Any]) -> None:
    out = sys.stdout
    for row in rows:
        out.write(json.dumps(row, ensure_ascii=False) + "\n")


def _fields(rec: BaseModel | Located | dict[str, Any]) -> dict[str, Any]:
    """A typed result's fields as its JSON shows them (a pydantic model, a kb.card_results
    dataclass, or a dict from a view not yet typed)."""
    if isinstance(rec, dict):
        return rec
    if is_dataclass(rec):  # kb.card_results, told apart without importing it (see above)
        shown: dict[str, Any] = rec.to_dict()
        return shown
    return rec.model_dump()


def where(record: BaseModel | Located | dict[str, Any]) -> str:
    """``who-release-notes.de.txt:229-231 [de, 2023-06-22]`` — a record's source badge."""
    rec = _fields(record)
    first, last = rec["lines"]
    span = f"{first}" if first == last else f"{first}-{last}"
    return f"{rec['file']}:{span} [{rec['lang']}, {rec.get('date') or 'undated'}]"


def trust_lines(result: BaseModel | Located | dict[str, Any]) -> list[str]:
    """What a judge needs to trust a ruling, one line each: every rule it rests on with its
    title and the words that gave the link (a reviewer's further rule marked "also"), what
    changed when it is superseded, and today's terms when it is written in old words."""
    ruling = _fields(result)
    out = []
    for rule in ruling.get("rules") or []:
        if not isinstance(rule, dict):
            out.append(f"CR {rule}")
            continue
        line = f"{'also ' if rule.get('role') == 'also' else ''}CR {rule['number']}"
        if rule.get("title"):
            line += f" {_short(rule['title'])}"
        if rule.get("quoted_as") and rule["quoted_as"] != rule["number"]:
            line += f" (printed as {rule['quoted_as']})"
        if rule.get("derivation") in REVIEW_DERIVATIONS:
            line += f" — {rule.get('evidence')}"  # reviewed: file and line; precedent: the ruling it follows
        elif rule.get("evidence"):
            line += f" — because it says “{_short(rule['evidence'], 60)}” ({rule.get('derivation')})"
        out.append(line)
    change = ruling.get("status_change")
    if ruling.get("status") == "superseded":
        if change:
            rules = change.get("rule") or "|".join(change.get("rules") or [])
            out.append(f"SUPERSEDED since {change.get('date')}: {change.get('title')}. Today: {change.get('today')} (CR {rules})")
        else:
            out.append(f"SUPERSEDED: {ruling.get('status_reason') or 'the rules changed'}")
    caution = ruling.get("caution")
    if caution:  # wrong in part when printed: no rules change, so the ruling stays current
        out.append(f"CAUTION (CR {caution.get('rule')}): {caution.get('note')}")
    terms = ruling.get("wording_terms") or []
    if ruling.get("wording") == "dated" and terms:
        out.append("old wording, substance current: " + "; ".join(f"{t.get('old')} → {t.get('new')}" for t in terms))
    return out


def _short(text: str, width: int = 70) -> str:
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"
