"""Emerge [cost] (CR 702.119a, German "Auftauchen"): you may cast the spell by sacrificing a
creature and paying the emerge cost rather than its mana cost; the total cost is then reduced
by the sacrificed creature's mana value — generic mana only, so the coloured part stays. The
creature is chosen as the spell is announced and sacrificed as the cost is paid, after mana
abilities (it may tap for mana first, 702.119c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.hooks import CastOption, CostPart, KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, SpellInfo
    from kb.engine.refs import Ctx

EMERGE = "702.119a"


class Emerge(KeywordBehaviour):
    name, rule = "emerge", EMERGE

    def cast_options(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> list[CastOption]:
        if not game.rules.enabled(EMERGE):
            return []
        return [
            CastOption(
                "emerge", inst.cost, EMERGE, extra_costs=(CostPart("sacrifice", 1, ("creature",), reduces_by_mana_value=True),)
            )
        ]


register_keyword(Emerge())


def _spell(ctx: Ctx) -> SpellInfo | None:
    """How the spell (or the spell that became this permanent, for its enters ability) was cast."""
    if ctx.item is not None and ctx.item.spell is not None:
        return ctx.item.spell
    return ctx.game.permanent_spells.get(ctx.source.oid) if ctx.source is not None else None


def _emerged(ctx: Ctx, _arg: Any) -> bool:
    """ "If its emerge cost was paid"."""
    spell = _spell(ctx)
    return bool(ctx.game.rules.enabled(EMERGE) and spell is not None and spell.alt_cost == "emerge")


def _sacrificed_toughness(ctx: Ctx) -> int:
    """The toughness of the creature sacrificed to cast it, as it last existed on the battlefield."""
    spell = _spell(ctx)
    return sum(t or 0 for _h, _p, t in spell.sacrificed) if spell is not None else 0


hooks.register_condition("emerged", _emerged)
hooks.register_amount("sacrificed_toughness", _sacrificed_toughness)
