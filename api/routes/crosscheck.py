"""``GET /api/crosscheck/{term}``: what two documents say about one concept, side by side."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from api.deps import DbDep
from api.errors import culprit
from api.schemas import Crosscheck
from kb.crosscheck import crosscheck

router = APIRouter(prefix="/crosscheck", tags=["crosscheck"])


@router.get("/{term:path}", response_model=Crosscheck)
def crosscheck_term(db: DbDep, term: str) -> dict[str, Any]:
    """Aligned pairs of rulings and flags (outdated term, old rule number, missing counterpart);
    same fields as ``judgedesk crosscheck TERM --json``. An unknown term is a 404 with close matches."""
    with culprit("term"):
        return _plain(crosscheck(db, term))


def _plain(result: dict[str, Any]) -> dict[str, Any]:
    return result.to_dict() if hasattr(result, "to_dict") else result
