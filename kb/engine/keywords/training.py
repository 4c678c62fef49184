"""Training (CR 702.149a): "Whenever this creature and at least one other creature with power
greater than this creature's power attack, put a +1/+1 counter on this creature." The condition
is part of the trigger event — both are declared as attackers — so it is looked at only then:
pumping a creature later doesn't make training trigger, and once it has triggered, the other
attacker's leaving or shrinking doesn't stop the counter (it is no intervening "if", 603.4).

"Whenever this creature trains" (the trigger event `trains`) means: when a resolving training
ability puts one or more +1/+1 counters on it (702.149c) — not when training triggers, and not if
the creature has left the battlefield by then."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.definitions import AbilityBody, EffectDef, TriggerDef
from kb.engine.hooks import (
    KeywordBehaviour,
    register_effect,
    register_event_listener,
    register_keyword,
    register_trigger_matcher,
)

if TYPE_CHECKING:
    from kb.engine.game import Event, Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject
    from kb.engine.refs import Ctx

TRAINING = "702.149a"
TRAINS = "_trains"  # internal event: this creature attacked together with a stronger one
TRAINED, WHEN_TRAINS = "_trained", "702.149c"  # the counter was put: "whenever this creature trains"

_COUNTER = EffectDef("add_counters", (("what", "self"), ("kind", "+1/+1"), ("amount", 1)))
_TRAINED = EffectDef(TRAINED, ())  # after the counter: it trained, if it got one


class Training(KeywordBehaviour):
    name, rule = "training", TRAINING

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [TriggerDef(event=TRAINS, body=AbilityBody((), (_COUNTER, _TRAINED)), rule=TRAINING, label="training")]


def _declared(game: Game, event: Event) -> None:
    """After attackers are declared: each of them with training whose power is less than another
    attacker's power trains (the trigger rules then find its training abilities)."""
    if event.kind != "declared_attackers" or not game.rules.enabled(TRAINING):
        return
    attackers = [o for o in game.battlefield if o.attacking is not None and o.controller == event.data["player"]]
    powers = {o.oid: chars(game, o).power for o in attackers}
    for obj in attackers:
        if not chars(game, obj).has("training") or powers[obj.oid] is None:
            continue
        mine = powers[obj.oid] or 0
        if any(p is not None and p > mine for oid, p in powers.items() if oid != obj.oid):
            game.emit(TRAINS, object=obj)


def _trained(ctx: Ctx, eff: EffectDef) -> None:
    """The training ability put its counter on the creature: it trains (702.149c)."""
    present = next((o for o in ctx.game.battlefield if o.oid == ctx.source.oid), None)
    if present is not None:
        ctx.game.emit(TRAINED, object=present)


def _trains_trigger(game: Game, trig: TriggerDef, obj: GameObject, event: Event) -> bool:
    return event.kind == TRAINED and event.data["object"].oid == obj.oid and game.rules.enabled(WHEN_TRAINS)


register_event_listener(_declared)
register_effect(TRAINED, _trained)
register_trigger_matcher("trains", _trains_trigger)
register_keyword(Training())
