"""Effects that last (CR 611): pumps, granted and lost abilities, changed types, colours and
subtypes, and permissions to cast — each a continuous effect with its duration (611.2a/b,
610.3), the objects it affects fixed on resolution (611.2c) and its numbers counted once
(611.2d)."""

from __future__ import annotations

from typing import Any

from kb.engine import refs
from kb.engine.characteristics import Effect, matches_filter
from kb.engine.definitions import EffectDef
from kb.engine.errors import CardDefinitionError
from kb.engine.refs import Ctx

STATED_DURATION, FOR_AS_LONG_AS, UNTIL_EVENT = "611.2a", "611.2b", "610.3"
DURATION_TEXT = {
    "end_of_turn": "until end of turn",
    "your_next_turn": "until your next turn",
    "end_of_game": "for the rest of the game",
    "source_leaves": "for as long as the source is on the battlefield",
    "you_control_source": "for as long as you control the source",
    "face_down": "for as long as it is face down",
    "your_next_upkeep": "until your next upkeep",
}


def duration_of(ctx: Ctx, eff: EffectDef) -> str:
    """CR 611.2a: an effect lasts as long as its spell or ability says (without the rule, every
    such effect of the format ends with the turn); 611.2b: "for as long as" durations."""
    until: str = eff.arg("until", "end_of_turn")
    if not ctx.game.rules.enabled(STATED_DURATION):
        return "end_of_turn"
    if until in ("source_leaves", "you_control_source", "face_down") and not ctx.game.rules.enabled(FOR_AS_LONG_AS):
        return "end_of_game"  # without 611.2b the duration is never checked: it just goes on
    return until


SET_LOCKED_IN = "611.2c"  # a resolving spell's effect on characteristics affects the objects there as it begins


class _StillMatching:
    """Without 611.2c: "all [filter]" means whatever matches the filter at each moment."""

    def __init__(self, ctx: Ctx, flt: Any) -> None:
        self.ctx, self.flt, self.busy = ctx, flt, False

    def __call__(self, obj: Any) -> bool:
        if self.busy:  # judging the filter looks at this effect again: it doesn't apply to itself
            return False
        self.busy = True
        try:
            return matches_filter(self.ctx.game, obj, self.flt, controller=self.ctx.controller, source=self.ctx.source)
        finally:
            self.busy = False


def _spells_targeted(ctx: Ctx, what: Any) -> list[Any]:
    """A target that is a spell ("target spell or permanent becomes colorless"): the object on the
    stack, which its permanent spell's effects then follow onto the battlefield (400.7a)."""
    if not (isinstance(what, str) and what.startswith("target")):
        return []
    index = 0 if what == "target" else int(what[len("target") :]) - 1
    t = ctx.targets[index] if index < len(ctx.targets) else None
    item = next((i for i in ctx.game.stack if t and t[0] == "item" and i.iid == t[1] and i.kind == "spell"), None)
    return [item.source] if item is not None else []


def _effect(ctx: Ctx, eff: EffectDef, kind: str, data: dict[str, Any]) -> None:
    until = duration_of(ctx, eff)
    what = eff.arg("what")
    if isinstance(what, tuple) and what[0] == "all" and not ctx.game.rules.enabled(SET_LOCKED_IN):
        ctx.game.effects.append(
            Effect(
                -1,
                kind,
                data,
                until=until,
                controller=ctx.controller,
                timestamp=ctx.game.tick(),
                source_oid=ctx.source.oid,
                matches=_StillMatching(ctx, what[1]),
            )
        )
        ctx.game.note(f"    every object matching {what[1]}: {_said(kind, data, until)}")
        return
    for obj in refs.objects(ctx, eff.arg("what")) + _spells_targeted(ctx, eff.arg("what")):
        ctx.game.effects.append(
            Effect(
                obj.oid, kind, data, until=until, controller=ctx.controller, timestamp=ctx.game.tick(), source_oid=ctx.source.oid
            )
        )
        ctx.game.note(f"    {obj.label()}: {_said(kind, data, until)}")


def _said(kind: str, data: dict[str, Any], until: str) -> str:
    return " ".join(part for part in (kind, _show(data), DURATION_TEXT[until]) if part)


def _show(data: dict[str, Any]) -> str:
    return ", ".join(f"{k}={','.join(map(str, v)) if isinstance(v, (tuple, list)) else v}" for k, v in data.items())


VARIABLE_ONCE = "611.2d"  # a variable in a resolving spell's continuous effect is fixed on resolution


class _Recounted:
    """Without 611.2d: an amount counted again each time the bonus is looked at ("+X/+X, where X
    is the number of attacking creatures" would follow the attackers)."""

    def __init__(self, ctx: Ctx, raw: Any) -> None:
        self.ctx, self.raw, self.busy, self.last = ctx, raw, False, 0

    def __call__(self) -> int:
        if not self.busy:  # an amount that looks at this very bonus keeps its last value
            self.busy = True
            try:
                self.last = refs.amount(self.ctx, self.raw)
            finally:
                self.busy = False
        return self.last

    def __str__(self) -> str:
        return f"{self.raw} (recounted)"


def _fixed_amounts(ctx: Ctx, raw: dict[str, Any]) -> dict[str, int | _Recounted]:
    """The numbers of a P/T effect, counted once as it resolves (611.2d)."""
    if ctx.game.rules.enabled(VARIABLE_ONCE):
        return {k: refs.amount(ctx, v) for k, v in raw.items()}
    return {k: v if isinstance(v, int) else _Recounted(ctx, v) for k, v in raw.items()}


def pump(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "pump", _fixed_amounts(ctx, {"power": eff.arg("power", 0), "toughness": eff.arg("toughness", 0)}))


def set_base_pt(ctx: Ctx, eff: EffectDef) -> None:
    """ "[what] has base power and toughness 0/1": a layer-7b effect (CR 613.4b) — raising and
    lowering effects and counters still apply on top of it, whenever they began."""
    raw = {k: eff.arg(k) for k in ("power", "toughness") if eff.arg(k) is not None}
    if not raw:
        raise CardDefinitionError("set_base_pt", "needs power, toughness or both")
    _effect(ctx, eff, "set_pt", _fixed_amounts(ctx, raw))


def switch_pt(ctx: Ctx, eff: EffectDef) -> None:
    """ "Switch [what]'s power and toughness": a layer-7d effect (CR 613.4d), applied after every
    other P/T change; two switches undo each other."""
    _effect(ctx, eff, "switch_pt", {})


def grant(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "grant", {"keywords": tuple(eff.arg("keywords"))})


def lose_abilities(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "lose_abilities", {})


def change_types(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "change_types", {"remove": tuple(eff.arg("remove", ())), "add": tuple(eff.arg("add", ()))})


def may_cast(ctx: Ctx, eff: EffectDef) -> None:
    """ "You may cast it this turn" (a permission to cast from the zone it is in, CR 601.3): for
    that object only (a new object after a zone change, 400.7), until the duration ends."""
    until = duration_of(ctx, eff)
    for obj in refs.objects(ctx, eff.arg("what")):
        ctx.game.permissions.append(
            {
                "oid": obj.oid,
                "player": ctx.controller,
                "until": until,
                "free": bool(eff.arg("without_paying")),
                # "without paying its mana cost" is an alternative cost (118.9)
                "name": "free" if eff.arg("without_paying") else "permission",
            }
        )
        ctx.game.note(f"    {ctx.controller} may cast {obj.label()} {DURATION_TEXT[until]}")


def set_colors(ctx: Ctx, eff: EffectDef) -> None:
    codes = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    _effect(ctx, eff, "set_colors", {"colors": tuple(codes.get(c, c.upper()) for c in eff.arg("colors") if c != "colorless")})


def change_subtypes(ctx: Ctx, eff: EffectDef) -> None:
    # subtypes keep their printed capitals ("Time Lord"): the raw words of the card
    _effect(ctx, eff, "change_subtypes", {"add": tuple(eff.arg("add", ())), "set": tuple(eff.arg("set", ()))})
