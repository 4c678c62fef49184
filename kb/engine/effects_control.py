"""Effects on who controls a permanent and whether it is there: gaining control for a duration
(CR 611.2a, 611.2b) and phasing out until the source leaves (702.26, 611.2b)."""

from __future__ import annotations

from kb.engine import refs
from kb.engine.characteristics import Effect
from kb.engine.definitions import EffectDef
from kb.engine.effects_continuous import DURATION_TEXT, FOR_AS_LONG_AS, duration_of
from kb.engine.errors import CardDefinitionError
from kb.engine.phasing import phase_out as phase_permanent_out
from kb.engine.refs import Ctx


def gain_control(ctx: Ctx, eff: EffectDef) -> None:
    """Gain control (for the rest of the game, or for a stated duration, 611.2a, or "for as long
    as you control [this]", 611.2b: when the effect ends the permanent goes back to the player
    who controlled it before; a "for as long as" whose condition is already over does nothing)."""
    until = duration_of(ctx, eff) if eff.arg("until") else "end_of_game"
    if until == "face_down":
        raise CardDefinitionError(
            "gain_control.until",
            f"a control change can't last {DURATION_TEXT[until]}",
            ["end_of_turn", "your_next_turn", "end_of_game", "source_leaves", "you_control_source"],
        )
    if until in ("source_leaves", "you_control_source") and not _condition_holds(ctx, until):
        ctx.game.note(f"    {ctx.source.label()} no longer qualifies: no control is gained")
        return
    for obj in refs.objects(ctx, eff.arg("what")):
        if obj.controller != ctx.controller:
            before = obj.controller
            obj.controller, obj.control_since, obj.sick_free = ctx.controller, ctx.game.tick(), False
            obj.timestamp = ctx.game.clock
            ctx.source.linked.append(obj.oid)  # for "destroy that creature" (607.1)
            ctx.game.note(f"    {ctx.controller} gains control of {obj.label()} {DURATION_TEXT[until]}")
            if until != "end_of_game":
                ctx.game.effects.append(
                    Effect(
                        obj.oid,
                        "control",
                        {"from": before},
                        until=until,
                        controller=ctx.controller,
                        timestamp=ctx.game.clock,
                        source_oid=ctx.source.oid,
                    )
                )


def _condition_holds(ctx: Ctx, until: str) -> bool:
    """A "for as long as" duration's condition as the effect begins (611.2b)."""
    src = next((o for o in ctx.game.battlefield if o.oid == ctx.source.oid), None)
    return src is not None and (until == "source_leaves" or src.controller == ctx.controller)


def phase_out(ctx: Ctx, eff: EffectDef) -> None:
    """CR 702.26: the objects phase out; "until [this] leaves the battlefield" holds them out
    until the source leaves (nothing phases out if it already left, as with 610.3a)."""
    game = ctx.game
    hold = None
    if eff.arg("until_source_leaves"):
        # 611.2b: a "for as long as" effect whose condition is already over never begins (The
        # Moment gone before its ability resolves); without the rule it would hold them out for good
        if game.rules.enabled(FOR_AS_LONG_AS) and not any(o.oid == ctx.source.oid for o in game.battlefield):
            game.note(f"    {ctx.source.label()} has already left the battlefield: nothing phases out (611.2b)")
            return
        hold = ctx.source.oid
    for obj in refs.objects(ctx, eff.arg("what")):
        phase_permanent_out(game, obj, until_leaves=hold)
