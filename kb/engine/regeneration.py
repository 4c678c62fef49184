"""Regeneration (CR 701.19), a destruction-replacement effect (614.8): instead of being
destroyed, the permanent has all damage removed from it, its controller taps it, and an
attacking or blocking creature is removed from combat.

A resolving spell or ability gives a shield that is used up the next time the permanent would
be destroyed this turn (701.19a); a static ability ("if this would be destroyed, regenerate
it") replaces every destruction while it functions (701.19b); "can't be regenerated" keeps every
shield and regeneration ability from applying, without forbidding the abilities that make them
(701.19c). Read by the general rules that destroy: the ``destroy`` effect and the state-based
actions for lethal and deathtouch damage (704.5g/h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.characteristics import Effect, matches_filter, statics_in_play
from kb.engine.definitions import EffectDef
from kb.engine.effects_continuous import DURATION_TEXT, duration_of
from kb.engine.objects import GameObject, Zone
from kb.engine.refs import Ctx
from kb.engine.tapping import tap_permanent

if TYPE_CHECKING:
    from kb.engine.game import Game

SHIELD = "701.19a"  # a resolving effect's regeneration: the next time it would be destroyed this turn
STATIC_REGENERATION = "701.19b"  # a static ability's regeneration: each time it would be destroyed
CANT_BE_REGENERATED = "701.19c"  # "can't be regenerated": no shield or regeneration ability applies

_SHIELD, _NO_REGENERATION = "regeneration_shield", "no_regeneration"


def regenerate_effect(ctx: Ctx, eff: EffectDef) -> None:
    """ "Regenerate [what]" as a spell or ability resolves: a shield on each permanent, until it is
    used or the turn ends (701.19a); activating or casting it is no regenerating (701.19c)."""
    for obj in refs.objects(ctx, eff.arg("what", "self")):
        if obj.zone is Zone.BATTLEFIELD:
            ctx.game.effects.append(Effect(obj.oid, _SHIELD, controller=ctx.controller, timestamp=ctx.game.tick()))
            ctx.game.note(f"    {obj.label()} gets a regeneration shield until end of turn")


def cant_be_regenerated_effect(ctx: Ctx, eff: EffectDef) -> None:
    until = duration_of(ctx, eff)
    for obj in refs.objects(ctx, eff.arg("what")):
        ctx.game.effects.append(
            Effect(obj.oid, _NO_REGENERATION, until=until, controller=ctx.controller, timestamp=ctx.game.tick())
        )
        ctx.game.note(f"    {obj.label()} can't be regenerated {DURATION_TEXT[until]}")


def _static_regenerates(game: "Game", obj: GameObject) -> bool:
    if not game.rules.enabled(STATIC_REGENERATION):
        return False
    for src, st in statics_in_play(game, "regenerate"):
        flt = st.arg("to")
        if src.oid == obj.oid if flt is None else matches_filter(game, obj, flt, controller=src.controller, source=src):
            return True
    return False


def _applying(game: "Game", obj: GameObject, kind: str) -> list[Effect]:
    return [e for e in game.effects if e.kind == kind and e.applies_to(obj) and e.lasts(game)]


def regenerated(game: "Game", obj: GameObject) -> bool:
    """``obj`` would be destroyed: if a regeneration replaces that, do what it does instead and say
    so. A static regeneration is applied before a shield, which then stays for the next time
    (either way the permanent is regenerated; no choice between them is asked)."""
    static = _static_regenerates(game, obj)
    shields = _applying(game, obj, _SHIELD) if game.rules.enabled(SHIELD) else []
    if not static and not shields:
        return False
    if _applying(game, obj, _NO_REGENERATION) and game.rules.enabled(CANT_BE_REGENERATED):
        game.note(f"    {obj.label()} can't be regenerated ({CANT_BE_REGENERATED})")
        return False
    if not static:
        game.effects.remove(shields[0])  # used up (701.19a)
    obj.damage, obj.deathtouch_damaged = 0, False
    tap_permanent(game, obj)
    if obj.attacking is not None or obj.blocking:
        obj.attacking, obj.attacking_pw, obj.blocking = None, None, []
        for other in game.battlefield:
            other.blocking = [b for b in other.blocking if b != obj.oid]
        game.note(f"    {obj.label()} is removed from combat")
    rule = STATIC_REGENERATION if static else SHIELD
    game.note(f"    {obj.label()} is regenerated instead of destroyed: tapped, its damage removed ({rule})")
    return True


hooks.register_effect("regenerate", regenerate_effect)
hooks.register_effect("cant_be_regenerated", cant_be_regenerated_effect)
