"""Gaining life (CR 119): one place that raises a life total and reports the life-gain event, so
"whenever you gain life" triggers once per event and never for 0 life (119.9). A spell's
"you gain N life" and the life a lifelink source's damage gives (702.15b) both come here."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject


def gain_life(game: "Game", player: str, amount: int, source: "GameObject | None" = None) -> None:
    """``player`` gains ``amount`` life as one event; gaining 0 (or less) is no event at all."""
    if amount <= 0:
        return
    p = game.player(player)
    p.life += amount
    game.emit("life_gained", player=player, amount=amount, object=source)
