"""A pydantic ``ValidationError`` of the scenario models, said as a ``ScenarioError``: the file,
the field path in the file's own terms (``actions[3].cast.targets``,
``cards[0].spell.effects[0].damage.amount``) and the allowed values with the closest matches.
Pydantic's own wording and its internal locations (union tags) never reach a user."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from kb.checks.errors import ScenarioError
from kb.engine.format_types import REFUSAL, TAG

_MESSAGES = {
    "missing": "required field missing",
    "dict_type": "expected a mapping",
    "list_type": "expected a list",
    "tuple_type": "expected a list",
    "string_type": "expected text",
    "int_type": "expected an integer",
    "int_parsing": "expected an integer",
    "int_from_float": "expected an integer",
    "bool_type": "expected true or false",
    "bool_parsing": "expected true or false",
    "float_type": "expected a number",
    "float_parsing": "expected a number",
    "too_short": "too few items",
    "too_long": "too many items",
    "greater_than_equal": "too small",
    "less_than_equal": "too large",
}


def field_path(loc: Sequence[int | str], prefix: str = "") -> str:
    """``("actions", 3, "~cast", "cast", "targets")`` → ``actions[3].cast.targets``."""
    path = prefix
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif part.startswith(TAG) or part == "[key]":
            continue
        else:
            path += f".{part}" if path else part
    return path or "(top)"


def scenario_error(file: str, error: ValidationError, prefix: str = "") -> ScenarioError:
    """The first refusal of ``error`` (the one earliest in the file's own order)."""
    detail = error.errors(include_url=False)[0]
    return _one(file, detail, prefix)


def _one(file: str, detail: ErrorDetails, prefix: str) -> ScenarioError:
    ctx: dict[str, Any] = dict(detail.get("ctx") or {})
    path = field_path(detail["loc"], prefix)
    if detail["type"] == REFUSAL:
        if ctx.get("at"):
            path = ctx["at"] if path == "(top)" else f"{path}.{ctx['at']}"
        allowed = list(ctx.get("allowed") or ())
        value = detail.get("input")
        close = difflib.get_close_matches(str(value), allowed, n=3, cutoff=0.6) if allowed and isinstance(value, str) else []
        if ctx.get("at"):
            close = difflib.get_close_matches(str(ctx["at"]), allowed, n=3, cutoff=0.6)
        return ScenarioError(file, path, str(ctx["message"]), allowed, close_matches=close)
    said = _MESSAGES.get(detail["type"], "not a valid value")
    if detail["type"] != "missing":
        said += f", got {_shown(detail.get('input'))}"
    return ScenarioError(file, path, said)


def _shown(v: Any) -> str:
    if isinstance(v, (dict, list)):
        return "a mapping" if isinstance(v, dict) else "a list"
    return "nothing" if v is None else repr(v)
