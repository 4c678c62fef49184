"""Running a scenario: build the game, perform each action (logging what changed), evaluate
the expectations, and return a ``CheckResult`` — never an exception for a failing check."""

from __future__ import annotations

import copy
from typing import Iterable

from kb.checks.catalog import all_scenarios, find_scenarios
from kb.checks.expectations import evaluate, stack_label
from kb.checks.limits import LIMITS, ScenarioLimitExceeded, ScenarioLimits, check_scenario_size
from kb.checks.model import Action, Expectation, Scenario
from kb.checks.perform import perform
from kb.checks.results import CheckResult, RulingRef
from kb.checks.setup import build_game
from kb.engine.errors import EngineError, GameOver, IllegalAction
from kb.engine.game import Game
from kb.engine.registry import RuleSet


class _Run:
    def __init__(self, s: Scenario, rules: RuleSet, limits: ScenarioLimits = LIMITS):
        self.s, self.rules, self.limits = s, rules, limits
        self.log: list[str] = []
        self.failures: list[str] = []

    def fail(self, message: str) -> None:
        self.failures.append(message)
        self.log.append(f"✗ {message}")

    def engine_lines(self, game: Game, start: int) -> None:
        self.log.extend(f"  {line}" for line in game.log[start:])

    def state(self, game: Game) -> str:
        lives = ", ".join(f"{p.name} {p.life}{' (lost)' if p.lost else ''}" for p in game.players)
        stack = " / ".join(stack_label(i) for i in reversed(game.stack)) or "empty"
        return (
            f"  = turn {game.turn} {game.step.value}, priority {game.priority or '-'}; life {lives}; stack (top first): {stack}"
        )

    def expectations(self, game: Game, expects: Iterable[Expectation], where: str) -> None:
        for e in expects:
            try:
                ok, message = evaluate(game, e)
            except EngineError as err:
                ok, message = False, f"{e.kind}: {err}"
            except MemoryError:
                raise
            except Exception as err:  # an engine defect: this check fails, never a traceback
                ok, message = False, f"{e.kind}: internal error {type(err).__name__}: {err}"
            if ok:
                self.log.append(f"✓ {message}")
            else:
                self.fail(f"{where} {e.path}: {message}")

    def action(self, game: Game, i: int, a: Action) -> Game:
        self.log.append(f"▶ {a.path}: {_summary(a)}" + (f"  — {a.note}" if a.note else ""))
        start = len(game.log)
        if a.kind == "expect":
            self.expectations(game, a.args, "expectation")
            return game
        snapshot = copy.deepcopy(game) if a.expect_error else None
        try:
            perform(game, a)
        except IllegalAction as e:
            self.engine_lines(game, start)
            if snapshot is None:
                self.fail(f"{a.path}: refused: {e}")
                raise _Stop() from None
            want = a.expect_error
            assert want is not None  # the snapshot is taken only when an error is expected
            mismatch = [k for k in ("rule", "code") if k in want and str(getattr(e, k)) != want[k]]
            if mismatch:
                self.fail(f"{a.path}: refused, but not as expected: {e} (expected {want})")
                raise _Stop() from None
            self.log.append(f"✓ refused as expected: {e}")
            snapshot.log.append(f"(refused: {e})")
            return snapshot
        except GameOver as e:
            self.engine_lines(game, start)
            self.log.append(f"  game over: {', '.join(e.losers)} lost")
            raise _GameEnded(game) from None
        except EngineError as e:
            self.engine_lines(game, start)
            self.fail(f"{a.path}: {type(e).__name__}: {e}")
            raise _Stop() from None
        except MemoryError:
            raise
        except Exception as e:  # an engine defect: report it as this check's failure, never a traceback
            self.engine_lines(game, start)
            self.fail(f"{a.path}: internal engine error {type(e).__name__}: {e}")
            raise _Stop() from None
        self.engine_lines(game, start)
        self.object_budget(game, a)
        if a.expect_error:
            self.fail(f"{a.path}: expected the engine to refuse this ({a.expect_error}), but it was allowed")
        self.log.append(self.state(game))
        return game

    def object_budget(self, game: Game, a: Action) -> None:
        # Tokens and copies are made during the run, so the set-up limits alone cannot bound them.
        alive = sum(1 for _ in game.all_objects())
        if alive > self.limits.max_objects:
            raise ScenarioLimitExceeded(
                self.s.file,
                a.path,
                "max_objects",
                f"{alive:,} game objects after this action; at most {self.limits.max_objects:,}",
            )


class _Stop(Exception):
    pass


class _GameEnded(Exception):
    """The game ended during an action: later actions can't happen; the final expectations still apply."""

    def __init__(self, game: Game):
        self.game = game


def _summary(a: Action) -> str:
    if a.kind == "expect":
        return f"{len(a.args)} expectation(s)"
    args = a.args if isinstance(a.args, dict) else {}
    parts = [f"{k}={v}" for k, v in args.items()]
    at = (f" at turn {a.at[0]} {a.at[1]}" if a.at[0] is not None else f" at {a.at[1]}") if a.at else ""
    return f"{a.kind} {' '.join(parts)}{at}".strip()


def run_scenario(s: Scenario, disable: Iterable[str] = (), *, limits: ScenarioLimits = LIMITS) -> CheckResult:
    """Run one scenario in this process. A scenario past ``limits`` (``ScenarioLimitExceeded``)
    is refused before its game is built; ``kb.checks.sandbox`` adds time and memory limits."""
    check_scenario_size(s, limits)
    rules = RuleSet.without(disable)
    run = _Run(s, rules, limits)
    run.log.append(f"check {s.id} — {s.title}")
    disabled = f"; disabled: {', '.join(rules.disabled)}" if rules.disabled else ""
    run.log.append(f"  rules: {', '.join(s.rules) or '-'}" + disabled)
    try:
        game = build_game(s, rules)
    except IllegalAction as e:
        if s.setup_error and all(str(getattr(e, k)) == v for k, v in s.setup_error.items()):
            run.log.append(f"✓ setup refused as expected: {e}")
        else:
            run.fail(f"setup refused: {e}")
        return _result(s, run, rules)
    except EngineError as e:
        run.fail(f"setup: {e}")
        return _result(s, run, rules)
    except MemoryError:
        raise
    except Exception as e:  # an engine defect: this check fails, never a traceback
        run.fail(f"setup: internal engine error {type(e).__name__}: {e}")
        return _result(s, run, rules)
    if s.setup_error:
        run.fail(f"setup_error: expected the setup to be refused ({s.setup_error}), but it was accepted")
        return _result(s, run, rules)
    run.log.extend(f"  {line}" for line in game.log)
    try:
        for i, a in enumerate(s.actions):
            try:
                game = run.action(game, i, a)
            except _GameEnded as ended:
                game = ended.game
                if i + 1 < len(s.actions):
                    run.fail(f"the game ended before {s.actions[i + 1].path} could happen")
                    raise _Stop() from None
                break
    except _Stop:
        return _result(s, run, rules)
    run.log.append("▶ expect")
    run.expectations(game, s.expect, "expect")
    unused = game.unused_choices()
    if unused:
        run.fail(f"scripted choices never used: {unused}")
    return _result(s, run, rules)


def run_checks(refs: Iterable[str] = (), *, run_all: bool = False, disable: Iterable[str] = ()) -> list[CheckResult]:
    """Run the checks named by id or file path (``refs``), or every bundled check."""
    disable = tuple(disable)
    RuleSet.without(disable)  # refuse unknown rule numbers before running anything
    scenarios = list(find_scenarios(refs)) if refs else []
    if run_all or not refs:
        seen = {s.id for s in scenarios}
        scenarios += [s for s in all_scenarios() if s.id not in seen]
    return [run_scenario(s, disable) for s in scenarios]


def ruling_refs(s: Scenario) -> list[RulingRef]:
    return [RulingRef(source=r.source, lines=list(r.lines), relation=r.relation, note=r.note or None) for r in s.rulings]


def _result(s: Scenario, run: _Run, rules: RuleSet) -> CheckResult:
    passed = not run.failures
    run.log.append(f"verdict: {'PASS' if passed else 'FAIL'}")
    return CheckResult(
        id=s.id,
        title=s.title,
        rules=list(s.rules),
        rulings=ruling_refs(s),
        passed=passed,
        log=run.log,
        failure=run.failures[0] if run.failures else None,
        disabled=list(rules.disabled),
        file=s.file,
    )
