"""A server answers from a thread pool with one Searcher: questions asked at the same time get
the answers they get one at a time, and none fails (one shared sqlite-utils connection used
to break its own savepoints under load: "no such savepoint: sqlite_utils_query")."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from kb.search.evaluate import load_questions

pytestmark = pytest.mark.integration


def test_sixteen_threads_asking_at_once_get_the_answers_of_one_at_a_time(corpus_kb_path):
    from kb.search import Searcher

    questions = [q["question"] for q in load_questions()]
    searcher = Searcher(corpus_kb_path)
    try:

        def top(question: str) -> list[str]:
            return [r["id"] for r in searcher.ask(question, limit=5, mode="lexical")["results"]]

        alone = [top(q) for q in questions]
        with ThreadPoolExecutor(max_workers=16) as pool:
            together = list(pool.map(top, questions * 3))
    finally:
        searcher.close()
    assert together == alone * 3
