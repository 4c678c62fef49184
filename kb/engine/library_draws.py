"""Which card of a library a draw takes (CR 121.1): the top card — or the bottom card while a
static ability says so ("you draw cards from the bottom of your library rather than the top",
River Song: ``draw_from_bottom {who}``).

Such a draw is still a draw in every other respect (who-notes-de 1697): it is the same event,
counted and triggering as a draw, and a player drawing from an empty library still loses (704.5b).
It applies to every draw of that player, not only the draw step's (1698).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import statics_in_play

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject


# a draw takes the top card of the library (121.1); without the rule a draw would not know which
# card it takes and (here) takes the bottom one, so the card revealed on top is not the card drawn
DRAW_TAKES_TOP = "121.1"


def draws_from_bottom(game: "Game", player: str) -> bool:
    """True while a ``draw_from_bottom`` static applies to ``player`` (``who``: you — the
    static's controller, the default —, opponents or each)."""
    for src, st in statics_in_play(game, "draw_from_bottom"):
        who = st.arg("who", "you")
        if who == "each" or (who == "you") == (src.controller == player):
            return True
    return False


def card_to_draw(game: "Game", player: str) -> "GameObject":
    """The card the next draw of ``player`` takes from a library that isn't empty."""
    library = game.player(player).library
    from_bottom = draws_from_bottom(game, player) or not game.rules.enabled(DRAW_TAKES_TOP)
    return library[-1] if from_bottom else library[0]
