"""Executable checks: scenario files (``data/checks/<keyword>/*.yaml``, format
``judgedesk-scenario/1``, see data/checks/FORMAT.md) run in the rules engine.

The library surface (contract): ``all_scenarios``, ``find_scenarios``, ``parse_scenario``,
``load_scenario`` (and ``parse_scenarios``/``load_scenarios`` for a file with several runs),
``run_scenario``, ``run_checks``, ``checks_for_ruling``; errors
``ScenarioError`` (malformed file: names file, field, allowed values) and ``CheckNotFound``.

Names are imported on first use (PEP 562): a card lookup or a question asks only for
``checks_for_ruling``, which must not load the rules engine and the scenario models
(about 0.1 s of imports) to read the cached ruling links.
"""

from __future__ import annotations

import importlib
from typing import Any

# name -> module that defines it (the one place the surface is listed)
_EXPORTS: dict[str, str] = {
    "CHECKS_DIR": "kb.checks.catalog",
    "all_scenarios": "kb.checks.catalog",
    "find_scenarios": "kb.checks.catalog",
    "keyword_of": "kb.checks.catalog",
    "CheckNotFound": "kb.checks.errors",
    "DuplicateCheckId": "kb.checks.errors",
    "ScenarioError": "kb.checks.errors",
    "checks_for_ruling": "kb.checks.links",
    "ruling_links": "kb.checks.links",
    "CheckResult": "kb.checks.runner",
    "run_checks": "kb.checks.runner",
    "run_scenario": "kb.checks.runner",
    "FORMAT": "kb.checks.schema",
    "Scenario": "kb.checks.schema",
    "load_scenario": "kb.checks.schema",
    "load_scenarios": "kb.checks.schema",
    "parse_scenario": "kb.checks.schema",
    "parse_scenarios": "kb.checks.schema",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'kb.checks' has no attribute {name!r}")
    value = getattr(importlib.import_module(_EXPORTS[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
