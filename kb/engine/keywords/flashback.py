"""Flashback [cost] (CR 702.34a): you may cast the card from your graveyard by paying the
flashback cost instead of its mana cost; a spell cast this way is exiled whenever it would
leave the stack for anywhere else (resolved, countered, or otherwise). Flashback given without
a cost ("its flashback cost is equal to its mana cost") costs the mana cost of the spell as it
is cast: for a split card, the half cast (CR 709.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.card_model import Filter
from kb.engine.characteristics import chars
from kb.engine.hooks import CastOption, CostPart, KeywordBehaviour, register_keyword, register_move_replacement
from kb.engine.keywords.leaves_stack_exiled import exiled_if_cast_as
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

FLASHBACK, UNPAYABLE = "702.34a", "118.6"


class Flashback(KeywordBehaviour):
    name, rule = "flashback", FLASHBACK

    def cast_options(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> list[CastOption]:
        if game.rules.enabled(FLASHBACK) and obj.zone is Zone.GRAVEYARD and obj.owner == player:
            cost = inst.cost if inst.cost is not None else chars(game, obj).cost  # bare "flashback": its mana cost
            parts: tuple[CostPart, ...] = ()
            if inst.discard:  # "{R}{R}, discard X cards"
                parts += (CostPart("discard", inst.discard),)
            if inst.sacrifice:  # "sacrifice three creatures", "sacrifice a Mountain"
                parts += (CostPart("sacrifice", inst.sacrifice[0], (inst.sacrifice[1],)),)
            if inst.pay_life:  # "{1}{U}, pay 3 life"
                parts += (CostPart("pay_life", inst.pay_life),)
            if inst.tap:  # "tap three untapped white creatures you control" (Battle Screech)
                n, what, color = inst.tap
                parts += (CostPart("tap", n, (what,), filter=Filter((("colors", (color,)),)) if color else None),)
            # a flashback cost equal to the mana cost of a card that has none (Ancestral Vision) can't be paid
            unpayable = f"{obj.label()} has no mana cost, CR {UNPAYABLE}" if cost is None else None
            return [CastOption("flashback", cost, FLASHBACK, extra_costs=parts, unpayable=unpayable)]
        return []


register_keyword(Flashback())
register_move_replacement(FLASHBACK, exiled_if_cast_as("flashback", FLASHBACK))
