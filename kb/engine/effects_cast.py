"""Casting while an effect resolves: a card ("you may cast the exiled card without paying its
mana cost", CR 608.2g) — then or never, as the effect resolves: declined, the card stays where it
is with no permission to be cast later (601.3); its optional additional costs may be announced
and its mandatory ones must be paid (601.2b) — and a copy of a card (CR 707.12): an effect copies
a card and lets a player cast the copy.
The copy is created in the zone the card is in and cast while the effect resolves — unlike a
copy of a spell put onto the stack (707.10), it is cast, so it counts as a spell cast from that
zone (paradox counts it). A copy that isn't cast ceases to exist; a copy of a permanent spell
becomes a token as it resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import refs
from kb.engine.casting import cast_during_resolution
from kb.engine.hooks import CastOption

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.refs import Ctx

CAST_COPY, PERMISSION = "707.12", "601.3"


def cast_card(ctx: "Ctx", eff: "EffectDef") -> None:
    free = bool(eff.arg("without_paying"))
    for card in refs.objects(ctx, eff.arg("what")):
        way = CastOption("free" if free else "effect", None, PERMISSION, alternative=free)
        cast_during_resolution(ctx.game, ctx.controller, card, way, why=f"{ctx.source.label()}'s effect")


def cast_copy(ctx: "Ctx", eff: "EffectDef") -> None:
    game = ctx.game
    if not game.rules.enabled(CAST_COPY):
        return
    free = bool(eff.arg("without_paying"))
    for card in refs.objects(ctx, eff.arg("what")):
        copy = game.new_object(
            card.copy_of or card.card,
            ctx.controller,
            card.zone,
            f"{card.handle} copy {game.next_oid}",
            controller=ctx.controller,
            spell_copy=True,
        )
        game.note(f"    {ctx.controller} copies {card.label()} in {card.zone.value}")
        way = CastOption("free" if free else "copy", None, CAST_COPY, alternative=free)
        cast_during_resolution(game, ctx.controller, copy, way, why="a copy of a card")
