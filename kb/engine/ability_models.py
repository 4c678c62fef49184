"""A card's abilities as pydantic models that build the engine's values: targets
(``TargetSpec``), effects (``EffectDef``, one model per entry of ``effect_specs.EFFECTS``), an
ability's body, triggered abilities (``TriggerDef``, events from ``TRIGGERS``), costs and
activated abilities (``ActivatedDef``), static abilities (``StaticDef``, from ``STATICS``).
The vocabulary stays in ``effect_specs``' tables; the models are made from them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import Field, model_validator

from kb.engine import effect_specs as V
from kb.engine.card_model import (
    ACTIVATED_BY,
    AbilityBody,
    ActivatedDef,
    Cost,
    EffectDef,
    Filter,
    StaticDef,
    TargetSpec,
    TriggerDef,
)
from kb.engine.format_types import (
    LATE,
    Choice,
    Closed,
    Converted,
    OneKey,
    OneOrList,
    Parsed,
    Text,
    kind_models,
    kind_of,
    refusal,
)
from kb.engine.mana import ManaCost, ManaSyntaxError, parse_mana_produced
from kb.engine.value_models import Condition, FilterSpec, Mana, params_model


def _blank_is_empty(v: Any) -> Any:
    return {} if v is None else v


def _param_models(table: Mapping[str, Mapping[str, str]], prefix: str) -> dict[str, Any]:
    return {
        op: Annotated[params_model(f"{prefix}{''.join(w.title() for w in op.split('_'))}Params", spec), Parsed(_blank_is_empty)]
        for op, spec in table.items()
    }


class Target(Closed):
    """A target: a kind name, or the kind with a filter, a zone and how it is chosen."""

    kind: Annotated[str, Choice(V.TARGET_KINDS, "target kind")] = "any"
    filter: FilterSpec = Filter()
    zone: Annotated[str, Choice(V.ZONES, "zone")] | None = None
    if_kicked: bool = False
    optional: bool = False
    divided: bool = False  # "any number of targets", the damage divided among them (601.2d)


def _target(m: Target) -> TargetSpec:
    return TargetSpec(m.kind, m.filter, m.zone, m.if_kicked, m.optional, m.divided)


TargetType = Annotated[
    TargetSpec,
    Converted(Target, _target),
    Parsed(lambda v: {"kind": v} if isinstance(v, str) else v, also=[{"enum": list(V.TARGET_KINDS)}]),
]
EFFECT_MODELS = kind_models(Closed, _param_models(V.EFFECTS, "Effect"), "Effect")


def _effect(m: Closed) -> EffectDef:
    op, params = kind_of(m)
    return EffectDef(op, params.given())


EffectType = Annotated[EffectDef, Converted(Annotated[Closed, OneKey("effect", lambda: EFFECT_MODELS, bare=True)], _effect)]
Effects = Annotated[tuple[EffectType, ...], OneOrList()]
Targets = Annotated[tuple[TargetType, ...], OneOrList()]


class Body(Closed):
    """What an ability or a spell does: its targets and its effects (or just a list of effects)."""

    targets: Targets = ()
    effects: Effects = ()


def _body_mapping(v: Any) -> Any:
    if isinstance(v, list):  # a bare list of effects
        return {"effects": v}
    if not isinstance(v, Mapping):
        raise refusal("expected a mapping with 'targets' and 'effects' or a list of effects", allowed=Body.keys())
    return v


BodyType = Annotated[
    AbilityBody,
    Converted(Body, lambda m: AbilityBody(m.targets, m.effects)),
    Parsed(_body_mapping, also=[{"type": "array", "description": "just the effects"}]),
]
WHEN_MODELS = kind_models(Closed, _param_models(V.TRIGGERS, "When"), "When")
When = Annotated[Closed, OneKey("trigger event", lambda: WHEN_MODELS, bare=True)]


class Trigger(Closed):
    """A triggered ability: ``when`` it triggers, an intervening ``if`` (CR 603.4), what it does."""

    when: When
    if_: Condition = Field(default=None, alias="if")
    targets: Targets = ()
    effects: Effects = ()
    optional: bool = False
    label: Annotated[str, Text()] = ""
    zones: Annotated[tuple[Annotated[str, Choice(V.ZONES, "zone", fold=True)], ...], OneOrList()] = ()

    @model_validator(mode="after")
    def _somewhere(self) -> Trigger:
        if "zones" in self.model_fields_set and not self.zones:
            raise refusal("name at least one zone", allowed=V.ZONES, at="zones")
        return self


def _trigger(m: Trigger) -> TriggerDef:
    event, params = kind_of(m.when)
    # where the ability functions unless the card says: a cast trigger on the stack, "when you cycle
    # this card" in the graveyard it was just discarded to (702.29c), everything else on the
    # battlefield; ``zones`` for a trigger condition that can't trigger from the battlefield (113.6k)
    zones = m.zones or {"cast_self": ("stack",), "cycle_self": ("graveyard",)}.get(event, ("battlefield",))
    condition = m.if_ if "if_" in m.model_fields_set else None
    return TriggerDef(event, params.given(), AbilityBody(m.targets, m.effects), condition, m.optional, zones, label=m.label)


TriggerType = Annotated[TriggerDef, Converted(Trigger, _trigger)]

_COST_WORDS = {"{t}": "tap", "tap": "tap", "sacrifice": "sacrifice_self", "sacrifice this": "sacrifice_self"}
_COST_FORMS = [
    "mana symbols",
    "{T}",
    "sacrifice",
    "{discard: N}",
    "{pay_life: N}",
    "{remove_counters: {kind, amount}}",
    "{sacrifice: CARD TYPE}",
]


def _count(v: Any, at: str) -> Any:
    if isinstance(v, str) and v.upper() == "X":  # the value the activation announces
        return "X"
    if not isinstance(v, int) or isinstance(v, bool):
        raise refusal(f"expected an integer, got {v!r}", at=at)
    return v


def _cost(v: Any) -> Cost:
    """``"{2}, {T}"`` or a list: ``["{1}{U}", "{T}", "sacrifice", {discard: 1}, {pay_life: 2}]``."""
    items = [p.strip() for p in v.split(",")] if isinstance(v, str) else v if isinstance(v, list) else [v]
    mana, flags, discard, life, remove, sac_type = None, set(), 0, 0, None, None
    for i, item in enumerate(items):
        if isinstance(item, Mapping) and len(item) == 1:
            ((k, n),) = item.items()
            if k in ("discard", "pay_life"):
                if not isinstance(n, int) or isinstance(n, bool):
                    raise refusal(f"expected an integer, got {n!r}", at=f"[{i}].{k}")
                discard, life = (n, life) if k == "discard" else (discard, n)
            elif k == "sacrifice" and n in V.CARD_TYPES:  # "sacrifice a creature": any one you control, itself too
                sac_type = str(n)
            elif k == "remove_counters" and isinstance(n, Mapping):
                remove = (str(n.get("kind")), _count(n.get("amount", 1), f"[{i}].remove_counters.amount"))
            else:
                raise refusal(f"unknown cost {k!r}", allowed=["discard", "pay_life", "remove_counters", "sacrifice"], at=f"[{i}]")
        elif isinstance(item, str) and item.casefold() in _COST_WORDS:
            flags.add(_COST_WORDS[item.casefold()])
        elif isinstance(item, (str, int)) and not isinstance(item, bool):
            try:
                part = ManaCost.parse(item)
            except ManaSyntaxError:
                raise refusal(f"unknown cost {item!r}", allowed=_COST_FORMS, at=f"[{i}]") from None
            mana = part if mana is None else mana.plus(part)
        else:
            raise refusal(f"unknown cost {item!r}", allowed=_COST_FORMS, at=f"[{i}]")
    return Cost(mana, "tap" in flags, "sacrifice_self" in flags, discard, life, remove, sacrifice_type=sac_type)


class ManaAdded(Closed):
    """What a mana ability adds: fixed mana (``add: "{G}"``), or "X mana in any combination of {W}
    and/or {U}" (``add: {amount: X, any_of: "{W}{U}"}``), the player choosing as it resolves."""

    fixed: Mana = ""
    amount: Annotated[Any, Parsed(lambda v: _count(v, ""))] = 1
    any_of: Mana = ""

    @model_validator(mode="after")
    def _one_way(self) -> ManaAdded:
        if not self.fixed and not self.any_of:
            raise refusal("say which mana: 'any_of'", allowed=("amount", "any_of"), at="any_of")
        return self


def _fixed(v: Any) -> Any:
    return v if isinstance(v, Mapping) else {"fixed": v}


class Activated(Closed):
    """An activated ability: ``cost: effects``, or a mana ability's ``add``."""

    cost: Annotated[Cost, Parsed(_cost, {"anyOf": [{"type": "string"}, {"type": "array"}]})] = Cost(ManaCost.parse("{0}"))
    targets: Targets = ()
    effects: Effects = ()
    sorcery_speed: bool = False
    # who may activate it: its controller, or — "activate only by an opponent" — only an opponent (602.2)
    by: Annotated[str, Choice(ACTIVATED_BY, "activating player")] = "you"
    add: Annotated[ManaAdded, Parsed(_fixed, also=[{"type": "string"}])] | None = None
    label: Annotated[str, Text()] = ""
    once: bool = False  # "activate only once": for as long as the object stays the same object
    # "choose one —": the bodies to choose from as it is activated (700.2); instead of targets/effects
    modes: tuple[BodyType, ...] = ()
    # "{1}{W}: Return this card from your graveyard to the battlefield": where else it works, by its owner
    zones: Annotated[tuple[Annotated[str, Choice(V.ZONES, "zone", fold=True)], ...], OneOrList()] = ()

    @model_validator(mode="after")
    def _does_something(self) -> Activated:
        if self.modes and (self.effects or self.targets or self.add is not None):
            raise refusal("give either 'modes' or 'targets'/'effects'/'add', not both")
        if self.add is None and not self.effects and not self.modes:
            raise refusal("an activated ability needs 'effects' (or 'add' for a mana ability, or 'modes')")
        return self


def _activated(m: Activated) -> ActivatedDef:
    mana, choice = None, None
    if m.add is not None and m.add.fixed:
        mana = parse_mana_produced(m.add.fixed)
    elif m.add is not None:
        choice, mana = (m.add.amount, tuple(dict.fromkeys(parse_mana_produced(m.add.any_of)))), ()
    body = AbilityBody(m.targets, m.effects)
    return ActivatedDef(
        m.cost, body, m.sorcery_speed, mana, m.label, mana_choice=choice, by=m.by, once=m.once, modes=m.modes, zones=m.zones
    )


ActivatedType = Annotated[ActivatedDef, Converted(Activated, _activated)]
STATIC_MODELS = kind_models(Closed, _param_models(V.STATICS, "Static"), "Static")


def _static(m: Closed) -> StaticDef:
    op, params = kind_of(m)
    return StaticDef(op, params.given())


StaticType = Annotated[StaticDef, Converted(Annotated[Closed, OneKey("static ability", lambda: STATIC_MODELS)], _static)]
Triggers = Annotated[tuple[TriggerType, ...], OneOrList()]
Activateds = Annotated[tuple[ActivatedType, ...], OneOrList()]
Statics = Annotated[tuple[StaticType, ...], OneOrList()]

LATE.update(effects=Effects, triggers=Triggers, activateds=Activateds)
