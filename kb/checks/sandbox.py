"""Running a scenario in a worker process of its own (``kb.checks.worker``), with a wall-clock
limit, an address-space limit (``RLIMIT_AS``) and a CPU-time limit, so that no scenario can
stall, bloat or kill the process that asked for it (the HTTP service).

A worker is a fresh interpreter, not a fork: nothing of the server (threads, search models,
open databases) is copied into it. One spare worker is kept started, its imports done, so a
run does not wait for Python to start. At most ``parallel`` runs are in flight per server
process; one more is refused at once (``ChecksBusy``, HTTP 503 with Retry-After) instead of
queueing without bound.
"""

from __future__ import annotations

import json
import os
import pickle
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterable

from ingest.errors import JudgedeskError
from kb.checks.limits import LIMITS, ScenarioLimitExceeded, ScenarioLimits
from kb.checks.results import CheckResult

PARALLEL_RUNS = 2  # one per core of the machines this runs on
WORKER_START_SECONDS = 60.0  # a cold interpreter on a loaded machine; not part of the run's time
MAX_ANSWER_BYTES = 8 << 20  # a step log past this is not worth reading (the bundled ones are < 20 kB)
_REPO = Path(__file__).resolve().parents[2]


class ChecksBusy(JudgedeskError, RuntimeError):
    """Every scenario worker of this server is busy; try again shortly."""

    retry_after = 2  # seconds a client should wait before trying again

    def __init__(self, parallel: int):
        self.limit = "max_parallel_runs"
        super().__init__(f"{parallel} scenario run(s) already in flight; try again in a few seconds (limit: max_parallel_runs)")


class WorkerFailed(JudgedeskError, RuntimeError):
    """A scenario worker could not be started or did not answer (not the scenario's fault)."""


_LOCK = threading.Lock()
_SLOTS: dict[int, threading.BoundedSemaphore] = {}
_SPARE: list[subprocess.Popen[bytes]] = []


def run_isolated(
    scenario: Any, disable: Iterable[str] = (), *, limits: ScenarioLimits = LIMITS, parallel: int = PARALLEL_RUNS
) -> CheckResult:
    """``run_scenario(scenario, disable)``, computed in a worker process under ``limits``.

    Raises ``ScenarioLimitExceeded`` (limit ``seconds``, ``memory``, ``max_objects`` or a size
    limit) when the run is refused or stopped, ``ChecksBusy`` when ``parallel`` runs are already
    in flight, and the engine's ``RuleNotFound`` for an unknown rule in ``disable`` (checked
    here, before a worker is used)."""
    from kb.engine.registry import RuleSet  # the engine (~1 s): the API imports this module at start-up

    disable = tuple(disable)
    RuleSet.without(disable)
    with _LOCK:
        slots = _SLOTS.setdefault(parallel, threading.BoundedSemaphore(parallel))
    if not slots.acquire(blocking=False):
        raise ChecksBusy(parallel)
    try:
        return _run_in_worker(scenario, disable, limits)
    finally:
        slots.release()


def start_spare() -> None:
    """Start a worker now so the next run finds one ready (the service calls this at start-up)."""
    with _LOCK:
        if not any(p.poll() is None for p in _SPARE):
            _SPARE[:] = [_start_worker()]


def _take_worker() -> subprocess.Popen[bytes]:
    with _LOCK:
        ready = [p for p in _SPARE if p.poll() is None]
        worker = ready.pop() if ready else _start_worker()
        _SPARE[:] = ready + [_start_worker()]  # the next run's worker imports while this one runs
    return worker


def _start_worker() -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, (str(_REPO), os.environ.get("PYTHONPATH")))))
    return subprocess.Popen(
        [sys.executable, "-m", "kb.checks.worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=_REPO,
        start_new_session=True,
    )  # Ctrl-C on the server's terminal is for the server


def _run_in_worker(scenario: Any, disable: tuple[str, ...], limits: ScenarioLimits) -> CheckResult:
    worker = _take_worker()
    try:
        if _read_within(worker, WORKER_START_SECONDS, until_eof=False) != b"ready\n":
            raise WorkerFailed(f"the scenario worker did not start (exit code {worker.poll()})")
        assert worker.stdin is not None  # started with stdin=PIPE
        try:
            worker.stdin.write(pickle.dumps((scenario, disable, limits)))
            worker.stdin.close()
        except BrokenPipeError:
            raise WorkerFailed("the scenario worker ended before it got its job") from None
        raw = _read_within(worker, limits.seconds, until_eof=True)
        if raw is None:
            raise _aborted(scenario, "seconds", f"the run took longer than {limits.seconds:g} s; it was stopped")
        if len(raw) > MAX_ANSWER_BYTES:
            raise _aborted(scenario, "max_answer_bytes", f"the run's step log passed {MAX_ANSWER_BYTES:,} bytes")
        worker.wait(5)
        if not raw:
            raise _ended_without_result(scenario, worker.returncode, limits)
        answer = json.loads(raw)
    finally:
        if worker.poll() is None:
            worker.kill()
        worker.wait(5)
        for stream in (worker.stdin, worker.stdout):
            if stream and not stream.closed:
                stream.close()
    if "ok" in answer:
        return CheckResult.model_validate(answer["ok"])
    field, limit, message = answer["limit"]
    raise _aborted(scenario, limit, message, field)


def _read_within(worker: subprocess.Popen[bytes], seconds: float, *, until_eof: bool) -> bytes | None:
    """The worker's output (a line, or everything until it closes stdout); None past ``seconds``."""
    assert worker.stdout is not None  # started with stdout=PIPE
    fd = worker.stdout.fileno()
    deadline = time.monotonic() + seconds
    chunks: list[bytes] = []
    size = 0
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            return None
        chunk = os.read(fd, 1 << 16)
        chunks.append(chunk)
        size += len(chunk)
        if not chunk or (not until_eof and chunk.endswith(b"\n")) or size > MAX_ANSWER_BYTES:
            return b"".join(chunks)


def _aborted(scenario: Any, limit: str, message: str, field: str = "(run)") -> ScenarioLimitExceeded:
    return ScenarioLimitExceeded(getattr(scenario, "file", "") or "<request>", field, limit, message)


def _ended_without_result(scenario: Any, code: int | None, limits: ScenarioLimits) -> ScenarioLimitExceeded:
    if code in (-signal.SIGXCPU, -signal.SIGKILL):
        return _aborted(scenario, "seconds", f"the run used more than {limits.seconds:g} s of CPU; it was stopped")
    return _aborted(
        scenario,
        "memory",
        f"the run's worker ended without a result (exit code {code}), most likely past its {limits.memory_mb} MiB memory limit",
    )
