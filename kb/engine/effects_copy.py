"""The effects that copy permanents (CR 707.2–707.5, 707.9): "[it] becomes a copy of [that
creature]" and "create a token that's a copy of [that creature]". What is copied is decided in
``copy_effects``; this module finds the objects an effect names and applies it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kb.engine import refs
from kb.engine.characteristics import LAST_KNOWN
from kb.engine.copy_effects import COPY_EFFECTS, become_copy, copy_status, copy_values, enters_then_becomes, token_text
from kb.engine.definitions import EffectDef
from kb.engine.objects import Zone
from kb.engine.refs import Ctx
from kb.engine.zones import create_token


def _originals(ctx: Ctx, eff: EffectDef) -> list[Any]:
    """The object to copy: a permanent, or a card an earlier effect put somewhere ("becomes a copy
    of that card"); a target that became illegal copies nothing. Without 707.1: nothing."""
    if not ctx.game.rules.enabled(COPY_EFFECTS):
        ctx.game.note("    no rule makes copies of permanents (707.1): nothing happens")
        return []
    found = [o for o in refs.objects(ctx, eff.arg("of")) if o.zone is not Zone.STACK][:1]
    return found or _as_it_last_existed(ctx, eff.arg("of"))


def _as_it_last_existed(ctx: Ctx, ref: Any) -> list[Any]:
    """A copy of a permanent that has left the battlefield ("when this dies, create two tokens
    that are copies of it") copies it as it last existed there (CR 608.2h): the object the
    ability remembers — its source, or the object of its trigger event — with its copiable
    values then. Without 608.2h nothing is known of it, and nothing is copied."""
    if not ctx.game.rules.enabled(LAST_KNOWN):
        return []
    event = ctx.event if isinstance(ctx.event, dict) else {}
    gone = ctx.source if ref in (None, "self") else event.get("before") if ref == "triggering_object" else None
    if isinstance(ref, str) and ref.startswith("target"):  # "return target creature, then copy that creature"
        chosen = refs.target_choice(ctx, ref)
        gone = ctx.game.last_objects.get(chosen[1]) if chosen and chosen[0] == "object" else None
    return [gone] if gone is not None and gone.oid in ctx.game.last_known else []


def become_copy_effect(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    originals = _originals(ctx, eff)
    if not originals:
        game.note("    there is nothing to copy: nothing happens")
        return
    original = originals[0]
    values = copy_values(game, original, eff.arg("except"))
    for obj in refs.objects(ctx, eff.arg("what")):
        if obj.zone is Zone.BATTLEFIELD and obj.oid != original.oid:  # "each other creature"
            become_copy(
                game, obj, values, until=eff.arg("until", "end_of_game"), controller=ctx.controller, source_oid=ctx.source.oid
            )
            copy_status(game, original, obj)


def create_token_copy(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    controller = (refs.players(ctx, eff.arg("controller")) or [ctx.controller])[0]
    for original in _originals(ctx, eff):
        values = copy_values(game, original, eff.arg("except"))
        for _ in range(refs.amount(ctx, eff.arg("count", 1))):
            if enters_then_becomes(game):  # without 707.5: a plain token first, the copy afterwards
                plain = replace(values, triggered=(), statics=(), keywords=())
                token = create_token(game, plain, controller, tapped=bool(eff.arg("tapped")))
                token.card = token_text(values)
                become_copy(game, token, values, until="end_of_game", controller=controller, source_oid=None)
            else:
                token = create_token(game, values, controller, tapped=bool(eff.arg("tapped")), copy_of=values)
                token.card = token_text(values)
            copy_status(game, original, token)
