"""The data model of the scenario format ``judgedesk-scenario/1``: its keys, the validated
``Scenario`` and its parts, and the ``Reader`` whose refusals name the file, the field and
the allowed values. ``schema`` loads a file into these; ``actions_schema`` reads its actions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from kb.checks.errors import ScenarioError
from kb.engine.definitions import CardDef
from kb.engine.steps import parse_step, step_names

FORMAT = "judgedesk-scenario/1"
SOURCES = ("who-notes-de", "tsp-faq-zh", "glossary-de", "casting-de", "card-types-de")
RELATIONS = ("backs", "outdated")
TOP_KEYS = (
    "format",
    "id",
    "title",
    "description",
    "rules",
    "rulings",
    "cards",
    "setup",
    "actions",
    "expect",
    "setup_error",
    "runs",
)
RUN_KEYS = ("id", "title", "description", "rules", "rulings", "actions", "expect")  # one of several runs of a file
SETUP_KEYS = ("variant", "seed", "turn", "active", "step", "players", "first_turn_draw", "library_filler")
DEFAULT_FILLER = 20  # filler cards in a library the scenario leaves unspecified
PLAYER_KEYS = ("name", "life", "library", "hand", "battlefield", "graveyard", "exile", "command", "pool", "commander_damage")
ZONE_KEYS = ("library", "hand", "battlefield", "graveyard", "exile", "command")
ENTRY_KEYS = (
    "card",
    "id",
    "count",
    "tapped",
    "counters",
    "sick",
    "face_down",
    "damage",
    "gains",
    "commander",
    "owner",
    "casts",
    "attached_to",
)
VARIANTS = ("normal", "commander")
ERROR_KEYS = ("rule", "code")
COMMON_KEYS = ("at", "expect_error", "choices", "note")
# fmt: off
ACTIONS: dict[str, tuple[str, ...]] = {
    "cast":         ("player", "card", "targets", "alt", "kicker", "buyback", "x", "mode", "pay_with", "face", "divide",
                     "convoke"),
    "activate":     ("player", "card", "ability", "targets", "x", "pay_with", "crew"),
    "play":         ("player", "card"),
    "suspend":      ("player", "card"),
    "foretell":     ("player", "card"),
    "turn_face_up": ("player", "card"),
    "concede":      ("player",),
    "pass":         ("player", "times"),
    "resolve":      ("count",),
    "advance":      ("turn", "step"),
    "attack":       ("player", "attackers", "defender"),
    "block":        ("blocks",),
    "choose":       ("player", "choice", "choices"),
    "expect":       (),
}
EXPECTS: dict[str, tuple[str, ...]] = {
    "life": (), "hand": (), "library": (), "pool": (), "turn": (), "step": (), "priority": (),
    "lost": (), "not_lost": (), "spells_cast": (),
    "zone": ("card", "is"), "count": ("player", "zone", "name", "is", "tokens", "face_down", "types", "tapped"),
    "counters": ("card", "kind", "is"), "tapped": ("card", "is"), "pt": ("card", "is"),
    "face_down": ("card", "is"), "keyword": ("card", "has", "is"), "stack": ("is", "size"),
    "suspended": ("card", "is"), "mana_value": ("card", "is"), "attacking": ("card", "is"),
    "damage": ("card", "is"), "controller": ("card", "is"), "commander_damage": ("player", "from", "is"),
    "legal": ("action", "is", "rule", "code"), "order": (),
    "colors": ("card", "is"), "subtype": ("card", "has", "is"), "targets": ("item", "is"),
    "phased_out": ("card", "is"),
}
# fmt: on


@dataclass(frozen=True)
class RulingLink:
    source: str
    lines: tuple[int, int]
    relation: str = "backs"  # "outdated": the check shows today's rule, which differs from the ruling
    note: str = ""


@dataclass
class CardEntry:
    card: CardDef
    handle: str | None = None
    count: int = 1
    state: dict = field(default_factory=dict)


@dataclass
class PlayerSetup:
    name: str
    life: int | None = None
    zones: dict[str, list[CardEntry]] = field(default_factory=dict)
    pool: str | None = None
    library_given: bool = False  # False: the library is filled with filler cards
    commander_damage: dict[str, int] = field(default_factory=dict)  # commander id -> combat damage taken


@dataclass
class Setup:
    players: list[PlayerSetup]
    variant: str = "normal"
    seed: int = 0
    turn: int = 1
    active: str | None = None
    step: str = "precombat_main"
    first_turn_draw: bool = False
    library_filler: int = DEFAULT_FILLER


@dataclass
class Action:
    kind: str
    args: Any
    path: str
    at: tuple[int, str] | None = None
    expect_error: dict | None = None
    choices: dict[str, list] = field(default_factory=dict)
    note: str = ""


@dataclass
class Expectation:
    kind: str
    args: Any
    path: str


@dataclass
class Scenario:
    id: str
    title: str
    rules: list[str]
    rulings: list[RulingLink]
    setup: Setup
    actions: list[Action]
    expect: list[Expectation]
    file: str = "<memory>"
    description: str = ""
    setup_error: dict | None = None


class Reader:
    """Reads one file's plain YAML data; every refusal names the file, the field path and what is allowed."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, path: str, message: str, allowed=()) -> ScenarioError:
        return ScenarioError(self.file, path, message, allowed)

    def mapping(self, v: Any, path: str, allowed: tuple[str, ...] | None = None) -> Mapping:
        if not isinstance(v, Mapping):
            raise self.fail(path, f"expected a mapping, got {type(v).__name__}", allowed or ())
        if allowed is not None:
            for key in v:
                if key not in allowed:
                    raise self.fail(f"{path}.{key}", f"unknown field {key!r}", allowed)
        return v

    def listing(self, v: Any, path: str) -> list:
        if v is None:
            return []
        if not isinstance(v, list):
            raise self.fail(path, f"expected a list, got {type(v).__name__}")
        return v

    def integer(self, v: Any, path: str, minimum: int | None = None) -> int:
        if not isinstance(v, int) or isinstance(v, bool) or (minimum is not None and v < minimum):
            raise self.fail(path, f"expected an integer{f' ≥ {minimum}' if minimum is not None else ''}, got {v!r}")
        return v

    def step(self, v: Any, path: str) -> str:
        try:
            return parse_step(str(v)).value
        except ValueError:
            raise self.fail(path, f"unknown step {v!r}", step_names()) from None


def error_spec(r: Reader, v: Any, path: str) -> dict:
    m = r.mapping(v, path, ERROR_KEYS)
    if not m:
        raise r.fail(path, "name the expected error by 'rule' and/or 'code'", ERROR_KEYS)
    return {k: str(m[k]) for k in m}
