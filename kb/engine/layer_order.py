"""The order of effects within a layer (CR 613.3, 613.7): a characteristic-defining ability that
sets types (changeling) first, then the other effects in timestamp order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.continuous_effect import Effect

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

TIMESTAMP_ORDER = "613.7"  # within a layer, effects apply in the order of their timestamps
CDA_FIRST = "613.3"  # within a layer, characteristic-defining abilities apply before other effects


def in_layer_order(game: "Game", obj: "GameObject") -> list[Effect]:
    """The effects on ``obj`` that last, in the order a layer applies them: by timestamp (CR
    613.7). Without the rule an effect that takes away or overwrites ("loses all abilities",
    "becomes blue", "is a Dalek") comes after every one that adds, whenever it began — the reading
    in which a loss of abilities also wipes out an ability gained after it."""
    lasting = [e for e in game.effects if e.applies_to(obj) and e.lasts(game)]
    lasting += [e for statics in hooks.STATIC_LAYER_EFFECTS for e in statics(game, obj)]
    if game.rules.enabled(TIMESTAMP_ORDER):
        return sorted(lasting, key=lambda e: e.timestamp)
    return sorted(lasting, key=lambda e: (overwrites(e), e.timestamp))


def overwrites(eff: Effect) -> bool:
    return eff.kind in ("lose_abilities", "set_colors") or bool(eff.data.get("set") or eff.data.get("remove"))


def define_types(game: "Game", obj: "GameObject", c: Any) -> None:
    # it sees the keywords effects grant as well ("gains changeling"), as before layer 6 is applied
    granted = [k for e in game.effects if e.kind == "grant" and e.applies_to(obj) and e.lasts(game) for k in e.data["keywords"]]
    own = c.keywords
    c.keywords = [*own, *granted]
    for define in hooks.TYPE_DEFINERS:
        define(game, obj, c)
    c.keywords = own
