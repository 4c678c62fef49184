"""Jump-start (CR 702.133a, German "Katalyse"): you may cast the instant or sorcery card from
your graveyard by discarding a card as an additional cost — a permission, not an alternative
cost, so the mana cost (or another alternative cost) is paid as usual and the card's timing
applies. A spell cast this way is exiled whenever it would leave the stack for anywhere else."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.hooks import CastOption, CostPart, KeywordBehaviour, register_keyword, register_move_replacement
from kb.engine.keywords.leaves_stack_exiled import exiled_if_cast_as
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

JUMP_START = "702.133a"


class JumpStart(KeywordBehaviour):
    name, rule = "jump-start", JUMP_START

    def cast_options(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> list[CastOption]:
        if not game.rules.enabled(JUMP_START) or obj.zone is not Zone.GRAVEYARD or obj.owner != player:
            return []
        if not {"instant", "sorcery"} & chars(game, obj).types:
            return []
        return [CastOption("jump-start", None, JUMP_START, alternative=False, extra_costs=(CostPart("discard", 1),))]


register_keyword(JumpStart())
register_move_replacement(JUMP_START, exiled_if_cast_as("jump-start", JUMP_START))
