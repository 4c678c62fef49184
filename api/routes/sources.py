"""``GET /api/sources`` and ``GET /api/sources/{id}?lines=a-b``: the documents and their lines."""

from __future__ import annotations

import re
from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from api.deps import DbDep
from api.errors import ApiError
from api.schemas import SourceInfo, SourceLines
from kb.sources import list_sources, source_lines

router = APIRouter(prefix="/sources", tags=["sources"])
_RANGE = re.compile(r"^\s*(\d{1,7})\s*(?:[-–]\s*(\d{1,7}))?\s*$")


@router.get("", response_model=list[SourceInfo])
def list_documents(db: DbDep) -> list[dict[str, Any]]:
    """Every document of the knowledge base with its record counts."""
    return list_sources(db)


@router.get("/{source_id}", response_model=SourceLines)
def source_view(
    db: DbDep,
    source_id: str,
    lines: Annotated[
        str, Query(description="first-last (1-based, inclusive) or one line number", examples=["229-231"], max_length=40)
    ] = "1",
    context: Annotated[int, Query(ge=0, le=20000, description="lines shown around the cited ones")] = 3,
) -> JSONResponse:
    """The cited lines of a document with ``context`` lines around them (cited ones flagged)."""
    first, last = parse_line_range(lines)
    found = source_lines(db, source_id, first, last, context=context)  # its errors name source_id or lines
    return JSONResponse(found.to_dict())


def parse_line_range(text: str) -> tuple[int, int]:
    m = _RANGE.match(text)
    if not m:
        raise ApiError(
            400, "invalid_line_range", f"lines={text!r}: expected 'first-last' or one number, e.g. 229-231", field="lines"
        )
    first = int(m.group(1))
    last = int(m.group(2) or first)
    if first < 1 or last < first:
        raise ApiError(400, "invalid_line_range", f"lines={text!r}: first must be ≥ 1 and ≤ last", field="lines")
    return first, last
