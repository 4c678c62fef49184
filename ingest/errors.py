"""Errors of ingestion. ``kb.errors`` re-exports them beside the knowledge-base errors,
so callers catch one base class, ``JudgedeskError``.

Bad input also subclasses ``ValueError``; every message names the culprit (file,
line, field) and what was expected.
"""
from __future__ import annotations


class JudgedeskError(Exception):
    """Base class of every error judgedesk raises on purpose."""

    exit_code = 2  # CLI exit status for this family (see README, "Exit codes")


class ManifestError(JudgedeskError, ValueError):
    """The manifest is malformed or an entry lacks or misstates a field."""

    exit_code = 3


class SourceMissing(JudgedeskError, FileNotFoundError):
    """A manifest entry names a file that is not there."""

    exit_code = 3


class SourceChanged(JudgedeskError, ValueError):
    """A source file's sha256 differs from the manifest's: sources are never edited."""

    exit_code = 3


class UnknownLanguage(JudgedeskError, ValueError):
    """A language code without data under ingest/lang."""


class UnknownDocKind(JudgedeskError, ValueError):
    """A document kind without a parser."""


class ParseError(JudgedeskError, ValueError):
    """A document does not have the shape its kind promises."""

    exit_code = 3

    def __init__(self, file: str, line: int, expected: str, found: str | None = None):
        self.file, self.line, self.expected, self.found = file, line, expected, found
        msg = f"{file}, line {line}: expected {expected}"
        if found is not None:
            msg += f", found {found!r}"
        super().__init__(msg)


class AccountingError(JudgedeskError, ValueError):
    """Some non-blank line belongs to no record, or to more than one."""

    exit_code = 3
