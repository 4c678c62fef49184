"""A card's own permission to be cast from its graveyard with extra costs ("You may cast this
card from your graveyard by discarding two cards in addition to its other costs"): no keyword,
a static ability that functions in the graveyard (CR 113.6, 601.3). The spell is cast for its
mana cost, with its card type's timing; the discards are an additional cost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.hooks import CastOption, CostPart, register_cast_permission
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

PERMISSION = "601.3"


def graveyard_permission(game: Game, player: str, obj: GameObject) -> list[CastOption]:
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player or not game.rules.enabled(PERMISSION):
        return []
    out = []
    for st in chars(game, obj).card.statics:
        if st.op == "cast_from_graveyard":
            n = int(st.arg("discard") or 0)
            out.append(
                CastOption("graveyard", None, PERMISSION, alternative=False, extra_costs=(CostPart("discard", n),) if n else ())
            )
    return out


register_cast_permission(graveyard_permission)
