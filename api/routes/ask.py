"""``GET /api/ask``: a judge's question in German, Chinese or English → the rulings that answer it."""
from __future__ import annotations

import re
from typing import Annotated

from fastapi import APIRouter, Query

from api.deps import SearcherDep, SettingsDep
from api.schemas import AskResponse
from ingest.errors import JudgedeskError
from kb.limits import MAX_QUESTION_CHARS, check_question
from kb.search.answerable import annotate

router = APIRouter(prefix="/ask", tags=["ask"])


@router.get("", response_model=AskResponse)
def ask(
    searcher: SearcherDep, settings: SettingsDep,
    q: Annotated[str, Query(description=f"the question, in any language (at most {MAX_QUESTION_CHARS} characters)", examples=["Wann verlässt ein Zeitriss-Zauber das Exil?"])],
    lang: Annotated[str | None, Query(description="de, zh or en; detected when omitted", max_length=16)] = None,
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
    mode: Annotated[str, Query(description="ranking: rrf (hybrid), lexical or dense", max_length=16)] = "rrf",
) -> dict:
    """Search the rulings, glossary terms and rulebook passages; same fields as ``judgedesk ask --json``."""
    try:
        check_question(q)  # the library's own limit and error, before any searcher work
        return annotate(searcher.ask(q, lang=lang or None, limit=limit, mode=mode), settings.db)  # the app's knowledge base
    except JudgedeskError as e:
        if isinstance(e, ValueError) and getattr(e, "api_field", None) is None:
            e.api_field = field_of(e)  # type: ignore[attr-defined]
        raise


def field_of(error: Exception) -> str:
    """Which parameter a search error is about: its own ``field``, else what its message names."""
    own = getattr(error, "field", None)
    if isinstance(own, str) and own:
        return own
    message = str(error).lower()
    for name, pattern in (("mode", r"\bmode\b"), ("lang", r"\blang(uage)?\b"), ("limit", r"\blimit\b")):
        if re.search(pattern, message):
            return name
    return "q"
