"""Detain (CR 701.35a), a keyword action: until the next turn of the controller of the spell or
ability that detained it, the permanent can't attack or block and its activated abilities —
mana abilities included — can't be activated. Its static and triggered abilities still work.
The restriction itself is a general one (``kb.engine.restrictions``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.restrictions import add_restriction

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.refs import Ctx

DETAIN = "701.35a"


def detain_effect(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    if not game.rules.enabled(DETAIN):
        return
    for obj in refs.objects(ctx, eff.arg("what")):
        game.note(f"    {ctx.controller} detains {obj.label()} until their next turn")
        add_restriction(
            game,
            obj,
            forbids=("attack", "block", "activate"),
            rule=DETAIN,
            why=f"detained by {ctx.controller}",
            controller=ctx.controller,
            until="your_next_turn",
        )


hooks.register_effect("detain", detain_effect)
