"""Tapping and untapping permanents (CR 701.26) and the "becomes tapped" event a permanent entering
tapped does not cause (603.2f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game

ONLY_UNTAPPED_TAP, ONLY_TAPPED_UNTAP = "701.26a", "701.26b"  # tapping an already tapped permanent is no event
BECOMES_ONLY_ON_EVENT = "603.2f"  # "becomes tapped" triggers only on the event, not on the state


def tap_permanent(game: "Game", obj: GameObject) -> None:
    """An untapped permanent becomes tapped ("whenever ... becomes tapped" triggers). Only an
    untapped permanent can be tapped (701.26a): "tap it" does nothing to one already tapped —
    without the rule it would be tapped anew, and "becomes tapped" would trigger."""
    if obj.tapped and game.rules.enabled(ONLY_UNTAPPED_TAP):
        return
    obj.tapped = True
    game.emit("becomes_tapped", object=obj, player=obj.controller)


def untap_permanent(game: "Game", obj: GameObject) -> None:
    """A tapped permanent becomes untapped ("whenever ... becomes untapped" triggers); only a
    tapped permanent can be untapped (701.26b)."""
    if not obj.tapped and game.rules.enabled(ONLY_TAPPED_UNTAP):
        return
    obj.tapped = False
    game.emit("becomes_untapped", object=obj, player=obj.controller)


def appears_tapped(game: "Game", obj: GameObject) -> None:
    """A permanent entering (or phasing in) tapped never "becomes tapped" (603.2f); without the
    rule, a trigger would take the tapped newcomer for one that was just tapped."""
    if obj.tapped and not game.rules.enabled(BECOMES_ONLY_ON_EVENT):
        game.emit("becomes_tapped", object=obj, player=obj.controller)
