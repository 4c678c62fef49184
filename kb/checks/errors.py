"""Errors about scenario files: always the file, the field (a path like ``actions[2].cast.alt``)
and, where there is a closed list, the allowed values."""

from __future__ import annotations

from typing import Sequence

from ingest.errors import JudgedeskError


class ScenarioError(JudgedeskError, ValueError):
    """A scenario file is malformed: wrong format tag, unknown field, bad value."""

    what = "scenario"

    def __init__(self, file: str, field: str, message: str, allowed: Sequence[object] = (), close_matches: Sequence[object] = ()):
        msg = f"{file}: {field}: {message}"
        if close_matches:
            msg += f"; did you mean {' or '.join(repr(str(c)) for c in close_matches)}?"
        if allowed:
            shown = ", ".join(str(a) for a in allowed[:100])
            msg += f" (allowed: {shown}{' …' if len(allowed) > 100 else ''})"
        super().__init__(msg, field=field, allowed=allowed, close_matches=close_matches)
        self.file, self.message = file, message


class CheckNotFound(JudgedeskError, LookupError):
    """No scenario has this id (and no file has this path)."""

    what = "check"

    def __init__(self, query: str, close_matches: Sequence[str] = ()):
        msg = f"no check {query!r}"
        if close_matches:
            msg += "; closest: " + ", ".join(close_matches)
        super().__init__(msg, close_matches=close_matches)
        self.query = query


class DuplicateCheckId(JudgedeskError, ValueError):
    """Two scenario files declare the same id."""

    what = "check"
