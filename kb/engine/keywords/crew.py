"""Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with total power
N or more: This Vehicle becomes an artifact creature until end of turn." The activation names the
creatures it taps (``crew: [...]``). That it is a creature comes from the ability's effect, not
from the card: a copy of a crewed Vehicle copies the printed card (707.2), a Vehicle that isn't
a creature."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.definitions import AbilityBody, ActivatedDef, Cost, EffectDef
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

CREW = "702.122a"

_BECOMES_CREATURE = EffectDef("change_types", (("what", "self"), ("add", ("artifact", "creature")), ("until", "end_of_turn")))


class Crew(KeywordBehaviour):
    name, rule = "crew", CREW

    def battlefield_abilities(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[Any]:
        if not game.rules.enabled(CREW) or not inst.number:
            return []
        return [ActivatedDef(Cost(tap_power=inst.number), AbilityBody((), (_BECOMES_CREATURE,)), label="crew")]


register_keyword(Crew())
