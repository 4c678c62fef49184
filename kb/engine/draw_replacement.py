"""Replacement effects on drawing a card (CR 614.11): "If you would draw a card, [do something]
instead" — the static ``draw_instead {who, effects}``, `who` being you (the static's controller,
the default), opponents or each.

The draw doesn't happen; the replacement's effects are done in its place, even when the library is
empty (614.11), and a draw among several is replaced in full before the next one (614.11a). The
replacement gets one chance at each draw: a card its own effects draw is not replaced by it again
(614.5), so "reveal the top card instead … otherwise draw a card" does draw.

When an effect has a player draw a card and then do something more with that card ("draw a card
and reveal it. If it isn't a land card, discard it", Sindbad), and the draw is replaced, the
additional action is done to none of the cards drawn as a result of the replacement, even if the
replacement draws a card (614.11b; tsp-faq-zh 2169). With 614.11b disabled those cards count as
the ones the replaced draw drew (the reference ``drawn``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import statics_in_play
from kb.engine.effects import run_effects
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

REPLACES_DRAWS = "614.11"
NOT_ON_REPLACEMENT_DRAWS = "614.11b"

_APPLYING: set[tuple[int, int]] = set()  # (game id, source oid) of replacements being applied now (614.5)


def _applies_to(who: str, controller: str, player: str) -> bool:
    return who == "each" or (who == "you") == (controller == player)


def _replace_draw(game: "Game", player: str) -> "list[GameObject] | None":
    if not game.rules.enabled(REPLACES_DRAWS):
        return None
    for src, st in statics_in_play(game, "draw_instead"):
        key = (id(game), src.oid)
        if key in _APPLYING or not _applies_to(st.arg("who") or "you", src.controller, player):
            continue
        game.note(f"    {src.label()}: {player}'s draw is replaced ({REPLACES_DRAWS})")
        ctx = Ctx(game, src.controller, src)
        _APPLYING.add(key)
        try:
            run_effects(ctx, st.arg("effects") or [])
        finally:
            _APPLYING.discard(key)
        if game.rules.enabled(NOT_ON_REPLACEMENT_DRAWS):
            return []
        return [o for o in (game.by_oid(oid) for oid in ctx.chosen.get("drawn", ())) if o is not None]
    return None


hooks.register_draw_replacement(_replace_draw)
