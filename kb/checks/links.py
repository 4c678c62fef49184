"""Which checks back which rulings: the ``rulings`` links of the bundled scenarios, looked up
by a ruling's source id and line range (what ``kb.rulings`` asks for every ruling shown)."""
from __future__ import annotations

import time
from collections import defaultdict
from functools import lru_cache
from typing import Iterable, Sequence

from kb.checks.catalog import readable_scenarios
from kb.checks.model import Scenario


def _overlaps(a: Sequence[int], b: Sequence[int]) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def ruling_links(scenarios: Iterable[Scenario] | None = None, *, relation: str | None = "backs") -> dict:
    """source id → list of ((first, last), check id) for every linked ruling."""
    out: dict[str, list[tuple[tuple[int, int], str]]] = defaultdict(list)
    for s in readable_scenarios() if scenarios is None else scenarios:
        for link in s.rulings:
            if relation is None or link.relation == relation:
                out[link.source].append((link.lines, s.id))
    return dict(out)


@lru_cache(maxsize=1)
def _index(stamp: tuple) -> dict:
    return ruling_links()


# Walking and stat-ing data/checks costs ~10-100 ms; search shows ten rulings a question, so
# the tree is looked at once per STAMP_TTL seconds (an edited scenario shows within that).
STAMP_TTL = 2.0
_stamp: list = [float("-inf"), ()]


def _scenario_stamp() -> tuple:
    from kb.checks.catalog import scenario_files

    now = time.monotonic()
    if now - _stamp[0] > STAMP_TTL:
        _stamp[1] = tuple((str(p), p.stat().st_mtime_ns) for p in scenario_files())
        _stamp[0] = now
    return _stamp[1]


def checks_for_ruling(source: str, lines: Sequence[int]) -> list[str]:
    """Ids of the bundled checks that back the ruling at ``source`` ``lines`` (first, last).

    A link matches when its line range overlaps the ruling's (rulings never share lines), so a
    link written as one line of a multi-line ruling still counts. Sorted, without duplicates."""
    stamp = _scenario_stamp()
    first, last = int(lines[0]), int(lines[-1])
    found = {cid for rng, cid in _index(stamp).get(source, []) if _overlaps(rng, (first, last))}
    return sorted(found)
