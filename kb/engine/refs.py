"""Resolving what an effect talks about: references ("target", "each_opponent", {all: …}),
filters, amounts and conditions, in the context of the spell or ability that resolves."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kb.engine.characteristics import base_chars, chars
from kb.engine.definitions import Filter
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.objects import GameObject, StackItem, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game


@dataclass
class Ctx:
    game: "Game"
    controller: str
    source: GameObject
    item: StackItem | None = None
    targets: list = field(default_factory=list)
    event: Any = None
    chosen: dict = field(default_factory=dict)  # results of earlier steps ("it")

    @property
    def x(self) -> int:
        return self.item.spell.x if self.item and self.item.spell else 0


# ------------------------------------------------------------------ filters

def matches_filter(game: "Game", obj: GameObject, flt: Filter | None, *, controller: str,
                   source: GameObject | None = None, use_base: bool = False) -> bool:
    if not flt:
        return True
    c = base_chars(game, obj) if use_base else chars(game, obj)
    f = dict(flt.spec)
    if "types" in f and not (c.types & set(f["types"])):
        return False
    if "not_types" in f and c.types & set(f["not_types"]):
        return False
    if "subtypes" in f and not (c.has("changeling") and c.is_creature()) \
            and not {s.casefold() for s in c.subtypes} & {s.casefold() for s in f["subtypes"]}:
        return False
    if "not_subtypes" in f and ((c.has("changeling") and c.is_creature())
                                or {s.casefold() for s in c.subtypes} & {s.casefold() for s in f["not_subtypes"]}):
        return False  # "non-Angel": a changeling creature is every creature type, so never non-Angel
    if "supertypes" in f and not (c.supertypes & set(f["supertypes"])):
        return False
    if "not_supertypes" in f and c.supertypes & set(f["not_supertypes"]):
        return False
    rel = f.get("controller")
    if rel == "you" and obj.controller != controller or rel == "opponent" and obj.controller == controller:
        return False
    own = f.get("owner")
    if own == "you" and obj.owner != controller or own == "opponent" and obj.owner == controller:
        return False
    if "colors" in f and not c.colors & {_color(x) for x in f["colors"]}:
        return False
    if "not_colors" in f and c.colors & {_color(x) for x in f["not_colors"]}:
        return False
    if "name" in f and (c.name or "").casefold() != f["name"].casefold():
        return False
    if "keywords" in f and not all(c.has(k.name) for k in f["keywords"]):
        return False
    if "not_keywords" in f and any(c.has(k.name) for k in f["not_keywords"]):
        return False
    checks = {"face_down": obj.face_down, "tapped": obj.tapped, "token": obj.token, "copy": obj.spell_copy,
              "attacking": obj.attacking is not None, "blocking": bool(obj.blocking), "commander": obj.commander}
    for key, actual in checks.items():
        if key in f and f[key] != actual:
            return False
    if "mv_min" in f and _mv(game, obj) < f["mv_min"] or "mv_max" in f and _mv(game, obj) > f["mv_max"]:
        return False
    if "counters" in f and obj.counters[f["counters"]] <= 0:
        return False
    if f.get("other") and source is not None and obj.oid == source.oid:
        return False
    if "suspended" in f:
        from kb.engine.keywords.suspend import is_suspended

        if is_suspended(game, obj) != f["suspended"]:
            return False
    return True


def _mv(game: "Game", obj: GameObject) -> int:
    from kb.engine.casting import mana_value

    return mana_value(game, obj)


def _color(word: str) -> str:
    return {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(word, word.upper())


# ------------------------------------------------------------------ references

def objects(ctx: Ctx, ref: Any) -> list[GameObject]:
    """The objects a reference denotes right now (illegal or vanished targets are skipped)."""
    game = ctx.game
    if ref is None or ref == "self":
        cur = game.by_oid(ctx.source.oid)
        return [cur] if cur else []
    if isinstance(ref, str) and ref.startswith("target"):
        t = _target(ctx, ref)
        if t and t[0] == "object":
            obj = game.by_oid(t[1])
            return [obj] if obj else []
        return []
    if ref == "it":  # what an earlier effect of this ability moved, in its new zone
        return [o for o in (game.by_oid(oid) for oid in ctx.chosen.get("it", ())) if o is not None]
    if ref == "triggering_object":
        obj = (ctx.event or {}).get("object") if isinstance(ctx.event, dict) else None
        if obj is None:
            return []
        cur = game.by_oid(obj.oid)
        return [cur] if cur else []
    if isinstance(ref, tuple) and ref[0] == "all":
        return [o for o in game.battlefield if matches_filter(game, o, ref[1], controller=ctx.controller, source=ctx.source)]
    if isinstance(ref, tuple) and ref[0] == "choose":
        return choose_objects(ctx, dict(ref[1]))
    raise IllegalAction(f"reference {ref!r} does not name objects here", code="definition")


def players(ctx: Ctx, ref: Any) -> list[str]:
    game = ctx.game
    if ref is None or ref == "you":
        return [ctx.controller]
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
    if isinstance(ref, str) and ref.startswith("target"):
        t = _target(ctx, ref)
        if t and t[0] == "player" and not game.player(t[1]).lost:
            return [t[1]]
        if t and t[0] == "object":
            obj = game.by_oid(t[1])
            return [obj.controller] if obj else []
        return []
    raise IllegalAction(f"reference {ref!r} does not name players", code="definition")


def _target(ctx: Ctx, ref: str):
    index = 0 if ref == "target" else int(ref[len("target"):]) - 1
    return ctx.targets[index] if index < len(ctx.targets) else None


def choose_objects(ctx: Ctx, spec: dict) -> list[GameObject]:
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
    if raw == "kicked":  # times kicked: of the spell, or of the spell that became this permanent
        from kb.engine.keywords.kicker import permanent_times_kicked, times_kicked

        if ctx.item is not None and ctx.item.spell is not None:
            return times_kicked(ctx.game, ctx.item)
        return permanent_times_kicked(ctx.game, ctx.source)
    kind, arg = raw
    if kind == "count":
        return sum(1 for o in ctx.game.battlefield if matches_filter(ctx.game, o, arg, controller=ctx.controller, source=ctx.source))
    if kind == "counters":
        cur = ctx.game.by_oid(ctx.source.oid)
        return (cur or ctx.source).counters[arg]
    raise ValueError(raw)


def condition(ctx: Ctx, cond: Any) -> bool:
    from kb.engine.keywords.kicker import is_kicked, permanent_kicked

    game = ctx.game
    if cond is None:
        return True
    if cond in ("kicked", "not_kicked"):
        # no item: a permanent's own static ability asks whether the spell that became it was kicked
        kicked = is_kicked(game, ctx.item) if ctx.item is not None else permanent_kicked(game, ctx.source)
        return kicked if cond == "kicked" else not kicked
    if cond == "cast_from_hand":
        return _cast_from(ctx) is Zone.HAND
    if cond == "your_turn":
        return game.active == ctx.controller
    if cond == "suspended":
        from kb.engine.keywords.suspend import is_suspended

        cur = game.by_oid(ctx.source.oid)
        return bool(cur and is_suspended(game, cur))
    if cond == "new_since_last_upkeep":
        from kb.engine.keywords.echo import new_since_last_upkeep

        cur = game.by_oid(ctx.source.oid)
        return bool(cur and new_since_last_upkeep(game, cur))
    kind, arg = cond
    if kind == "kicked_with":
        from kb.engine.keywords.kicker import kicked_with

        spell_item = ctx.item if ctx.item is not None and ctx.item.spell is not None else None
        return kicked_with(game, spell_item, ctx.source, int(arg))
    if kind == "not":
        return not condition(ctx, arg)
    if kind == "cast_from":
        return _cast_from(ctx) is Zone(arg)
    if kind in ("controls", "count_at_least"):
        return any(matches_filter(game, o, arg, controller=ctx.controller, source=ctx.source)
                   for o in game.permanents(ctx.controller))
    raise ValueError(cond)


def _cast_from(ctx: Ctx) -> Zone | None:
    """The zone the spell was cast from: the spell's own (a spell, or a trigger of a spell), else —
    for a permanent's static or ETB ability — the spell that became the permanent (None: not cast)."""
    if ctx.item is not None and ctx.item.spell is not None:
        return ctx.item.spell.cast_from
    return ctx.game.cast_from_of_permanents.get(ctx.source.oid) if ctx.source is not None else None
