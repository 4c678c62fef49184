"""Buyback [cost] (CR 702.27a): an optional additional cost; if it was paid, the spell goes to
its owner's hand instead of the graveyard as it resolves (not when it is countered)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.hooks import KeywordBehaviour, register_keyword, register_move_replacement
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.mana import ManaCost
    from kb.engine.objects import GameObject, StackItem

BUYBACK = "702.27a"


class Buyback(KeywordBehaviour):
    name, rule = "buyback", BUYBACK

    def additional_cost(self, game: Game, inst: KeywordInstance) -> tuple[str, ManaCost, str] | None:
        assert inst.cost is not None  # a keyword with a cost always parses with it (keyword_table)
        return ("buyback", inst.cost, BUYBACK) if game.rules.enabled(BUYBACK) else None


def replace_move(game: Game, obj: GameObject, to: Zone, cause: str, item: StackItem | None) -> Zone | None:
    if cause != "resolve" or obj.zone is not Zone.STACK or to is not Zone.GRAVEYARD or not game.rules.enabled(BUYBACK):
        return None
    if item is not None and item.spell and "buyback" in item.spell.additional:
        game.note(f"    buyback was paid: {obj.label()} goes to its owner's hand ({BUYBACK})")
        return Zone.HAND
    return None


register_keyword(Buyback())
register_move_replacement(BUYBACK, replace_move)
