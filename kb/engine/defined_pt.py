"""Characteristic-defining abilities that define power and toughness (CR 604.3, 613.4a): "Scourge
of the Skyclaves's power and toughness are each equal to 20 minus the highest life total among
players" is the static `defines_pt {power, toughness}` with amounts — `{minus: [20, {life:
highest}]}`.

Such an ability works in every zone and sets the values in layer 7a, before any effect that sets,
raises or lowers them (7b-7d), and it is read anew at every moment. It is an ability: once layer 6
removed it ("loses all abilities") it defines nothing, and the printed values stand.

Amounts it adds (usable anywhere): `{life: you|highest|lowest|their}` — a life total, the highest
or lowest among the players still in the game, or "their" — the player an effect such as
`lose_life` is dealing with right now ("each player loses half their life"); `{half_up: amount}`
and `{half_down: amount}` — half, rounded up or down (107.1a: down unless the text says up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

DEFINED_PT = "613.4a"  # layer 7a: characteristic-defining abilities that define power and toughness
STAR_PT = "208.2a"  # a */* creature's power and toughness are set by an ability saying how (a CDA)


def _define(game: "Game", obj: "GameObject", c: Any) -> None:
    if not (game.rules.enabled(DEFINED_PT) and game.rules.enabled(STAR_PT)):
        return  # without either rule the printed values (a * is 0) would stand
    for st in c.card.statics:
        if st.op != "defines_pt":
            continue
        ctx = refs.Ctx(game, obj.controller, obj)
        if st.arg("power") is not None:
            c.power = refs.amount(ctx, st.arg("power"))
        if st.arg("toughness") is not None:
            c.toughness = refs.amount(ctx, st.arg("toughness"))


def _life(ctx: refs.Ctx, which: Any) -> int:
    game = ctx.game
    alive = [p.life for p in game.players if not p.lost]
    if which == "highest":
        return max(alive, default=0)
    if which == "lowest":
        return min(alive, default=0)
    if which == "their":  # the player an effect deals with right now (each player loses ...)
        return game.player(ctx.chosen.get("that_player", ctx.controller)).life
    return game.player(ctx.controller).life


def _half(up: bool) -> Any:
    def half(ctx: refs.Ctx, arg: Any) -> int:
        value = refs.amount(ctx, arg)
        return -(-value // 2) if up else value // 2

    return half


hooks.register_pt_definer(_define)
hooks.register_amount_kind("life", _life)
hooks.register_amount_kind("half_up", _half(True))
hooks.register_amount_kind("half_down", _half(False))
