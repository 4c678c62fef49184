"""Questions waiting for the embedder are embedded together, and each caller gets its own
vectors back (kb/search/embedding_thread.py)."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from kb.search.embedding_thread import EmbeddingThread

pytestmark = pytest.mark.unit


class GatedEmbedder:
    """Each text's vector is [len(text), position of its first letter]; a call waits for
    ``gate`` (open unless a test closes it), so questions can be queued behind it."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []
        self.gate = threading.Event()
        self.gate.set()

    def __call__(self, texts: list[str]) -> np.ndarray:
        self.calls.append(list(texts))
        assert self.gate.wait(timeout=10)
        return np.array([[len(t), ord(t[0]) - ord("a")] for t in texts], dtype=np.float32)


def test_waiting_questions_share_one_call_and_each_gets_its_own_vector():
    embed = GatedEmbedder()
    embed.gate.clear()  # the first call holds the thread until every question is queued
    thread = EmbeddingThread(embed, embed)
    questions = [chr(ord("a") + i) * (i + 1) for i in range(12)]
    futures = [thread.submit("query", [q]) for q in questions]
    embed.gate.set()
    for q, future in zip(questions, futures):
        assert future.result(timeout=10).tolist() == [[len(q), ord(q[0]) - ord("a")]]
    assert sum(len(c) for c in embed.calls) == 12
    assert len(embed.calls) <= 2  # the first call, then every question that waited behind it


def test_one_question_alone_is_one_call():
    embed = GatedEmbedder()
    thread = EmbeddingThread(embed, embed)
    assert thread.submit("query", ["abc"]).result().tolist() == [[3, 0]]
    assert embed.calls == [["abc"]]


def test_passages_are_never_mixed_into_a_query_batch():
    queries, passages = GatedEmbedder(), GatedEmbedder()
    thread = EmbeddingThread(queries, passages)
    futures = [thread.submit("query", ["q" * 3])] + [thread.submit(k, [t]) for k, t in [("passage", "pp"), ("query", "qq")]]
    assert [f.result().tolist() for f in futures] == [[[3, 16]], [[2, 15]], [[2, 16]]]
    assert passages.calls == [["pp"]]
    assert all(t.startswith("q") for call in queries.calls for t in call)


def test_an_error_reaches_every_caller_of_the_batch_and_the_thread_goes_on():
    def failing(texts: list[str]) -> np.ndarray:
        if "boom" in texts:
            raise ValueError("model refused")
        return np.zeros((len(texts), 2), dtype=np.float32)

    thread = EmbeddingThread(failing, failing)
    with pytest.raises(ValueError, match="model refused"):
        thread.submit("query", ["boom"]).result()
    assert thread.submit("query", ["fine"]).result().shape == (1, 2)


def test_a_dropped_embedding_thread_ends_its_thread():
    import gc

    thread = EmbeddingThread(GatedEmbedder(), GatedEmbedder())
    thread.submit("query", ["abc"]).result()
    worker = thread._thread
    assert worker is not None and worker.is_alive()
    del thread
    gc.collect()
    worker.join(timeout=5)
    assert not worker.is_alive(), "the thread outlived its owner and would keep the model in memory"


def test_a_question_cancelled_while_waiting_is_skipped_and_the_thread_goes_on():
    # A question that fails before its dense list is wanted cancels its prefetched embedding
    # (kb.search.searcher); setting a result on the cancelled future once ended the thread,
    # and every later question then waited for ever.
    embed = GatedEmbedder()
    embed.gate.clear()
    thread = EmbeddingThread(embed, embed)
    first = thread.submit("query", ["aa"])
    for _ in range(1000):  # until the thread is inside the first call
        if embed.calls:
            break
        threading.Event().wait(0.01)
    cancelled = thread.submit("query", ["bb"])
    assert cancelled.cancel()
    later = thread.submit("query", ["cc"])
    embed.gate.set()
    assert first.result(timeout=10).tolist() == [[2, 0]]
    assert later.result(timeout=10).tolist() == [[2, 2]]
    assert ["bb"] not in embed.calls and all("bb" not in c for c in embed.calls)
