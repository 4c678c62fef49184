"""An object's characteristics right now: copiable values (printed, copied or face down), then type
changes, abilities gained and lost, and power/toughness (``power_toughness``: layer 7 in its sublayers).

A small subset of the layer system (CR 613): copy and face-down values (layer 1), type changes (4),
colours (5), abilities (6), P/T set, raised, lowered and switched (7a-7d). Statics that grant to other
objects match against each object's values through layer 5 — after type changes, before any ability or
P/T is granted — which keeps them from depending on each other (CR 613.8 dependency is not modelled)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Iterator

from kb.engine import chars_memo, hooks, multi_part_cards
from kb.engine.continuous_effect import Effect as Effect  # where it has always been imported from
from kb.engine.creature_types import CREATURE_TYPES
from kb.engine.definitions import CardDef, Filter
from kb.engine.filter_words import chosen_word, color_code
from kb.engine.keyword_table import KeywordInstance
from kb.engine.land_types import intrinsic_mana_abilities, set_basic_land_type
from kb.engine.layer_order import CDA_FIRST, define_types, in_layer_order
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, Zone
from kb.engine.power_toughness import PTChange, apply_layer_7, static_bonus
from kb.engine.static_conditions import NOT_LOCKED_IN, static_holds
from kb.engine.type_rules import each_of_its_types, filtered_subtypes, filtered_supertypes

if TYPE_CHECKING:
    from kb.engine.definitions import StaticDef
    from kb.engine.game import Game

FACE_DOWN = "708.2"
ADDITIONAL_COSTS_KEEP_MV = "118.8d"  # additional costs paid don't change a spell's mana cost or mana value
X_OFF_STACK = "202.3e"  # X counts as 0 in the mana value of an object that is not on the stack
X_ON_STACK = "202.3e"  # on the stack, X in the mana cost is the value chosen for it
ALT_COST_KEEPS_MV = "118.9c"  # an alternative cost paid doesn't change a spell's mana cost or mana value
LAYERS = "613.1"  # continuous effects apply layer by layer: types (4) before abilities (6)
SUPERTYPES_STAY = "205.4b"  # changing an object's card types leaves its supertypes as they are
NONCREATURE_NO_PT = "208.3"  # a noncreature permanent has no power or toughness, whatever is printed
KINDRED_SUBTYPES = "308.2"  # a kindred card's subtypes are creature types, though it is no creature
SUBTYPES_MATCH_TYPES = "205.3d"  # a subtype needs its card type: no creature types on a noncreature
STATICS_APPLY = "604.2"  # a static ability's continuous effect applies to the objects it names
TYPES_BEFORE_ABILITIES = "613.1d"  # type-changing effects (layer 4) apply before ability-adding ones (layer 6)
COLOR_FROM_COST = "202.2"  # an object is the colour or colours of the mana symbols in its mana cost


@dataclass
class Chars:
    name: str | None
    cost: ManaCost | None
    colors: frozenset[str]
    types: frozenset[str]
    subtypes: tuple[str, ...]
    supertypes: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: list[KeywordInstance]
    card: CardDef  # where the abilities come from (empty card when face down)
    every_creature_type: bool = False  # set by a characteristic-defining ability (changeling)

    def has(self, keyword: str) -> bool:
        return any(k.name == keyword for k in self.keywords)

    def instances(self, keyword: str) -> list[KeywordInstance]:
        return [k for k in self.keywords if k.name == keyword]

    def is_creature(self) -> bool:
        return "creature" in self.types

    def mana_value(self, x: int = 0) -> int:
        return self.cost.mana_value(x) if self.cost else 0


FACE_DOWN_CARD = CardDef(name="", types=frozenset({"creature"}), power=2, toughness=2)


def face_down_values(game: "Game", obj: GameObject) -> CardDef | None:
    """CR 708.2: a face-down object is a nameless 2/2 creature with no text and no mana cost."""
    if obj.face_down and game.rules.enabled(FACE_DOWN):
        return FACE_DOWN_CARD
    return None


def copiable_values(game: "Game", obj: GameObject) -> CardDef:
    """CR 707.2 (layer 1): the printed values — for a token, those its creating effect set — as
    modified by copy effects (what it entered as a copy of, then each "becomes a copy" effect in
    timestamp order, CR 613.1a) and by its face-down status (708.2); for a multi-part card, the
    part it is now (an Adventure or a split card's half on the stack)."""
    face_down = face_down_values(game, obj)
    if face_down is not None:
        return face_down
    values = obj.copy_of or obj.card
    copies = [e for e in game.effects if e.kind == "copy" and e.applies_to(obj) and e.lasts(game)]
    for eff in sorted(copies, key=lambda e: e.timestamp):
        values = eff.data["values"]
    return multi_part_cards.values_of(game, obj, values)


def base_chars(game: "Game", obj: GameObject) -> Chars:
    card = copiable_values(game, obj)
    keywords = list(card.keywords) + list(obj.granted)
    # without 202.2 a card whose colours come from its mana cost alone would have none
    colors = card.colors if not card.colors_from_cost or game.rules.enabled(COLOR_FROM_COST) else frozenset()
    return Chars(
        card.name or None,
        card.cost,
        colors,
        card.types,
        _printed_subtypes(game, card),
        card.supertypes,
        card.power,
        card.toughness,
        keywords,
        card,
    )


def _printed_subtypes(game: "Game", card: CardDef) -> tuple[str, ...]:
    """A kindred card has creature types though it is no creature (CR 308.2). Without that rule
    a creature type on a noncreature kindred card would correspond to none of its card types,
    and an object can't have such a subtype (205.3d)."""
    if "kindred" not in card.types or "creature" in card.types or game.rules.enabled(KINDRED_SUBTYPES):
        return tuple(card.subtypes)
    if not game.rules.enabled(SUBTYPES_MATCH_TYPES):
        return tuple(card.subtypes)
    return tuple(s for s in card.subtypes if s not in CREATURE_TYPES)


def type_chars(game: "Game", obj: GameObject) -> Chars:
    """The characteristics through layers 4 and 5 (types, colours): what a static ability that
    grants abilities or P/T (layers 6 and 7) looks at to decide which objects it affects (CR
    613.1d before 613.1f) — a creature made a Sliver gets what "all Slivers" have, a Sliver
    that stopped being one doesn't. Without 613.1d it is judged by its values before any
    type-changing effect."""
    return chars_memo.cached(game, obj, "types", lambda: _through_layer_5(game, obj), _copy)


def _through_layer_5(game: "Game", obj: GameObject) -> Chars:
    c = base_chars(game, obj)
    if game.rules.enabled(TYPES_BEFORE_ABILITIES):
        _apply_types_and_colors(game, obj, c, statics=False)  # a static's `to` doesn't see static colours
    return c


def _apply_types_and_colors(game: "Game", obj: GameObject, c: Chars, statics: bool = True) -> None:
    """Layers 4 and 5. A type-setting characteristic-defining ability (changeling) applies first (CR 613.3)
    and sees the abilities printed or copied — not yet those layer 6 takes away (613.1); without 613.3 it
    comes after the other type-changing effects; without 613.1 it is applied at the very end (``chars``)."""
    layered = game.rules.enabled(LAYERS)
    if layered and game.rules.enabled(CDA_FIRST):
        define_types(game, obj, c)
    by_static = _static_colors(game, obj) if statics else None  # (timestamp, colours) of the newest "are white"
    for eff in in_layer_order(game, obj):
        if by_static and eff.kind == "set_colors" and eff.timestamp > by_static[0]:
            by_static = None  # the static came first (613.7): this newer effect's colours win
        if eff.kind == "change_types":
            c.types = (c.types - set(eff.data.get("remove", ()))) | set(eff.data.get("add", ()))
            if not game.rules.enabled(SUPERTYPES_STAY):  # without 205.4b a new card type would replace the supertypes too
                c.supertypes = frozenset()
            if "creature" in eff.data.get("remove", ()) and game.rules.enabled(SUBTYPES_MATCH_TYPES):
                c.subtypes, c.every_creature_type = (), False  # it stops being an Alien and an Angel too
        elif eff.kind == "set_colors":  # layer 5: the new colours replace the old ones
            c.colors = frozenset(eff.data["colors"])
        elif eff.kind == "change_subtypes":  # "is a [subtype]" replaces, "in addition" adds
            base = () if eff.data.get("set") else c.subtypes
            c.subtypes = tuple(dict.fromkeys([*base, *eff.data.get("set", ()), *eff.data.get("add", ())]))
            c.every_creature_type = c.every_creature_type and not eff.data.get("set")
            set_basic_land_type(game, c, eff.data.get("set", ()))
    c.colors = by_static[1] if by_static else c.colors
    if layered and not game.rules.enabled(CDA_FIRST):
        define_types(game, obj, c)


def _static_colors(game: "Game", obj: GameObject) -> tuple[int, frozenset[str]] | None:
    # layer 5 from statics ("nonland permanents you control are white"): the newest one (613.7a)
    if obj.zone is not Zone.BATTLEFIELD or not game.rules.enabled(STATICS_APPLY):
        return None
    found = [
        (src.timestamp, frozenset(color_code(w) for w in st.arg("colors")))
        for src in game.battlefield
        for st in copiable_values(game, src).statics
        if st.op == "set_colors" and _static_applies(game, src, obj, st)
    ]
    return max(found, key=lambda f: f[0]) if found else None


def _granted_by_statics(game: "Game", obj: GameObject, c: Chars) -> list[PTChange]:
    """Layers 6 and 7c from static abilities ("all Slivers have ...", CR 604.2): keywords, triggered and
    activated abilities, each static adding its own (two Slivers granting a trigger give two triggers); the
    P/T bonuses are returned for layer 7 (two granting +1/+1 give +2/+2). Any permanent its `to` names gets
    them ("enchanted land is indestructible"); a noncreature's P/T bonus has no power to change."""
    bonuses: list[PTChange] = []
    if obj.zone is not Zone.BATTLEFIELD or not game.rules.enabled(STATICS_APPLY):
        return bonuses
    for src in game.battlefield:
        for st in copiable_values(game, src).statics:
            if st.op == "grant" and _static_applies(game, src, obj, st):
                c.keywords += list(st.arg("keywords", ()))
                bonuses.append(static_bonus(src.timestamp, st.arg("power", 0), st.arg("toughness", 0)))
                if st.arg("triggered") or st.arg("activated"):
                    c.card = replace(
                        c.card,
                        triggered=c.card.triggered + tuple(st.arg("triggered", ())),
                        activated=c.card.activated + tuple(st.arg("activated", ())),
                    )
    return bonuses


def chars(game: "Game", obj: GameObject) -> Chars:
    return chars_memo.cached(game, obj, "chars", lambda: _layered(game, obj), _copy)


def _copy(c: Chars) -> Chars:
    copied = object.__new__(Chars)  # dataclasses.replace would run __init__ again: too slow here
    copied.__dict__.update(c.__dict__, keywords=list(c.keywords))
    return copied


def _layered(game: "Game", obj: GameObject) -> Chars:
    c = base_chars(game, obj)
    _apply_types_and_colors(game, obj, c)
    intrinsic_mana_abilities(game, c)  # from the land types layer 4 left it, before layer 6 may take it away
    bonuses = _granted_by_statics(game, obj, c)
    # the abilities a characteristic-defining ability sees: a CDA's type effect applies in layer 4,
    # before layer 6 removes abilities (CR 613.1), so "loses all abilities" doesn't undo it
    before_layer_6 = list(c.keywords)
    mine = in_layer_order(game, obj)
    for eff in mine:
        if eff.kind == "grant":
            c.keywords += list(eff.data["keywords"])
            before_layer_6 += list(eff.data["keywords"])
        elif eff.kind == "lose_abilities":  # layer 6: "loses all abilities"
            c.keywords = []
            c.card = replace(c.card, keywords=(), activated=(), triggered=(), statics=())
    for define_pt in hooks.PT_DEFINERS:  # layer 7a: "its power is equal to ..." (613.4a)
        define_pt(game, obj, c)
    apply_layer_7(game, obj, c, mine, bonuses)
    if "creature" not in c.types and game.rules.enabled(NONCREATURE_NO_PT):
        c.power = c.toughness = None  # a Vehicle's printed 3/3 counts only while it is a creature
    after_layer_6, layered = c.keywords, game.rules.enabled(LAYERS)
    if layered:
        c.keywords = before_layer_6
    seen = len(c.keywords)
    for define in hooks.CHARACTERISTICS:
        define(game, obj, c)
    # without the layer order a CDA would see the abilities left at the end; keywords a hook
    # grants (foretell given to cards in hand) are kept either way
    c.keywords = after_layer_6 + c.keywords[seen:]
    if not layered:  # no layers: a type-defining ability reads the abilities left at the end
        c.every_creature_type = False
        define_types(game, obj, c)
    return c


def _static_applies(game: "Game", src: GameObject, obj: GameObject, st: StaticDef) -> bool:
    if not game.rules.enabled(NOT_LOCKED_IN) and obj.timestamp > src.timestamp:
        return False  # without 611.3a the effect would be locked in to what was there when it began
    return static_holds(game, src, st) and matches_filter(
        game, obj, st.arg("to"), controller=src.controller, source=src, use_base=True
    )


def statics_in_play(game: "Game", op: str) -> Iterator[tuple[GameObject, StaticDef]]:
    """(source, static) for every static ability ``op`` functioning on the battlefield."""
    for src in game.battlefield:
        for st in chars(game, src).card.statics:
            if st.op == op and static_holds(game, src, st):
                yield src, st


def keywords_of(game: "Game", obj: GameObject) -> list[KeywordInstance]:
    return chars(game, obj).keywords


def mana_value(game: "Game", obj: GameObject) -> int:
    """CR 202.3: from the mana cost only; X counts its chosen value on the stack and 0 anywhere
    else (202.3e) — without that rule a card would keep the X it was last cast with."""
    c = chars(game, obj)
    x = 0
    if obj.zone is not Zone.STACK and not game.rules.enabled(X_OFF_STACK):
        x = game.x_chosen.get(obj.handle, 0)
    if obj.zone is Zone.STACK:
        item = next((i for i in game.stack if i.kind == "spell" and i.source.oid == obj.oid), None)
        x = item.spell.x if item and item.spell and game.rules.enabled(X_ON_STACK) else 0
        if item and item.spell and not game.rules.enabled(ADDITIONAL_COSTS_KEEP_MV):
            return c.mana_value(x) + item.spell.additional_mana_value
        if item and item.spell and item.spell.alt_mana_value is not None and not game.rules.enabled(ALT_COST_KEEPS_MV):
            return item.spell.alt_mana_value  # as if what was paid replaced the mana cost
    elif obj.zone is Zone.BATTLEFIELD and not game.rules.enabled(ADDITIONAL_COSTS_KEEP_MV):
        spell = game.permanent_spells.get(obj.oid)  # without the rule, what was paid would stay counted
        if spell is not None:
            return c.mana_value(0) + spell.additional_mana_value
    return c.mana_value(x)


# ------------------------------------------------------------------ filters
# Filters live beside the characteristics they read: a static ability that grants to "creatures
# you control" filters objects by their characteristics, and filtering needs ``chars``.


def matches_filter(
    game: "Game",
    obj: GameObject,
    flt: Filter | None,
    *,
    controller: str,
    source: GameObject | None = None,
    use_base: bool = False,
    known: Chars | None = None,
) -> bool:
    """``known``: the characteristics to judge ``obj`` by — as it last existed on the battlefield
    for a leaves-the-battlefield ability looking back in time (603.10a)."""
    if not flt:
        return True
    c = known or (type_chars(game, obj) if use_base else chars(game, obj))
    f = dict(flt.spec)
    if "types" in f and not (c.types & set(f["types"])):
        return False
    if "types" in f and len(c.types) > 1 and not c.types <= set(f["types"]) and not each_of_its_types(game):
        return False  # without 205.2b/300.2 an artifact creature would be neither "an artifact" nor "a creature"
    if "not_types" in f and c.types & set(f["not_types"]):
        return False
    subtypes = {s.casefold() for s in filtered_subtypes(game, c.types, c.subtypes)}
    if "subtypes" in f and not c.every_creature_type and not subtypes & {s.casefold() for s in f["subtypes"]}:
        return False
    if "not_subtypes" in f and (c.every_creature_type or subtypes & {s.casefold() for s in f["not_subtypes"]}):
        return False  # "non-Angel": a changeling creature is every creature type, so never non-Angel
    supertypes = filtered_supertypes(game, c.types, c.subtypes, c.supertypes, c.name)
    if "supertypes" in f and not (supertypes & set(f["supertypes"])):
        return False
    if "not_supertypes" in f and supertypes & set(f["not_supertypes"]):
        return False
    rel = f.get("controller")
    if rel == "you" and obj.controller != controller or rel == "opponent" and obj.controller == controller:
        return False
    own = f.get("owner")
    if own == "you" and obj.owner != controller or own == "opponent" and obj.owner == controller:
        return False
    if "colors" in f and not c.colors & {color_code(chosen_word(x, source)) for x in f["colors"]}:
        return False
    if "not_colors" in f and c.colors & {color_code(x) for x in f["not_colors"]}:
        return False
    if "name" in f and f["name"].casefold() not in {n.casefold() for n in multi_part_cards.names_of(game, obj, c.card, c.name)}:
        return False  # a split card has the name if either half has it (709.4a)
    if "keywords" in f and not all(c.has(k.name) for k in f["keywords"]):
        return False
    if "not_keywords" in f and any(c.has(k.name) for k in f["not_keywords"]):
        return False
    checks = {
        "face_down": obj.face_down,
        "tapped": obj.tapped,
        "token": obj.token,
        "copy": obj.spell_copy,
        "attacking": obj.attacking is not None,
        "blocking": bool(obj.blocking) or obj.oid in game.still_blocking,  # 509.1g: its attacker left
        "commander": obj.commander,
    }
    for key, actual in checks.items():
        if key in f and f[key] != actual:
            return False
    if "mv_min" in f and mana_value(game, obj) < f["mv_min"] or "mv_max" in f and mana_value(game, obj) > f["mv_max"]:
        return False
    if "power_min" in f and (c.power is None or c.power < f["power_min"]):
        return False
    if "power_max" in f and (c.power is None or c.power > f["power_max"]):
        return False
    if "counters" in f and (sum(obj.counters.values()) if f["counters"] == "any" else obj.counters[f["counters"]]) <= 0:
        return False  # "with a [kind] counter on it"; `any`: "with a counter on it", of whatever kind
    if f.get("other") and source is not None and obj.oid == source.oid:
        return False
    if f.get("self") and (source is None or obj.oid != source.oid):
        return False  # "this creature gets ..." (a static ability of the object itself)
    if "damaged_by_source" in f and f["damaged_by_source"] != (
        source is not None and (source.oid, obj.oid) in game.damaged_this_turn
    ):
        return False  # "a creature dealt damage by this creature this turn" (as it last existed)
    for key, test in hooks.FILTER_TESTS.items():  # filter keys a keyword adds ("suspended")
        if key in f and not test(game, obj, f[key]):
            return False
    for key, source_test in hooks.SOURCE_FILTER_TESTS.items():
        if key in f and not source_test(game, obj, f[key], source):
            return False
    return True


LAST_KNOWN = "608.2h"  # information about an object that left the battlefield: as it last existed
