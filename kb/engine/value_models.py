"""The values an effect, trigger or static ability takes (``effect_specs``' parameter kinds) as
pydantic types that build the engine's values: a filter (``Filter``), a reference (``target``,
``("all", Filter)``), an amount (``2``, ``("count", Filter)``), a condition, a duration, keywords,
mana. ``params_model`` makes the model of one entry of an ``effect_specs`` table; its
``given()`` are the parameters as the engine reads them (``EffectDef.args``).

The kinds that hold abilities or cards (``effects``, ``options``, ``card``, ``triggers``,
``activateds``) are ``Late``: ``ability_models`` and ``card_models`` define them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import Field, create_model

from kb.engine import effect_specs as V
from kb.engine.card_model import Filter
from kb.engine.errors import CardDefinitionError
from kb.engine.format_types import (
    LATE,
    Built,
    Choice,
    Closed,
    Converted,
    Flag,
    Integer,
    Late,
    OneOrList,
    Ordered,
    Parsed,
    Text,
    WordOrForm,
    kind_models,
    kind_of,
    refusal,
)
from kb.engine.keyword_table import KeywordInstance, parse_keyword
from kb.engine.mana import ManaSyntaxError, parse_mana_produced

AMOUNT_FORMS = [
    "an integer",
    "X",
    "kicked (times the spell was kicked)",
    "sacrificed_toughness (of the creature sacrificed to cast it, as last on the battlefield)",
    "sacrificed_power (of the creature sacrificed to activate the ability, as last on the battlefield)",
    "damage_dealt (the damage that triggered the ability: 'that much', 'that many')",
    "discarded (the cards this ability discarded so far: 'then draw that many')",
    "{count: filter}",
    "{counters: kind}",
    "{spells_cast: you|opponents|any} (this turn)",
    "{spells_cast: {by, from, not_from}}",
    "{plus: [a, b]}",
    "{minus: [a, b]} (not below 0)",
    "{times: [a, b]}",
    "{mana_value: ref} (e.g. triggering_object: the spell that triggered it)",
    "{power: ref}, {toughness: ref} (now, or as it last existed on the battlefield; a negative value counts as it is)",
    "{basic_land_types: you} (domain)",
    "{life_lost_this_turn: you}",
    "{colors_among: filter} (colours among your permanents matching it)",
    "{graveyard_count: filter} (cards in your graveyard matching it)",
    "{counters_on_your_permanents: kind} (counters of that kind on permanents you control)",
    "{life: you|highest|lowest|their} (a life total; their: the player the effect deals with now)",
    "{half_up: amount}, {half_down: amount} (half, rounded up or down)",
]
AMOUNT_WORDS = ("X", "kicked", "sacrificed_toughness", "sacrificed_power", "damage_dealt", "discarded")
SPELLS_CAST_BY = ("you", "opponents", "any")


def _keyword(v: Any) -> KeywordInstance:
    try:
        return parse_keyword(v)
    except CardDefinitionError as e:
        raise refusal(e.message, allowed=e.allowed) from None


def mana_text(v: Any) -> str:
    """A mana string the engine can read (such as "{R}{R}"), kept as written; refused naming the fault."""
    try:
        parse_mana_produced(str(v))
    except ManaSyntaxError as e:
        raise refusal(str(e)) from None
    return str(v)


def _blank_is_empty(v: Any) -> Any:
    return {} if v is None else v


Int = Annotated[int, Integer()]
Bool = Annotated[bool, Flag()]
Str = Annotated[str, Text()]
Zone = Annotated[str, Choice(V.ZONES, "zone")]
Keyword = Annotated[KeywordInstance, Built(_keyword, {"type": ["string", "object"]})]
Keywords = Annotated[tuple[Keyword, ...], OneOrList()]
TypeWord = Annotated[str, Built(lambda v: str(v).casefold(), {"type": "string"})]
Types = Annotated[tuple[TypeWord, ...], OneOrList()]
Words = Annotated[tuple[Str, ...], OneOrList(), Field(description='as printed ("Time Lord")')]
Mana = Annotated[str, Built(mana_text, {"type": "string"})]


def params_model(name: str, spec: Mapping[str, str]) -> type[Ordered]:
    """The model of one ``effect_specs`` entry: each parameter typed by its kind, ``!`` required."""
    fields: dict[str, Any] = {}
    for key, kind in spec.items():
        required = kind.endswith("!")
        if kind.rstrip("!") not in KIND_TYPES:  # a kind added to effect_specs needs its type here
            raise KeyError(f"{name}.{key}: parameter kind {kind!r} has no type in value_models.KIND_TYPES")
        fields[f"{key}_"] = (KIND_TYPES[kind.rstrip("!")], Field(default=... if required else None, alias=key))
    return create_model(name, __base__=Ordered, **fields)


def _filter(m: Ordered) -> Filter:
    return Filter(m.given())


def _ref(m: Closed) -> Any:
    kind, value = kind_of(m)
    return (kind, value.given()) if kind in ("choose", "all_cards") else (kind, value)


def _amount(m: Closed) -> Any:
    kind, value = kind_of(m)
    return (kind, tuple(value) if kind in ("plus", "minus", "times") else value)


def _condition(m: Closed) -> Any:
    kind, value = kind_of(m)
    return (kind, tuple(value) if kind == "at_least" else value)


def _spells_cast(v: Any) -> Any:
    """``you|opponents|any``, or ``{by, from, not_from}`` (paradox: spells not cast from the hand)."""
    if isinstance(v, Mapping):
        for key in v:
            if key not in ("by", "from", "not_from"):
                raise refusal(f"unknown parameter {key!r}", allowed=("by", "from", "not_from"), at=str(key))
        by = v.get("by", "you")
        if by not in SPELLS_CAST_BY:
            raise refusal(f"unknown player group {by!r}", allowed=SPELLS_CAST_BY, at="by")
        for key in ("from", "not_from"):
            if v.get(key) is not None and v[key] not in V.ZONES:
                raise refusal(f"unknown zone {v[key]!r}", allowed=V.ZONES, at=key)
        return (by, v.get("from"), v.get("not_from"))
    if v not in SPELLS_CAST_BY:
        raise refusal(f"unknown player group {v!r}", allowed=SPELLS_CAST_BY)
    return v


def _pair(what: str) -> Any:
    def check(v: Any) -> Any:
        if not isinstance(v, list) or len(v) != 2:
            raise refusal(what)
        return v

    return check


def _is_number(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


FilterSpec = Annotated[Filter, Converted(Late("filter_model"), _filter), Parsed(_blank_is_empty)]
Ref = Annotated[
    Any,
    WordOrForm("reference", V.REFS, lambda: REF_MODELS, _ref, shown=[*V.REFS, "{all: filter}", "{choose: {...}}"]),
]
Amount = Annotated[
    Any,
    WordOrForm(
        "amount", AMOUNT_WORDS, lambda: AMOUNT_MODELS, _amount, AMOUNT_FORMS, accept=_is_number, also=[{"type": "integer"}]
    ),
]
Condition = Annotated[
    Any, WordOrForm("condition", V.CONDITIONS, lambda: CONDITION_MODELS, _condition, [*V.CONDITIONS, *V.CONDITION_FORMS])
]
Pair = Annotated[list[Amount], Parsed(_pair("expected two amounts, e.g. [{spells_cast: you}, 1]"))]
AtLeast = Annotated[tuple[Amount, Int], Parsed(_pair("expected [amount, number], e.g. [{basic_land_types: you}, 5]"))]


def _counters(v: Any) -> Any:
    if not isinstance(v, Mapping):
        raise refusal("counters are a mapping kind → amount, e.g. {time: 3}")
    return v


Counters = Annotated[tuple[tuple[str, Any], ...], Converted(dict[str, Amount], lambda d: tuple(d.items())), Parsed(_counters)]


def _options(v: Any) -> Any:
    if not isinstance(v, list) or len(v) < 2:
        raise refusal("a choice needs at least two options")
    return v


KIND_TYPES: dict[str, Any] = {
    "int": Int,
    "bool": Bool,
    "str": Str,
    "amount": Amount,
    "ref": Ref,
    "filter": FilterSpec,
    "condition": Condition,
    "duration": Annotated[str, Choice(V.DURATIONS, "duration")],
    "enter_choice": Annotated[str, Choice(V.ENTER_CHOICES, "choice")],
    "phases": Annotated[tuple[Annotated[str, Choice(V.PHASES, "phase")], ...], OneOrList()],
    "step": Annotated[str, Choice(V.ADDABLE_STEPS, "step")],
    "skip_step": Annotated[str, Choice(V.SKIPPABLE_STEPS, "step")],
    "next_step": Annotated[str, Choice(V.NEXT_SKIPPABLE_STEPS, "step")],
    "delayed_when": Annotated[str, Choice(V.DELAYED_EVENTS, "event")],
    "card_kind": Annotated[str, Choice(("land", "nonland"), "kind of card")],
    "zone": Zone,
    "zones": Annotated[tuple[Annotated[str, Choice(V.ZONES, "zone", fold=True)], ...], OneOrList()],
    "keywords": Keywords,
    "types": Types,
    "words": Words,
    "effects": Annotated[Any, Late("effects")],
    "options": Annotated[tuple[Annotated[Any, Late("effects")], ...], Parsed(_options)],
    "card": Annotated[Any, Late("card")],
    "counters": Counters,
    "triggers": Annotated[Any, Late("triggers")],
    "activateds": Annotated[Any, Late("activateds")],
    "copy_except": Annotated[Any, Converted(Late("copy_except"), lambda m: m.given()), Parsed(_blank_is_empty)],
    "mana": Mana,
}

LATE_MODELS = {
    "filter_model": params_model("Filter", V.FILTER_KEYS),
    "copy_except": params_model("CopyExceptions", V.COPY_EXCEPTIONS),
}
REF_MODELS = kind_models(
    Closed,
    {
        "all": FilterSpec,
        "choose": Annotated[params_model("Choose", V.CHOOSE_KEYS), Parsed(_blank_is_empty)],
        "all_cards": params_model("AllCards", V.ALL_CARDS_KEYS),
    },
    "Ref",
)
AMOUNT_MODELS = kind_models(
    Closed,
    {
        "count": FilterSpec,
        "counters": Str,
        "spells_cast": Annotated[Any, Built(_spells_cast, {"type": ["string", "object"]})],
        "life_lost_this_turn": Annotated[str, Choice(("you",), "player")],
        "basic_land_types": Annotated[str, Choice(("you",), "player")],
        "graveyard_count": FilterSpec,
        "colors_among": FilterSpec,
        "counters_on_your_permanents": Str,
        "life": Annotated[str, Choice(("you", "highest", "lowest", "their"), "life total")],
        "half_up": Amount,
        "half_down": Amount,
        "mana_value": Ref,
        "power": Ref,
        "toughness": Ref,
        "plus": Pair,
        "minus": Pair,
        "times": Pair,
    },
    "Amount",
)
CONDITION_MODELS = kind_models(
    Closed, {k: AtLeast if k == "at_least" else KIND_TYPES[kind] for k, kind in V.CONDITION_FORMS.items()}, "Condition"
)
LATE.update(LATE_MODELS)
