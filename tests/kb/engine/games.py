"""Small games for the engine tests: a scenario body (YAML, indented as in the test file)
with the format header in front, parsed and run."""

from __future__ import annotations

import textwrap

from kb.checks import FORMAT, parse_scenario, run_scenario


def scenario_text(body: str, scenario_id: str = "x", title: str = "x") -> str:
    return f"format: {FORMAT}\nid: {scenario_id}\ntitle: {title}\n" + textwrap.dedent(body)


def run_game(body: str, disable: tuple[str, ...] = (), *, scenario_id: str = "game", title: str = "a game"):
    return run_scenario(parse_scenario(scenario_text(body, scenario_id, title)), disable=disable)
