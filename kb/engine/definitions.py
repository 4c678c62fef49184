"""Card definitions: what a scenario writes inline (name, cost, types, P/T, keywords, simple
abilities), parsed and validated into frozen values. Every error names the field path and
the allowed values (see ``effect_specs`` for the vocabulary)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from kb.engine import effect_specs as V
from kb.engine.card_model import (  # noqa: F401  (the values parse_card returns, imported from here too)
    AbilityBody,
    ActivatedDef,
    CardDef,
    Cost,
    EffectDef,
    Filter,
    StaticDef,
    TargetSpec,
    TriggerDef,
)
from kb.engine.errors import CardDefinitionError
from kb.engine.keyword_table import parse_keyword
from kb.engine.mana import COLOR_NAMES, ManaCost, ManaSyntaxError, parse_mana_produced

# ---------------------------------------------------------------------------- parsing

_CARD_KEYS = (
    "name",
    "cost",
    "colors",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "keywords",
    "spell",
    "modes",
    "activated",
    "triggered",
    "static",
    "adventure",
    "halves",
    "text",
)
# what a split card gives per half, never across the whole card
_HALF_ONLY = (
    "cost",
    "colors",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "spell",
    "modes",
    "activated",
    "triggered",
    "static",
    "adventure",
)


def parse_card(raw: Mapping[str, Any], path: str = "card") -> CardDef:
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, f"a card is a mapping, got {type(raw).__name__}")
    _keys(raw, _CARD_KEYS, path)
    if "halves" in raw:
        return _parse_split(raw, path)
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CardDefinitionError(f"{path}.name", "every card needs a name")
    cost = None
    if raw.get("cost") is not None:
        try:
            cost = ManaCost.parse(raw["cost"])
        except ManaSyntaxError as e:
            raise CardDefinitionError(f"{path}.cost", str(e)) from None
    types = frozenset(_words(raw.get("types", []), f"{path}.types", V.CARD_TYPES, {"tribal": "kindred"}))
    if not types:
        raise CardDefinitionError(f"{path}.types", "every card needs at least one card type", V.CARD_TYPES)
    supertypes = frozenset(_words(raw.get("supertypes", []), f"{path}.supertypes", V.SUPERTYPES))
    if "colors" in raw:
        colors = frozenset(V.COLOR_WORDS[c] for c in _words(raw["colors"], f"{path}.colors", tuple(V.COLOR_WORDS)))
    else:
        colors = cost.colors() if cost else frozenset()
    power, toughness = raw.get("power"), raw.get("toughness")
    if "creature" in types and (not isinstance(power, int) or not isinstance(toughness, int)):
        raise CardDefinitionError(f"{path}.power", "a creature needs integer power and toughness")
    loyalty = raw.get("loyalty")
    if "planeswalker" in types and (not isinstance(loyalty, int) or isinstance(loyalty, bool) or loyalty < 0):
        raise CardDefinitionError(f"{path}.loyalty", "a planeswalker needs its printed loyalty, an integer ≥ 0")
    if loyalty is not None and "planeswalker" not in types:
        raise CardDefinitionError(f"{path}.loyalty", "only planeswalkers have loyalty")
    keywords = tuple(
        parse_keyword(k, f"{path}.keywords[{i}]") for i, k in enumerate(_list(raw.get("keywords"), f"{path}.keywords"))
    )
    if "spell" in raw and "modes" in raw:
        raise CardDefinitionError(path, "give either 'spell' or 'modes', not both")
    if "spell" in raw:
        modes = (parse_body(raw["spell"], f"{path}.spell"),)
    else:
        modes = tuple(parse_body(m, f"{path}.modes[{i}]") for i, m in enumerate(_list(raw.get("modes"), f"{path}.modes")))
    if modes and not (types & {"instant", "sorcery"}):
        raise CardDefinitionError(
            f"{path}.spell",
            "only instants and sorceries have a spell effect; permanents use triggered abilities such as 'enters'",
        )
    return CardDef(
        name=name.strip(),
        cost=cost,
        colors=colors,
        types=types,
        subtypes=tuple(str(s) for s in _list(raw.get("subtypes"), f"{path}.subtypes")),
        supertypes=supertypes,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        keywords=keywords,
        modes=modes,
        activated=tuple(
            parse_activated(a, f"{path}.activated[{i}]") for i, a in enumerate(_list(raw.get("activated"), f"{path}.activated"))
        ),
        triggered=tuple(
            parse_trigger(t, f"{path}.triggered[{i}]") for i, t in enumerate(_list(raw.get("triggered"), f"{path}.triggered"))
        ),
        statics=tuple(parse_static(s, f"{path}.static[{i}]") for i, s in enumerate(_list(raw.get("static"), f"{path}.static"))),
        adventure=_parse_adventure(raw["adventure"], types, f"{path}.adventure") if "adventure" in raw else None,
        text=str(raw.get("text", "")),
    )


def _parse_adventure(raw: Any, card_types: frozenset[str], path: str) -> CardDef:
    """An adventurer card's inset: an instant or sorcery with the subtype Adventure (CR 715.2)."""
    if card_types & {"instant", "sorcery"}:
        raise CardDefinitionError(
            path, "only a permanent card has an Adventure (the card itself is cast normally as a permanent spell)"
        )
    adventure = parse_card(raw, path)
    if adventure.is_permanent_card or adventure.adventure is not None or adventure.halves:
        raise CardDefinitionError(f"{path}.types", "an Adventure is an instant or a sorcery", ["instant", "sorcery"])
    if "adventure" not in {s.casefold() for s in adventure.subtypes}:
        adventure = replace(adventure, subtypes=(*adventure.subtypes, "Adventure"))
    return adventure


def _parse_split(raw: Mapping[str, Any], path: str) -> CardDef:
    """A split card (CR 709): two halves, each a card of its own; the card's name is both names."""
    for key in _HALF_ONLY:
        if key in raw:
            raise CardDefinitionError(f"{path}.{key}", "a split card's costs, types and effects belong to its halves")
    halves_raw = _list(raw["halves"], f"{path}.halves")
    if len(halves_raw) != 2:
        raise CardDefinitionError(f"{path}.halves", "a split card has exactly two halves (left first)")
    halves = tuple(parse_card(h, f"{path}.halves[{i}]") for i, h in enumerate(halves_raw))
    for i, half in enumerate(halves):
        if half.is_permanent_card or half.adventure is not None or half.halves:
            raise CardDefinitionError(
                f"{path}.halves[{i}].types",
                "each half is an instant or a sorcery (split permanents, CR 709.5, are not supported)",
                ["instant", "sorcery"],
            )
    name = raw.get("name") or " // ".join(h.name for h in halves)
    keywords = tuple(
        parse_keyword(k, f"{path}.keywords[{i}]") for i, k in enumerate(_list(raw.get("keywords"), f"{path}.keywords"))
    )
    return CardDef(
        name=str(name).strip(),
        types=halves[0].types | halves[1].types,
        keywords=keywords,
        halves=halves,
        text=str(raw.get("text", "")),
    )


def parse_body(raw: Any, path: str) -> AbilityBody:
    if isinstance(raw, list):  # a bare list of effects
        raw = {"effects": raw}
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, "expected a mapping with 'targets' and 'effects' or a list of effects")
    _keys(raw, ("targets", "effects"), path)
    targets = tuple(parse_target(t, f"{path}.targets[{i}]") for i, t in enumerate(_list(raw.get("targets"), f"{path}.targets")))
    return AbilityBody(targets, parse_effects(raw.get("effects", []), f"{path}.effects"))


def parse_target(raw: Any, path: str) -> TargetSpec:
    if isinstance(raw, str):
        raw = {"kind": raw}
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, "a target is a kind name or a mapping", V.TARGET_KINDS)
    _keys(raw, tuple(V.TARGET_KEYS), path)
    kind = raw.get("kind", "any")
    if kind not in V.TARGET_KINDS:
        raise CardDefinitionError(f"{path}.kind", f"unknown target kind {kind!r}", V.TARGET_KINDS)
    zone = raw.get("zone")
    if zone is not None and zone not in V.ZONES:
        raise CardDefinitionError(f"{path}.zone", f"unknown zone {zone!r}", V.ZONES)
    return TargetSpec(
        kind,
        parse_filter(raw.get("filter"), f"{path}.filter"),
        zone,
        bool(raw.get("if_kicked", False)),
        bool(raw.get("optional", False)),
        bool(raw.get("divided", False)),
    )


def parse_effects(raw: Any, path: str) -> tuple[EffectDef, ...]:
    return tuple(parse_effect(e, f"{path}[{i}]") for i, e in enumerate(_list(raw, path)))


def parse_effect(raw: Any, path: str) -> EffectDef:
    if isinstance(raw, str):
        raw = {raw: {}}
    if not isinstance(raw, Mapping) or len(raw) != 1:
        raise CardDefinitionError(path, "an effect is a mapping with one key (the effect name)", sorted(V.EFFECTS))
    ((op, args),) = raw.items()
    if op not in V.EFFECTS:
        raise CardDefinitionError(path, f"unknown effect {op!r}", sorted(V.EFFECTS))
    return EffectDef(op, _params(args or {}, V.EFFECTS[op], f"{path}.{op}"))


def parse_trigger(raw: Any, path: str) -> TriggerDef:
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, "a triggered ability is a mapping with 'when' and 'effects'")
    _keys(raw, ("when", "if", "targets", "effects", "optional", "label", "zones"), path)
    when = raw.get("when")
    if isinstance(when, Mapping) and len(when) == 1:
        ((event, params),) = when.items()
    else:
        event, params = when, {}
    if not isinstance(event, str) or event not in V.TRIGGERS:
        raise CardDefinitionError(f"{path}.when", f"unknown trigger event {event!r}", sorted(V.TRIGGERS))
    # where the ability functions unless the card says: a cast trigger on the stack, "when you cycle
    # this card" in the graveyard it was just discarded to (702.29c), everything else on the battlefield
    zones = {"cast_self": ("stack",), "cycle_self": ("graveyard",)}.get(event, ("battlefield",))
    if "zones" in raw:  # where a trigger condition that can't trigger from the battlefield functions (113.6k)
        zones = tuple(_words(raw["zones"], f"{path}.zones", V.ZONES))
        if not zones:
            raise CardDefinitionError(f"{path}.zones", "name at least one zone", V.ZONES)
    return TriggerDef(
        event=event,
        params=_params(params or {}, V.TRIGGERS[event], f"{path}.when.{event}"),
        body=parse_body({k: raw[k] for k in ("targets", "effects") if k in raw}, path),
        condition=parse_condition(raw["if"], f"{path}.if") if "if" in raw else None,
        optional=bool(raw.get("optional", False)),
        zones=zones,
        label=str(raw.get("label", "")),
    )


def parse_activated(raw: Any, path: str) -> ActivatedDef:
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, "an activated ability is a mapping with 'cost' and 'effects' (or 'add')")
    _keys(raw, ("cost", "targets", "effects", "sorcery_speed", "add", "label"), path)
    cost = parse_cost(raw.get("cost", "{0}"), f"{path}.cost")
    mana, choice = None, None
    if isinstance(raw.get("add"), Mapping):  # {amount: X, any_of: "{W}{U}"}
        _keys(raw["add"], ("amount", "any_of"), f"{path}.add")
        amount = raw["add"].get("amount", 1)
        amount = "X" if str(amount).upper() == "X" else _value(amount, "int", f"{path}.add.amount")
        try:
            choice, mana = (amount, tuple(dict.fromkeys(parse_mana_produced(str(raw["add"].get("any_of")))))), ()
        except ManaSyntaxError as e:
            raise CardDefinitionError(f"{path}.add.any_of", str(e)) from None
    elif "add" in raw:
        try:
            mana = parse_mana_produced(str(raw["add"]))
        except ManaSyntaxError as e:
            raise CardDefinitionError(f"{path}.add", str(e)) from None
    body = parse_body({k: raw[k] for k in ("targets", "effects") if k in raw}, path)
    if mana is None and not body.effects:
        raise CardDefinitionError(path, "an activated ability needs 'effects' (or 'add' for a mana ability)")
    return ActivatedDef(cost, body, bool(raw.get("sorcery_speed", False)), mana, str(raw.get("label", "")), mana_choice=choice)


_COST_WORDS = {"{t}": "tap", "tap": "tap", "sacrifice": "sacrifice_self", "sacrifice this": "sacrifice_self"}


def parse_cost(raw: Any, path: str) -> Cost:
    """``"{2}, {T}"`` or a list: ``["{1}{U}", "{T}", "sacrifice", {discard: 1}, {pay_life: 2}]``."""
    items = [p.strip() for p in raw.split(",")] if isinstance(raw, str) else _list(raw, path)
    mana, flags, discard, life, remove = None, set(), 0, 0, None
    for i, item in enumerate(items):
        if isinstance(item, Mapping) and len(item) == 1:
            ((k, v),) = item.items()
            if k == "discard":
                discard = _value(v, "int", f"{path}[{i}].discard")
            elif k == "pay_life":
                life = _value(v, "int", f"{path}[{i}].pay_life")
            elif k == "remove_counters" and isinstance(v, Mapping):
                n = v.get("amount", 1)  # "X": the value the activation announces
                remove = (
                    str(v.get("kind")),
                    "X" if str(n).upper() == "X" else _value(n, "int", f"{path}[{i}].remove_counters.amount"),
                )
            else:
                raise CardDefinitionError(f"{path}[{i}]", f"unknown cost {k!r}", ["discard", "pay_life", "remove_counters"])
        elif isinstance(item, str) and item.casefold() in _COST_WORDS:
            flags.add(_COST_WORDS[item.casefold()])
        elif isinstance(item, (str, int)):
            try:
                part = ManaCost.parse(item)
            except ManaSyntaxError:
                raise CardDefinitionError(
                    f"{path}[{i}]",
                    f"unknown cost {item!r}",
                    ["mana symbols", "{T}", "sacrifice", "{discard: N}", "{pay_life: N}"],
                ) from None
            mana = part if mana is None else mana.plus(part)
        else:
            raise CardDefinitionError(f"{path}[{i}]", f"unknown cost {item!r}")
    return Cost(mana, "tap" in flags, "sacrifice_self" in flags, discard, life, remove)


def parse_static(raw: Any, path: str) -> StaticDef:
    if not isinstance(raw, Mapping) or len(raw) != 1:
        raise CardDefinitionError(path, "a static ability is a mapping with one key", sorted(V.STATICS))
    ((op, args),) = raw.items()
    if op not in V.STATICS:
        raise CardDefinitionError(path, f"unknown static ability {op!r}", sorted(V.STATICS))
    return StaticDef(op, _params(args or {}, V.STATICS[op], f"{path}.{op}"))


def parse_filter(raw: Any, path: str) -> Filter:
    if raw is None:
        return Filter()
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, "a filter is a mapping", sorted(V.FILTER_KEYS))
    return Filter(_params(raw, V.FILTER_KEYS, path))


def parse_condition(raw: Any, path: str) -> Any:
    if isinstance(raw, str):
        if raw not in V.CONDITIONS:
            raise CardDefinitionError(path, f"unknown condition {raw!r}", [*V.CONDITIONS, *V.CONDITION_FORMS])
        return raw
    if isinstance(raw, Mapping) and len(raw) == 1:
        ((k, v),) = raw.items()
        if k == "at_least":  # {at_least: [amount, n]}: "if [amount] is n or more"
            if not isinstance(v, list) or len(v) != 2 or not isinstance(v[1], int) or isinstance(v[1], bool):
                raise CardDefinitionError(f"{path}.at_least", "expected [amount, number], e.g. [{basic_land_types: you}, 5]")
            return (k, (parse_amount(v[0], f"{path}.at_least[0]"), v[1]))
        if k in V.CONDITION_FORMS:
            return (k, _value(v, V.CONDITION_FORMS[k], f"{path}.{k}"))
    raise CardDefinitionError(path, f"unknown condition {raw!r}", [*V.CONDITIONS, *V.CONDITION_FORMS])


def parse_ref(raw: Any, path: str) -> Any:
    if isinstance(raw, str):
        if raw not in V.REFS:
            raise CardDefinitionError(path, f"unknown reference {raw!r}", [*V.REFS, "{all: filter}", "{choose: {...}}"])
        return raw
    if isinstance(raw, Mapping) and len(raw) == 1:
        ((k, v),) = raw.items()
        if k == "all":
            return ("all", parse_filter(v, f"{path}.all"))
        if k == "choose":
            return ("choose", _params(v or {}, V.CHOOSE_KEYS, f"{path}.choose"))
    raise CardDefinitionError(path, f"unknown reference {raw!r}", [*V.REFS, "{all: filter}", "{choose: {...}}"])


AMOUNT_FORMS = [
    "an integer",
    "X",
    "kicked (times the spell was kicked)",
    "sacrificed_toughness (of the creature sacrificed to cast it, as last on the battlefield)",
    "{count: filter}",
    "{counters: kind}",
    "{spells_cast: you|opponents|any} (this turn)",
    "{spells_cast: {by, from, not_from}}",
    "{plus: [a, b]}",
    "{minus: [a, b]} (not below 0)",
    "{times: [a, b]}",
    "{mana_value: ref} (e.g. triggering_object: the spell that triggered it)",
    "{basic_land_types: you} (domain)",
    "{life_lost_this_turn: you}",
    "{colors_among: filter} (colours among your permanents matching it)",
    "{graveyard_count: filter} (cards in your graveyard matching it)",
]
ARITHMETIC = ("plus", "minus", "times")
SPELLS_CAST_BY = ("you", "opponents", "any")


def parse_amount(raw: Any, path: str) -> Any:
    if isinstance(raw, bool):
        raise CardDefinitionError(path, "an amount is a number, 'X', 'kicked', {count: filter} or {counters: kind}", AMOUNT_FORMS)
    if isinstance(raw, int) or raw in ("X", "kicked", "sacrificed_toughness"):
        return raw
    if isinstance(raw, Mapping) and len(raw) == 1:
        ((k, v),) = raw.items()
        if k == "count":
            return ("count", parse_filter(v, f"{path}.count"))
        if k == "counters":
            return ("counters", str(v))
        if k == "spells_cast" and isinstance(v, Mapping):  # {by: you, not_from: hand} (paradox)
            m = dict(_params(v, {"by": "str", "from": "zone", "not_from": "zone"}, f"{path}.spells_cast"))
            if m.get("by", "you") not in SPELLS_CAST_BY:
                raise CardDefinitionError(f"{path}.spells_cast.by", f"unknown player group {m['by']!r}", SPELLS_CAST_BY)
            return ("spells_cast", (m.get("by", "you"), m.get("from"), m.get("not_from")))
        if k == "life_lost_this_turn":  # "the life you've lost this turn": every loss added up
            if v != "you":
                raise CardDefinitionError(f"{path}.life_lost_this_turn", f"unknown player {v!r}", ["you"])
            return ("life_lost_this_turn", "you")
        if k == "basic_land_types":  # domain: the basic land types among the lands you control (305.6)
            if v != "you":
                raise CardDefinitionError(f"{path}.basic_land_types", f"unknown player {v!r}", ["you"])
            return ("basic_land_types", "you")
        if k == "graveyard_count":  # "for each land card in your graveyard": cards, not permanents
            return ("graveyard_count", parse_filter(v, f"{path}.graveyard_count"))
        if k == "colors_among":  # the colours among the permanents you control matching the filter
            return ("colors_among", parse_filter(v, f"{path}.colors_among"))
        if k == "mana_value":  # "X is that spell's mana value": the objects' mana value right now
            return ("mana_value", parse_ref(v, f"{path}.mana_value"))
        if k == "spells_cast":
            if v not in SPELLS_CAST_BY:
                raise CardDefinitionError(f"{path}.spells_cast", f"unknown player group {v!r}", SPELLS_CAST_BY)
            return ("spells_cast", v)
        if k in ARITHMETIC:
            if not isinstance(v, list) or len(v) != 2:
                raise CardDefinitionError(f"{path}.{k}", "expected two amounts, e.g. [{spells_cast: you}, 1]")
            return (k, tuple(parse_amount(x, f"{path}.{k}[{i}]") for i, x in enumerate(v)))
    raise CardDefinitionError(path, f"unknown amount {raw!r}", AMOUNT_FORMS)


# ---------------------------------------------------------------------------- helpers


def _params(raw: Any, spec: Mapping[str, str], path: str) -> tuple[tuple[str, Any], ...]:
    if not isinstance(raw, Mapping):
        raise CardDefinitionError(path, "expected a mapping of parameters", sorted(k for k in spec))
    allowed = {k: t for k, t in spec.items()}
    for key in raw:
        if key not in allowed:
            raise CardDefinitionError(f"{path}.{key}", f"unknown parameter {key!r}", sorted(allowed))
    for key, kind in allowed.items():
        if kind.endswith("!") and key not in raw:
            raise CardDefinitionError(f"{path}.{key}", "required parameter missing")
    return tuple((k, _value(v, allowed[k].rstrip("!"), f"{path}.{k}")) for k, v in raw.items())


def _value(v: Any, kind: str, path: str) -> Any:
    if kind == "int":
        if not isinstance(v, int) or isinstance(v, bool):
            raise CardDefinitionError(path, f"expected an integer, got {v!r}")
        return v
    if kind == "bool":
        if not isinstance(v, bool):
            raise CardDefinitionError(path, f"expected true or false, got {v!r}")
        return v
    if kind == "str":
        return str(v)
    if kind == "amount":
        return parse_amount(v, path)
    if kind == "ref":
        return parse_ref(v, path)
    if kind == "filter":
        return parse_filter(v, path)
    if kind == "condition":
        return parse_condition(v, path)
    if kind == "duration":
        if v not in V.DURATIONS:
            raise CardDefinitionError(path, f"unknown duration {v!r}", V.DURATIONS)
        return v
    if kind == "enter_choice":
        if v not in V.ENTER_CHOICES:
            raise CardDefinitionError(path, f"unknown choice {v!r}", V.ENTER_CHOICES)
        return v
    if kind == "phases":
        phases = [str(x) for x in _list(v, path)]
        for i, name in enumerate(phases):
            if name not in V.PHASES:
                raise CardDefinitionError(f"{path}[{i}]", f"unknown phase {name!r}", V.PHASES)
        return tuple(phases)
    if kind == "zone":
        if v not in V.ZONES:
            raise CardDefinitionError(path, f"unknown zone {v!r}", V.ZONES)
        return v
    if kind == "keywords":
        return tuple(parse_keyword(k, f"{path}[{i}]") for i, k in enumerate(_list(v, path)))
    if kind == "types":
        return tuple(str(t).casefold() for t in _list(v, path))
    if kind == "words":  # as printed ("Time Lord")
        return tuple(str(t) for t in _list(v, path))
    if kind == "effects":
        return parse_effects(v, path)
    if kind == "options":
        opts = _list(v, path)
        if len(opts) < 2:
            raise CardDefinitionError(path, "a choice needs at least two options")
        return tuple(parse_effects(o, f"{path}[{i}]") for i, o in enumerate(opts))
    if kind == "card":
        return parse_card(v, path)
    if kind == "counters":
        if not isinstance(v, Mapping):
            raise CardDefinitionError(path, "counters are a mapping kind → amount, e.g. {time: 3}")
        return tuple((str(k), parse_amount(n, f"{path}.{k}")) for k, n in v.items())
    if kind == "triggers":  # triggered abilities a copy gains ("except it has 'at the beginning of ...'")
        return tuple(parse_trigger(t, f"{path}[{i}]") for i, t in enumerate(_list(v, path)))
    if kind == "activateds":  # activated abilities a static grants ("all Slivers have '{T}: ...'")
        return tuple(parse_activated(a, f"{path}[{i}]") for i, a in enumerate(_list(v, path)))
    if kind == "copy_except":
        return _params(v, V.COPY_EXCEPTIONS, path)
    if kind == "mana":
        try:
            parse_mana_produced(str(v))
        except ManaSyntaxError as e:
            raise CardDefinitionError(path, str(e)) from None
        return str(v)
    raise AssertionError(f"unknown parameter kind {kind}")


def _list(v: Any, path: str) -> list:
    if v is None:
        return []
    if isinstance(v, (list, tuple)):
        return list(v)
    if isinstance(v, (str, Mapping)):
        return [v]
    raise CardDefinitionError(path, f"expected a list, got {type(v).__name__}")


def _words(v: Any, path: str, allowed: tuple[str, ...], aliases: Mapping[str, str] | None = None) -> list[str]:
    out = []
    for w in _list(v, path):
        word = str(w).casefold()
        word = (aliases or {}).get(word, word)
        if word not in allowed:
            raise CardDefinitionError(path, f"unknown value {w!r}", allowed)
        out.append(word)
    return out


def _keys(raw: Mapping, allowed: tuple[str, ...], path: str) -> None:
    for key in raw:
        if key not in allowed:
            raise CardDefinitionError(f"{path}.{key}", f"unknown field {key!r}", allowed)


# ---------------------------------------------------------------------------- built-in cards

_BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def builtin_cards() -> dict[str, CardDef]:
    """Basic lands (their mana ability is intrinsic, CR 305.6) and Wastes."""
    cards = {
        name: CardDef(
            name=name,
            types=frozenset({"land"}),
            supertypes=frozenset({"basic"}),
            subtypes=(name,),
            activated=(ActivatedDef(Cost(tap=True), AbilityBody(), mana=(c,)),),
        )
        for name, c in _BASICS.items()
    }
    cards["Wastes"] = CardDef(
        name="Wastes",
        types=frozenset({"land"}),
        supertypes=frozenset({"basic"}),
        activated=(ActivatedDef(Cost(tap=True), AbilityBody(), mana=("C",)),),
    )
    return cards


def color_names(colors: frozenset[str]) -> list[str]:
    return [COLOR_NAMES[c] for c in "WUBRG" if c in colors]
