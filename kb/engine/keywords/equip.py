"""Equip [cost] (CR 702.6a): an Equipment's activated ability "[Cost]: Attach this permanent to
target creature you control. Activate only as a sorcery." Attaching, and what an Equipment that
is a creature can't do, are the general rules of ``attach`` (701.3, 301.5c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.definitions import AbilityBody, ActivatedDef, Cost, EffectDef, Filter, TargetSpec
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

EQUIP = "702.6a"

_CREATURE_YOU_CONTROL = TargetSpec("creature", Filter((("controller", "you"),)))
_ATTACH_TO_TARGET = EffectDef("attach", (("to", "target"),))


class Equip(KeywordBehaviour):
    name, rule = "equip", EQUIP

    def battlefield_abilities(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[Any]:
        if not game.rules.enabled(EQUIP):
            return []
        body = AbilityBody((_CREATURE_YOU_CONTROL,), (_ATTACH_TO_TARGET,))
        return [ActivatedDef(Cost(mana=inst.cost), body, sorcery_speed=True, label="equip")]


register_keyword(Equip())
