"""The values a scenario of the format ``judgedesk-scenario/1`` is run with: the ``Scenario``
and its parts, plain dataclasses the runner, the sandbox and the engine share. What a file may
contain is said by the pydantic models (``scenario_models``); ``schema`` validates a file and
builds these from it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kb.engine.definitions import CardDef

FORMAT = "judgedesk-scenario/1"
SOURCES = ("who-notes-de", "tsp-faq-zh", "glossary-de", "casting-de", "card-types-de")
RELATIONS = ("backs", "outdated")
DEFAULT_FILLER = 20  # filler cards in a library the scenario leaves unspecified
ZONE_KEYS = ("library", "hand", "battlefield", "graveyard", "exile", "command")  # a player's zones in set-up order
VARIANTS = ("normal", "commander")


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
    state: dict[str, Any] = field(default_factory=dict)


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
    opening_hands: bool = False
    library_filler: int = DEFAULT_FILLER


@dataclass
class Action:
    kind: str
    args: Any
    path: str
    at: tuple[int | None, str] | None = None  # (turn — None: the current one —, step)
    expect_error: dict[str, Any] | None = None
    choices: dict[str, list[Any]] = field(default_factory=dict)
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
    setup_error: dict[str, Any] | None = None
