"""The scenario format ``judgedesk-scenario/1`` (documented in data/checks/FORMAT.md): loading a
YAML file into a validated ``Scenario``. Every error names the file, the field and the
allowed values; no malformed file ever reaches the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

import yaml

from kb.checks.actions_schema import parse_actions, parse_expectations
from kb.checks.errors import ScenarioError
from kb.checks.model import (
    ACTIONS,
    DEFAULT_FILLER,
    ENTRY_KEYS,
    EXPECTS,
    FORMAT,
    PLAYER_KEYS,
    RELATIONS,
    RUN_KEYS,
    SETUP_KEYS,
    SOURCES,
    TOP_KEYS,
    VARIANTS,
    ZONE_KEYS,
    Action,
    CardEntry,
    Expectation,
    PlayerSetup,
    Reader,
    RulingLink,
    Scenario,
    Setup,
    error_spec,
)
from kb.engine.definitions import CardDef, builtin_cards, parse_card
from kb.engine.errors import CardDefinitionError
from kb.engine.keyword_table import parse_keyword

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
    r = Reader(file)
    try:
        raw = yaml.load(text, Loader=_YAML_LOADER)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "(file)"
        raise r.fail(where, f"not valid YAML: {getattr(e, 'problem', e)}") from None
    raw = r.mapping(raw, "(top)", TOP_KEYS)
    if raw.get("format") != FORMAT:
        raise r.fail("format", f"expected {FORMAT!r}, got {raw.get('format')!r}", [FORMAT])
    for key in ("id", "title", "setup"):
        if key not in raw:
            raise r.fail(key, "required field missing")
    sid = str(raw["id"])
    if not sid or any(c.isspace() for c in sid):
        raise r.fail("id", f"an id is one word (letters, digits, '-'), got {sid!r}")
    rules = [str(n) for n in r.listing(raw.get("rules"), "rules")]
    _check_rule_numbers(r, rules)
    rulings = [_ruling(r, x, f"rulings[{i}]") for i, x in enumerate(r.listing(raw.get("rulings"), "rulings"))]
    cards = dict(builtin_cards())
    for i, c in enumerate(r.listing(raw.get("cards"), "cards")):
        card = _card(r, c, f"cards[{i}]")
        cards[card.name] = card

    actions = parse_actions(r, raw.get("actions"), "actions")
    expect = parse_expectations(r, raw.get("expect"), "expect")
    if "runs" not in raw:
        return [
            Scenario(
                id=sid,
                title=str(raw["title"]),
                rules=rules,
                rulings=rulings,
                setup=_setup(r, raw["setup"], cards),
                file=file,
                description=str(raw.get("description", "")),
                actions=actions,
                expect=expect,
                setup_error=error_spec(r, raw["setup_error"], "setup_error") if "setup_error" in raw else None,
            )
        ]
    if "setup_error" in raw:
        raise r.fail("runs", "a file whose setup must be refused has no runs")
    runs = r.listing(raw["runs"], "runs")
    if not runs:
        raise r.fail("runs", "expected at least one run")
    out: list[Scenario] = []
    for i, raw_run in enumerate(runs):
        path = f"runs[{i}]"
        m = r.mapping(raw_run, path, RUN_KEYS)
        rid = str(m.get("id", ""))
        if not rid or any(c.isspace() for c in rid):
            raise r.fail(f"{path}.id", f"a run needs an id, one word (letters, digits, '-'), got {rid!r}")
        if any(s.id == f"{sid}-{rid}" for s in out):
            raise r.fail(f"{path}.id", f"run id {rid!r} is used twice in this file")
        run_rules = [str(n) for n in r.listing(m.get("rules"), f"{path}.rules")] or rules
        _check_rule_numbers(r, run_rules, f"{path}.rules")
        out.append(
            Scenario(
                id=f"{sid}-{rid}",
                title=str(m.get("title") or f"{raw['title']} ({rid})"),
                rules=run_rules,
                rulings=rulings
                + [_ruling(r, x, f"{path}.rulings[{j}]") for j, x in enumerate(r.listing(m.get("rulings"), f"{path}.rulings"))],
                setup=_setup(r, raw["setup"], cards),
                file=file,
                description=str(m.get("description", raw.get("description", ""))),
                actions=actions + parse_actions(r, m.get("actions"), f"{path}.actions"),
                expect=parse_expectations(r, m.get("expect"), f"{path}.expect") + expect,
            )
        )
    return out


def _check_rule_numbers(r: Reader, rules: list[str], path: str = "rules") -> None:
    from kb.engine.errors import RuleNotFound
    from kb.engine.registry import RULES, resolve_numbers

    for i, n in enumerate(rules):
        try:
            resolve_numbers([n])
        except RuleNotFound as e:
            raise r.fail(f"{path}[{i}]", f"{n!r} is not a rule the engine implements", e.close_matches or sorted(RULES)) from None


def _ruling(r: Reader, v: Any, path: str) -> RulingLink:
    m = r.mapping(v, path, ("source", "lines", "relation", "note"))
    if m.get("source") not in SOURCES:
        raise r.fail(f"{path}.source", f"unknown source {m.get('source')!r}", SOURCES)
    lines = m.get("lines")
    if isinstance(lines, int):
        lines = [lines, lines]
    if not (
        isinstance(lines, list) and len(lines) == 2 and all(isinstance(n, int) and n >= 1 for n in lines) and lines[0] <= lines[1]
    ):
        raise r.fail(f"{path}.lines", f"expected [first, last] line numbers (1-based, first ≤ last), got {lines!r}")
    relation = m.get("relation", "backs")
    if relation not in RELATIONS:
        raise r.fail(f"{path}.relation", f"unknown relation {relation!r}", RELATIONS)
    return RulingLink(m["source"], (lines[0], lines[1]), relation, str(m.get("note", "")))


def _card(r: Reader, v: Any, path: str) -> CardDef:
    try:
        return parse_card(v, path)
    except CardDefinitionError as e:
        raise r.fail(e.field, e.message, e.allowed) from None


def _setup(r: Reader, v: Any, cards: dict[str, CardDef]) -> Setup:
    m = r.mapping(v, "setup", SETUP_KEYS)
    variant = m.get("variant", "normal")
    if variant not in VARIANTS:
        raise r.fail("setup.variant", f"unknown variant {variant!r}", VARIANTS)
    players = [_player(r, p, f"setup.players[{i}]", cards) for i, p in enumerate(r.listing(m.get("players"), "setup.players"))]
    if len(players) < 2:
        raise r.fail("setup.players", "a game needs at least two players")
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise r.fail("setup.players", f"player names must be distinct: {names}")
    active = m.get("active", names[0])
    if active not in names:
        raise r.fail("setup.active", f"unknown player {active!r}", names)
    return Setup(
        players=players,
        variant=variant,
        seed=r.integer(m.get("seed", 0), "setup.seed"),
        turn=r.integer(m.get("turn", 1), "setup.turn", 1),
        active=active,
        step=r.step(m.get("step", "precombat_main"), "setup.step"),
        first_turn_draw=bool(m.get("first_turn_draw", False)),
        library_filler=r.integer(m.get("library_filler", DEFAULT_FILLER), "setup.library_filler", 0),
    )


def _player(r: Reader, v: Any, path: str, cards: dict[str, CardDef]) -> PlayerSetup:
    m = r.mapping(v, path, PLAYER_KEYS)
    if not m.get("name"):
        raise r.fail(f"{path}.name", "every player needs a name")
    zones = {
        z: [_entry(r, e, f"{path}.{z}[{i}]", cards) for i, e in enumerate(r.listing(m.get(z), f"{path}.{z}"))] for z in ZONE_KEYS
    }
    life = r.integer(m["life"], f"{path}.life") if "life" in m else None
    damage = r.mapping(m.get("commander_damage", {}), f"{path}.commander_damage")
    if m.get("pool"):
        from kb.engine.mana import ManaSyntaxError, parse_mana_produced

        try:
            parse_mana_produced(str(m["pool"]))
        except ManaSyntaxError as e:
            raise r.fail(f"{path}.pool", str(e)) from None
    return PlayerSetup(
        str(m["name"]),
        life,
        zones,
        str(m["pool"]) if m.get("pool") else None,
        library_given="library" in m,
        commander_damage={str(k): r.integer(v, f"{path}.commander_damage.{k}", 0) for k, v in damage.items()},
    )


def _entry(r: Reader, v: Any, path: str, cards: dict[str, CardDef]) -> CardEntry:
    if isinstance(v, str):
        v = {"card": v}
    m = r.mapping(v, path, ENTRY_KEYS)
    ref = m.get("card")
    if isinstance(ref, Mapping):
        card = _card(r, ref, f"{path}.card")
    elif isinstance(ref, str) and ref in cards:
        card = cards[ref]
    else:
        raise r.fail(f"{path}.card", f"unknown card {ref!r}: define it under 'cards' or inline", sorted(cards))
    state = {k: m[k] for k in ("tapped", "sick", "face_down", "commander") if k in m}
    for k in ("tapped", "sick", "face_down", "commander"):
        if k in state and not isinstance(state[k], bool):
            raise r.fail(f"{path}.{k}", f"expected true or false, got {state[k]!r}")
    if "counters" in m:
        counters = r.mapping(m["counters"], f"{path}.counters")
        state["counters"] = {str(k): r.integer(n, f"{path}.counters.{k}", 0) for k, n in counters.items()}
    if "damage" in m:
        state["damage"] = r.integer(m["damage"], f"{path}.damage", 0)
    if "gains" in m:
        try:
            gains = r.listing(m["gains"], f"{path}.gains")
            state["gains"] = [parse_keyword(k, f"{path}.gains[{i}]") for i, k in enumerate(gains)]
        except CardDefinitionError as e:
            raise r.fail(e.field, e.message, e.allowed) from None
    if "owner" in m:
        state["owner"] = str(m["owner"])
    if "casts" in m:
        state["casts"] = r.integer(m["casts"], f"{path}.casts", 0)
    if "attached_to" in m:  # an Aura set up on the battlefield enchanting that permanent (id or name)
        state["attached_to"] = str(m["attached_to"])
    return CardEntry(card, str(m["id"]) if "id" in m else None, r.integer(m.get("count", 1), f"{path}.count", 1), state)
