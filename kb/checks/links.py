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
from collections import defaultdict
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from kb.paths import cache_dir

if TYPE_CHECKING:
    from kb.checks.model import Scenario

# Bumped when what a link is made of changes, so that an older cache is not trusted.
LINKS_CACHE_FORMAT = 1


def _overlaps(a: Sequence[int], b: Sequence[int]) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def ruling_links(scenarios: Iterable[Scenario] | None = None, *, relation: str | None = "backs") -> dict:
    """source id → list of ((first, last), check id) for every linked ruling."""
    from kb.checks.catalog import readable_scenarios

    out: dict[str, list[tuple[tuple[int, int], str]]] = defaultdict(list)
    for s in readable_scenarios() if scenarios is None else scenarios:
        for link in s.rulings:
            if relation is None or link.relation == relation:
                out[link.source].append((link.lines, s.id))
    return dict(out)


@lru_cache(maxsize=1)
def _index(stamp: tuple) -> dict:
    key = hashlib.sha256(repr((LINKS_CACHE_FORMAT, stamp)).encode()).hexdigest()
    path = cache_dir() / "check-links.json"
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
        if cached.get("key") == key:
            return {source: [(tuple(lines), cid) for lines, cid in links] for source, links in cached["links"].items()}
    except (OSError, ValueError, AttributeError, KeyError, TypeError):
        pass  # missing, unreadable or damaged: read the scenarios again
    links = ruling_links()
    _write_cache(path, {"key": key, "links": {s: [[list(rng), cid] for rng, cid in v] for s, v in links.items()}})
    return links


def _write_cache(path: Path, content: dict) -> None:
    """Replace the cache file at once (a concurrent reader sees the old or the new one); a
    cache that cannot be written only costs the next process the parsing again."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(content), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


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
