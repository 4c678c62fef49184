"""Resident memory read from ``/proc/<pid>/status`` (Linux): a process's now, and this
process's peak since a reset.

The search bench builds its synthetic knowledge bases in the bench process itself, after
whatever benchmarks ran before them there (``python -m bench`` with no names runs the ingest
bench first, whose 50-copy corpus peaks far higher than any build). The process's lifetime peak
(``ru_maxrss``) would charge the builds with that memory, so the peak is reset before them:
Linux sets the high-water mark (VmHWM) back to the current size when "5" is written to
``/proc/self/clear_refs``.
"""

from __future__ import annotations

import resource
from pathlib import Path


def status_mb(field: str, pid: int | str = "self") -> float | None:
    """A memory field of ``/proc/<pid>/status`` (VmRSS, VmHWM) in MB; None when the process or
    /proc is gone."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return None
    for line in lines:
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return None


def rss_mb(pid: int | str = "self") -> float:
    """Resident memory of a process (this one by default) now, in MB; NaN when it cannot be read."""
    now = status_mb("VmRSS", pid)
    return float("nan") if now is None else now


def reset_peak() -> bool:
    """Start the peak over from the current size; False where the system cannot (the peak
    then covers the whole process)."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def peak_mb() -> float:
    """Peak resident memory in MB since the last ``reset_peak`` (else since the process began)."""
    peak = status_mb("VmHWM")
    return peak if peak is not None else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
