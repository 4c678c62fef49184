"""Leaving combat (CR 506.4, 511.3): a permanent that stops being a creature is removed from
combat, and at the end of combat every permanent stops attacking and blocking. Apart from
``combat`` (declarations and damage) because the priority loop and the turn's end call them
without any other part of combat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars

if TYPE_CHECKING:
    from kb.engine.game import Game

REMOVED = "506.4"


def remove_noncreatures(game: "Game") -> None:
    """CR 506.4: a permanent that stops being a creature is removed from combat."""
    if not game.rules.enabled(REMOVED):
        return
    for obj in game.battlefield:
        blocking = obj.blocking or obj.oid in game.still_blocking
        if (obj.attacking or blocking) and not chars(game, obj).is_creature():
            obj.attacking, obj.blocking = None, []
            game.still_blocking.discard(obj.oid)
            game.note(f"    {obj.label()} is no longer a creature and is removed from combat")


def end_combat(game: "Game") -> None:
    game.still_blocking.clear()
    for obj in game.battlefield:
        obj.attacking, obj.blocking, obj.blocked, obj.attacking_pw = None, [], False, None
