"""Reversing the game's turn order (the effect ``reverse_turn_order``; CR 103.1, 101.4).

The turn order runs from the starting player round the table (103.1). An effect that reverses
it makes it run the other way from then on: the next turn goes to the player who would have
come last, and everything that follows the turn order — who receives priority after a player
passes (117.3d), the order in which players choose and put their triggered abilities on the
stack (APNAP, 101.4) — follows the new order. Reversing it again restores the order the game
began with. Only which player comes next changes: the steps and phases of each turn stay as
they are. ``Game.apnap`` reads the direction; with 103.1 disabled the seats' order is used
whatever an effect said.
"""

from __future__ import annotations

from kb.engine import hooks
from kb.engine.definitions import EffectDef
from kb.engine.refs import Ctx


def reverse_turn_order(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    game.turn_order_reversed = not game.turn_order_reversed
    direction = "reversed" if game.turn_order_reversed else "back to the order the game began with"
    game.note(f"      the turn order is {direction}: {', '.join(game.apnap())}")


hooks.register_effect("reverse_turn_order", reverse_turn_order)
