"""How many of the answers a judge is shown carry a check (issue 13, item 4: "at least 75% of
the top answers on your own evaluation questions backed").

A question's *top answer* is the first result ``Searcher.ask`` serves for it — what the page
and ``judgedesk ask`` put first. It is *backed* when a bundled check links it with
``relation: backs`` (the ``checks`` field every ruling result carries, from
``kb.checks.links``). Results that are no ruling (a rule excerpt, a glossary term) carry no
check and count as not backed: the judge sees no check beside them.

Questions come from ``data/eval/questions.csv`` (development) and the frozen held-out
``questions-heldout.csv``; the figure is measured on both (``kb.search.evaluate``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

if TYPE_CHECKING:
    from kb.search.searcher import Searcher


@dataclass(frozen=True)
class AnswerBacking:
    question: str  # question id
    lang: str
    top_id: str  # the first result's record id ("" when nothing was found)
    top_kind: str
    checks: tuple[str, ...]

    @property
    def backed(self) -> bool:
        return bool(self.checks)


def top_answers(
    searcher: Searcher, questions: Iterable[dict[str, Any]], mode: str = "lexical", top: int = 1
) -> list[AnswerBacking]:
    """One row per question and rank up to ``top``: the result served there and its checks."""
    from kb.search.asked import leaving_out

    rows: list[AnswerBacking] = []
    for q in questions:
        # a question of a spent set is answered with its own set left out of the asked questions
        with leaving_out(searcher, q.get("set_file")):
            results = searcher.ask(q["question"], limit=max(top, 1), mode=mode).results[:top]
        if not results:
            rows.append(AnswerBacking(q["id"], q["lang"], "", "", ()))
        for r in results:
            rows.append(AnswerBacking(q["id"], q["lang"], r.id, r.kind, tuple(r.checks)))
    return rows


@dataclass(frozen=True)
class BackedShare:
    group: str
    answers: int
    backed: int

    @property
    def share(self) -> float:
        return self.backed / self.answers if self.answers else 0.0

    def as_row(self) -> dict[str, Any]:
        return {"group": self.group, "answers": self.answers, "backed": self.backed, "share": round(self.share, 3)}


def backed_share(rows: list[AnswerBacking]) -> list[BackedShare]:
    """The share of backed top answers, overall and per question language."""
    groups: dict[str, list[AnswerBacking]] = {"all": rows}
    for r in rows:
        groups.setdefault(r.lang, []).append(r)
    return [BackedShare(g, len(items), sum(r.backed for r in items)) for g, items in groups.items()]
