"""Errors about scenario files: always the file, the field (a path like ``actions[2].cast.alt``)
and, where there is a closed list, the allowed values."""
from __future__ import annotations

from typing import Sequence

from ingest.errors import JudgedeskError


class ScenarioError(JudgedeskError, ValueError):
    """A scenario file is malformed: wrong format tag, unknown field, bad value."""

    def __init__(self, file: str, field: str, message: str, allowed: Sequence[str] = ()):
        self.file, self.field, self.message, self.allowed = file, field, message, list(allowed)
        msg = f"{file}: {field}: {message}"
        if self.allowed:
            shown = ", ".join(str(a) for a in self.allowed[:40])
            msg += f" (allowed: {shown}{' …' if len(self.allowed) > 40 else ''})"
        super().__init__(msg)


class CheckNotFound(JudgedeskError, LookupError):
    """No scenario has this id (and no file has this path)."""

    exit_code = 1

    def __init__(self, query: str, close_matches: Sequence[str] = ()):
        self.query, self.close_matches = query, list(close_matches)
        msg = f"no check {query!r}"
        if self.close_matches:
            msg += "; closest: " + ", ".join(self.close_matches)
        super().__init__(msg)


class DuplicateCheckId(JudgedeskError, ValueError):
    """Two scenario files declare the same id."""
