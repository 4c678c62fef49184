"""The service benchmark's load runner at a small scale (10 requests against a real ``judgedesk
serve``), so that ``make bench`` cannot rot between the runs that print its table."""

from __future__ import annotations

import pytest

from bench.service import (
    make_questions,
    measure_http,
    start_service,
    stop_service,
    tree_rss_mb,
    wait_for_workers,
    worker_rss_mb,
)

pytestmark = pytest.mark.slow


def test_make_questions_gives_distinct_questions_from_the_rulings(corpus_kb_path):
    questions = make_questions(corpus_kb_path, 40)
    assert len(questions) == 40
    assert len(set(questions)) == 40, "a repeated question would hit the query cache and flatter the timing"
    assert all(q.strip() for q in questions)


def test_load_runner_answers_ten_questions_from_two_clients_of_two_workers_without_errors(corpus_kb_path, tmp_path):
    questions = make_questions(corpus_kb_path, 10)
    process, url = start_service(corpus_kb_path, tmp_path / "serve.log", workers=2, warm_up=False, timeout=120)
    try:
        per_worker = worker_rss_mb(process.pid)
        wait_for_workers(url, len(per_worker), timeout=60)
        latencies, errors, elapsed = measure_http(url, questions, clients=2)
        rss = tree_rss_mb(process.pid)
    finally:
        stop_service(process)
    assert errors == 0, (tmp_path / "serve.log").read_text(errors="replace")[-2000:]
    assert len(latencies) == 10 and all(t > 0 for t in latencies)
    assert elapsed >= max(latencies)
    assert rss > 10, "the server's resident memory is read from /proc"
    assert len(per_worker) == 2 and all(m > 10 for m in per_worker), "each worker's memory, the supervisor's left out"
    assert process.poll() is not None, "the server was stopped"


def test_load_runner_counts_failed_requests_as_errors():
    import socket

    with socket.socket() as s:  # a port nobody listens on once the socket is closed
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    latencies, errors, _ = measure_http(f"http://127.0.0.1:{port}", ["Aussetzen"] * 4, clients=2)
    assert (latencies, errors) == ([], 4)
