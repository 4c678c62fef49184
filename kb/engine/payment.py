"""Paying mana costs (CR 601.2g–h, 605.3a): mana in the pool first, then the player's mana
abilities that cost only {T}, activated in a fixed order (battlefield order). Scenarios may
name the permanents to tap instead ("pay_with"); otherwise the first plan that works is used."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from kb.engine.characteristics import chars
from kb.engine.errors import IllegalAction
from kb.engine.mana import ManaCost, ManaSource, Payment, plan_payment
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game


def can_tap_for_cost(game: "Game", obj: GameObject) -> bool:
    """CR 302.6: a creature's {T} abilities need it controlled since the turn began (or haste)."""
    from kb.engine.combat import summoning_sick

    if obj.tapped:
        return False
    return not summoning_sick(game, obj)


def mana_sources(game: "Game", player: str, only: Sequence[GameObject] | None = None) -> list[ManaSource]:
    out: list[ManaSource] = []
    pool = only if only is not None else game.permanents(player)
    for obj in pool:
        if obj.controller != player or not can_tap_for_cost(game, obj):
            continue
        for i, ab in enumerate(chars(game, obj).card.activated):
            c = ab.cost
            if ab.mana and c.tap and not (c.mana or c.sacrifice_self or c.discard or c.pay_life or c.remove_counters):
                out.append(ManaSource((obj.oid, i), (ab.mana,)))
                break
    return out


def plan(game: "Game", player: str, cost: ManaCost, pay_with: Sequence[GameObject] | None = None) -> Payment | None:
    return plan_payment(cost, game.player(player).pool.mana, mana_sources(game, player, pay_with))


def pay(game: "Game", player: str, cost: ManaCost, pay_with: Sequence[GameObject] | None = None,
        what: str = "the cost") -> None:
    """Pay ``cost`` (X already fixed) or raise IllegalAction leaving the game unchanged.

    The chosen sources are tapped and their mana added to the pool; then the cost is taken
    from the pool, colored symbols first. Mana a source made beyond the cost stays there."""
    if cost.is_zero():
        return
    payment = plan(game, player, cost, pay_with)
    if payment is None:
        have = ", ".join(o.label() for o in (pay_with or game.permanents(player)) if not o.tapped) or "nothing"
        raise IllegalAction(f"{player} cannot pay {cost} for {what} (pool {game.player(player).pool}; untapped: {have})",
                            code="cost")
    pool = game.player(player).pool
    for (oid, _i), produced in payment.activations:
        obj = game.by_oid(oid)
        obj.tapped = True
        pool.add(produced)
        game.note(f"    {player} taps {obj.label()} for {''.join('{%s}' % m for m in produced)}")
    _spend(pool, cost)


def _spend(pool, cost: ManaCost) -> None:
    for c, n in cost.colored_counts.items():
        pool.mana[c] -= n
    generic = cost.generic
    for c in ("C", "W", "U", "B", "R", "G"):
        take = min(generic, pool.mana[c])
        pool.mana[c] -= take
        generic -= take
    pool.mana += type(pool.mana)()  # drop empty entries
