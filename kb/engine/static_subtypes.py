"""Static abilities that change subtypes (layer 4, CR 613.1d): "creatures you control are Slivers in
addition to their other creature types" (Hivestone) is the static `add_subtypes {to, subtypes}`;
"lands you control are Plains" (Celestial Dawn) is `set_subtypes {to, subtypes}`, whose subtypes
replace the old ones — a land so set to a basic land type keeps only that type's mana ability (305.7).

It works on permanents only — "creatures you control" means creature permanents (109.2), so a
creature spell or a card elsewhere isn't changed — and, as every
static ability, at each moment on whatever `to` names (611.3a), with its source's timestamp among
the layer-4 effects (613.7a). An object that already has the subtype is unchanged (a Sliver stays
one Sliver: "all Slivers get +1/+1" still gives it +1/+1 once). Because layer 4 comes before
layers 6 and 7, what it turns into a Sliver gets what "all Slivers" get.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import chars_memo, hooks
from kb.engine.characteristics import STATICS_APPLY, Effect, copiable_values, matches_filter
from kb.engine.objects import Zone
from kb.engine.static_conditions import static_holds

if TYPE_CHECKING:
    from kb.engine.card_model import StaticDef
    from kb.engine.definitions import CardDef
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

SUBTYPE_STATICS = ("add_subtypes", "set_subtypes")
PERMANENTS_MEANT = "109.2"  # "creatures you control" means creature permanents on the battlefield
# (game, object) pairs whose static subtypes are being worked out (the filter reads chars again);
# keyed by game too, as object ids repeat from game to game and a server plays games on several
# threads at once (keyed by the object alone, one game's mark left another's object unchanged)
_BUSY: set[tuple[int, int]] = chars_memo.guard(set())
# id(card) -> (card, answer); the card kept so its id stays its own. Emptied when full: every
# game defines its cards anew, so a server running checks would otherwise keep them all.
_CARRIES: dict[int, tuple["CardDef", bool]] = {}
CARRIES_SIZE = 4096


def _may_carry(card: "CardDef") -> bool:
    """Whether ``card`` — or the adventure or a half it may be at a moment — prints the static."""
    known = _CARRIES.get(id(card))
    if known is None or known[0] is not card:
        if len(_CARRIES) >= CARRIES_SIZE:
            _CARRIES.clear()
        parts = [card, *([card.adventure] if card.adventure is not None else []), *(card.halves or ())]
        known = _CARRIES[id(card)] = (card, any(st.op in SUBTYPE_STATICS for part in parts for st in part.statics))
    return known[1]


def _no_source(game: "Game") -> bool:
    """No value an object on the battlefield can have carries a subtype static: its printed card,
    what it entered as a copy of, a copy effect's values. Checked on cards alone, so the common
    case (no such static anywhere) costs no characteristics: this runs for every object whenever
    characteristics are computed, and working out each source's copiable values there made
    every game quadratic in its permanents."""
    cards = [o.copy_of or o.card for o in game.battlefield]
    cards += [e.data["values"] for e in game.effects if e.kind == "copy"]
    return not any(_may_carry(c) for c in cards)


def _change(st: "StaticDef", src: "GameObject") -> dict[str, tuple[str, ...]]:
    # `chosen`: the creature type chosen as the source entered ("creatures you control are the chosen type")
    words = [src.chosen.get("creature_type", "") if w == "chosen" else w for w in st.arg("subtypes")]
    key = "set" if st.op == "set_subtypes" else "add"
    return {key: tuple(w for w in words if w)}


def _subtype_effects(game: "Game", obj: "GameObject") -> list[Effect]:
    busy = (id(game), obj.oid)
    no_source = chars_memo.game_fact(game, "no-subtype-static", lambda: _no_source(game))
    if not game.rules.enabled(STATICS_APPLY) or busy in _BUSY or no_source:
        return []
    if obj.zone is not Zone.BATTLEFIELD and game.rules.enabled(PERMANENTS_MEANT):
        return []  # without 109.2 "creatures you control" would take in creature spells and cards too
    _BUSY.add(busy)
    try:
        return [
            Effect(obj.oid, "change_subtypes", _change(st, src), until="end_of_game", timestamp=src.timestamp)
            for src in game.battlefield
            for st in copiable_values(game, src).statics
            if st.op in SUBTYPE_STATICS
            and static_holds(game, src, st)
            and matches_filter(game, obj, st.arg("to"), controller=src.controller, source=src, use_base=True)
        ]
    finally:
        _BUSY.discard(busy)


hooks.register_static_layer_effects(_subtype_effects)
