"""``GET /api/cards?q=`` (name search in any language) and ``GET /api/cards/{name}`` (every ruling)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from api.deps import DbDep
from api.errors import culprit
from api.schemas import CardHit, CardLookup, CardSearch
from kb.cards import close_card_names, find_card
from kb.errors import CardNotFound
from kb.limits import check_text
from kb.text import fold

router = APIRouter(prefix="/cards", tags=["cards"])


@router.get("", response_model=CardSearch)
def search_cards(
    db: DbDep,
    q: Annotated[str, Query(min_length=1, max_length=200, description="part of a card name, any language")],
    limit: Annotated[int, Query(ge=1, le=50)] = 20,
) -> JSONResponse:
    """Cards whose printed or face name matches ``q`` (exact names in any language first, then
    the closest and containing names); each printed copy with its document and lines."""
    check_text(q, "q")
    names = [q, *close_card_names(db, fold(q), limit=limit)]
    hits: dict[str, CardHit] = {}
    for name in names:
        try:
            copies = find_card(db, name).copies
        except CardNotFound:
            continue
        for c in copies:
            hits.setdefault(c.id, CardHit.of(c))
    return JSONResponse(CardSearch(query=q, cards=tuple(hits.values())[:limit]).to_dict())


@router.get("/{name:path}", response_model=CardLookup)
def card_view(db: DbDep, name: str) -> JSONResponse:
    """Every ruling of a card by any of its names; same fields as ``judgedesk card NAME --json``.
    An unknown name is a 404 with the closest names."""
    with culprit("name"):
        found = find_card(db, name)
    # The library's own JSON, as the CLI prints it: serialized through the model, a ruling
    # with rule links would show ``no_rule_reason: null`` (the dataclass only declares it).
    return JSONResponse(found.to_dict())
