"""Load on loopback against ``judgedesk serve``, compared in the same run with the in-process library
call and with the floor: one bare query embedding (the least any dense question costs).

Every row is a ratio to the floor's median, so the overhead of search (lexical lists, fusion,
enrichment) and of HTTP (uvicorn, FastAPI, JSON) shows separately. Targets (issue 7): ``/api/ask``
p50 within 1.5× of the floor, p95 within 2.5×, zero errors.

Each question is asked once per row (the searcher caches query vectors, so a repeat would skip
the embedding). ``BENCH_SERVICE_QUESTIONS`` (default 2,000) sets the load; ``JUDGEDESK_DB`` an existing artifact
with a vector index (else one is built in a temporary directory, which takes a while).
"""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

from bench._memory import rss_mb, status_mb
from bench._table import percentile, print_table, print_verdicts
from kb.build import build_knowledge_base, open_kb
from kb.search import Searcher
from kb.search.embedders import make_embedder
from kb.search.vectors import index_model, vectors_available
from kb.store.records import iter_records

QUESTIONS = int(os.environ.get("BENCH_SERVICE_QUESTIONS", "2000"))
FLOOR_SAMPLES = 300  # bare embeddings: the median is stable long before 2,000
CLIENTS = (1, 4, 16)  # 16: the concurrency target (throughput and errors)
WARM_UP = 20  # questions asked before any measurement (connections, caches)
FIRST_AFTER_START = 11  # the first question after start-up against the ten after it
REPO = Path(__file__).resolve().parent.parent

# Questions a judge might type, in the three languages; the rest come from the rulings' own words.
ASKED = [
    "Wann verlässt eine Karte mit Zeitmarken das Exil?",
    "Kann ich auf einen Zauberspruch mit Aussetzen reagieren?",
    "Was passiert, wenn die letzte Zeitmarke entfernt wird?",
    "延缓的牌什么时候从放逐区施放？",
    "消失异能的生物什么时候被牺牲？",
    "可以回应具有迅速异能的咒语吗？",
    "When is a suspended card cast?",
    "Can I respond to a spell with split second?",
]


def make_questions(db_path: Path, n: int, seed: int = 7) -> list[str]:
    """``n`` different questions: the fixed ones, then openings of rulings (a few words, as judges
    type). Different, because the searcher caches query vectors: a repeated question would skip
    the embedding and flatter every row measured after it."""
    db = open_kb(db_path, readonly=True)
    try:
        texts = [r["text"] for r in iter_records(db, "r.kind = 'ruling'", [])]
    finally:
        db.close()
    rng = random.Random(seed)
    out = dict.fromkeys(ASKED)  # ordered set
    for _ in range(n * 50):  # bounded: a tiny knowledge base may have fewer openings than n
        if len(out) >= n or not texts:
            break
        text = rng.choice(texts)
        if any("\u4e00" <= ch <= "\u9fff" for ch in text[:20]):
            start = rng.randrange(0, max(1, len(text) - 12))
            out[text[start : start + rng.randint(6, 14)]] = None
        else:
            words = text.split()
            start = rng.randrange(0, max(1, len(words) - 6))
            out[" ".join(words[start : start + rng.randint(3, 8)])] = None
    questions = [q for q in out if q.strip()]
    while len(questions) < n:  # only on a tiny knowledge base: repeat rather than fail
        questions += questions[: n - len(questions)]
    return questions[:n]


def artifact_with_vectors(tmp: Path) -> Path:
    env = os.environ.get("JUDGEDESK_DB")
    for candidate in ([Path(env)] if env else []) + [REPO / "var" / "judgedesk.db"]:
        if candidate.is_file() and vectors_available(candidate):
            return candidate

    path = tmp / "judgedesk.db"
    print(f"building a knowledge base with vectors in {tmp} (no artifact with vectors found) …", flush=True)
    build_knowledge_base(path, with_vectors=True)
    return path


def timed(fn, items) -> tuple[list[float], int]:
    latencies, errors = [], 0
    for item in items:
        start = time.perf_counter()
        try:
            fn(item)
        except Exception:  # noqa: BLE001 — an error is a measured outcome here
            errors += 1
            continue
        latencies.append(time.perf_counter() - start)
    return latencies, errors


def measure_floor(db_path: Path, warm: list[str], questions: list[str]) -> list[float]:
    embedder = make_embedder(index_model(db_path))
    embedder.warm_up()
    for q in warm:
        embedder.embed_queries([q])  # not measured
    latencies, _ = timed(lambda q: embedder.embed_queries([q]), questions[:FLOOR_SAMPLES])
    return latencies


def measure_in_process(db_path: Path, warm: list[str], questions: list[str]) -> tuple[list[float], int, float]:
    searcher = Searcher(db_path)
    searcher.warm_up()
    for q in warm:
        searcher.ask(q)  # not measured
    start = time.perf_counter()
    latencies, errors = timed(searcher.ask, questions)
    return latencies, errors, time.perf_counter() - start


def start_service(
    db_path: Path, log: Path, *, workers: int | None = None, warm_up: bool = True, timeout: float = 300
) -> tuple[subprocess.Popen, str]:
    """``judgedesk --db DB serve`` on a free loopback port, as ``make run`` starts it (``workers``
    None: serve's default, one per usable core); returns once ``/api/health`` answers."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    script = Path(sys.executable).with_name("judgedesk")
    command = [str(script)] if script.exists() else [sys.executable, "-c", "from api.cli import main; main()"]
    args = [
        *command,
        "--db",
        str(db_path),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        *([] if workers is None else ["--workers", str(workers)]),
        *([] if warm_up else ["--no-warm-up"]),
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(
            args,
            cwd=REPO,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env=dict(os.environ, HF_HUB_OFFLINE="1", TOKENIZERS_PARALLELISM="false"),
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"judgedesk serve exited {process.returncode}: {log.read_text(errors='replace')}")
        try:
            if httpx.get(url + "/api/health", timeout=2).status_code == 200:
                return process, url
        except httpx.HTTPError:
            time.sleep(0.2)
    stop_service(process)
    raise RuntimeError(f"judgedesk serve did not start within {timeout:.0f} s")


def stop_service(process: subprocess.Popen) -> None:
    """SIGTERM to the server's own process group (its uvicorn workers too), SIGKILL if it lingers."""
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=5)


def tree_rss_mb(pid: int) -> float:
    """Resident memory of a process and its children (uvicorn workers), from /proc."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    total, stack = 0, [pid]
    while stack:
        p = stack.pop()
        stack.extend(children.get(p, []))
        total += status_mb("VmRSS", p) or 0.0
    return total


def wait_for_workers(url: str, workers: int, timeout: float = 300) -> None:
    """Returns once ``workers`` different worker processes have answered ``/api/health`` (each
    answers only once warm): nothing is measured while one is still warming up."""
    pids: set[int] = set()
    deadline = time.monotonic() + timeout
    while len(pids) < workers and time.monotonic() < deadline:
        try:
            pids.add(httpx.get(url + "/api/health", timeout=5).json()["pid"])  # a new connection each time
        except (httpx.HTTPError, KeyError, ValueError):
            time.sleep(0.2)
    if len(pids) < workers:
        raise RuntimeError(f"only {len(pids)} of {workers} workers answered /api/health in {timeout:.0f} s")


def worker_rss_mb(pid: int) -> list[float]:
    """Resident memory of each process answering requests, MB: the server itself with one
    worker, else each uvicorn worker it started (multiprocessing's spawned children)."""
    workers = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmdline = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if ppid == pid and b"spawn_main" in cmdline:  # not its resource tracker, nor a scenario sandbox
            workers.append(int(entry.name))
    return [rss_mb(p) for p in workers or [pid]]


def measure_http(url: str, questions: list[str], clients: int) -> tuple[list[float], int, float]:
    """The load runner: ``clients`` threads, each with one keep-alive connection, share the questions;
    returns the latencies of the answered ones, the number of errors (non-2xx or transport) and the
    wall time."""
    shares = [questions[i::clients] for i in range(clients)]
    # A client that dies before it reports counts every question of its share as an error.
    results: list[tuple[list[float], int]] = [([], len(share)) for share in shares]

    def client(i: int) -> None:
        with httpx.Client(base_url=url, timeout=60) as http:  # one keep-alive connection per client

            def ask(q: str) -> None:
                http.get("/api/ask", params={"q": q}).raise_for_status()

            results[i] = timed(ask, shares[i])

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    return [x for lat, _ in results for x in lat], sum(e for _, e in results), elapsed


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    # The floor and the in-process row embed with the thread policy `judgedesk serve` sets (its
    # OpenMP threads sleep while they wait): like with like. Read when the model first loads.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        db_path = artifact_with_vectors(tmp)
        # Three disjoint sets: warm-up; the one the floor, the library and 1 HTTP client share (each
        # in its own embedder/process, so no cache is shared); a fresh one for 4 clients, because
        # the server's query cache still holds the end of the 1-client run.
        pool = make_questions(db_path, 3 * QUESTIONS + WARM_UP + FIRST_AFTER_START)
        first_ones, pool = pool[-FIRST_AFTER_START:], pool[:-FIRST_AFTER_START]
        warm, rest = pool[:WARM_UP], pool[WARM_UP:]
        measured, measured_4, measured_16 = rest[:QUESTIONS], rest[QUESTIONS : 2 * QUESTIONS], rest[2 * QUESTIONS :]
        floor = measure_floor(db_path, warm, measured)
        floor_p50 = percentile(floor, 50)
        rows = [row("floor: one bare query embedding", floor, 0, sum(floor), floor_p50, None)]
        lat, err, elapsed = measure_in_process(db_path, warm, measured)
        rows.append(row("in-process Searcher.ask", lat, err, elapsed, floor_p50, None))
        process, url = start_service(db_path, tmp / "serve.log")
        workers = len(worker_rss_mb(process.pid))
        wait_for_workers(url, workers)
        http_rows = []
        mean_one = float("nan")
        try:
            first = first_question_ratio(url, first_ones)
            measure_http(url, warm, 1)  # connections and caches, not measured
            for clients, questions in zip(CLIENTS, (measured, measured_4, measured_16)):
                lat, err, elapsed = measure_http(url, questions, clients)
                if clients == 1:
                    mean_one = sum(lat) / len(lat) if lat else float("nan")
                http_rows.append(
                    row(
                        f"HTTP /api/ask, {clients} client{'s' if clients > 1 else ''}",
                        lat,
                        err,
                        elapsed,
                        floor_p50,
                        _memory(process.pid),
                    )
                )
        finally:
            stop_service(process)
        rows += http_rows
        model = index_model(db_path)
    print_table(
        f"service: {QUESTIONS:,} questions per row over loopback (judgedesk serve, {workers} worker"
        f"{'s' if workers > 1 else ''} (its default), {os.cpu_count()} CPUs, "
        f"model {model}); baseline = one bare query embedding (p50 {floor_p50 * 1000:.1f} ms)",
        ["path", "requests", "errors", "req/s", "p50 ms", "p95 ms", "p50/floor", "p95/floor", "server RSS MB (per worker)"],
        rows,
    )
    one = http_rows[0]
    sixteen = http_rows[-1]
    # the bar: throughput at 16 clients at least 80% of (CPU cores ÷ one client's mean latency)
    bar = 0.8 * (os.cpu_count() or 1) / mean_one
    print_verdicts(
        [
            f"target 1 client p50 ≤ 1.5× floor: {'met' if one[6] <= 1.5 else 'MISSED'} ({one[6]:.2f}×); "
            f"p95 ≤ 2.5× floor: {'met' if one[7] <= 2.5 else 'MISSED'} ({one[7]:.2f}×); "
            f"errors in all rows: {sum(r[2] for r in http_rows)}",
            f"target 16 clients ≥ 80% of cores ÷ one client's mean latency = {bar:.1f} req/s with 0 errors: "
            f"{'met' if sixteen[3] >= bar and sixteen[2] == 0 else 'MISSED'} ({sixteen[3]:.1f} req/s, errors {sixteen[2]})",
            f"target first question after start ≤ 1.5× the median of the next {FIRST_AFTER_START - 1}: "
            f"{'met' if first[0] / first[1] <= 1.5 else 'MISSED'} ({first[0] * 1000:.0f} ms = {first[0] / first[1]:.2f}× "
            f"{first[1] * 1000:.0f} ms)",
        ]
    )


def _memory(pid: int) -> str:
    """The server's resident memory, MB: all its processes, and each worker's."""
    per_worker = worker_rss_mb(pid)
    return f"{tree_rss_mb(pid):.0f} ({' / '.join(f'{m:.0f}' for m in per_worker)})"


def first_question_ratio(url: str, questions: list[str]) -> tuple[float, float]:
    """The first question a freshly started server answers, and the median of the ones after it
    (all different, on one connection): what warm-up at start-up is for."""
    latencies, _ = measure_http(url, questions, 1)[:2]
    return latencies[0], percentile(latencies[1:], 50)


def row(name: str, latencies: list[float], errors: int, elapsed: float, floor_p50: float, rss: str | None) -> list:
    p50, p95 = percentile(latencies, 50), percentile(latencies, 95)
    return [
        name,
        len(latencies) + errors,
        errors,
        (len(latencies) / elapsed) if elapsed else float("nan"),
        p50 * 1000,
        p95 * 1000,
        round(p50 / floor_p50, 2),
        round(p95 / floor_p50, 2),
        "" if rss is None else rss,
    ]
