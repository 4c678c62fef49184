"""Explore (CR 701.44), a keyword action: the exploring permanent's controller reveals the top
card of their library. A land card goes to their hand; otherwise the permanent gets a +1/+1
counter and the player may put the revealed card into their graveyard (else it stays on top).
If nothing is revealed — an empty library — the permanent gets the counter (701.44a).

It all happens while the spell or ability resolves, so nobody can act between the reveal and
the counter. A permanent "explores" once that is done, even if parts were impossible (701.44b):
"whenever a creature you control explores" abilities trigger then. A permanent that left the
battlefield before it was told to explore explores by its last known information (701.44c):
its last controller reveals, no counter is put on anything, the revealed card may still go to
the graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.characteristics import matches_filter
from kb.engine.objects import GameObject, Zone
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef, TriggerDef
    from kb.engine.game import Event, Game
    from kb.engine.refs import Ctx

EXPLORE, EXPLORES_EVENT, LEFT_STILL_EXPLORES = "701.44a", "701.44b", "701.44c"


def explore(game: "Game", explorer: GameObject, controller: str) -> None:
    """``explorer`` as it was told to explore; it may have left the battlefield since."""
    if not game.rules.enabled(EXPLORE):
        return
    present = next((o for o in game.battlefield if o.oid == explorer.oid), None)
    if present is None and not game.rules.enabled(LEFT_STILL_EXPLORES):
        game.note(f"    {explorer.label()} has left the battlefield: it doesn't explore")
        return
    who = present.controller if present is not None else controller
    library = game.player(who).library
    top = library[0] if library else None
    if top is None:
        game.note(f"    {explorer.label()} explores: {who}'s library is empty, nothing is revealed")
    else:
        game.note(f"    {explorer.label()} explores: {who} reveals {top.card.name}")
    if top is not None and "land" in top.card.types:
        move(game, top, Zone.HAND, cause="explore")
    else:
        if present is not None:
            present.counters["+1/+1"] += 1
            game.note(f"    a +1/+1 counter on {present.label()} (now {present.counters['+1/+1']})")
        if top is not None and game.choose_yes_no(who, f"explore: put {top.card.name} into your graveyard?"):
            move(game, top, Zone.GRAVEYARD, cause="explore")
    if game.rules.enabled(EXPLORES_EVENT):
        game.emit("explores", object=present or explorer, player=who, revealed=top)


def explore_effect(ctx: Ctx, eff: EffectDef) -> None:
    what = eff.arg("what", "self")
    # "it explores": the source as it was told to, even if it has left the battlefield (701.44c)
    explorers = [ctx.source] if what == "self" else refs.objects(ctx, what)
    for obj in explorers:
        explore(ctx.game, obj, obj.controller or ctx.controller)


def _explores_trigger(game: "Game", trig: "TriggerDef", obj: GameObject, event: "Event") -> bool:
    """ "Whenever a creature you control explores [a nonland card]": the explorer matches the filter
    (without one: this permanent), and the card revealed is of the kind `revealed` names — `land`
    or `nonland`; with an empty library nothing was revealed, so neither."""
    if event.kind != "explores":
        return False
    explorer, flt, revealed = event.data["object"], trig.param("filter"), trig.param("revealed")
    if flt:
        if not matches_filter(game, explorer, flt, controller=obj.controller, source=obj):
            return False
    elif explorer.handle != obj.handle:
        return False
    if revealed is None:
        return True
    card = event.data.get("revealed")
    return card is not None and ("land" in card.card.types) == (revealed == "land")


hooks.register_effect("explore", explore_effect)
hooks.register_trigger_matcher("explores", _explores_trigger)
