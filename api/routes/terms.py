"""``GET /api/terms?q=`` and ``GET /api/terms/{term}``: the termbase (concepts and their labels)."""

from __future__ import annotations

import dataclasses
import enum
from typing import Annotated, Any

from fastapi import APIRouter, Query

from api.deps import DbDep
from api.errors import culprit
from api.schemas import TermList, TermResolution

router = APIRouter(prefix="/terms", tags=["terms"])


@router.get("", response_model=TermList)
def list_terms(
    db: DbDep, q: Annotated[str | None, Query(max_length=200, description="part of a label in any language")] = None
) -> dict[str, Any]:
    """Concepts whose labels (any language, any era) match ``q``; all concepts without it."""
    from kb.termbase import list_concepts

    with culprit("q"):
        return {"query": q, "concepts": [plain(c) for c in list_concepts(db, q or None)]}


@router.get("/{term:path}", response_model=TermResolution)
def resolve_term(db: DbDep, term: str) -> dict[str, Any]:
    """The concept a label names (today's or a 2006 term, a typo) — 404 with close matches."""
    from kb.termbase import resolve

    with culprit("term"):
        found = resolve(db, term)
    out: dict[str, Any] = plain(found)
    out["query"] = term
    return out


def plain(value: Any) -> Any:
    """Library values (dataclasses, Enums) as JSON-ready dicts and strings."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, enum.Enum):
        return value.value
    return value
