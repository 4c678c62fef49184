"""Errors of ingestion, and the base class of every judgedesk error. ``kb.errors`` re-exports
them beside the knowledge-base errors, so callers catch one base class, ``JudgedeskError``.

Bad input also subclasses ``ValueError``, failed lookups ``LookupError``; every message names
the culprit (file, line, field) and what was expected. What an error means to a user — an
exit code, an HTTP status — is decided by the CLI and the API (``api/cli/_common.py``,
``api/errors.py``), never here.
"""

from __future__ import annotations

from collections.abc import Iterable


class JudgedeskError(Exception):
    """Base class of every error judgedesk raises on purpose.

    Every error carries the same fields, so the CLI and the API report them alike:
    ``what`` the kind of thing at fault ("card", "rule", "scenario"), ``field`` where (a
    parameter, or a path inside a file such as ``actions[2].cast.alt``; None when the error
    concerns the whole input), ``allowed`` the valid values when there is a closed list, and
    ``close_matches`` the nearest valid keys of a lookup that missed."""

    what = "input"

    def __init__(
        self, message: str, *, field: str | None = None, allowed: Iterable[object] = (), close_matches: Iterable[object] = ()
    ):
        super().__init__(message)
        self.field = field
        self.allowed = [str(a) for a in allowed]
        self.close_matches = [str(c) for c in close_matches]


class ManifestError(JudgedeskError, ValueError):
    """The manifest is malformed or an entry lacks or misstates a field."""

    what = "manifest"


class SourceMissing(JudgedeskError, FileNotFoundError):
    """A manifest entry names a file that is not there."""

    what = "source file"


class SourceChanged(JudgedeskError, ValueError):
    """A source file's sha256 differs from the manifest's: sources are never edited."""

    what = "source file"


class UnknownLanguage(JudgedeskError, ValueError):
    """A language code without data under ingest/lang."""

    what = "language"


class UnknownDocKind(JudgedeskError, ValueError):
    """A document kind without a parser."""

    what = "document kind"


class ParseError(JudgedeskError, ValueError):
    """A document does not have the shape its kind promises."""

    what = "document"

    def __init__(self, file: str, line: int, expected: str, found: str | None = None):
        msg = f"{file}, line {line}: expected {expected}"
        if found is not None:
            msg += f", found {found!r}"
        super().__init__(msg, field=f"{file}:{line}")
        self.file, self.line, self.expected, self.found = file, line, expected, found


class AccountingError(JudgedeskError, ValueError):
    """Some non-blank line belongs to no record, or to more than one."""

    what = "document"
