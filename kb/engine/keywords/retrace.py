"""Retrace (CR 702.81a, German "Zurückverfolgen"): you may cast the card from your graveyard by
discarding a land card as an additional cost. Otherwise it is cast like any other spell (its
mana cost, its timing), and afterwards it goes wherever it would go — back to the graveyard
when it resolves or is countered, ready to be cast again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.hooks import CastOption, CostPart, KeywordBehaviour, register_keyword
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

RETRACE = "702.81a"


class Retrace(KeywordBehaviour):
    name, rule = "retrace", RETRACE

    def cast_options(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> list[CastOption]:
        if not game.rules.enabled(RETRACE) or obj.zone is not Zone.GRAVEYARD or obj.owner != player:
            return []
        return [CastOption("retrace", None, RETRACE, alternative=False, extra_costs=(CostPart("discard", 1, ("land",)),))]


register_keyword(Retrace())
