"""The effect ``put_on_bottom {what}``: "put target card … on the bottom of its owner's library"
(Time Reaper). The card goes to the bottom of its owner's library from wherever it is — a new
object there (400.7) — and ``it`` names it for the ability's later effects.
"""

from __future__ import annotations

from kb.engine import hooks, refs
from kb.engine.definitions import EffectDef
from kb.engine.objects import Zone
from kb.engine.refs import Ctx
from kb.engine.zones import move


def put_on_bottom(ctx: Ctx, eff: EffectDef) -> None:
    moved = [move(ctx.game, obj, Zone.LIBRARY, cause="effect", to_bottom=True) for obj in refs.objects(ctx, eff.arg("what"))]
    ctx.chosen["it"] = [o.oid for o in moved]


hooks.register_effect("put_on_bottom", put_on_bottom)
