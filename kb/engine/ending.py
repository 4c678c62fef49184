"""Ways a player leaves the game (CR 104): conceding (104.3a) and effects that say a player
can't lose the game. Losing through state-based actions lives in ``sba``; it asks ``can_lose``
here first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import statics_in_play
from kb.engine.errors import IllegalAction

if TYPE_CHECKING:
    from kb.engine.game import Game

CONCEDE = "104.3a"


def concede(game: "Game", player: str) -> None:
    """CR 104.3a: a player may concede at any time — with or without priority, even while an
    effect says they can't lose — and loses the game at once."""
    if not game.rules.enabled(CONCEDE):
        raise IllegalAction(f"no rule lets {player} concede the game", rule=CONCEDE, code="concede")
    p = game.player(player)
    if p.lost:
        raise IllegalAction(f"{player} has already left the game", rule=CONCEDE, code="concede")
    p.lost = True
    game.note(f"    {player} concedes and loses the game ({CONCEDE})")
    game.require_not_over()


def can_lose(game: "Game", player: str) -> bool:
    """False while a static ability says the player can't lose the game ("you can't lose the
    game": ``cant_lose {who: you}``; ``who: each`` for every player)."""
    for src, st in statics_in_play(game, "cant_lose"):
        who = st.arg("who", "you")
        if who in ("each", "all", "any") or (who == "you") == (src.controller == player):
            return False
    return True
