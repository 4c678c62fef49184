"""Effects of a resolving spell that change the rules of the game rather than objects (CR 611.2c):
"target player can't cast spells this turn", "creatures can't attack this turn" (Orim's Chant).

Such an effect modifies no characteristics, so it isn't locked onto the objects there as it
began: "creatures can't attack this turn" stops a creature that enters afterwards too (611.2c).
Without that rule the engine treats it like an effect on characteristics: only the creatures on
the battlefield as it resolved are restricted (``restrictions.restrict_effect``).

The effect `cant_cast {who, spells, until}` forbids a player casting spells (those matching
`spells`, default any) for its duration; "can't" beats whatever would allow the spell (101.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.characteristics import Effect, matches_filter
from kb.engine.effects_continuous import duration_of

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.objects import GameObject
    from kb.engine.refs import Ctx

RULE_EFFECTS_NOT_LOCKED = "611.2c"  # an effect on the rules reaches objects that come later, too
CANT_BEATS_CAN = "101.2"
PLAYER_CANT_CAST = "player_cant_cast"  # the Effect kind; oid -1: it applies to a player, not an object


def cant_cast_effect(ctx: "Ctx", eff: "EffectDef") -> None:
    until = duration_of(ctx, eff)
    for who in refs.players(ctx, eff.arg("who", "target")):
        ctx.game.effects.append(
            Effect(
                -1,
                PLAYER_CANT_CAST,
                {"player": who, "spells": eff.arg("spells"), "why": f"an effect of {ctx.source.label()}"},
                until=until,
                controller=ctx.controller,
                timestamp=ctx.game.tick(),
            )
        )
        ctx.game.note(f"    {who} can't cast spells ({until})")


def casting_forbidden(game: "Game", player: str, obj: "GameObject") -> str | None:
    """Why ``player`` can't cast ``obj`` now because of a `cant_cast` effect, or None."""
    if not game.rules.enabled(CANT_BEATS_CAN):
        return None
    for eff in game.effects:
        if (
            eff.kind == PLAYER_CANT_CAST
            and eff.data["player"] == player
            and eff.lasts(game)
            and matches_filter(game, obj, eff.data["spells"], controller=player)
        ):
            why: str = eff.data["why"]
            return why
    return None


class StillMatching:
    """ "All [filter]" judged at each moment (an effect on the rules, 611.2c), for ``Effect.matches``."""

    def __init__(self, ctx: "Ctx", flt: Any) -> None:
        self.game, self.flt, self.controller, self.source = ctx.game, flt, ctx.controller, ctx.source
        self.busy = False

    def __call__(self, obj: "GameObject") -> bool:
        if self.busy:  # judging the filter reads the effects again: this one doesn't apply to itself
            return False
        self.busy = True
        try:
            return matches_filter(self.game, obj, self.flt, controller=self.controller, source=self.source)
        finally:
            self.busy = False


def not_locked(ctx: "Ctx", what: Any) -> StillMatching | None:
    """For "all [filter]" under 611.2c: the test an effect on the rules applies with; else None."""
    if isinstance(what, tuple) and what[0] == "all" and ctx.game.rules.enabled(RULE_EFFECTS_NOT_LOCKED):
        return StillMatching(ctx, what[1])
    return None


hooks.register_effect("cant_cast", cant_cast_effect)
