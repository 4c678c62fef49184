"""Escape [cost] (CR 702.138a; German "Befreiung", the name Wizards' German Theros Beyond Death
article gives the keyword: magic.wizards.com/de/news/feature/theros-beyond-death-mechanics-2019-12-12,
and the reminder text in who-notes-de line 1308 matches 702.138a): you may cast the card from your graveyard by
paying its escape cost rather than its mana cost — an alternative cost (118.9), so the card's
timing still applies and no other alternative cost can be added. The cost has a mana part and
"exile N other cards from your graveyard" (some cards add "exile a land you control"); an
escape cost "equal to its mana cost plus ..." (granted by another card) is unpayable for a card
without a mana cost (118.6). An escaped spell is not exiled afterwards: an instant or sorcery
goes to the graveyard, a permanent spell enters the battlefield."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.hooks import CastOption, CostPart, KeywordBehaviour, register_keyword
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

ESCAPE, UNPAYABLE = "702.138a", "118.6"


class Escape(KeywordBehaviour):
    name, rule = "escape", ESCAPE

    def cast_options(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> list[CastOption]:
        if not game.rules.enabled(ESCAPE) or obj.zone is not Zone.GRAVEYARD or obj.owner != player:
            return []
        parts = []
        if inst.quality:  # "exile a land you control"
            parts.append(CostPart("exile_permanent", 1, (inst.quality,)))
        parts.append(CostPart("exile_from_graveyard", inst.number or 0))
        cost, unpayable = inst.cost, None
        if cost is None:  # "its escape cost is equal to its mana cost plus ..."
            cost = chars(game, obj).cost
            if cost is None:
                unpayable = f"{obj.label()} has no mana cost, CR {UNPAYABLE}"
        return [CastOption("escape", cost, ESCAPE, extra_costs=tuple(parts), unpayable=unpayable)]


register_keyword(Escape())
