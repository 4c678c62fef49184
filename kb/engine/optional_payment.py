"""An optional payment while an effect happens: "you may pay {8}. If you do, [effects]" (the
effect ``may_pay {cost!, effects!, who}``; Alistair, the Brigadier).

The player decides as the ability resolves, after every response to it, and pays then: mana
abilities may be activated for the payment while it resolves (CR 605.3a), with the sources the
player names (``{pay_with: [...]}``, after the ``{may: yes}`` answer) unless only one way to pay
exists. A player who can't pay isn't asked; a player who declines or can't pay gets nothing of
the effects. No player can act between the payment and the effects that follow it (608.2:
resolving is one uninterrupted process; who-notes-de 366). With 605.3a disabled only mana already
in the pool can pay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.effects import run_effects
from kb.engine.mana import ManaCost
from kb.engine.payment import MANA_WHEN_ASKED, choose_sources, pay, plan

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.objects import GameObject
    from kb.engine.refs import Ctx


def may_pay(ctx: "Ctx", eff: "EffectDef") -> None:
    game = ctx.game
    cost = ManaCost.parse(eff.arg("cost"))
    player = (refs.players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    what = f"{ctx.source.label()}'s optional payment"
    sources_allowed: list[GameObject] | None = None if game.rules.enabled(MANA_WHEN_ASKED) else []  # []: the pool only
    if plan(game, player, cost, sources_allowed) is None:
        game.note(f"    {player} can't pay {cost} for {what}")
        return
    if not game.choose_yes_no(player, f"pay {cost} for {what}?"):
        game.note(f"    {player} doesn't pay {cost}")
        return
    pay(game, player, cost, choose_sources(game, player, cost, what, MANA_WHEN_ASKED), what=what)
    game.note(f"    {player} pays {cost}")
    run_effects(ctx, eff.arg("effects"))


hooks.register_effect("may_pay", may_pay)
