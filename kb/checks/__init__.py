"""Executable checks: scenario files (``data/checks/<keyword>/*.yaml``, format
``judgedesk-scenario/1``, see data/checks/FORMAT.md) run in the rules engine.

The library surface (contract): ``all_scenarios``, ``find_scenarios``, ``parse_scenario``,
``load_scenario`` (and ``parse_scenarios``/``load_scenarios`` for a file with several runs),
``run_scenario``, ``run_checks``, ``checks_for_ruling``; errors
``ScenarioError`` (malformed file: names file, field, allowed values) and ``CheckNotFound``.
"""
from __future__ import annotations

from kb.checks.catalog import CHECKS_DIR, all_scenarios, find_scenarios, keyword_of  # noqa: F401
from kb.checks.errors import CheckNotFound, DuplicateCheckId, ScenarioError  # noqa: F401
from kb.checks.links import checks_for_ruling, ruling_links  # noqa: F401
from kb.checks.runner import CheckResult, run_checks, run_scenario  # noqa: F401
from kb.checks.schema import FORMAT, Scenario, load_scenario, load_scenarios, parse_scenario, parse_scenarios  # noqa: F401
