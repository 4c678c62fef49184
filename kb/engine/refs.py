"""Resolving what an effect talks about: references ("target", "each_opponent", {all: …}),
filters, amounts and conditions, in the context of the spell or ability that resolves."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from kb.engine import hooks
from kb.engine.characteristics import LAST_KNOWN, chars, mana_value, matches_filter
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.last_known import last_known_chars
from kb.engine.objects import PLAYER_ZONES, GameObject, SpellInfo, StackItem, Zone
from kb.engine.steps import Step

if TYPE_CHECKING:
    from kb.engine.game import Game

ETB_USES_SPELL_X = "107.3m"  # a permanent's ETB ability referring to X uses its spell's X; the permanent's X is 0


BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})  # CR 305.6
# being affected by a spell or ability doesn't make an object its target: "each creature" includes
# creatures with shroud, hexproof or protection; without the rule they would escape as if targeted
AFFECTED_NOT_TARGETED = "115.10a"
YOU_IS_CONTROLLER = "109.5"  # "you" on an object means its controller (a spell's or ability's too)


@dataclass
class Ctx:
    game: "Game"
    controller: str
    source: GameObject
    item: StackItem | None = None
    targets: list[Any] = field(default_factory=list)
    event: Any = None
    chosen: dict[str, Any] = field(default_factory=dict)  # results of earlier steps ("it")

    @property
    def x(self) -> int:
        """X of the spell, or of the activated ability (an {X} in its cost); for a permanent's
        "enters with" or ETB ability, the X of the spell that became it (CR 107.3m)."""
        if self.item is None:
            spell = self.game.permanent_spells.get(self.source.oid) if self.source is not None else None
            return spell.x if spell is not None and self.game.rules.enabled(ETB_USES_SPELL_X) else 0
        return self.item.spell.x if self.item.spell else int(self.item.data.get("x", 0))


# ------------------------------------------------------------------ references


# filter keys that read nothing beyond layer 5 (types, colours) or no characteristic at all
_THROUGH_LAYER_5 = frozenset(
    {"types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes", "controller", "owner"}
    | {"colors", "not_colors", "name", "token", "tapped", "other", "self"}
)
# an object's name in its own text means that object only (201.5), not other objects of that name
NAME_MEANS_ITSELF = "201.5"
LINKED_ABILITIES = "607.1"  # "that creature" of one ability means only what its linked ability affected


def objects(ctx: Ctx, ref: Any) -> list[GameObject]:
    """The objects a reference denotes right now (illegal or vanished targets are skipped)."""
    game = ctx.game
    if ref is None or ref == "self":
        cur = game.by_oid(ctx.source.oid)
        if cur is not None and cur.zone is Zone.BATTLEFIELD and not game.rules.enabled(NAME_MEANS_ITSELF):
            return [o for o in game.battlefield if o.card.name == cur.card.name]  # its name: every one so named
        return [cur] if cur else []
    if isinstance(ref, str) and ref.startswith("target"):
        t = _target(ctx, ref)
        if t and t[0] == "object":
            obj = game.by_oid(t[1])
            return [obj] if obj else []
        return []
    if ref == "countered_source":  # "that permanent": whose ability an earlier effect of this one countered
        found = (game.by_oid(oid) for oid in ctx.chosen.get("countered_source", ()))
        return [o for o in found if o is not None and o.zone is Zone.BATTLEFIELD]
    if ref == "top_of_library":  # "the top card of your library"
        return game.player(ctx.controller).library[:1]
    if ref == "it":  # what an earlier effect of this ability moved, in its new zone
        return [o for o in (game.by_oid(oid) for oid in ctx.chosen.get("it", ())) if o is not None]
    if ref == "drawn":  # "it": the cards an earlier draw of this ability drew (614.11b)
        return [o for o in (game.by_oid(oid) for oid in ctx.chosen.get("drawn", ())) if o is not None]
    if ref == "linked":  # "that creature": what this object's linked ability took control of (607.1)
        if not game.rules.enabled(LINKED_ABILITIES):
            return []
        return [o for o in game.battlefield if o.oid in ctx.source.linked]
    if ref == "triggering_object":
        obj = (ctx.event or {}).get("object") if isinstance(ctx.event, dict) else None
        if obj is None:
            return []
        cur = game.by_oid(obj.oid)
        return [cur] if cur else []
    if isinstance(ref, tuple) and ref[0] == "all":
        every = [o for o in game.battlefield if matches_filter(game, o, ref[1], controller=ctx.controller, source=ctx.source)]
        return every if game.rules.enabled(AFFECTED_NOT_TARGETED) else [o for o in every if not _untargetable(ctx, o)]
    if isinstance(ref, tuple) and ref[0] == "choose":
        return choose_objects(ctx, dict(ref[1]))
    if isinstance(ref, tuple) and ref[0] == "all_cards":  # every card in that zone, each player's
        spec = dict(ref[1])
        zone = Zone(spec["zone"])
        pool = [o for n in game.apnap() for o in game.zone_list(zone, n)] if zone in PLAYER_ZONES else game.zone_list(zone)
        return [o for o in pool if matches_filter(game, o, spec.get("filter"), controller=ctx.controller, source=ctx.source)]
    raise IllegalAction(f"reference {ref!r} does not name objects here", code="definition")


def _untargetable(ctx: Ctx, obj: GameObject) -> bool:
    """Whether a keyword of ``obj`` (shroud, hexproof, protection) would stop the source from
    targeting it — asked of the keyword behaviours as ``dispatch.target_forbidden`` does, since
    dispatch itself reads references."""
    for inst in chars(ctx.game, obj).keywords:
        beh = hooks.behaviour(inst.name)
        if beh is not None and beh.forbids_target(ctx.game, obj, inst, ctx.source, ctx.controller):
            return True
    return False


def players(ctx: Ctx, ref: Any) -> list[str]:
    game = ctx.game
    if ref is None or ref == "you":  # its controller (109.5); without the rule, whose card it is
        return [ctx.controller if game.rules.enabled(YOU_IS_CONTROLLER) else ctx.source.owner]
    if ref == "each_opponent":
        return game.opponents(ctx.controller)
    if ref == "each_player":
        return game.apnap()
    if ref == "active_player":
        return [game.active]
    if ref == "owner":
        return [ctx.source.owner]
    if ref == "defending_player":
        attacked = (ctx.event or {}).get("defender") if isinstance(ctx.event, dict) else None
        return [attacked] if attacked else []
    if ref == "triggering_player":
        p = (ctx.event or {}).get("player") if isinstance(ctx.event, dict) else None
        return [p] if p else []
    if ref == "controller_of_target":  # "the creature's controller": never the player if a player was targeted
        t = _target(ctx, "target")
        return players(ctx, "target") if t and t[0] == "object" else []
    if isinstance(ref, str) and ref.startswith("target"):
        t = _target(ctx, ref)
        if t and t[0] == "player" and not game.player(t[1]).lost:
            return [t[1]]
        if t and t[0] == "object":
            obj = game.by_oid(t[1])
            if obj is None and game.rules.enabled(LAST_KNOWN) and t[1] in game.last_controller:
                return [game.last_controller[t[1]]]  # "its controller" after it left the battlefield (608.2h)
            return [obj.controller] if obj else []
        return []
    raise IllegalAction(f"reference {ref!r} does not name players", code="definition")


def target_choice(ctx: Ctx, ref: str) -> Any:
    """A target as it was chosen — ("object", oid) or ("player", name) — or None, whether or not
    the object is still where it was."""
    return _target(ctx, ref)


def _target(ctx: Ctx, ref: str) -> Any:  # a target as chosen: (kind, key) or None
    index = 0 if ref == "target" else int(ref[len("target") :]) - 1
    return ctx.targets[index] if index < len(ctx.targets) else None


def choose_objects(ctx: Ctx, spec: dict[str, Any]) -> list[GameObject]:
    """A player picks objects during resolution (from the scripted choices)."""
    game = ctx.game
    chooser = players(ctx, spec.get("who", "you"))
    if not chooser:
        return []
    who = chooser[0]
    zone = Zone(spec.get("zone", "battlefield"))
    pool = game.zone_list(zone, who) if zone in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD) else game.zone_list(zone)
    if zone is Zone.BATTLEFIELD:
        pool = [o for o in pool if o.controller == who]
    pool = [o for o in pool if matches_filter(game, o, spec.get("filter"), controller=who, source=ctx.source)]
    picked: list[GameObject] = []
    for _ in range(spec.get("count", 1)):
        options = [Option(o.label(), o, (o.handle, o.card.name)) for o in pool if o not in picked]
        if spec.get("optional"):
            options.append(Option("none", None))
        if not options:
            break
        choice = game.choose(who, f"a card ({zone.value})", options, kind="card")
        if choice is None:
            break
        picked.append(choice)
    return picked


# ------------------------------------------------------------------ amounts and conditions


def amount(ctx: Ctx, raw: Any) -> int:
    if raw is None:
        return 1
    if isinstance(raw, int):
        return raw
    if raw == "X":
        return ctx.x
    if isinstance(raw, str) and raw in hooks.AMOUNTS:  # amounts a keyword defines ("kicked")
        return hooks.AMOUNTS[raw](ctx)
    kind, arg = raw
    if kind == "count":
        # a count by type, colour, name or controller reads the values through layer 5 only, so a
        # */* creature counting Swamps (208.2a) doesn't need its own power to be counted
        base = arg is not None and {k for k, _ in arg.spec} <= _THROUGH_LAYER_5
        found = (
            o
            for o in ctx.game.battlefield
            if matches_filter(ctx.game, o, arg, controller=ctx.controller, source=ctx.source, use_base=base)
        )
        return sum(1 for _ in found)
    if kind == "counters":
        cur = ctx.game.by_oid(ctx.source.oid)
        if cur is not None:
            return cur.counters[arg]
        # the source changed zones: the counters it had as it last existed (608.2h); without
        # that rule nothing is known of the object that left, so none are counted
        return ctx.source.counters[arg] if ctx.game.rules.enabled(LAST_KNOWN) else 0
    if kind == "spells_cast":  # this turn, by you / your opponents / anyone (copies aren't cast)
        by, frm, not_from = arg if isinstance(arg, tuple) else (arg, None, None)  # zones: paradox
        tests: dict[str, Callable[[str], bool]] = {
            "you": lambda p: p == ctx.controller,
            "opponents": lambda p: p != ctx.controller,
        }
        who: Callable[[str], bool] = tests.get(by, lambda p: True)
        return sum(
            1
            for s in ctx.game.spells_cast
            if who(s["player"]) and (frm is None or s["from"] == frm) and (not_from is None or s["from"] != not_from)
        )
    if kind == "life_lost_this_turn":
        return ctx.game.player(ctx.controller).life_lost_this_turn
    if kind == "basic_land_types":  # domain: a land with several basic land types counts for each
        lands = [chars(ctx.game, o) for o in ctx.game.permanents(ctx.controller)]
        return len({s.casefold() for c in lands if "land" in c.types for s in c.subtypes} & BASIC_LAND_TYPES)
    if kind == "graveyard_count":
        return sum(
            1
            for o in ctx.game.player(ctx.controller).graveyard
            if matches_filter(ctx.game, o, arg, controller=ctx.controller, source=ctx.source)
        )
    if kind == "colors_among":  # a multicoloured permanent counts for each of its colours
        return len(
            {
                col
                for o in ctx.game.permanents(ctx.controller)
                if matches_filter(ctx.game, o, arg, controller=ctx.controller, source=ctx.source)
                for col in chars(ctx.game, o).colors
            }
        )
    if kind == "mana_value":
        return sum(mana_value(ctx.game, o) for o in objects(ctx, arg))
    if kind in ("plus", "minus", "times"):
        a, b = amount(ctx, arg[0]), amount(ctx, arg[1])
        return a + b if kind == "plus" else max(0, a - b) if kind == "minus" else a * b
    if kind in hooks.AMOUNT_KINDS:  # {power: target} and the like, from their own modules
        return hooks.AMOUNT_KINDS[kind](ctx, arg)
    raise ValueError(raw)


def condition(ctx: Ctx, cond: Any) -> bool:
    game = ctx.game
    if cond is None:
        return True
    if cond == "cast_from_hand":
        return _cast_from(ctx) is Zone.HAND
    if cond == "cast_in_your_main_phase":
        spell = _spell(ctx)
        return bool(spell is not None and spell.cast and spell.in_main_phase)
    if cond == "your_turn":
        return game.active == ctx.controller
    if cond == "first_upkeep_this_turn":  # "at the beginning of your first upkeep each turn"
        return game.step is Step.UPKEEP and game.upkeeps_this_turn == 1
    if isinstance(cond, str) and cond in hooks.CONDITIONS:  # conditions a keyword defines ("kicked")
        return hooks.CONDITIONS[cond](ctx, None)
    kind, arg = cond
    if kind == "not":
        return not condition(ctx, arg)
    if kind == "cast_from":
        return _cast_from(ctx) is Zone(arg)
    if kind == "cast_with":  # "if its madness cost was paid": the alternative cost or permission used
        spell = _spell(ctx)
        return bool(spell is not None and spell.cast and arg in (spell.alt_cost, spell.cast_via))
    if kind in ("controls", "count_at_least"):
        return any(
            matches_filter(game, o, arg, controller=ctx.controller, source=ctx.source) for o in game.permanents(ctx.controller)
        )
    if kind == "source_is":  # the source now, or as it last existed on the battlefield (608.2h)
        cur = game.by_oid(ctx.source.oid)
        if cur is not None and cur.zone is Zone.BATTLEFIELD:
            return matches_filter(game, cur, arg, controller=ctx.controller, source=ctx.source)
        last = last_known_chars(game, ctx.source)  # None without 608.2h: nothing is known of it
        return last is not None and bool(last.types & set(dict(arg.spec).get("types", last.types)))
    if kind == "target_is":  # "if it's a creature": the target as it is now, after earlier effects
        return any(matches_filter(game, o, arg, controller=ctx.controller, source=ctx.source) for o in objects(ctx, "target"))
    if kind == "top_card_is":  # the top card of your library now (revealed: no zone change)
        top = game.player(ctx.controller).library[:1]
        return any(matches_filter(game, o, arg, controller=ctx.controller, source=ctx.source) for o in top)
    if kind == "it_is":  # "return that card to the battlefield. If it's a creature, ...": as it is where it went
        return any(matches_filter(game, o, arg, controller=ctx.controller, source=ctx.source) for o in objects(ctx, "it"))
    if kind == "at_least":
        return bool(amount(ctx, arg[0]) >= arg[1])
    if kind == "graveyard_at_least":  # threshold
        return len(game.player(ctx.controller).graveyard) >= int(arg)
    if kind in hooks.CONDITIONS:  # {kicked_with: 2}
        return hooks.CONDITIONS[kind](ctx, arg)
    raise ValueError(cond)


def _spell(ctx: Ctx) -> SpellInfo | None:
    """How the spell was cast (SpellInfo): the spell's own; for an ability of a spell on the stack
    ("when you cast this spell"), that spell's; else — for a permanent's static or ETB ability —
    that of the spell that became the permanent (None: the permanent wasn't a spell)."""
    if ctx.item is not None and ctx.item.spell is not None:
        return ctx.item.spell
    if ctx.source is None:
        return None
    # "When you cast this spell, if ...": the trigger's source is a spell still on the stack
    for item in ctx.game.stack:
        if item.kind == "spell" and item.source.oid == ctx.source.oid and item.spell is not None:
            return item.spell
    return ctx.game.permanent_spells.get(ctx.source.oid)


def _cast_from(ctx: Ctx) -> Zone | None:
    """The zone the spell was cast from (None: not cast)."""
    spell = _spell(ctx)
    return spell.cast_from if spell is not None else None


def _static_condition(game: "Game", source: GameObject, cond: Any) -> bool:
    return condition(Ctx(game, source.controller, source), cond)


hooks.register_condition_evaluator(_static_condition)


def recipients(ctx: Ctx, ref: Any) -> list[tuple[Any, ...]]:
    """Damage recipients: a target may be a player or an object; other refs name one or the other."""
    if isinstance(ref, str) and ref.startswith("target"):
        t = _target(ctx, ref)
        return [t] if t else []
    if ref in (
        "you",
        "each_opponent",
        "each_player",
        "active_player",
        "defending_player",
        "triggering_player",
        "owner",
        "controller_of_target",
    ):
        return [("player", p) for p in players(ctx, ref)]
    return [("object", o.oid) for o in objects(ctx, ref)]
