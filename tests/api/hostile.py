"""Hostile request bodies for the scenario endpoint, shared by the in-process and the
real-server tests: each must get a 4xx naming its limit, quickly, and leave the server up."""

from __future__ import annotations

import json

import yaml

BASE = {
    "format": "judgedesk-scenario/1",
    "id": "hostile",
    "title": "hostile",
    "setup": {"players": [{"name": "A"}, {"name": "B"}]},
}

DEEP_FLOW = "[" * 30_000 + "]" * 30_000  # ~60 kB: libyaml's composer overflowed on this
DEEP_BLOCK = "- " * 30_000 + "x\n"  # the same depth in block style, one line
BILLION_LAUGHS = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
)
HUGE_FILLER = yaml.safe_dump({**BASE, "setup": {**BASE["setup"], "library_filler": 3_000_000}})
FIVE_MB = {"scenario": "#" * 5_000_000}


def slow_scenario(actions: int = 500) -> str:
    """Within every size limit, but seconds of work: each refused action copies a game of 900 permanents."""
    doc = {
        **BASE,
        "setup": {
            "library_filler": 0,
            "players": [
                {"name": "A", "battlefield": [{"card": "Mountain", "count": 100} for _ in range(9)]},
                {"name": "B", "hand": ["Mountain"]},
            ],
        },
        "actions": [{"play": {"player": "B", "card": "Mountain"}, "expect_error": {"rule": "116.2a"}} for _ in range(actions)],
    }
    return yaml.safe_dump(json.loads(json.dumps(doc)), default_flow_style=True, width=10**6)


# (name, body, status, limit) — the limit the error must name
REFUSED = [
    ("deep-flow-list", {"scenario": DEEP_FLOW}, 422, "max_depth"),
    ("deep-flow-list-10000", {"scenario": "[" * 10_000 + "]" * 10_000}, 422, "max_depth"),  # was a 500 RecursionError
    ("deep-block-list", {"scenario": DEEP_BLOCK}, 422, "max_depth"),
    ("billion-laughs", {"scenario": BILLION_LAUGHS}, 422, "aliases"),
    ("library-filler-3000000", {"scenario": HUGE_FILLER}, 422, "max_library_filler"),
]
