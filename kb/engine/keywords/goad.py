"""Goad (CR 701.15), a keyword action: until the goading player's next turn the creature is
goaded (701.15a) — it attacks each combat if able, and attacks a player other than the goading
player if able (701.15b). Several players goading it make several requirements (701.15c); the
same player goading it again changes nothing (701.15d). The requirement is a general one, checked
as attackers are declared (``kb.engine.restrictions``, 508.1d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.restrictions import REQUIREMENT, add_requirement

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.refs import Ctx

GOADED, GOAD_REQUIREMENT, GOAD_AGAIN = "701.15a", "701.15b", "701.15d"


def goad_effect(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    if not game.rules.enabled(GOADED):
        return
    for obj in refs.objects(ctx, eff.arg("what")):
        again = any(e.kind == REQUIREMENT and e.oid == obj.oid and e.data["avoid"] == ctx.controller for e in game.effects)
        if again and game.rules.enabled(GOAD_AGAIN):
            game.note(f"    {obj.label()} is already goaded by {ctx.controller}")
            continue
        game.note(f"    {ctx.controller} goads {obj.label()} until their next turn")
        add_requirement(
            game,
            obj,
            rule=GOAD_REQUIREMENT,
            avoid_player=ctx.controller,
            why=f"goaded by {ctx.controller}",
            controller=ctx.controller,
            until="your_next_turn",
        )


hooks.register_effect("goad", goad_effect)
