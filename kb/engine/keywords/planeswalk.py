"""Planeswalk (CR 701.31), the keyword action of the Planechase variant: a player may planeswalk
only during a Planechase game (701.31a). The engine plays normal and Commander games, so an
instruction to planeswalk does nothing — which is what the rule says for every game that isn't
Planechase. Without 701.31a the instruction would have to be carried out (701.31b: the planar
deck's top card turned face up), and no game here has a planar deck: the effect refuses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.errors import EngineError

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.refs import Ctx

PLANECHASE_ONLY = "701.31a"


class NoPlanarDeck(EngineError):
    """Planeswalking was asked of a game without planes (the engine has no Planechase variant)."""


def planeswalk_effect(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    if game.rules.enabled(PLANECHASE_ONLY):
        game.note(f"    {ctx.controller} can't planeswalk: this is no Planechase game, nothing happens ({PLANECHASE_ONLY})")
        return
    raise NoPlanarDeck(
        f"{ctx.controller} is told to planeswalk, but a {game.variant} game has no planar deck (Planechase, CR 901)"
    )


hooks.register_effect("planeswalk", planeswalk_effect)
