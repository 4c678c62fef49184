"""Limits on a scenario from outside (a request body, a judge's file): size, YAML depth, node
count, anchors and aliases, and how many cards, actions and repetitions it may ask for.

A scenario is checked twice: its raw YAML text as a stream of parser events (libyaml's event
parser keeps an explicit stack, so a 30,000-deep list is refused long before anything recurses
and before an alias could expand into a "billion laughs"), then the parsed ``Scenario`` against
the size limits (``library_filler: 3000000`` is refused before a single card is made). Every
refusal is a ``ScenarioLimitExceeded`` naming the limit, its value and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from kb.checks.errors import ScenarioError

# The event parser only: libyaml's parser is iterative; its composer (what yaml.load uses)
# recurses per nesting level, which is what overflowed the C stack.
_EVENT_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class ScenarioLimits:
    """How large a scenario may be. The bundled checks use a small fraction of each
    (at most 20 filler cards, 7 copies of a card, 17 cards set up, 12 actions)."""

    max_chars: int = 100_000  # characters of YAML text
    max_depth: int = 40  # nesting of mappings and lists
    max_nodes: int = 20_000  # scalars, mappings and lists in the document
    max_library_filler: int = 200  # setup.library_filler
    max_count: int = 100  # copies of one card entry (count:)
    max_cards: int = 1_000  # cards set up over all players and zones, filler included
    max_players: int = 8
    max_actions: int = 500
    max_repeat: int = 1_000  # pass times: / resolve count:
    max_objects: int = 5_000  # game objects alive during a run (tokens, copies included)
    seconds: float = 10.0  # wall-clock time of one run in its worker process
    memory_mb: int = 512  # address space a run may add to its worker process


LIMITS = ScenarioLimits()


class ScenarioLimitExceeded(ScenarioError):
    """A scenario, or its run, goes past one of the ``ScenarioLimits``; ``limit`` names which."""

    def __init__(self, file: str, field: str, limit: str, message: str):
        self.limit, self.detail = limit, message
        super().__init__(file, field, f"{message} (limit: {limit})")


def check_yaml_text(text: str, file: str = "<memory>", limits: ScenarioLimits = LIMITS) -> None:
    """Refuse oversized, too deeply nested or too large YAML, and any anchor or alias, reading
    parser events only (nothing is built). A syntax error is reported here, with its line, so
    the composer never sees text the parser refused."""
    if len(text) > limits.max_chars:
        raise ScenarioLimitExceeded(file, "(file)", "max_chars", f"{len(text):,} characters; at most {limits.max_chars:,}")
    depth = nodes = 0
    try:
        for event in yaml.parse(text, Loader=_EVENT_LOADER):
            if isinstance(event, yaml.AliasEvent):
                raise ScenarioLimitExceeded(
                    file, _where(event), "aliases", f"alias *{event.anchor} refused: scenarios may not use YAML aliases"
                )
            if not isinstance(event, yaml.NodeEvent):
                if isinstance(event, yaml.CollectionEndEvent):
                    depth -= 1
                continue
            if event.anchor is not None:
                raise ScenarioLimitExceeded(
                    file, _where(event), "aliases", f"anchor &{event.anchor} refused: scenarios may not use YAML anchors"
                )
            nodes += 1
            if nodes > limits.max_nodes:
                raise ScenarioLimitExceeded(file, _where(event), "max_nodes", f"more than {limits.max_nodes:,} values")
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > limits.max_depth:
                    raise ScenarioLimitExceeded(
                        file, _where(event), "max_depth", f"nested more than {limits.max_depth} levels deep"
                    )
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "(file)"
        if "nesting depth" in str(e):  # libyaml's own cap (flow collections), reached before ours
            raise ScenarioLimitExceeded(file, where, "max_depth", f"nested more than {limits.max_depth} levels deep") from None
        raise ScenarioError(file, where, f"not valid YAML: {getattr(e, 'problem', None) or e}") from None


def check_structure(value: Any, file: str = "<memory>", limits: ScenarioLimits = LIMITS) -> None:
    """The same depth and node limits for a scenario sent as a JSON object (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    nodes = 0
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > limits.max_nodes:
            raise ScenarioLimitExceeded(file, "(top)", "max_nodes", f"more than {limits.max_nodes:,} values")
        if isinstance(item, (Mapping, list)):
            if depth > limits.max_depth:
                raise ScenarioLimitExceeded(file, "(top)", "max_depth", f"nested more than {limits.max_depth} levels deep")
            children = item.values() if isinstance(item, Mapping) else item
            stack.extend((child, depth + 1) for child in children)


def check_scenario_size(s: Any, limits: ScenarioLimits = LIMITS) -> None:
    """Refuse a parsed scenario that would set up or repeat more than a run may."""
    file, setup = s.file, s.setup

    def over(field: str, limit: str, value: int, maximum: int, what: str) -> None:
        if value > maximum:
            raise ScenarioLimitExceeded(file, field, limit, f"{value:,} {what}; at most {maximum:,}")

    over("setup.library_filler", "max_library_filler", setup.library_filler, limits.max_library_filler, "filler cards")
    over("setup.players", "max_players", len(setup.players), limits.max_players, "players")
    cards = 0
    for i, player in enumerate(setup.players):
        for zone, entries in player.zones.items():
            for j, entry in enumerate(entries):
                over(f"setup.players[{i}].{zone}[{j}].count", "max_count", entry.count, limits.max_count, "copies")
                cards += entry.count
        if not player.library_given:
            cards += setup.library_filler
    over("setup.players", "max_cards", cards, limits.max_cards, "cards set up")
    over("actions", "max_actions", len(s.actions), limits.max_actions, "actions")
    for a in s.actions:
        args = a.args if isinstance(a.args, Mapping) else {}
        for key in ("times", "count"):
            if isinstance(args.get(key), int):
                over(f"{a.path}.{key}", "max_repeat", args[key], limits.max_repeat, "repetitions")


def parse_untrusted_scenario(text: str, file: str = "<request>", limits: ScenarioLimits = LIMITS) -> Any:
    """``parse_scenario`` for text from outside: the limits before and after parsing, and any
    stray error of the YAML constructor (a 5,000-digit integer) as a ``ScenarioError``."""
    # the scenario models and the engine (~1 s): the API imports this module at start-up
    from kb.checks.schema import _only

    return _only(parse_untrusted_scenarios(text, file, limits), file)


def parse_untrusted_scenarios(text: str, file: str = "<request>", limits: ScenarioLimits = LIMITS) -> list[Any]:
    """Every run of a file from outside (``parse_scenarios``), under the same limits."""
    from kb.checks.schema import parse_scenarios  # the engine, as above

    check_yaml_text(text, file, limits)
    try:
        scenarios = parse_scenarios(text, file)
    except ScenarioError:
        raise
    except (ValueError, OverflowError, RecursionError) as e:
        raise ScenarioError(file, "(file)", f"not a valid scenario: {e}") from None
    for scenario in scenarios:
        check_scenario_size(scenario, limits)
    return scenarios


def _where(event: Any) -> str:
    mark = getattr(event, "start_mark", None)
    return f"line {mark.line + 1}" if mark is not None else "(file)"
