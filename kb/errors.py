"""Every error judgedesk raises on purpose, under one base class ``JudgedeskError``.

Ingestion errors are defined in ``ingest.errors`` (ingest never imports kb) and
re-exported here. Bad input also subclasses ``ValueError``; failed lookups subclass
``LookupError`` and carry the closest valid keys.
"""
from __future__ import annotations

from ingest.errors import (  # noqa: F401  (re-exported)
    AccountingError,
    JudgedeskError,
    ManifestError,
    ParseError,
    SourceChanged,
    SourceMissing,
    UnknownDocKind,
    UnknownLanguage,
)


class NotFound(JudgedeskError, LookupError):
    """A lookup found nothing; ``close_matches`` lists the nearest valid keys."""

    exit_code = 1
    what = "entry"

    def __init__(self, query: str, close_matches: list[str] | None = None, hint: str | None = None):
        self.query = query
        self.close_matches = list(close_matches or [])
        self.hint = hint  # e.g. "'Aussetzen' is a mechanic: judgedesk crosscheck Aussetzen"
        msg = f"no {self.what} named {query!r}"
        if self.close_matches:
            msg += "; closest: " + ", ".join(self.close_matches)
        if hint:
            msg += f" ({hint})"
        super().__init__(msg)


class CardNotFound(NotFound):
    """No card has this printed or face name in any document."""

    what = "card"


class SourceNotFound(NotFound):
    """No document of the knowledge base has this id."""

    what = "source"


class RecordNotFound(NotFound):
    """No record has this id."""

    what = "record"


class KnowledgeBaseMissing(JudgedeskError, FileNotFoundError):
    """The knowledge base file does not exist yet: run ``judgedesk ingest``."""

    exit_code = 4


class InvalidQuery(JudgedeskError, ValueError):
    """A query or option value that cannot be searched (empty, too long, unknown mode)."""


class InvalidLineRange(JudgedeskError, ValueError):
    """A line range outside the document or malformed (expected 'first-last')."""


class KnowledgeBaseUnusable(JudgedeskError):
    """The knowledge base file exists but cannot be used (corrupt, truncated, unreadable)."""

    exit_code = 4
    http_status = 503

    def __init__(self, db_path, problem: str, advice: str = "rebuild it with `judgedesk ingest`"):
        self.db_path = str(db_path)
        super().__init__(f"the knowledge base at {db_path} {problem}; {advice}")


class BuildMismatch(KnowledgeBaseUnusable):
    """A file of the knowledge base artifact belongs to another build than its database."""


class KnowledgeBaseInUse(JudgedeskError):
    """Ingest refuses to replace a knowledge base that a running process (a server) reads."""

    exit_code = 3

    def __init__(self, db_path, holders: list[str]):
        self.db_path, self.holders = str(db_path), list(holders)
        who = ", ".join(holders) or "another process"
        super().__init__(f"{db_path} is being read by {who}; stop it first, or ingest into another path "
                         "(--db) and restart the server on that")


class KnowledgeBaseUnwritable(JudgedeskError):
    """The knowledge base cannot be written where it was asked for (read-only folder, no permission)."""

    exit_code = 3

    def __init__(self, directory, reason: str):
        self.directory = str(directory)
        super().__init__(f"cannot write the knowledge base in {directory}: {reason}; choose another path with --db")
