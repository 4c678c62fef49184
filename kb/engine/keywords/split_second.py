"""Split second (CR 702.61a): while the spell is on the stack, players can't cast spells or
activate abilities that aren't mana abilities. Triggers, special actions and mana abilities
are unaffected (702.61b), and the spells and abilities already on the stack resolve normally."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import StackItem

SPLIT_SECOND = "702.61a"
MANA_ABILITIES_ALLOWED = "702.61b"  # mana abilities and special actions stay allowed


class SplitSecond(KeywordBehaviour):
    name, rule = "split second", SPLIT_SECOND

    def forbids_casting(self, game: Game, stack_item: StackItem, inst: KeywordInstance) -> str | None:
        return SPLIT_SECOND if game.rules.enabled(SPLIT_SECOND) else None

    def forbids_activating(
        self, game: Game, stack_item: StackItem, inst: KeywordInstance, mana_ability: bool = False
    ) -> str | None:
        if mana_ability and game.rules.enabled(MANA_ABILITIES_ALLOWED):
            return None
        return SPLIT_SECOND if game.rules.enabled(SPLIT_SECOND) else None


register_keyword(SplitSecond())
