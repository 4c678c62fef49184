"""``GET /api/terms?q=`` and ``GET /api/terms/{term}``: the termbase (concepts and their labels)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.deps import DbDep
from api.errors import culprit
from api.schemas import TermList, TermResolution
from kb.limits import check_text
from kb.termbase.lookup import list_concepts, resolve

router = APIRouter(prefix="/terms", tags=["terms"])


@router.get("", response_model=TermList)
def list_terms(
    db: DbDep, q: Annotated[str | None, Query(max_length=200, description="part of a label in any language")] = None
) -> TermList:
    """Concepts whose labels (any language, any era) match ``q``; all concepts without it."""
    with culprit("q"):
        if q is not None:
            check_text(q, "q")
        return TermList(query=q, concepts=list_concepts(db, q or None))


@router.get("/{term:path}", response_model=TermResolution)
def resolve_term(db: DbDep, term: str) -> TermResolution:
    """The concept a label names (today's or a 2006 term, a typo) — 404 with close matches."""
    with culprit("term"):
        return resolve(db, term).answer(term)
