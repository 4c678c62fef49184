"""Delayed triggered abilities an effect creates (CR 603.7): "when target creature is put into
your graveyard from the battlefield this turn, return that card to the battlefield" (Saffi
Eriksdotter). The effect ``delayed`` makes one as the spell or ability resolves; it triggers once,
on the first matching event of that turn, and its effects then see the card as
``triggering_object``. The effect ``when_next_cast`` makes one that waits for a spell: "when you
cast your next instant or sorcery spell this turn, copy that spell" (Doublecast) — it triggers on
the next spell its controller casts that matches the filter, that turn, and only on that one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from kb.engine import hooks, refs
from kb.engine.characteristics import matches_filter
from kb.engine.definitions import EffectDef
from kb.engine.effects import run_effects
from kb.engine.objects import Zone
from kb.engine.refs import Ctx
from kb.engine.triggers import Delayed

if TYPE_CHECKING:
    from kb.engine.game import Event, Game
    from kb.engine.objects import StackItem

DELAYED = "603.7a"  # a delayed triggered ability is created as a spell or ability resolves


def delayed(ctx: Ctx, eff: EffectDef) -> None:
    """``delayed {when: dies, what, yours, effects}``: for each object ``what`` names now, a
    delayed ability that triggers when it is put into a graveyard from the battlefield this turn
    (``yours``: only into the graveyard of this ability's controller). Without 603.7a no delayed
    ability is created."""
    game = ctx.game
    if not game.rules.enabled(DELAYED):
        return
    effects, yours, turn = eff.arg("effects"), bool(eff.arg("yours")), game.turn
    for obj in refs.objects(ctx, eff.arg("what")):

        def matcher(g: "Game", e: "Event", oid: int = obj.oid) -> bool:
            d = e.data
            return bool(
                g.turn == turn
                and d["before"].oid == oid
                and d["origin"] is Zone.BATTLEFIELD
                and d["dest"] is Zone.GRAVEYARD
                and (not yours or d["object"].owner == ctx.controller)
            )

        _wait(ctx, "zone_change", ctx.controller, matcher, effects)
        game.note(f"    a delayed ability waits for {obj.label()} to be put into a graveyard this turn")


def when_next_cast(ctx: Ctx, eff: EffectDef) -> None:
    """``when_next_cast {filter, effects}``: a delayed ability that triggers when this ability's
    controller next casts a spell matching ``filter`` this turn; the spell is ``triggering_object``."""
    game = ctx.game
    if not game.rules.enabled(DELAYED):
        return
    effects, flt, turn, controller = eff.arg("effects"), eff.arg("filter"), game.turn, ctx.controller

    def matcher(g: "Game", e: "Event") -> bool:
        d = e.data
        return bool(
            g.turn == turn
            and d["player"] == controller
            and matches_filter(g, d["object"], flt, controller=controller, source=ctx.source)
        )

    _wait(ctx, "cast", controller, matcher, effects)
    game.note(f"    a delayed ability waits for {controller}'s next spell this turn")


def _wait(ctx: Ctx, event: str, controller: str, matcher: Callable[["Game", "Event"], bool], effects: Any) -> None:
    """Registers the delayed ability: on the first ``event`` ``matcher`` accepts, its ``effects``
    run with the event's object as ``triggering_object``."""

    def handler(g: "Game", item: "StackItem") -> None:
        run_effects(Ctx(g, item.controller, item.source, item=item, event=item.trigger_event), effects)

    label = f"delayed ({ctx.source.card.name})"
    ctx.game.delayed.append(
        Delayed(
            event=event, controller=controller, source=ctx.source, label=label, handler=handler, matcher=matcher, rule=DELAYED
        )
    )


hooks.register_effect("delayed", delayed)
hooks.register_effect("when_next_cast", when_next_cast)
