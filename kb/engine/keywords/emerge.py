"""Emerge [cost] (CR 702.119a, German "Auftauchen"): you may cast the spell by sacrificing a
creature and paying the emerge cost rather than its mana cost; the total cost is then reduced
by the sacrificed creature's mana value — generic mana only, so the coloured part stays. The
creature is chosen as the spell is announced and sacrificed as the cost is paid, after mana
abilities (it may tap for mana first, 702.119c)."""
from __future__ import annotations

from kb.engine.hooks import CastOption, CostPart, KeywordBehaviour, register_keyword

EMERGE = "702.119a"


class Emerge(KeywordBehaviour):
    name, rule = "emerge", EMERGE

    def cast_options(self, game, player, obj, inst):
        if not game.rules.enabled(EMERGE):
            return []
        return [CastOption("emerge", inst.cost, EMERGE,
                           extra_costs=(CostPart("sacrifice", 1, ("creature",), reduces_by_mana_value=True),))]


register_keyword(Emerge())
