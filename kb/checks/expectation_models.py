"""The expectations of a scenario (``expect`` and ``expect`` actions) as pydantic models: each a
one-key mapping, its value a plain value (``turn: 3``), a mapping per player (``life: {A: 17}``)
or a model of named fields (``zone: {card, is}``). ``EXPECTS`` (the vocabulary FORMAT.md lists)
is read off these models; a ``legal`` expectation holds an action of ``action_models``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Annotated, Any

from pydantic import Field, model_validator

from kb.engine.format_types import Choice, Closed, Flag, Integer, OneKey, Parsed, Text, kind_models, refusal
from kb.engine.mana import ManaSyntaxError, parse_mana_produced
from kb.engine.steps import parse_step, step_names

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


class StepCheck(Parsed):
    """A step by name, alias or a peer engine's spelling, stored as the engine's name."""

    def __init__(self) -> None:
        super().__init__(self._step, {"type": "string", "examples": step_names()})

    @staticmethod
    def _step(v: Any) -> str:
        try:
            return parse_step(str(v)).value
        except ValueError:
            raise refusal(f"unknown step {v!r}", allowed=step_names()) from None


StepName = Annotated[str, StepCheck()]
Player = Annotated[str, Text()]
Zone = Annotated[str, Choice(ZONES, "zone")]
Anything = Annotated[Any, Field(description="a name, a number, true/false or a list, as the expectation says")]

# The refusal a negative check expects; an ``Action`` of ``action_models`` (resolved when the
# schema is first built, the two unions refer to each other).
ACTION_UNION: dict[str, Callable[[Any], Any]] = {}


def _actions() -> Mapping[str, type[Closed]]:
    members: Mapping[str, type[Closed]] = ACTION_UNION["members"](None)
    return members


def _hoisted(v: Any) -> Any:
    return ACTION_UNION["normalize"](v)


def _per_player(v: Any) -> Any:
    if isinstance(v, Mapping) and not v:
        raise refusal("name at least one player, e.g. {A: 20}")
    return v


def _mana(v: Any) -> str:
    text = str(v) if v not in (None, "") else "{0}"
    try:
        parse_mana_produced(text)
    except ManaSyntaxError as e:
        raise refusal(str(e)) from None
    return text


def _players(v: Any) -> list[str]:
    names = v if isinstance(v, list) else [v]
    if not names or not all(isinstance(n, str) for n in names):
        raise refusal(f"expected a player name or a list of them, got {v!r}")
    return names


def _events(v: Any) -> list[str]:
    if not (isinstance(v, list) and len(v) >= 2 and all(isinstance(x, str) and " " in x.strip() for x in v)):
        raise refusal(
            "expected a list of at least two events such as 'cast Shock', 'resolve Shock', "
            "'step cleanup', 'Shock to graveyard', 'discard Shock', 'attack Grizzly Bears'"
        )
    return [x.strip() for x in v]


def _player_or_nobody(v: Any) -> Any:
    if v is not None and not isinstance(v, str):
        raise refusal(f"expected a player name (or null), got {v!r}")
    return v


PerPlayer = Annotated[dict[str, Annotated[int, Integer()]], Parsed(_per_player, {"type": "object", "minProperties": 1})]
Names = Annotated[list[str], Parsed(_players, {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]})]


class CardIs(Closed):
    """``{card, is}``: a property of one object."""

    card: Player
    is_: Anything = Field(alias="is")


class CardHas(Closed):
    card: Player
    has: Player
    is_: Annotated[bool, Flag()] = Field(alias="is")


class ZoneIs(Closed):
    card: Player
    is_: Zone = Field(alias="is")


class Count(Closed):
    player: Player = ""
    zone: Zone
    name: Player = ""
    is_: Annotated[int, Integer(0)] = Field(alias="is")
    tokens: Annotated[bool, Flag()] = False
    face_down: Annotated[bool, Flag()] = False
    types: Anything = None
    tapped: Annotated[bool, Flag()] = False

    @model_validator(mode="before")
    @classmethod
    def _named(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and ("zone" not in data or "is" not in data):
            raise refusal("give the 'zone' and the count it 'is'", allowed=cls.keys())
        return data


class Counters(Closed):
    card: Player
    kind: Player
    is_: Annotated[int, Integer(0)] = Field(alias="is")


def _pt(v: Any) -> Any:
    if not (isinstance(v, list) and len(v) == 2):
        raise refusal(f"expected [power, toughness], got {v!r}")
    return v


class PowerToughness(Closed):
    card: Player
    is_: Annotated[list[int], Parsed(_pt, {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2})] = Field(
        alias="is"
    )


def _labels(v: Any) -> Any:
    if not isinstance(v, list):
        raise refusal("expected the stack as a list of labels, top first")
    return v


class Stack(Closed):
    is_: Annotated[list[Any], Parsed(_labels, {"type": "array"})] = Field(default=[], alias="is")
    size: Annotated[int, Integer(0)] = 0


class CommanderDamage(Closed):
    player: Player
    from_: Player = Field(alias="from")
    is_: Annotated[int, Integer(0)] = Field(alias="is")


class Legal(Closed):
    """The action is tried on a copy of the game and must be refused (``is: false``) or allowed."""

    action: Annotated[Closed, OneKey("action", _actions, _hoisted)]
    is_: Annotated[bool, Flag()] = Field(alias="is")
    rule: Annotated[str, Text()] = ""
    code: Annotated[str, Text()] = ""

    @model_validator(mode="before")
    @classmethod
    def _named(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and ("action" not in data or "is" not in data):
            raise refusal("give the 'action' to test and whether it 'is' legal", allowed=cls.keys())
        return data


class Colors(Closed):
    card: Player
    is_: list[Player] = Field(alias="is")

    @model_validator(mode="before")
    @classmethod
    def _named(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and ("card" not in data or not isinstance(data.get("is"), list)):
            raise refusal("give the 'card' and its colours as a list 'is' ([] for colourless)", allowed=cls.keys())
        return data


class Targets(Closed):
    item: Player
    is_: list[Any] = Field(alias="is")

    @model_validator(mode="before")
    @classmethod
    def _named(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and ("item" not in data or not isinstance(data.get("is"), list)):
            raise refusal("give the stack 'item' (its label) and its targets as a list 'is'", allowed=cls.keys())
        return data


EXPECTATION_ARGS: dict[str, Any] = {
    "life": PerPlayer,
    "hand": PerPlayer,
    "library": PerPlayer,
    "pool": dict[str, Annotated[str, Parsed(_mana, {"type": ["string", "null"]})]],
    "turn": Annotated[int, Integer(0)],
    "step": StepName,
    "priority": Annotated[str | None, Parsed(_player_or_nobody, {"type": ["string", "null"]})],
    "lost": Names,
    "not_lost": Names,
    "spells_cast": Annotated[int, Integer(0)],
    "zone": ZoneIs,
    "count": Count,
    "counters": Counters,
    "tapped": CardIs,
    "pt": PowerToughness,
    "face_down": CardIs,
    "keyword": CardHas,
    "stack": Stack,
    "suspended": CardIs,
    "mana_value": CardIs,
    "attacking": CardIs,
    "damage": CardIs,
    "controller": CardIs,
    "commander_damage": CommanderDamage,
    "legal": Legal,
    "order": Annotated[list[str], Parsed(_events, {"type": "array", "items": {"type": "string"}, "minItems": 2})],
    "colors": Colors,
    "subtype": CardHas,
    "targets": Targets,
    "phased_out": CardIs,
}


class ExpectationBase(Closed):
    """An expectation has no keys besides its own."""


# what each expectation compares (FORMAT.md's table and the JSON Schema's descriptions)
EXPECT_NOTES = {
    "life": "life totals by player: `{A: 17, B: 20}`",
    "hand": "hand sizes by player",
    "library": "library sizes by player",
    "pool": 'mana pools by player: `{A: "{R}{R}"}`',
    "turn": "the turn number",
    "step": "the current step",
    "priority": "the player who has priority (null: nobody)",
    "lost": "a player or a list of players who lost",
    "not_lost": "a player or a list of players still in the game",
    "spells_cast": "the spells cast this turn",
    "zone": "the zone a card is in",
    "count": "how many objects in a zone match (a phased-out permanent is not counted)",
    "counters": "the counters of a kind on a card",
    "tapped": "`is: true/false`",
    "pt": "power and toughness, `is: [3, 3]`",
    "face_down": "`is: true/false`",
    "keyword": "whether a card has a keyword, `{card, has: haste, is: true}`",
    "stack": "the stack, `is: [labels, top first]`, or its `size`; labels: card name, `Name (copy)`, "
    "`face-down spell`, `label (source)`",
    "suspended": "`is: true/false`",
    "mana_value": "a card's mana value",
    "attacking": "`is: true/false`",
    "damage": "the damage marked on a permanent",
    "controller": "the player who controls a permanent",
    "commander_damage": "combat damage a player took from a commander",
    "legal": "the action is tried on a copy of the game and must be refused (for the `rule`/`code`, if named) or allowed",
    "order": "these events happened in this order, others may come between: "
    '`["cast Shock", "resolve Shock", "Shock to graveyard"]`',
    "colors": "a card's colours now, `is: [red]` (`[]`: colourless)",
    "subtype": "whether a card has a subtype, `{card, has: Doctor, is: true}` (a changeling has every creature type)",
    "targets": "the targets chosen for a stack object: `{item: Shock, is: [B]}` (player names, card handles, stack labels)",
    "phased_out": "`is: true/false`",
}
EXPECTATION_MODELS = kind_models(ExpectationBase, EXPECTATION_ARGS, "Expect", EXPECT_NOTES)
# each expectation and the fields of its mapping (none: a plain value or a mapping per player)
EXPECTS: dict[str, tuple[str, ...]] = {
    kind: t.keys() if isinstance(t, type) and issubclass(t, Closed) else () for kind, t in EXPECTATION_ARGS.items()
}
ExpectationSpec = Annotated[ExpectationBase, OneKey("expectation", lambda: EXPECTATION_MODELS)]
Expectations = Annotated[list[ExpectationSpec], Field(description="what must hold, each a one-key mapping")]
