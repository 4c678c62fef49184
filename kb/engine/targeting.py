"""Targets (CR 115, 601.2c): which objects and players a target specification allows,
naming them from a scenario, choosing them for triggered abilities and copies, and
re-checking them as a spell or ability resolves (608.2b)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from kb.engine import dispatch
from kb.engine.characteristics import chars, matches_filter
from kb.engine.definitions import Filter, TargetSpec
from kb.engine.errors import IllegalAction, UnknownReference
from kb.engine.game import Option
from kb.engine.objects import GameObject, StackItem, Zone
from kb.engine.phasing import refuse_if_phased_out
from kb.engine.refs import Ctx, amount, condition

if TYPE_CHECKING:
    from kb.engine.game import Game

Target = tuple[Any, ...]  # ("player", name) | ("object", oid) | ("item", iid)
DIVIDE = "601.2d"  # a divided effect: each target gets at least one
ONE_INSTANCE_ONCE = "115.3"  # one instance of "target" can't choose the same target twice; other instances may
VARIABLE_TARGETS = "601.2c"  # "up to one target": the player announces how many targets, none allowed
# 601.2c too: each target announced is an appropriate one — it meets the words "target [something]"
# describe it with (a filter: "target tapped creature", "target face-up exiled card"); without the
# rule a target is checked for its kind only
APPROPRIATE_TARGET = "601.2c"


def active_specs(game: "Game", specs: Sequence[TargetSpec], kicked: bool) -> list[TargetSpec]:
    """CR 702.33g: a target of an effect that happens only if kicked exists only if kicked."""
    if game.rules.enabled("702.33g"):
        return [s for s in specs if kicked or not s.if_kicked]
    return list(specs)


def specs_of(game: "Game", item: StackItem) -> list[TargetSpec]:
    """The target specifications in force for a spell or ability (on the stack or being cast)."""
    specs = item.body.targets
    kicked = any(s.if_kicked for s in specs) and condition(Ctx(game, item.controller, item.source, item=item), "kicked")
    return _expand(active_specs(game, specs, kicked), item.data.get("division"))


def _expand(specs: list[TargetSpec], division: Sequence[Any] | None) -> list[TargetSpec]:
    """A divided target spec stands for as many targets as the division has parts."""
    if division is None:
        return specs
    return [t for s in specs for t in ([s] * len(division) if s.divided else [s])]


def divide(
    game: "Game", item: StackItem, specs: list[TargetSpec], named: int, division: Sequence[Any] | None
) -> list[TargetSpec]:
    """CR 601.2d: the caster of a spell that divides damage among "any number of targets"
    announces the division as the targets are chosen; each target gets at least 1, so N damage
    allows 1 to N targets. Returns the specs, the divided one repeated once per target named."""
    if not any(s.divided for s in specs):
        if division is not None:
            raise IllegalAction("this spell divides nothing among its targets", code="targets")
        return specs
    if not specs[-1].divided or sum(s.divided for s in specs) > 1:
        raise IllegalAction("a divided target must be the spell's last target", code="definition")
    ctx = Ctx(game, item.controller, item.source, item=item)
    eff = _divided_damage(ctx, item.body.effects)
    total = amount(ctx, eff.arg("amount")) if eff else 0
    count = named - (len(specs) - 1)
    if game.rules.enabled(DIVIDE) and total > 0 and count < 1:
        raise IllegalAction(f"{total} damage is divided among at least 1 target, none named", rule=DIVIDE, code="targets")
    parts = list(division) if division is not None else ([total] if count == 1 else [] if count < 1 else None)
    if parts is None:
        raise IllegalAction(f"say how the {total} damage is divided among the {count} targets (divide: [...])", code="targets")
    if len(parts) != count or sum(parts) != total:
        raise IllegalAction(f"divide {total} among the {count} target(s): {parts} doesn't", code="targets")
    if game.rules.enabled(DIVIDE) and (any(p < 1 for p in parts) or (total > 0 and count < 1)):
        raise IllegalAction(
            f"each target must be dealt at least 1 of the {total} divided damage, so 1 to {total} targets, not {count}",
            rule=DIVIDE,
            code="targets",
        )
    item.data["division"] = parts
    return _expand(specs, parts)


def _divided_damage(ctx: Ctx, effects: Sequence[Any]) -> Any:
    """The divided damage effect the division is announced for — also inside "if [condition], it
    deals X damage divided ... instead", the branch that applies as the spell is cast (the way it
    was cast is known then: Avacyn's Judgment's madness)."""
    for e in effects:
        if e.op == "damage" and e.arg("divided"):
            return e
        if e.op == "if":
            found = _divided_damage(ctx, e.arg("then", ()) if condition(ctx, e.arg("condition")) else e.arg("else", ()))
            if found is not None:
                return found
    return None


def is_legal(game: "Game", spec: TargetSpec, target: Target, controller: str, source: GameObject | None) -> bool:
    kind = spec.kind
    if target is None:
        return spec.optional
    if target[0] == "player":
        p = game.player(target[1])
        if p.lost:
            return False
        if kind in ("any", "player", "creature_or_player"):
            return True
        return kind == "opponent" and target[1] != controller
    if target[0] == "item":
        item = next((i for i in game.stack if i.iid == target[1]), None)
        if item is None:
            return False
        if item.kind == "spell":
            return kind in ("spell", "spell_or_ability") and matches_filter(
                game, item.source, spec.filter, controller=controller, source=source
            )
        return kind in ("ability", "spell_or_ability")
    obj = game.by_oid(target[1])
    if obj is None:
        return False
    if kind == "card":
        zone = Zone(spec.zone or "graveyard")
        return obj.zone is zone and _described(game, obj, spec, controller, source)
    if obj.zone is not Zone.BATTLEFIELD or kind in ("player", "opponent", "spell", "ability", "spell_or_ability"):
        return False
    c = chars(game, obj)
    if kind in ("creature", "creature_or_player") and not c.is_creature():
        return False
    if kind == "any" and not (c.types & {"creature", "planeswalker", "battle"}):
        return False
    if dispatch.target_forbidden(game, obj, source, controller):  # shroud, hexproof, protection
        return False
    return _described(game, obj, spec, controller, source)


def _described(game: "Game", obj: GameObject, spec: TargetSpec, controller: str, source: GameObject | None) -> bool:
    if not game.rules.enabled(APPROPRIATE_TARGET):
        return True
    return matches_filter(game, obj, spec.filter, controller=controller, source=source)


def candidates(game: "Game", spec: TargetSpec, controller: str, source: GameObject | None) -> list[Target]:
    pool: list[Target] = [("player", n) for n in game.apnap()]
    pool += [("object", o.oid) for o in game.battlefield]
    pool += [("item", i.iid) for i in game.stack if source is None or i.source.oid != source.oid]
    if spec.kind == "card":
        pool += [("object", o.oid) for p in game.players for o in p.graveyard] + [("object", o.oid) for o in game.exile]
    return [t for t in pool if is_legal(game, spec, t, controller, source)]


def describe(game: "Game", target: Target | None) -> str:
    if target is None:
        return "(no target)"
    if target[0] == "player":
        name: str = target[1]
        return name
    if target[0] == "item":
        item = next((i for i in game.stack if i.iid == target[1]), None)
        return item.describe() if item else "(gone)"
    obj = game.by_oid(target[1])
    return obj.label() if obj else "(gone)"


def _aliases(game: "Game", target: Target) -> tuple[str, ...]:
    if target[0] == "player":
        return (target[1],)
    if target[0] == "item":
        item = next(i for i in game.stack if i.iid == target[1])
        names = [item.source.handle, item.describe()]
        if item.kind == "spell" and not item.source.face_down:
            names.append(item.source.card.name)
        return tuple(names)
    obj = game.by_oid(target[1])
    assert obj is not None  # a target is named from the candidates, which exist
    return (obj.handle,) + (() if obj.face_down else (obj.card.name,))


def name_targets(
    game: "Game", specs: Sequence[TargetSpec], names: Sequence[Any], controller: str, source: GameObject | None
) -> list[Target | None]:
    """Targets a scenario names for a spell or activated ability, checked against the specs."""
    if len(names) != len(specs):
        raise IllegalAction(
            f"this needs {len(specs)} target(s) ({', '.join(s.kind for s in specs) or 'none'}), {len(names)} given",
            code="targets",
        )
    out: list[Target | None] = []
    for i, (spec, name) in enumerate(zip(specs, names)):
        legal = candidates(game, spec, controller, source)
        if name is None and spec.optional:
            if not game.rules.enabled(VARIABLE_TARGETS):
                raise IllegalAction(f"target {i + 1} ({spec.kind}) must be chosen", rule=VARIABLE_TARGETS, code="targets")
            out.append(None)
            continue
        match = [t for t in legal if str(name).casefold() in (a.casefold() for a in _aliases(game, t))]
        if match and game.rules.enabled(ONE_INSTANCE_ONCE):
            # the targets of one instance of "target" (a divided spec stands for several) must
            # differ; another instance of the word may name the same object or player again
            again = [t for t in match if any(prev is spec and chosen == t for prev, chosen in zip(specs[:i], out))]
            if again and len(again) == len(match):
                raise IllegalAction(
                    f"{name!r} is already a target of this instance of 'target': each instance chooses "
                    "an object or player at most once",
                    rule=ONE_INSTANCE_ONCE,
                    code="targets",
                )
            match = [t for t in match if t not in again]
        if not match:
            for gone in game.phased_out:  # named, but treated as though it doesn't exist (702.26b)
                if str(name).casefold() in (gone.handle.casefold(), gone.card.name.casefold()):
                    refuse_if_phased_out(game, gone, "be a target", "targets")
            every = [t for t in candidates(game, TargetSpec("any"), controller, source)]
            known = [describe(game, t) for t in legal]
            if not any(str(name).casefold() in (a.casefold() for a in _aliases(game, t)) for t in every + _all_objects(game)):
                raise UnknownReference("target", str(name), known)
            undescribed = candidates(game, replace(spec, filter=Filter()), controller, source)
            # refused for its description ("target tapped creature") only: 601.2c names why
            named = any(str(name).casefold() in (a.casefold() for a in _aliases(game, t)) for t in undescribed)
            raise IllegalAction(
                f"{name!r} is not a legal target ({spec.kind}); legal: {', '.join(known) or 'none'}",
                rule=APPROPRIATE_TARGET if named else None,
                code="targets",
            )
        out.append(match[0])
    return out


def _all_objects(game: "Game") -> list[Target]:
    return [("object", o.oid) for o in game.all_objects()] + [("item", i.iid) for i in game.stack]


def choose_targets_for_ability(game: "Game", item: StackItem) -> list[Target | None] | None:
    """A triggered ability's controller chooses its targets (scripted choice, kind 'target')."""
    out: list[Target | None] = []
    for spec in item.body.targets:
        legal = candidates(game, spec, item.controller, item.source)
        if not legal:
            if spec.optional:
                out.append(None)
                continue
            return None
        options = [Option(describe(game, t), t, _aliases(game, t)) for t in legal]
        out.append(game.choose(item.controller, f"a target for {item.describe()}", options, kind="target"))
    return out


def choose_new_targets(game: "Game", item: StackItem, specs: Sequence[TargetSpec]) -> None:
    """A copy's controller may change its targets (CR 707.10c): one scripted choice per target."""
    for i, spec in enumerate(specs):
        if i >= len(item.targets):
            break
        if item.targets[i] is None:
            continue  # an optional target left unchosen as the original was cast: the copy has none there either
        legal = candidates(game, spec, item.controller, item.source)
        if len(legal) <= 1:
            continue
        options = [Option(describe(game, t), t, _aliases(game, t)) for t in legal]
        item.targets[i] = game.choose(item.controller, f"a target for {item.describe()}", options, kind="target")


def still_legal(game: "Game", item: StackItem, specs: Sequence[TargetSpec]) -> list[bool]:
    return [
        is_legal(game, spec, t, item.controller, item.source) if t is not None else True for spec, t in zip(specs, item.targets)
    ]


def target_objects(game: "Game", targets: list[Any]) -> list[GameObject]:
    return [o for t in targets if t and t[0] == "object" for o in [game.by_oid(t[1])] if o]
