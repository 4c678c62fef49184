"""A pydantic ``ValidationError`` of the scenario models, said as a ``ScenarioError``: the file,
the field path in the file's own terms (``actions[3].cast.targets``,
``cards[0].spell.effects[0].damage.amount``) and the allowed values with the closest matches
(``kb.engine.format_errors`` reads the error)."""

from __future__ import annotations

from pydantic import ValidationError

from kb.checks.errors import ScenarioError
from kb.engine.format_errors import explain


def scenario_error(file: str, error: ValidationError, prefix: str = "") -> ScenarioError:
    """The first refusal of ``error`` (the one earliest in the file's own order)."""
    r = explain(error, prefix)
    return ScenarioError(file, r.field, r.message, r.allowed, close_matches=r.close_matches)
