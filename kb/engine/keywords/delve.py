"""Delve (CR 702.66a): as the spell's total cost is paid, each card its caster exiles from their
graveyard pays for {1} — generic mana only, after additional costs and increases (601.2f); the
mana cost and mana value don't change. The cast names the cards (``delve: [...]``); the spell
itself, already on the stack, is never one of them (601.2a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.characteristics import chars
from kb.engine.errors import IllegalAction
from kb.engine.hooks import Simple, register_cost_exiler, register_keyword
from kb.engine.mana import ManaCost
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

DELVE = "702.66a"


def _pay_by_exiling(
    game: Game, player: str, obj: GameObject, cost: ManaCost, extra: dict[str, Any]
) -> tuple[ManaCost, list[Any]]:
    names = extra.get("delve") or []
    if not names:
        return cost, []
    if not game.rules.enabled(DELVE) or not chars(game, obj).has("delve"):
        raise IllegalAction(f"{obj.label()} has no delve in force: no card can be exiled to pay its cost", code="delve")
    cards = [game.find(str(n), zones=[Zone.GRAVEYARD], player=player) for n in names]
    for i, card in enumerate(cards):
        if card.owner != player or card.oid == obj.oid or any(o.oid == card.oid for o in cards[:i]):
            raise IllegalAction(
                f"{card.label()} is not another card in {player}'s graveyard (each is exiled once)", rule=DELVE, code="delve"
            )
    if len(cards) > cost.generic:
        raise IllegalAction(
            f"{len(cards)} card(s) exiled, but only {{{cost.generic}}} of {cost} is generic mana ({DELVE})",
            rule=DELVE,
            code="delve",
        )
    left = cost.with_generic(-len(cards))
    game.note(f"    delve: {len(cards)} card(s) from the graveyard pay part of {cost}, {left} left for mana")
    return left, cards


register_cost_exiler(_pay_by_exiling)
register_keyword(Simple("delve", DELVE))
