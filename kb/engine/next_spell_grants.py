"""Effects on "the next spell a player casts this turn" (CR 611.2f): "the next spell they cast this
turn has cascade" (Bigger on the Inside's granted ability).

Such an effect doesn't begin as the ability resolves: it waits, and begins to apply as that player
next puts a spell on the stack — the first step of casting it (601.2a) — and then applies to that
spell only, while it is a spell. So the keyword is there as the spell becomes cast, and a
"when you cast this spell" keyword such as cascade triggers. Without 611.2f the effect would
apply at once to the spells already there (611.2c) — none of that player's — and be spent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.continuous_effect import Effect
from kb.engine.definitions import EffectDef
from kb.engine.objects import Zone
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars
    from kb.engine.game import Event, Game
    from kb.engine.objects import GameObject

NEXT_SPELL = "611.2f"  # an effect on "the next spell" applies to the spell that player next puts on the stack
KIND = "next_spell_grant"


def grant_next_spell(ctx: Ctx, eff: EffectDef) -> None:
    """``grant_next_spell {who, keywords}``: the next spell each named player casts this turn has
    the keywords. A waiting effect (oid -1) until that spell is put on the stack."""
    game = ctx.game
    for player in refs.players(ctx, eff.arg("who")):
        keywords: list[Any] = list(eff.arg("keywords") or ())
        data: dict[str, Any] = {"player": player, "keywords": keywords, "spell": None}
        game.effects.append(Effect(-1, KIND, data, "end_of_turn", ctx.controller, game.tick()))
        if not game.rules.enabled(NEXT_SPELL):
            # applied at once (611.2c): no spell of that player's is being cast now, so it is spent
            data["spell"] = "none"
        game.note(f"      the next spell {player} casts this turn has {', '.join(str(k) for k in keywords)}")


def _bind_on_announce(game: "Game", event: "Event") -> None:
    """As a player puts a spell on the stack (601.2a), the oldest waiting effect of theirs begins
    to apply to it; its timestamp is that moment."""
    if event.kind != "announce":
        return
    for e in game.effects:
        if e.kind == KIND and e.data["spell"] is None and e.data["player"] == event.data["player"]:
            e.data["spell"], e.timestamp = event.data["object"].oid, game.tick()


def _granted(game: "Game", obj: "GameObject", c: "Chars") -> None:
    if obj.zone is not Zone.STACK or not game.rules.enabled(NEXT_SPELL):
        return
    added = [k for e in game.effects if e.kind == KIND and e.data["spell"] == obj.oid for k in e.data["keywords"]]
    if added:
        c.keywords = [*c.keywords, *added]


hooks.register_effect("grant_next_spell", grant_next_spell)
hooks.register_event_listener(_bind_on_announce)
hooks.register_characteristic(_granted)
