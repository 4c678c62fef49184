"""A scenario file ``judgedesk-scenario/1`` as pydantic models: the top level, its runs, the
rulings it backs, the set-up (players, their zones and the entries in them). The actions and
expectations are in ``action_models`` and ``expectation_models``; ``schema`` validates a file
against ``ScenarioFile`` and builds the engine's values from it.

Validation and the run-time values are kept apart on purpose: these models say what a file may
contain (and are the source of the JSON Schema for editors and of FORMAT.md's vocabulary), while
the values a run uses (``kb.checks.model``: ``Scenario``, ``Action``, ``CardEntry``) stay plain
dataclasses — cheap to pickle to a sandboxed worker, shared with the engine's card values, and
independent of how a file spells them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import Field, GetCoreSchemaHandler, GetJsonSchemaHandler, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

from kb.checks.action_models import ActionSpec, ErrorSpec
from kb.checks.expectation_models import Expectations, StepName
from kb.checks.model import DEFAULT_FILLER, FORMAT, RELATIONS, SOURCES, VARIANTS
from kb.engine.card_model import CardDef
from kb.engine.card_models import CardSpec
from kb.engine.errors import RuleNotFound
from kb.engine.format_types import Choice, Closed, Flag, Integer, Listing, Parsed, Text, refusal
from kb.engine.registry import RULES, resolve_numbers
from kb.engine.value_models import Keywords, mana_text

SCHEMA_ID = f"urn:judgedesk:{FORMAT}"  # names the format; nothing to fetch


def _format(v: Any) -> str:
    if v != FORMAT:
        raise refusal(f"expected {FORMAT!r}, got {v!r}", allowed=[FORMAT])
    return FORMAT


def _word(what: str) -> Any:
    def parse(v: Any) -> str:
        word = "" if v is None else str(v)
        if not word or any(c.isspace() for c in word):
            raise refusal(f"{what} one word (letters, digits, '-'), got {word!r}")
        return word

    return parse


def _named(v: Any) -> str:
    if not v:
        raise refusal("every player needs a name")
    return str(v)


def _rule_number(v: Any) -> str:
    number = str(v)
    try:
        resolve_numbers([number])
    except RuleNotFound as e:
        raise refusal(f"{number!r} is not a rule the engine implements", allowed=e.close_matches or sorted(RULES)) from None
    return number


def _lines(v: Any) -> tuple[int, int]:
    lines = [v, v] if isinstance(v, int) and not isinstance(v, bool) else v
    if not (
        isinstance(lines, list)
        and len(lines) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in lines)
        and lines[0] <= lines[1]
    ):
        raise refusal(f"expected [first, last] line numbers (1-based, first ≤ last), got {v!r}")
    return (lines[0], lines[1])


_LINE = {"type": "integer", "minimum": 1}
RuleNumber = Annotated[str, Parsed(_rule_number, {"type": "string", "pattern": r"^\d{3}(\.\d+[a-z]?)?$"})]
Rules = Annotated[list[RuleNumber], Listing(), Field(description="CR rules the check demonstrates (registry numbers)")]
Word = Annotated[str, Parsed(_word("an id is"), {"type": "string", "pattern": r"^\S+$"})]
Free = Annotated[str, Text()]
Count = Annotated[int, Integer(0)]


class Ruling(Closed):
    """A ruling record the check backs: a corpus document and the ruling's line range."""

    source: Annotated[str, Choice(SOURCES, "source")]
    lines: Annotated[
        tuple[int, int], Parsed(_lines, {"anyOf": [_LINE, {"type": "array", "items": _LINE, "minItems": 2, "maxItems": 2}]})
    ]
    relation: Annotated[str, Choice(RELATIONS, "relation")] = "backs"
    note: Free = ""


Rulings = Annotated[list[Ruling], Listing()]
Actions = Annotated[list[ActionSpec], Listing(), Field(description="what happens, in order")]
ExpectList = Annotated[Expectations, Listing()]


class NameOrCard:
    """A card's name as it is, or an inline card definition validated and built as ``CardSpec``."""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        def dispatch(v: Any, validate: core_schema.ValidatorFunctionWrapHandler) -> Any:
            return v if isinstance(v, str) else validate(v)

        return core_schema.no_info_wrap_validator_function(dispatch, handler.generate_schema(CardSpec))

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return {"anyOf": [{"type": "string"}, handler(schema)]}


class Entry(Closed):
    """A card in a zone at the start: a card name, or a mapping with ``card`` and its state."""

    card: Annotated[str | CardDef, NameOrCard(), Field(description="a card's name, or an inline card definition")]
    id: Free = ""
    count: Annotated[int, Integer(1)] = 1
    tapped: Annotated[bool, Flag()] = False
    counters: dict[str, Count] = {}
    sick: Annotated[bool, Flag(), Field(description="came under its controller's control this turn")] = False
    face_down: Annotated[bool, Flag()] = False
    damage: Count = 0
    gains: Annotated[Keywords, Field(description="keywords it has gained")] = ()
    commander: Annotated[bool, Flag()] = False
    owner: Free = ""
    casts: Annotated[Count, Field(description="earlier casts from the command zone")] = 0
    attached_to: Annotated[Free, Field(description="an Aura on the battlefield enchanting that permanent (id or name)")] = ""


EntrySpec = Annotated[Entry, Parsed(lambda v: {"card": v} if isinstance(v, str) else v, also=[{"type": "string"}])]
Zone = Annotated[list[EntrySpec], Listing()]


class PlayerSetup(Closed):
    name: Annotated[str, Parsed(_named, {"type": "string"})]
    life: Annotated[int, Integer()] | None = None
    library: Annotated[Zone, Field(description="top first; giving it (even []) replaces the filler")] = []
    hand: Zone = []
    battlefield: Zone = []
    graveyard: Zone = []
    exile: Zone = []
    command: Zone = []
    pool: Annotated[str, Parsed(mana_text, {"type": "string"}), Field(description="mana already in the pool")] = ""
    commander_damage: dict[str, Count] = {}


class Setup(Closed):
    variant: Annotated[str, Choice(VARIANTS, "variant")] = "normal"
    seed: Annotated[int, Integer()] = 0
    turn: Annotated[int, Integer(1)] = 1
    active: Free = ""
    step: StepName = "precombat_main"
    players: Annotated[list[PlayerSetup], Listing()]
    first_turn_draw: bool = False
    opening_hands: bool = False
    library_filler: Annotated[int, Integer(0)] = DEFAULT_FILLER

    @model_validator(mode="after")
    def _players_known(self) -> Setup:
        names = [p.name for p in self.players]
        if len(names) < 2:
            raise refusal("a game needs at least two players", at="players")
        if len(set(names)) != len(names):
            raise refusal(f"player names must be distinct: {names}", at="players")
        if self.active and self.active not in names:
            raise refusal(f"unknown player {self.active!r}", allowed=names, at="active")
        return self


class Run(Closed):
    """One of several runs from one set-up: its actions follow the file's, its id is ``<id>-<run id>``."""

    id: Annotated[str, Parsed(_word("a run needs an id,"), {"type": "string", "pattern": r"^\S+$"})]
    title: Free = ""
    description: Free = ""
    rules: Rules = []
    rulings: Rulings = []
    actions: Actions = []
    expect: ExpectList = []


class ScenarioFile(Closed):
    """A check: a small game set up, played and judged (data/checks/FORMAT.md)."""

    format: Annotated[str, Parsed(_format, {"const": FORMAT})]
    id: Annotated[Word, Field(description="unique across data/checks; one word with '-'")]
    title: Free
    description: Free = ""
    rules: Rules = []
    rulings: Rulings = []
    cards: Annotated[list[CardSpec], Listing(), Field(description="card definitions used below")] = []
    setup: Setup
    actions: Actions = []
    expect: Annotated[ExpectList, Field(description="what must hold at the end")] = []
    setup_error: Annotated[ErrorSpec | None, Field(description="the engine must refuse the set-up itself")] = None
    runs: Annotated[list[Run] | None, Field(description="several runs from one set-up")] = None

    @model_validator(mode="after")
    def _runs_apart(self) -> ScenarioFile:
        if self.runs is None:
            return self
        if self.setup_error is not None:
            raise refusal("a file whose setup must be refused has no runs", at="runs")
        if not self.runs:
            raise refusal("expected at least one run", at="runs")
        seen: set[str] = set()
        for i, run in enumerate(self.runs):
            if run.id in seen:
                raise refusal(f"run id {run.id!r} is used twice in this file", at=f"runs[{i}].id")
            seen.add(run.id)
        return self


def entry_state(entry: Entry) -> Mapping[str, Any]:
    """The state an entry sets, only the keys the file gave (the engine's ``CardEntry.state``)."""
    given = entry.model_fields_set
    keys = ("tapped", "sick", "face_down", "commander", "counters", "damage", "gains", "owner", "casts", "attached_to")
    return {k: getattr(entry, k) for k in keys if k in given}
