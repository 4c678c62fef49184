"""A card's own restriction on casting it: "You can't cast this spell during your first, second,
or third turns of the game" (Serra Avenger, the static ``cant_be_cast {if}``). Such an ability
functions in every zone the card could be cast from, and on the stack (CR 113.6e) — unlike the
card's other statics, which work only on the battlefield. The condition is judged for the player
casting the card, as the spell is cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.characteristics import chars
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

OWN_CAST_RESTRICTION = "113.6e"  # an object's ability restricting how it is cast works where it could be cast


def forbids_own_cast(game: "Game", player: str, obj: "GameObject") -> str | None:
    """The rule that forbids ``player`` casting ``obj`` now by the card's own restriction, if any."""
    if not game.rules.enabled(OWN_CAST_RESTRICTION):
        return None
    for st in chars(game, obj).card.statics:
        if st.op == "cant_be_cast" and refs.condition(Ctx(game, player, obj), st.arg("if")):
            return OWN_CAST_RESTRICTION
    return None


hooks.register_cast_restriction(forbids_own_cast)
