"""A replacement effect on cards going to a graveyard: "If a card would be put into an opponent's
graveyard from anywhere, exile it instead" (Leyline of the Void, the static ``exile_instead``,
CR 614.1a). It changes where the card goes, whatever moved it there — destroying, sacrificing,
discarding, a spell resolving —; a token is no card and is left alone. What the card is exiled
by is this replacement, not the effect that moved it ("put onto the battlefield all cards
exiled this way" doesn't find it, tsp-faq-zh 1274)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import statics_in_play
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject, StackItem

INSTEAD = "614.1a"  # a replacement effect: "instead"

_WHOSE = {"opponents": ("opponent",), "you": ("you",), "each": ("you", "opponent")}


def _exile_instead(game: "Game", obj: "GameObject", to: Zone, cause: str, item: "StackItem | None") -> Zone | None:
    if to is not Zone.GRAVEYARD or obj.token or not game.rules.enabled(INSTEAD):
        return None
    for src, st in statics_in_play(game, "exile_instead"):
        relation = "you" if obj.owner == src.controller else "opponent"
        if relation in _WHOSE.get(st.arg("whose") or "opponents", ()):
            game.note(f"    {src.label()}: {obj.label()} is exiled instead of going to a graveyard ({INSTEAD})")
            return Zone.EXILE
    return None


hooks.register_move_replacement(INSTEAD, _exile_instead)
