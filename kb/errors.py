"""Every error judgedesk raises on purpose, under one base class ``JudgedeskError``.

Ingestion errors and the base class are defined in ``ingest.errors`` (ingest never imports
kb) and re-exported here. Every error carries ``what``, ``field``, ``allowed`` and
``close_matches`` (see ``JudgedeskError``). Bad input also subclasses ``ValueError``; failed
lookups subclass ``LookupError`` and carry the closest valid keys. Exit codes and HTTP statuses
are the adapters' business (``api/cli/_common.py``, ``api/errors.py``).
"""

from __future__ import annotations

from collections.abc import Iterable

from ingest.errors import (
    AccountingError,
    JudgedeskError,
    ManifestError,
    ParseError,
    SourceChanged,
    SourceMissing,
    UnknownDocKind,
    UnknownLanguage,
)

# The ingestion errors are re-exported: callers import every error from here.
__all__ = [
    "AccountingError",
    "BuildMismatch",
    "CardNotFound",
    "InvalidLineRange",
    "InvalidQuery",
    "JudgedeskError",
    "KnowledgeBaseInUse",
    "KnowledgeBaseMissing",
    "KnowledgeBaseUnusable",
    "KnowledgeBaseUnwritable",
    "ManifestError",
    "NotFound",
    "ParseError",
    "RecordNotFound",
    "RuleNotFound",
    "SourceChanged",
    "SourceMissing",
    "SourceNotFound",
    "UnknownDocKind",
    "UnknownLanguage",
]


class NotFound(JudgedeskError, LookupError):
    """A lookup found nothing; ``close_matches`` lists the nearest valid keys."""

    what = "entry"

    def __init__(
        self, query: str, close_matches: Iterable[str] | None = None, hint: str | None = None, *, field: str | None = None
    ):
        close = [str(c) for c in close_matches or ()]
        msg = f"no {self.what} named {query!r}"
        if close:
            msg += "; closest: " + ", ".join(close)
        if hint:
            msg += f" ({hint})"
        super().__init__(msg, field=field, close_matches=close)
        self.query = query
        self.hint = hint  # e.g. "'Aussetzen' is a mechanic: judgedesk crosscheck Aussetzen"


class CardNotFound(NotFound):
    """No card has this printed or face name in any document."""

    what = "card"


class SourceNotFound(NotFound):
    """No document of the knowledge base has this id."""

    what = "source"


class RecordNotFound(NotFound):
    """No record has this id."""

    what = "record"


class RuleNotFound(NotFound, ValueError):
    """No such rule number: the rule index lists none (nor maps it from the 2006 numbering), or
    the rules engine implements none (``what`` says which)."""

    what = "rule"

    def __init__(self, number: str, close_matches: Iterable[str] | None = None, *, what: str | None = None):
        if what is not None:
            self.what = what
        super().__init__(number, close_matches)
        self.number = number


class KnowledgeBaseMissing(JudgedeskError, FileNotFoundError):
    """The knowledge base file does not exist yet: run ``judgedesk ingest``."""

    what = "knowledge base"


class InvalidQuery(JudgedeskError, ValueError):
    """A query or option value that cannot be searched (empty, too long, unknown mode)."""

    what = "question"
    limit: str | None = None  # the limit it went past, if one did (the API's error body names it)


class InvalidLineRange(JudgedeskError, ValueError):
    """A line range outside the document or malformed (expected 'first-last')."""

    what = "line range"


class KnowledgeBaseUnusable(JudgedeskError):
    """The knowledge base file exists but cannot be used (corrupt, truncated, unreadable)."""

    what = "knowledge base"

    def __init__(self, db_path: object, problem: str, advice: str = "rebuild it with `judgedesk ingest`"):
        super().__init__(f"the knowledge base at {db_path} {problem}; {advice}")
        self.db_path = str(db_path)


class BuildMismatch(KnowledgeBaseUnusable):
    """A file of the knowledge base artifact belongs to another build than its database."""


class KnowledgeBaseInUse(JudgedeskError):
    """Ingest refuses to replace a knowledge base that a running process (a server) reads."""

    what = "knowledge base"

    def __init__(self, db_path: object, holders: list[str]):
        who = ", ".join(holders) or "another process"
        super().__init__(
            f"{db_path} is being read by {who}; stop it first, or ingest into another path (--db) and restart the server on that"
        )
        self.db_path, self.holders = str(db_path), list(holders)


class KnowledgeBaseUnwritable(JudgedeskError):
    """The knowledge base cannot be written where it was asked for (read-only folder, no permission)."""

    what = "knowledge base"

    def __init__(self, directory: object, reason: str):
        super().__init__(f"cannot write the knowledge base in {directory}: {reason}; choose another path with --db")
        self.directory = str(directory)
