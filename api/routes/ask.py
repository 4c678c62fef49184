"""``GET /api/ask``: a judge's question in German, Chinese or English → the rulings that answer it."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.deps import SearcherDep, SettingsDep
from api.errors import culprit
from api.schemas import AskResponse
from kb.limits import MAX_QUESTION_CHARS, check_question
from kb.search.analysis import Lang
from kb.search.answerable import annotate
from kb.search.fusion import Mode

router = APIRouter(prefix="/ask", tags=["ask"])


@router.get("", response_model=AskResponse)
def ask(
    searcher: SearcherDep,
    settings: SettingsDep,
    q: Annotated[
        str,
        Query(
            description=f"the question, in any language (at most {MAX_QUESTION_CHARS} characters)",
            examples=["Wann verlässt ein Zeitriss-Zauber das Exil?"],
        ),
    ],
    lang: Annotated[str | None, Query(description="de, zh or en; detected when omitted", max_length=16)] = None,
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
    mode: Annotated[str, Query(description="ranking: rrf (hybrid), lexical or dense", max_length=16)] = "rrf",
) -> Response:
    """Search the rulings, glossary terms and rulebook passages; same fields as ``judgedesk ask --json``."""
    # The parameters are checked here, each naming itself, before any searcher work; the
    # searcher's own refusals (e.g. 'dense' without vectors) name their parameter as their field.
    check_question(q)
    if lang:
        with culprit("lang"):
            Lang.from_str(lang)
    with culprit("mode"):
        Mode.from_str(mode)
    # answered / did_you_mean are read from the app's knowledge base (settings.db)
    answer = annotate(searcher.ask(q, lang=lang or None, limit=limit, mode=mode), settings.db)
    # The answer is already a validated AskResponse: written out as it is, it skips FastAPI's
    # second validation and encoding of the same model (about 1.3 ms of a ~20 ms answer);
    # response_model above still documents it.
    return Response(answer.model_dump_json(), media_type="application/json")
