"""Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power." The target's power is compared with the mentor's as the ability is
put on the stack (its target is chosen then) and again as it resolves (608.2b: a target that no
longer has lesser power is illegal, and the ability does nothing). A mentor that has left the
battlefield is compared as it last existed there (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.characteristics import chars
from kb.engine.definitions import AbilityBody, EffectDef, Filter, TargetSpec, TriggerDef
from kb.engine.hooks import KeywordBehaviour, register_keyword, register_source_filter_test
from kb.engine.last_known import last_known_chars

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

MENTOR = "702.134a"
LESSER_POWER = "power_below_source"  # filter key: power less than the source's power

_TARGET = TargetSpec("creature", Filter((("attacking", True), (LESSER_POWER, True))))
_COUNTER = EffectDef("add_counters", (("what", "target"), ("kind", "+1/+1"), ("amount", 1)))


class Mentor(KeywordBehaviour):
    name, rule = "mentor", MENTOR

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [TriggerDef(event="attacks", body=AbilityBody((_TARGET,), (_COUNTER,)), rule=MENTOR, label="mentor")]


def _power_below_source(game: Game, obj: GameObject, wanted: Any, source: GameObject | None) -> bool:
    mentor = last_known_chars(game, source) if source is not None else None
    if mentor is None or mentor.power is None:
        return not wanted  # nothing is known to compare with
    power = chars(game, obj).power
    return (power is not None and power < mentor.power) == bool(wanted)


register_source_filter_test(LESSER_POWER, _power_below_source)
register_keyword(Mentor())
