"""Flipping a coin (CR 705): "flip a coin. If you win the flip, [effects]" — the effect
``flip_coin {who, win, lose}``.

The flipping player calls heads or tails (the scripted answer ``{option: heads}``); the coin is
the game's seeded random generator, so a check flips the same way every run (705.1: any fair
two-sided randomizer will do). The player wins if the call matches the result (705.2), and only
that player wins or loses. The flip happens as the effect is applied, while the ability resolves —
its targets were chosen before, as it was activated, so the other players know them and may
respond, but not once the flip is known (who-notes-de 2128). With 705.2 disabled nobody calls the
coin and nobody wins or loses: neither ``win`` nor ``lose`` happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.effects import run_effects
from kb.engine.game import Option

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.refs import Ctx

CALLED_FLIP = "705.2"  # the flipping player calls heads or tails and wins if the call matches

SIDES = ("heads", "tails")


def flip_coin(ctx: "Ctx", eff: "EffectDef") -> None:
    game = ctx.game
    player = (refs.players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    if not game.rules.enabled(CALLED_FLIP):
        game.note(f"    {player} flips a coin: {game.rng.choice(SIDES)} (nobody wins or loses)")
        return
    options = [Option(side, side, (side[0],)) for side in SIDES]
    call = game.choose(player, "call the coin flip: heads or tails", options, kind="option")
    result = game.rng.choice(SIDES)
    won = call == result
    game.note(f"    {player} calls {call}; the coin comes up {result}: {player} {'wins' if won else 'loses'} the flip")
    run_effects(ctx, eff.arg("win" if won else "lose") or ())


hooks.register_effect("flip_coin", flip_coin)
