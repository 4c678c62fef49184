"""The trigger event ``deals_damage_to_player {filter, to}``: "whenever enchanted creature deals
damage to an opponent" (Ophidian Eye) — combat or noncombat damage dealt to a player by the
permanent the filter names (default this permanent itself).

"An opponent" on an object is an opponent of that object's controller (CR 109.5: "you" on an
object is its controller): the Aura's controller, not the enchanted creature's. Without 109.5 the
engine falls back on the misreading that judges it from the damage source's controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import matches_filter

if TYPE_CHECKING:
    from kb.engine.definitions import TriggerDef
    from kb.engine.game import Event, Game
    from kb.engine.objects import GameObject

YOU_IS_CONTROLLER = "109.5"  # "you" (and so "an opponent") on an object: from its controller's view


def _deals_damage_to_player(game: "Game", trig: "TriggerDef", obj: "GameObject", event: "Event") -> bool:
    if event.kind != "damage_player":
        return False
    source, player = event.data["object"], event.data["player"]
    flt = trig.param("filter")
    if flt is not None:
        if not matches_filter(game, source, flt, controller=obj.controller, source=obj):
            return False
    elif source.oid != obj.oid:
        return False
    to = trig.param("to", "any")
    if to == "any":
        return True
    you = obj.controller if game.rules.enabled(YOU_IS_CONTROLLER) else source.controller
    return bool((player == you) == (to == "you"))


hooks.register_trigger_matcher("deals_damage_to_player", _deals_damage_to_player)
