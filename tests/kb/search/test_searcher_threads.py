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
            return [r.id for r in searcher.ask(question, limit=5, mode="lexical").results]

        alone = [top(q) for q in questions]
        with ThreadPoolExecutor(max_workers=16) as pool:
            together = list(pool.map(top, questions * 3))
    finally:
        searcher.close()
    assert together == alone * 3


def test_the_first_question_after_warm_up_uses_the_warm_connection(corpus_kb_path):
    # a server warms up on one thread and answers on others: the first question must not open
    # (and warm) a connection of its own, whichever thread it lands on
    from kb.search import Searcher

    searcher = Searcher(corpus_kb_path)
    try:
        searcher.warm_answers(("Aussetzen Zeitmarke",), budget_seconds=0.5)
        warm = searcher._connections._idle.queue[-1]
        with ThreadPoolExecutor(max_workers=1) as pool:
            used = pool.submit(
                lambda: (searcher.ask("Zeitmarke", mode="lexical"), searcher._connections._idle.queue[-1])
            ).result()[1]
        # the warm connection, and the termbase's own (test below)
        assert used is warm and len(searcher._connections._all) == 2
    finally:
        searcher.close()


def test_no_question_borrows_the_connection_the_shared_termbase_reads_on(corpus_kb_path):
    # The termbase view is shared by every request thread and reads lazily (a concept's labels,
    # the tags); it once kept the loading thread's connection, which warm-up then lent to the
    # first question: two threads on one connection break each other's savepoints.
    from kb.search import Searcher

    searcher = Searcher(corpus_kb_path)
    try:
        searcher.warm_answers(("Aussetzen Zeitmarke",), budget_seconds=0.5)
        with ThreadPoolExecutor(max_workers=4) as pool:
            borrowed = list(pool.map(lambda q: _connection_asking(searcher, q), ["Zeitmarke", "Rückblende"] * 4))
        assert all(db is not searcher._termbase.db for db in borrowed)
    finally:
        searcher.close()


def _connection_asking(searcher, question: str):
    with searcher._connections.held() as db:
        searcher.ask(question, mode="lexical")
        return db
