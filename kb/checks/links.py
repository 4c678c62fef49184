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


@lru_cache(maxsize=1)
def _citations(stamp: tuple) -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    for s in readable_scenarios():
        for number in s.rules:
            out[number].append(s.id)
    return dict(out)


def checks_citing(numbers: Iterable[str], limit: int = 5) -> list[str]:
    """Ids of the bundled checks citing one of ``numbers`` or a subrule of it (a check citing
    702.62a demonstrates part of 702.62; one citing 702.62 says nothing particular of 702.62a):
    what a rule's own text — a rule excerpt, a glossary entry — is shown with. Sorted, at most
    ``limit``."""
    cited = _citations(_scenario_stamp())
    found: set[str] = set()
    for number in numbers:
        for cited_number, ids in cited.items():
            if cited_number == number or (cited_number.startswith(number) and _is_subrule(number, cited_number)):
                found.update(ids)
    return sorted(found)[:limit]


def _is_subrule(parent: str, child: str) -> bool:
    rest = child[len(parent):]
    return rest.isalpha() or (len(parent) == 3 and rest.startswith("."))
