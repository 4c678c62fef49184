"""Last known information (CR 608.2h): an object that has left the battlefield is known as it
last existed there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import LAST_KNOWN, Chars, chars
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game


def last_known_chars(game: "Game", obj: GameObject) -> Chars | None:
    """The characteristics of ``obj`` now if it is still on the battlefield, else as it last existed
    there (CR 608.2h); None when it left and 608.2h is disabled (nothing is known of it)."""
    current = next((o for o in game.battlefield if o.oid == obj.oid), None)
    if current is not None:
        return chars(game, current)
    return game.last_known.get(obj.oid) if game.rules.enabled(LAST_KNOWN) else None
