"""Start ``judgedesk serve`` as a real subprocess on a free loopback port, and stop it.

Used by the browser tests and the scale-out tests: they talk to the service exactly as a judge's
browser does, over HTTP, with the command ``make run`` uses."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get_json(url: str, timeout: float = 10) -> dict:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return json.loads(response.read())


@dataclass
class RunningServer:
    process: subprocess.Popen
    url: str  # http://127.0.0.1:PORT
    log: Path

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)  # its own process group: uvicorn's workers too
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=5)

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")


def judgedesk_command() -> list[str]:
    script = Path(sys.executable).with_name("judgedesk")
    return [str(script)] if script.exists() else [sys.executable, "-c", "from api.cli import main; main()"]


def start_server(
    db: Path, log_dir: Path, *, workers: int = 1, warm_up: bool = True, timeout: float = 180, env: dict[str, str] | None = None
) -> RunningServer:
    """``judgedesk --db DB serve --port FREE``; returns once ``/api/health`` answers."""
    port = free_port()
    log = log_dir / f"serve-{port}.log"
    args = [
        *judgedesk_command(),
        "--db",
        str(db),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--workers",
        str(workers),
        *([] if warm_up else ["--no-warm-up"]),
    ]
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", TOKENIZERS_PARALLELISM="false", **(env or {}))
    with log.open("wb") as out:
        process = subprocess.Popen(args, cwd=REPO, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    server = RunningServer(process, f"http://127.0.0.1:{port}", log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"judgedesk serve exited with {process.returncode}:\n{server.output()}")
        try:
            get_json(server.url + "/api/health", timeout=2)
            return server
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
            time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"judgedesk serve did not answer within {timeout:.0f}s:\n{server.output()}")
