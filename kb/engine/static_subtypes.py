"""Static abilities that change subtypes (layer 4, CR 613.1d): "creatures you control are Slivers in
addition to their other creature types" (Hivestone) is the static `add_subtypes {to, subtypes}`.

It works on permanents only — "creatures you control" means creature permanents (109.2), so a
creature spell or a card elsewhere isn't changed — and, as every
static ability, at each moment on whatever `to` names (611.3a), with its source's timestamp among
the layer-4 effects (613.7a). An object that already has the subtype is unchanged (a Sliver stays
one Sliver: "all Slivers get +1/+1" still gives it +1/+1 once). Because layer 4 comes before
layers 6 and 7, what it turns into a Sliver gets what "all Slivers" get.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import STATICS_APPLY, Effect, base_chars, matches_filter, static_holds
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

PERMANENTS_MEANT = "109.2"  # "creatures you control" means creature permanents on the battlefield
_BUSY: set[int] = set()  # objects whose static subtypes are being worked out (the filter reads chars again)


def _subtype_effects(game: "Game", obj: "GameObject") -> list[Effect]:
    if not game.rules.enabled(STATICS_APPLY) or obj.oid in _BUSY:
        return []
    if obj.zone is not Zone.BATTLEFIELD and game.rules.enabled(PERMANENTS_MEANT):
        return []  # without 109.2 "creatures you control" would take in creature spells and cards too
    _BUSY.add(obj.oid)
    try:
        return [
            Effect(obj.oid, "change_subtypes", {"add": tuple(st.arg("subtypes"))}, until="end_of_game", timestamp=src.timestamp)
            for src in game.battlefield
            for st in base_chars(game, src).card.statics
            if st.op == "add_subtypes"
            and static_holds(game, src, st)
            and matches_filter(game, obj, st.arg("to"), controller=src.controller, source=src, use_base=True)
        ]
    finally:
        _BUSY.discard(obj.oid)


hooks.register_static_layer_effects(_subtype_effects)
