"""``GET /api/names?q=``: card names and game terms as a judge types, in any language (the
card-name field's suggestions); ``GET /api/names/card/{name}``: every name of one card."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from api.deps import DbDep
from api.errors import culprit
from api.schemas import CardNames, NameSuggestions
from kb.limits import check_text
from kb.names import names_of_card, suggest

router = APIRouter(prefix="/names", tags=["names"])


@router.get("", response_model=NameSuggestions)
def suggest_names(
    db: DbDep,
    q: Annotated[str, Query(min_length=1, max_length=100, description="the first letters of a name, any language")],
    kind: Annotated[str, Query(pattern="^(card|term|any)$")] = "card",
    limit: Annotated[int, Query(ge=1, le=30)] = 10,
) -> dict[str, Any]:
    """Names starting with ``q`` first, then containing it, then spelt alike."""
    check_text(q, "q")
    return {"query": q, "suggestions": suggest(db, q, kind=kind, limit=limit)}


@router.get("/card/{name:path}", response_model=CardNames)
def card_names(db: DbDep, name: str) -> dict[str, Any]:
    """The card's names in every language and era, each with its source; 404 with close names."""
    with culprit("name"):
        return names_of_card(db, name)
