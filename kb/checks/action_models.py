"""The actions of a scenario (``actions``, and a ``legal`` expectation's ``action``) as pydantic
models: one model of arguments per action, each action a one-key mapping beside ``at``,
``expect_error``, ``choices`` and ``note``. ``ACTIONS`` (the vocabulary FORMAT.md lists) is read
off these models."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import Field, model_validator

from kb.checks.expectation_models import ACTION_UNION, Expectations, Player, StepName
from kb.engine.format_types import Closed, Flag, Integer, Listing, OneKey, OneOrList, Ordered, Parsed, Text, kind_models, refusal

# the ways to cast a spell an action may name: alternative costs and permissions to cast from
# another zone (jump-start and retrace are permissions with an additional cost, not alternatives)
ALT_COSTS = ("flashback", "madness", "morph", "foretell", "escape", "jump-start", "retrace", "emerge", "free", "alternative")

Card = Annotated[str, Text()]
Names = Annotated[list[Any], OneOrList()]  # one name (a card, a player, a stack label) or a list


def _alt(v: Any) -> Any:
    """A list names several ways at once: the engine refuses a second alternative cost (118.9a)."""
    for i, alt in enumerate(v if isinstance(v, list) else [v]):
        if str(alt).split("#")[0] not in ALT_COSTS:  # "flashback#2": a card's second flashback
            where = f"[{i}]" if isinstance(v, list) else ""
            raise refusal(f"unknown alternative cost {alt!r}", allowed=ALT_COSTS, at=where or None)
    return v


def _count_or_flag(which: str) -> Any:
    def parse(v: Any) -> Any:
        ok = isinstance(v, (bool, int)) or (
            which == "kicker"
            and isinstance(v, list)
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in v)
        )
        if not ok:
            listed = ", or a list of which kicker costs: [1, 2]" if which == "kicker" else ""
            raise ValueError(f"expected true/false (or a count{listed}), got {v!r}")
        return v

    return parse


def _divide(v: Any) -> Any:
    if not (isinstance(v, list) and all(isinstance(n, int) and not isinstance(n, bool) for n in v)):
        raise ValueError(f"expected a list of numbers, one per divided target, got {v!r}")
    return v


_INTS = {"type": "array", "items": {"type": "integer", "minimum": 1}}
Kicker = Annotated[bool | int | list[int], Parsed(_count_or_flag("kicker"), {"anyOf": [{"type": ["boolean", "integer"]}, _INTS]})]
Buyback = Annotated[bool | int, Parsed(_count_or_flag("buyback"), {"type": ["boolean", "integer"]})]


def _modes(v: Any) -> Any:
    ints = isinstance(v, list) and v and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in v)
    if not (ints or (isinstance(v, int) and not isinstance(v, bool) and v >= 1)):
        raise ValueError(f"expected a mode number from 1, or a list of them for 'choose X', got {v!r}")
    return v


Modes = Annotated[int | list[int], Parsed(_modes, {"anyOf": [{"type": "integer", "minimum": 1}, _INTS]})]
_ALT = {"type": "string", "pattern": f"^({'|'.join(ALT_COSTS)})(#[0-9]+)?$"}  # "flashback#2": a card's second one
AltCosts = Annotated[str | list[str], Parsed(_alt, {"anyOf": [_ALT, {"type": "array", "items": _ALT}]})]


class Cast(Ordered):
    player: Player = ""
    card: Card
    targets: Names = []
    alt: AltCosts = ""
    kicker: Kicker = False
    buyback: Buyback = False
    x: Annotated[int, Integer(0)] = 0
    mode: Modes = 1
    pay_with: Names = []
    face: Card = ""
    divide: Annotated[list[int], Parsed(_divide, {"type": "array", "items": {"type": "integer"}})] = []
    convoke: Names = []
    delve: Names = []


class Activate(Ordered):
    player: Player = ""
    card: Card
    ability: int | str = 1  # an index from 1, or the ability's label
    targets: Names = []
    x: Annotated[int, Integer(0)] = 0
    pay_with: Names = []
    crew: Names = []
    divide: Annotated[list[int], Parsed(_divide, {"type": "array", "items": {"type": "integer"}})] = []
    mode: Annotated[int, Integer(1)] = 1


class OnCard(Ordered):
    """``play``, ``suspend``, ``foretell``, ``turn_face_up``: a player does something with a card."""

    player: Player = ""
    card: Card


class Concede(Ordered):
    player: Player


class Pass(Ordered):
    player: Player = ""
    times: Annotated[int, Integer(1)] = 1


def _pass(v: Any) -> Any:
    return {} if v is None else {"times": v} if isinstance(v, int) and not isinstance(v, bool) else v


_COUNT, _ALL = {"type": "integer", "minimum": 1}, {"const": "all"}


class Resolve(Ordered):
    count: Annotated[int | str, Parsed(lambda v: v if v == "all" else Integer(1).check(v), {"anyOf": [_COUNT, _ALL]})] = 1


def _resolve(v: Any) -> Any:
    return {"count": 1} if v is None else {"count": v} if not isinstance(v, Mapping) else v


class Advance(Ordered):
    turn: Annotated[int, Integer(1)] = 1
    step: StepName = "precombat_main"

    @model_validator(mode="before")
    @classmethod
    def _somewhere(cls, data: Any) -> Any:
        return _turn_or_step(data, "say where to advance")


class Attacker(Closed):
    card: Card
    defender: Card = ""
    exert: Annotated[bool, Flag()] = False


def _attackers(v: Any) -> Any:
    if not v:
        raise refusal("name at least one attacking creature")
    return v


class Attack(Ordered):
    player: Player = ""
    attackers: Annotated[list[Attacker | Card], Listing(), Parsed(_attackers, {"type": "array", "minItems": 1})]
    defender: Card = ""


def _blocks(v: Any) -> Any:
    if isinstance(v, Mapping):
        return [[b, a] for b, a in v.items()]
    if isinstance(v, list) and all(isinstance(p, list) and len(p) == 2 for p in v):
        return v
    raise ValueError("expected {blocker: attacker, ...} or [[blocker, attacker], ...]")


_PAIRS = {"type": "array", "items": {"type": "array", "minItems": 2, "maxItems": 2}}


class Block(Ordered):
    blocks: Annotated[list[list[Any]], Parsed(_blocks, {"anyOf": [{"type": "object"}, _PAIRS]})]


class Choose(Ordered):
    player: Player
    choice: Any = None
    choices: Names = []

    @model_validator(mode="before")
    @classmethod
    def _some_choice(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and ("player" not in data or ("choice" not in data and "choices" not in data)):
            raise refusal("name the 'player' and the 'choice' (or 'choices')", allowed=cls.keys())
        return data


class At(Closed):
    """Where an action happens: without ``turn``, the current turn (a peer test's "at step S")."""

    turn: Annotated[int, Integer(1)] | None = None
    step: StepName = "precombat_main"

    @model_validator(mode="before")
    @classmethod
    def _somewhere(cls, data: Any) -> Any:
        return _turn_or_step(data, "say where")


class ErrorSpec(Closed):
    """The refusal a negative check expects: the rule that forbids it and/or the engine's code."""

    rule: Annotated[str, Text()] = ""
    code: Annotated[str, Text()] = ""

    @model_validator(mode="before")
    @classmethod
    def _named(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and not data:
            raise refusal("name the expected error by 'rule' and/or 'code'", allowed=("rule", "code"))
        return data


class ActionBase(Closed):
    """What every action may say beside its own key."""

    at: At | None = None
    expect_error: ErrorSpec | None = None
    choices: dict[str, Names] = Field(default={}, description="scripted answers per player, in the order the game asks")
    note: Annotated[str, Text()] = ""


ACTION_ARGS: dict[str, Any] = {
    "cast": Cast,
    "activate": Activate,
    "play": OnCard,
    "suspend": OnCard,
    "foretell": OnCard,
    "turn_face_up": OnCard,
    "concede": Concede,
    "pass": Annotated[Pass, Parsed(_pass, also=[_COUNT, {"type": "null"}])],
    "resolve": Annotated[Resolve, Parsed(_resolve, also=[_COUNT, _ALL, {"type": "null"}])],
    "advance": Advance,
    "attack": Attack,
    "block": Block,
    "choose": Choose,
    "expect": Expectations,
}
# what each action does (FORMAT.md's table and the JSON Schema's descriptions)
ACTION_NOTES = {
    "cast": "cast a spell. `alt` names the way it is cast: a permission (`flashback`, `foretell`, `escape`, "
    '`jump-start`, `retrace`, `free`: "without paying its mana cost") or an alternative cost (`madness`, `morph`, '
    "`emerge`, `alternative`: an `alternative_cost` static); a list `[jump-start, alternative]` combines a permission "
    "with an alternative cost, and naming two alternative costs is refused (CR 118.9a); a card with the same ability "
    "twice offers `flashback` and `flashback#2`. `mode`: the mode of a modal spell, or a list `[3, 1]` for a card "
    "that chooses several (`choose`). `kicker`: true, a count, or which kicker costs `[1, 2]`; `divide`: "
    "how divided damage is split among the divided targets (CR 601.2d); `face`: the part of an adventurer or split "
    "card cast (the Adventure's or a half's name, or `fused`); `convoke`: the creatures tapped to pay; "
    "`delve`: the cards exiled from the caster's graveyard, each paying {1}",
    "activate": "activate an ability: `ability` is its index from 1 or its label; `crew`: the creatures tapped for a crew cost; "
    "`divide`: how damage the ability divides among its targets is split, as for a spell (CR 601.2d); "
    '`mode`: the mode of a modal ability ("choose one —"), from 1',
    "play": "play a land (special action)",
    "suspend": "exile a card with suspend from hand (special action)",
    "foretell": "pay {2} and exile a card with foretell face down, during your turn (special action, CR 116.2h); from "
    "the next turn on it is cast from exile for its foretell cost (`cast`, `alt: foretell` optional)",
    "turn_face_up": "turn a face-down permanent face up (special action)",
    "concede": "the player concedes: at any time, without priority, even while they can't lose the game (CR 104.3a)",
    "pass": "pass priority (`times` times); a bare number is `times`",
    "resolve": "all players pass until that many objects resolved: a number, `all` (until the stack is empty, also "
    "when it already is), or `{count}`",
    "advance": "play on (everyone passing) until that turn and step",
    "attack": "declare attackers: each a name or `{card, defender, exert}`; a defender is a player or a planeswalker an "
    "opponent controls (CR 508.1b); `exert: true` exerts that attacker, which only a creature with the static "
    "`may_exert` allows (CR 701.43a/d)",
    "block": "declare blockers: `{blocker: attacker}` or `[[blocker, attacker], ...]` (a name given again is the next "
    "permanent of that name, or the same creature blocking one more attacker when there is none)",
    "choose": "script decisions for later: `choice`, or a list `choices`",
    "expect": "a list of expectations checked at this point",
}
ACTION_MODELS = kind_models(ActionBase, ACTION_ARGS, "Action", ACTION_NOTES)
COMMON_KEYS = tuple(k for k in ActionBase.keys())


def _arg_keys(t: Any) -> tuple[str, ...]:
    model = getattr(t, "__origin__", t)
    return model.keys() if isinstance(model, type) and issubclass(model, Closed) else ()


# each action and the fields of its own mapping (FORMAT.md's table)
ACTIONS: dict[str, tuple[str, ...]] = {kind: _arg_keys(t) for kind, t in ACTION_ARGS.items()}


def _hoist_common_keys(v: Any) -> Any:
    """``- cast: {player: A, card: X, at: {step: end}}`` means the same as ``at`` beside ``cast``.

    Translators of peer tests naturally write the stop point inside the action; the common keys
    are moved out unless the action has a field of that name itself (``choose`` has ``choices``)."""
    if not isinstance(v, Mapping):
        return v
    kinds = [k for k in v if k in ACTIONS]
    if len(kinds) != 1 or not isinstance(v[kinds[0]], Mapping):
        return v
    kind, body = kinds[0], v[kinds[0]]
    nested = [k for k in COMMON_KEYS if k in body and k not in ACTIONS[kind]]
    if not nested:
        return v
    out = dict(v)
    out[kind] = {k: x for k, x in body.items() if k not in nested}
    for k in nested:
        if k in v:
            raise refusal(f"{k!r} is given twice (inside {kind!r} and beside it); keep one", at=f"{kind}.{k}")
        out[k] = body[k]
    return out


ActionSpec = Annotated[ActionBase, OneKey("action", lambda: ACTION_MODELS, _hoist_common_keys)]
ACTION_UNION.update(members=lambda _: ACTION_MODELS, normalize=_hoist_common_keys)


def _turn_or_step(data: Any, what: str) -> Any:
    """A place in the game names its turn, its step or both."""
    if isinstance(data, Mapping) and "turn" not in data and "step" not in data:
        raise refusal(f"{what}: 'turn' and/or 'step'", allowed=("turn", "step"))
    return data
