"""Executable checks: ``GET /api/checks[/{id}]``, ``POST /api/checks/{id}/run`` (the step log and
verdict) and ``POST /api/checks/run`` (a judge's own scenario in the body, run and returned)."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Annotated, Any

import yaml
from fastapi import APIRouter, Query

from api.deps import ChecksDirDep, SettingsDep
from api.errors import ApiError, culprit
from api.schemas import CheckInfo, CheckList, CheckResult, ScenarioRun
from kb.checks import CheckNotFound, all_scenarios
from kb.checks.limits import LIMITS, ScenarioLimits, check_structure, parse_untrusted_scenario
from kb.checks.sandbox import run_isolated

router = APIRouter(prefix="/checks", tags=["checks"])

DisableQuery = Annotated[list[str], Query(max_length=50, description="CR numbers whose engine rules are switched off")]


@router.get("", response_model=CheckList)
def list_checks(checks_dir: ChecksDirDep) -> CheckList:
    """Every bundled check (scenario) with the rules and rulings it demonstrates."""
    return CheckList(checks=[describe(s, checks_dir, with_text=False) for s in all_scenarios(checks_dir)])


@router.get("/{check_id}", response_model=CheckInfo)
def show_check(check_id: str, checks_dir: ChecksDirDep) -> CheckInfo:
    """One check: its rules, the rulings it backs, and its scenario text."""
    return describe(find_check(check_id, checks_dir), checks_dir, with_text=True)


@router.post("/run", response_model=CheckResult)
def run_posted_scenario(body: ScenarioRun, settings: SettingsDep) -> CheckResult:
    """Run a scenario sent in the body (``judgedesk-scenario/1``); a malformed one is a 400 that
    names the field (e.g. ``scenario.actions[1].cast``) and the allowed values. A scenario past a
    limit (size, nesting, aliases, cards, time or memory of its run) is a 422 naming the limit."""
    limits = scenario_limits(settings)
    with culprit("scenario"):
        if isinstance(body.scenario, str):
            text = body.scenario
        else:
            check_structure(body.scenario, "<request>", limits)
            text = yaml.safe_dump(body.scenario, allow_unicode=True)
        if len(text) > settings.max_scenario_chars:
            raise ApiError(
                413,
                "too_large",
                f"scenario: {len(text):,} characters; at most {settings.max_scenario_chars:,} (limit: max_scenario_chars)",
                field="scenario",
                limit="max_scenario_chars",
            )
        scenario = parse_untrusted_scenario(text, "<request>", limits)
    return run(scenario, body.disable, settings)


@router.post("/{check_id}/run", response_model=CheckResult)
def run_check(check_id: str, checks_dir: ChecksDirDep, settings: SettingsDep, disable: DisableQuery = []) -> CheckResult:  # noqa: B006
    """Run a bundled check: the step log (what each action changed) and the verdict."""
    return run(find_check(check_id, checks_dir), disable, settings)


def scenario_limits(settings: Any) -> Any:
    return ScenarioLimits(
        **{
            **LIMITS.__dict__,
            "max_chars": settings.max_scenario_chars,
            "seconds": settings.scenario_seconds,
            "memory_mb": settings.scenario_memory_mb,
        }
    )


def run(scenario: Any, disable: list[str], settings: Any) -> CheckResult:
    """Every run, bundled or posted, in a worker process of its own (``kb.checks.sandbox``)."""
    from kb.engine.registry import RuleSet  # the rules engine (~1 s to import) loads at the first run

    with culprit("disable", status=400):  # an unknown rule to disable is bad input, not a missing resource
        RuleSet.without(tuple(disable))
    with culprit("scenario"):
        return run_isolated(scenario, disable, limits=scenario_limits(settings), parallel=settings.max_parallel_runs)


def find_check(check_id: str, checks_dir: Path) -> Any:
    """A bundled scenario by id only (never by path: the URL must not reach the file system)."""
    catalog = {s.id: s for s in all_scenarios(checks_dir)}
    if check_id not in catalog:
        with culprit("check_id"):
            raise CheckNotFound(check_id, difflib.get_close_matches(check_id, list(catalog), n=5, cutoff=0.5))
    return catalog[check_id]


def describe(scenario: Any, checks_dir: Path, *, with_text: bool) -> CheckInfo:
    from kb.checks.runner import ruling_refs  # loads the rules engine (~1 s): at the first listing

    path = _scenario_path(scenario.file, checks_dir) if with_text else None
    return CheckInfo(
        id=scenario.id,
        title=scenario.title,
        description=scenario.description,
        rules=list(scenario.rules),
        rulings=ruling_refs(scenario),
        file=scenario.file,
        scenario=path.read_text(encoding="utf-8") if path else None,
    )


def _scenario_path(file: str, checks_dir: Path) -> Path | None:
    for candidate in (Path(file), checks_dir.parents[1] / file):
        if candidate.is_file() and checks_dir.resolve() in candidate.resolve().parents:
            return candidate
    return None
