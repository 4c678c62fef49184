"""Indestructible (CR 702.12b), read by the general rules that destroy: the ``destroy`` effect and
the state-based actions for lethal and deathtouch damage (704.5g/h). The keyword itself is
registered with the other evergreen keywords (``kb.engine.keywords.evergreen``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game

INDESTRUCTIBLE = "702.12b"


def indestructible(game: "Game", obj: GameObject) -> bool:
    """A permanent with indestructible isn't destroyed; it can still be sacrificed, exiled, or put
    into the graveyard for having 0 toughness (704.5f)."""
    return game.rules.enabled(INDESTRUCTIBLE) and chars(game, obj).has("indestructible")
