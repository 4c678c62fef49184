"""The scenario format ``judgedesk-scenario/1`` (documented in data/checks/FORMAT.md): loading a
YAML file into validated ``Scenario`` values. The file is validated against the pydantic models
of ``scenario_models`` (a refusal names the file, the field path and the allowed values, see
``validation``), then the engine's values are built from the models. No malformed file ever
reaches the engine."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any, cast

import yaml
from pydantic import ValidationError

from kb.checks import scenario_models as spec
from kb.checks.action_models import ACTIONS, ActionBase
from kb.checks.errors import ScenarioError
from kb.checks.expectation_models import EXPECTS, Legal
from kb.checks.model import FORMAT, ZONE_KEYS, Action, CardEntry, Expectation, PlayerSetup, RulingLink, Scenario, Setup
from kb.checks.validation import scenario_error
from kb.engine.card_model import CardDef
from kb.engine.definitions import builtin_cards
from kb.engine.format_types import Closed, kind_of

# The model's names stay importable from here, where the format has always been read from.
__all__ = [
    "ACTIONS",
    "EXPECTS",
    "FORMAT",
    "Action",
    "Expectation",
    "Scenario",
    "load_scenario",
    "load_scenarios",
    "parse_scenario",
    "parse_scenarios",
]

# libyaml's loader parses the catalog ~8x faster than the pure-Python one (every card lookup
# shows each ruling's checks); both build the same plain data.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_scenarios(path: str | Path) -> list[Scenario]:
    """Every scenario of a file: one, or one per entry of its ``runs``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ScenarioError(str(path), "(file)", f"cannot read: {e.strerror}") from None
    return parse_scenarios(text, str(path))


def load_scenario(path: str | Path) -> Scenario:
    return _only(load_scenarios(path), str(path))


def parse_scenario(text: str, file: str = "<memory>") -> Scenario:
    """The scenario of a file without ``runs`` (a file with several runs: ``parse_scenarios``)."""
    return _only(parse_scenarios(text, file), file)


def _only(scenarios: list[Scenario], file: str) -> Scenario:
    if len(scenarios) != 1:
        raise ScenarioError(
            file,
            "runs",
            f"the file holds {len(scenarios)} runs; load it with load_scenarios (ids: {', '.join(s.id for s in scenarios)})",
        )
    return scenarios[0]


def parse_scenarios(text: str, file: str = "<memory>") -> list[Scenario]:
    """A file's scenarios. With ``runs``, the cards and setup (and the top-level ``actions``, played
    first) are shared; each run adds its actions and expectations and gets the id ``<id>-<run id>``."""
    try:
        raw = yaml.load(text, Loader=_YAML_LOADER)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "(file)"
        raise ScenarioError(file, where, f"not valid YAML: {getattr(e, 'problem', e)}") from None
    try:
        model = spec.ScenarioFile.model_validate(raw)
    except ValidationError as e:
        raise scenario_error(file, e) from None
    return _Builder(file).scenarios(model)


class _Builder:
    """The engine's values from a validated file; what the models cannot know alone — a card
    named in a zone is defined in the file — is checked here, just as precisely."""

    def __init__(self, file: str):
        self.file = file

    def scenarios(self, m: spec.ScenarioFile) -> list[Scenario]:
        cards = dict(builtin_cards())
        cards.update((card.name, card) for card in m.cards)
        rulings = [self.ruling(r) for r in m.rulings]
        actions = [to_action(a, f"actions[{i}]") for i, a in enumerate(m.actions)]
        expect = [to_expectation(e, f"expect[{i}]") for i, e in enumerate(m.expect)]
        error = _error_spec(m.setup_error) if m.setup_error is not None else None
        if m.runs is None:
            setup = self.setup(m.setup, cards)
            return [Scenario(m.id, m.title, list(m.rules), rulings, setup, actions, expect, self.file, m.description, error)]
        out = []
        for i, run in enumerate(m.runs):
            path = f"runs[{i}]"
            out.append(
                Scenario(
                    id=f"{m.id}-{run.id}",
                    title=run.title or f"{m.title} ({run.id})",
                    rules=list(run.rules) or list(m.rules),
                    rulings=rulings + [self.ruling(r) for r in run.rulings],
                    setup=self.setup(m.setup, cards),
                    file=self.file,
                    description=run.description if "description" in run.model_fields_set else m.description,
                    actions=actions + [to_action(a, f"{path}.actions[{j}]") for j, a in enumerate(run.actions)],
                    expect=[to_expectation(e, f"{path}.expect[{j}]") for j, e in enumerate(run.expect)] + expect,
                )
            )
        return out

    def ruling(self, r: spec.Ruling) -> RulingLink:
        return RulingLink(r.source, r.lines, r.relation, r.note)

    def setup(self, m: spec.Setup, cards: dict[str, CardDef]) -> Setup:
        players = [self.player(p, f"setup.players[{i}]", cards) for i, p in enumerate(m.players)]
        return Setup(
            players=players,
            variant=m.variant,
            seed=m.seed,
            turn=m.turn,
            active=m.active or players[0].name,
            step=m.step,
            first_turn_draw=m.first_turn_draw,
            opening_hands=m.opening_hands,
            library_filler=m.library_filler,
        )

    def player(self, m: spec.PlayerSetup, path: str, cards: dict[str, CardDef]) -> PlayerSetup:
        zones = {z: [self.entry(e, f"{path}.{z}[{i}]", cards) for i, e in enumerate(getattr(m, z))] for z in ZONE_KEYS}
        return PlayerSetup(
            m.name,
            m.life,
            zones,
            m.pool or None,
            library_given="library" in m.model_fields_set,
            commander_damage=m.commander_damage,
        )

    def entry(self, m: spec.Entry, path: str, cards: dict[str, CardDef]) -> CardEntry:
        if isinstance(m.card, CardDef):
            card = m.card
        elif m.card in cards:
            card = cards[m.card]
        else:
            close = difflib.get_close_matches(m.card, list(cards), n=3, cutoff=0.6)
            raise ScenarioError(
                self.file, f"{path}.card", f"unknown card {m.card!r}: define it under 'cards' or inline", sorted(cards), close
            )
        state = dict(spec.entry_state(m))
        return CardEntry(card, m.id if "id" in m.model_fields_set else None, m.count, state)


def _error_spec(m: Closed) -> dict[str, str]:
    return {k: str(v) for k, v in m.model_dump(exclude_unset=True).items()}


def to_action(m: ActionBase, path: str) -> Action:
    """An action of the engine from its validated model (``path``: where the file wrote it)."""
    kind, args = kind_of(m)
    where = f"{path}.{kind}"
    at, error = m.at, m.expect_error
    return Action(
        kind,
        _action_args(kind, args, where),
        where,
        (at.turn, at.step) if at is not None else None,
        _error_spec(error) if error is not None else None,
        {str(p): list(v) for p, v in m.choices.items()},
        m.note,
    )


def _action_args(kind: str, args: Any, path: str) -> Any:
    if kind == "expect":
        return [to_expectation(e, f"{path}[{i}]") for i, e in enumerate(args)]
    given = args.as_written()
    if kind == "resolve":
        return {"count": None if args.count == "all" else args.count}
    if kind == "advance":
        return given | {"step": args.step}
    if kind == "block":
        return {"blocks": args.blocks}
    return given


def to_expectation(m: Closed, path: str) -> Expectation:
    kind, args = kind_of(m)
    where = f"{path}.{kind}"
    if not isinstance(args, Closed):
        return Expectation(kind, args, where)
    given = args.model_dump(by_alias=True, exclude_unset=True, exclude={"action"})
    if isinstance(args, Legal):
        given["action"] = to_action(cast(ActionBase, args.action), f"{where}.action")
    return Expectation(kind, given, where)
