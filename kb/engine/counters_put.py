"""Counters put on permanents as an event, and counters counted across your permanents (Kate
Stewart: "whenever you put one or more time counters on a permanent you control, ..." and "X is
the number of time counters on permanents you control").

Counters are "put" on a permanent by an effect and as it enters with them (122.6); the trigger
event ``counters_put {kind, filter}`` sees both. Counters put on a card in another zone — a card
suspended in exile — are put on no permanent: nothing triggers (who-notes-de 1471), and the amount
``{counters_on_your_permanents: kind}`` doesn't count them (1472).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from kb.engine import hooks
from kb.engine.characteristics import matches_filter
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.card_model import TriggerDef
    from kb.engine.game import Event, Game
    from kb.engine.objects import GameObject
    from kb.engine.refs import Ctx

EVENT = "counters_put"


def counters_put(game: "Game", obj: "GameObject", counters: Mapping[str, int], player: str) -> None:
    """``player`` has put these counters on ``obj``: an event when ``obj`` is a permanent."""
    if obj.zone is not Zone.BATTLEFIELD:
        return
    for kind, n in counters.items():
        if n > 0:
            game.emit(EVENT, object=obj, kind=kind, amount=n, player=player)


def _matches(game: "Game", trig: "TriggerDef", obj: "GameObject", event: "Event") -> bool:
    if event.kind != EVENT or event.data["player"] != obj.controller:  # "whenever you put"
        return False
    kind, flt, subject = trig.param("kind"), trig.param("filter"), event.data["object"]
    if kind and event.data["kind"] != kind:
        return False
    if flt:
        return matches_filter(game, subject, flt, controller=obj.controller, source=obj)
    return bool(subject.oid == obj.oid)


def _on_your_permanents(ctx: "Ctx", kind: Any) -> int:
    return sum(o.counters[str(kind)] for o in ctx.game.permanents(ctx.controller))


hooks.register_trigger_matcher(EVENT, _matches)
hooks.register_amount_kind("counters_on_your_permanents", _on_your_permanents)
