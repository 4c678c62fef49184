"""Which checks back which rulings: the ``rulings`` links of the bundled scenarios, looked up
by a ruling's source id and line range (what ``kb.rulings`` asks for every ruling shown).

Reading the links means parsing every scenario file (about 0.35 s with the scenario models
and the rules engine), which a cold ``judgedesk card`` or ``ask`` cannot afford. The index
is therefore kept on disk under ``$JUDGEDESK_CACHE`` (``kb.paths.cache_dir``), keyed by
the path and modification time of every scenario file: the first lookup after an edit
parses the files again, every other one reads one small JSON file."""

from __future__ import annotations

import hashlib
import json
import os
import time
from bisect import bisect_left, bisect_right
from collections import defaultdict
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from kb.checks.catalog import CHECKS_DIR, readable_scenarios, scenario_stamps
from kb.paths import cache_dir

if TYPE_CHECKING:
    from kb.checks.model import Scenario

# Bumped when what a link is made of changes, so that an older cache is not trusted.
LINKS_CACHE_FORMAT = 2  # 2: the rule numbers each check cites, too


def _overlaps(a: Sequence[int], b: Sequence[int]) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def ruling_links(scenarios: Iterable[Scenario] | None = None, *, relation: str | None = "backs") -> dict[str, Any]:
    """source id → list of ((first, last), check id) for every linked ruling."""
    out: dict[str, list[tuple[tuple[int, int], str]]] = defaultdict(list)
    for s in readable_scenarios() if scenarios is None else scenarios:
        for link in s.rulings:
            if relation is None or link.relation == relation:
                out[link.source].append((link.lines, s.id))
    return dict(out)


@lru_cache(maxsize=1)
def _cached(stamp: tuple[Any, ...]) -> tuple[dict[str, Any], dict[str, list[str]], dict[str, Any]]:
    """(ruling links by source, check ids by cited rule number), from the cache file when it
    matches the scenario files, else read from the scenarios and written there."""
    key = hashlib.sha256(repr((LINKS_CACHE_FORMAT, stamp)).encode()).hexdigest()
    path = _cache_path()
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
        if cached.get("key") == key:
            links = {source: [(tuple(lines), cid) for lines, cid in v] for source, v in cached["links"].items()}
            return links, {number: list(ids) for number, ids in cached["citations"].items()}, _by_start(links)
    except (OSError, ValueError, AttributeError, KeyError, TypeError):
        pass  # missing, unreadable or damaged: read the scenarios again
    scenarios = readable_scenarios()
    links = ruling_links(scenarios)
    citations: dict[str, list[str]] = defaultdict(list)
    for sc in scenarios:
        for number in sc.rules:
            citations[number].append(sc.id)
    _write_cache(
        path,
        {"key": key, "links": {s: [[list(rng), cid] for rng, cid in v] for s, v in links.items()}, "citations": dict(citations)},
    )
    return links, dict(citations), _by_start(links)


def _cache_path() -> Path:
    """One cache file per checks folder: two checkouts on one machine (a clone beside a
    working copy) would otherwise overwrite each other's file, and each cold process would
    parse every scenario again (~2.5 s)."""
    folder = hashlib.sha256(str(CHECKS_DIR.resolve()).encode()).hexdigest()[:12]
    return cache_dir() / f"check-links-{folder}.json"


def _index(stamp: tuple[Any, ...]) -> dict[str, Any]:
    return _cached(stamp)[0]


def _write_cache(path: Path, content: dict[str, Any]) -> None:
    """Replace the cache file at once (a concurrent reader sees the old or the new one); a
    cache that cannot be written only costs the next process the parsing again."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(content), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


# Walking and stat-ing data/checks costs ~2 ms (scenario_stamps); search shows ten rulings a question, so
# the tree is looked at once per STAMP_TTL seconds (an edited scenario shows within that).
STAMP_TTL = 2.0
_stamp: list[Any] = [float("-inf"), ()]


class _Stamp(tuple):  # type: ignore[type-arg]
    """A stamp hashed once: ``_cached`` hashes its key on every call and compares it with the
    key it holds, and hashing or comparing ~700 (path, time) pairs anew cost ~0.1 ms a call,
    about ten calls a question."""

    def __init__(self, _items: Any) -> None:
        self.hash = tuple.__hash__(self)

    def __hash__(self) -> int:
        return self.hash


def _scenario_stamp() -> tuple[Any, ...]:
    now = time.monotonic()
    if now - _stamp[0] > STAMP_TTL:
        fresh = scenario_stamps()
        if fresh != _stamp[1]:  # else the same object: _cached then finds its key by identity
            _stamp[1] = _Stamp(fresh)
        _stamp[0] = now
    stamp: tuple[Any, ...] = _stamp[1]
    return stamp


def checks_for_ruling(source: str, lines: Sequence[int]) -> list[str]:
    """Ids of the bundled checks that back the ruling at ``source`` ``lines`` (first, last).

    A link matches when its line range overlaps the ruling's (rulings never share lines), so a
    link written as one line of a multi-line ruling still counts. Sorted, without duplicates."""
    first, last = int(lines[0]), int(lines[-1])
    starts, links, longest = _cached(_scenario_stamp())[2].get(source, ((), (), 0))
    # only links starting in [first - longest, last] can overlap: a search answers ten
    # rulings, and scanning every link of the document for each cost ~2 ms a question
    low, high = bisect_left(starts, first - longest), bisect_right(starts, last)
    return sorted({cid for rng, cid in links[low:high] if _overlaps(rng, (first, last))})


def _by_start(links: dict[str, Any]) -> dict[str, tuple[list[int], list[tuple[tuple[int, int], str]], int]]:
    """Per source: the links sorted by first line, their first lines, the longest span."""
    out = {}
    for source, found in links.items():
        ordered = sorted(found)
        out[source] = ([rng[0] for rng, _ in ordered], ordered, max((rng[1] - rng[0] for rng, _ in ordered), default=0))
    return out


def checks_citing(numbers: Iterable[str], limit: int = 5) -> list[str]:
    """Ids of the bundled checks citing one of ``numbers`` or a subrule of it (a check citing
    702.62a demonstrates part of 702.62; one citing 702.62 says nothing particular of 702.62a):
    what a rule's own text — a rule excerpt, a glossary entry — is shown with. Sorted, at most
    ``limit``."""
    global _DEMONSTRATING
    cited = _cached(_scenario_stamp())[1]
    memo = _DEMONSTRATING
    if memo[0] is not cited:  # the scenario files changed: start again
        memo = _DEMONSTRATING = (cited, {})
    found: set[str] = set()
    for number in numbers:
        ids = memo[1].get(number)
        if ids is None:  # every cited number against this one: ~0.5 ms, once per number
            ids = memo[1][number] = frozenset(i for cn, cids in cited.items() if demonstrates(cn, number) for i in cids)
        found |= ids
    return sorted(found)[:limit]


# (the citations of the current scenario files, rule number -> ids of the checks demonstrating
# it); one tuple, swapped whole, so a thread never pairs one version's citations with another's
_DEMONSTRATING: tuple[dict[str, list[str]] | None, dict[str, frozenset[str]]] = (None, {})


def demonstrates(cited: str, number: str) -> bool:
    """Does a check citing ``cited`` demonstrate rule ``number`` — the rule itself or one of its
    subrules (702.62a for 702.62; 122.1a for the section 122)?"""
    return cited == number or (cited.startswith(number) and _is_subrule(number, cited))


def _is_subrule(parent: str, child: str) -> bool:
    rest = child[len(parent) :]
    return rest.isalpha() or (len(parent) == 3 and rest.startswith("."))
