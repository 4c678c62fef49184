"""A pydantic ``ValidationError`` of the format models, said in the file's own terms: the field
path (``actions[3].cast.targets``, ``cards[0].spell.effects[0].damage.amount``), a message and
the allowed values with the closest matches. Pydantic's own wording and its internal locations
(union tags) never reach a user; ``kb.checks.validation`` and ``kb.engine.definitions`` raise
their errors (``ScenarioError``, ``CardDefinitionError``) from what this says."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

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
}


@dataclass(frozen=True)
class Refusal:
    """One refusal as a user reads it."""

    field: str
    message: str
    allowed: tuple[str, ...] = ()
    close_matches: tuple[str, ...] = ()


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
    return path


def explain(error: ValidationError, prefix: str = "") -> Refusal:
    """The first refusal of ``error`` (the one earliest in the file's own order); ``prefix`` is
    the path of the validated value inside its file ("(top)" when empty)."""
    return _one(error.errors(include_url=False)[0], prefix)


def _one(detail: ErrorDetails, prefix: str) -> Refusal:
    ctx: dict[str, Any] = dict(detail.get("ctx") or {})
    path = field_path(detail["loc"], prefix)
    if detail["type"] == REFUSAL:
        at = str(ctx.get("at") or "")
        if at:
            path = f"{path}{at}" if at.startswith("[") else f"{path}.{at}" if path else at
        allowed = tuple(str(a) for a in ctx.get("allowed") or ())
        value = at or detail.get("input")
        close = difflib.get_close_matches(value, allowed, n=3, cutoff=0.6) if allowed and isinstance(value, str) else []
        return Refusal(path or "(top)", str(ctx["message"]), allowed, tuple(close))
    said = _MESSAGES.get(detail["type"], "not a valid value")
    if detail["type"] != "missing":
        said += f", got {_shown(detail.get('input'))}"
    return Refusal(path or "(top)", said)


def _shown(v: Any) -> str:
    if isinstance(v, (dict, list)):
        return "a mapping" if isinstance(v, dict) else "a list"
    return "nothing" if v is None else repr(v)
