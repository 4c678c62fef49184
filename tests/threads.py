"""Run a few functions on threads at once, switching between them as often as Python allows:
how the tests make a race between a server's request threads show up in a short run."""

from __future__ import annotations

import sys
import threading
from typing import Callable


def race(targets: list[Callable[[], None]]) -> None:
    """Start every target on its own thread and wait for all (the switch interval restored)."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        threads = [threading.Thread(target=t) for t in targets]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
