"""Cycling [cost] (CR 702.29a): an activated ability that functions while the card is in its
owner's hand — "[cost], discard this card: draw a card". Typecycling (702.29e), such as basic
landcycling: "[cost], discard this card: search your library for a [type] card, reveal it, put
it into your hand, then shuffle"; it is cycling too (702.29f), so "when you cycle" abilities
trigger for it (702.29c: they trigger from the zone the card is in then, its graveyard)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.definitions import AbilityBody, ActivatedDef, Cost, parse_effects
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

CYCLING, CYCLE_TRIGGERS, TYPECYCLING = "702.29a", "702.29c", "702.29e"
_DRAW = parse_effects([{"draw": {}}], "cycling")
# what each typecycling finds (a card with the land type, or a basic land card)
_FINDS = {
    "basic landcycling": {"types": ["land"], "supertypes": ["basic"]},
    "plainscycling": {"subtypes": ["Plains"]},
    "islandcycling": {"subtypes": ["Island"]},
    "swampcycling": {"subtypes": ["Swamp"]},
    "mountaincycling": {"subtypes": ["Mountain"]},
    "forestcycling": {"subtypes": ["Forest"]},
}
_SEARCHES = {
    name: parse_effects([{"search": {"filter": flt, "to": "hand", "reveal": True}}], name) for name, flt in _FINDS.items()
}


class Cycling(KeywordBehaviour):
    def __init__(self, name: str):
        self.name = name
        self.rule = CYCLING if name == "cycling" else TYPECYCLING

    def hand_abilities(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[Any]:
        if not game.rules.enabled(self.rule) or inst.cost is None:
            return []
        effects = _DRAW if self.name == "cycling" else _SEARCHES[self.name]
        announces = "cycle" if game.rules.enabled(CYCLE_TRIGGERS) else ""
        return [
            ActivatedDef(
                Cost(mana=inst.cost, discard_this=True), AbilityBody(effects=effects), label=self.name, announces=announces
            )
        ]


for _name in ("cycling", *_FINDS):
    register_keyword(Cycling(_name))
