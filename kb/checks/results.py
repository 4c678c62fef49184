"""What a check shows: its description (``CheckInfo``) and the outcome of a run
(``CheckResult``: the step log and the verdict). Pydantic models the API schemas and
``judgedesk check --json`` reuse; a run in a worker process comes back as the same model."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Result(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RulingRef(_Result):
    """A ruling a check demonstrates, by document and lines."""

    source: str
    lines: list[int] = Field(description="[first, last], 1-based, inclusive")
    relation: str = Field(description="how the check relates to the ruling (backs, …)")
    note: str | None = Field(None, exclude_if=lambda v: v is None, description="shown only when the scenario gives one")


class CheckInfo(_Result):
    """One bundled check: the rules it exercises and the rulings it backs."""

    id: str
    title: str
    description: str = ""
    rules: list[str]
    rulings: list[RulingRef]
    file: str
    scenario: str | None = Field(None, description="the scenario's YAML text")


class CheckList(_Result):
    checks: list[CheckInfo]


class CheckResult(_Result):
    """A run of one scenario: never an exception for a failing check, a verdict."""

    id: str
    title: str
    rules: list[str]
    rulings: list[RulingRef]
    passed: bool
    log: list[str] = Field(description="the step log, one line per step, ending in the verdict")
    failure: str | None = None
    disabled: list[str] = Field(default_factory=list)
    file: str = ""

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
