"""Replacement effects applied as a permanent enters (CR 614.1c): the static ``as_enters`` ("as
this enters, turn all other nontoken creatures face down"). Registered through
``hooks.register_entering_replacement``: ``zones`` calls it while the permanent enters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import chars
from kb.engine.effects import run_effects
from kb.engine.objects import GameObject
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.game import Game

AS_ENTERS = "614.1c"  # "as this enters, ..." is a replacement effect applied while it enters


def as_enters(game: "Game", obj: GameObject) -> None:
    """The static ``as_enters``: "as this enters, turn all other nontoken creatures face down" is
    done while the permanent enters, before it is on the battlefield (614.1c) — no moment exists
    with it there and the others unchanged, so they don't see it enter as they were. Without the
    rule the effect is not applied at all."""
    statics = [st for st in chars(game, obj).card.statics if st.op == "as_enters"]
    if not statics or not game.rules.enabled(AS_ENTERS):
        return
    # permanents entering in the same event are not there yet (603.6a): kept aside meanwhile
    aside = {o.oid for o in game.battlefield if o.handle in game.entering_together and o.handle != obj.handle}
    before = list(game.battlefield)
    game.battlefield[:] = [o for o in before if o.oid not in aside]
    try:
        for st in statics:
            run_effects(Ctx(game, obj.controller, obj), st.arg("effects"))
    finally:  # back in their places (the order permanents are listed in stays as it was)
        now = {o.oid for o in game.battlefield}
        game.battlefield[:] = [o for o in before if o.oid in aside or o.oid in now] + [
            o for o in game.battlefield if o.oid not in {b.oid for b in before}
        ]


hooks.register_entering_replacement(as_enters)
