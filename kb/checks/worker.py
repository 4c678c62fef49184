"""One scenario run in a process of its own: ``python -m kb.checks.worker`` (started by
``kb.checks.sandbox``, never by hand).

The worker imports the engine, says ``ready``, then reads one job (a pickle from the process
that started it: scenario, disabled rules, limits), sets its own address-space and CPU limits,
runs, and writes the result as one JSON document on stdout. The answer is JSON, not a pickle:
nothing a scenario makes can travel back as code.
"""

from __future__ import annotations

import json
import math
import os
import pickle
import resource
import sys
from typing import Any

from kb.checks.limits import ScenarioLimitExceeded
from kb.checks.runner import run_scenario


def _limit_resources(memory_mb: int, seconds: float) -> None:
    """The address space this worker already maps (its imports), plus the run's budget."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            mapped = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        mapped = 256 << 20
    ceiling = mapped + (memory_mb << 20)
    resource.setrlimit(resource.RLIMIT_AS, (ceiling, ceiling))
    cpu = math.ceil(seconds) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))


def main() -> None:
    out = sys.stdout.buffer
    out.write(b"ready\n")
    out.flush()
    job = sys.stdin.buffer.read()
    if not job:  # the server went away before giving this spare worker a job
        return
    scenario, disable, limits = pickle.loads(job)
    answer: dict[str, Any]
    try:
        _limit_resources(limits.memory_mb, limits.seconds)
        answer = {"ok": run_scenario(scenario, disable, limits=limits).to_dict()}
    except ScenarioLimitExceeded as e:
        answer = {"limit": [e.field, e.limit, e.detail]}
    except MemoryError:
        answer = {"limit": ["(run)", "memory", f"the run needed more than {limits.memory_mb} MiB; it was stopped"]}
    out.write(json.dumps(answer, ensure_ascii=False).encode("utf-8"))
    out.flush()


if __name__ == "__main__":
    main()
