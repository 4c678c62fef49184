"""Prevention effects (CR 615). Of static abilities (615.1): "if a spell would deal damage to a
creature or player, prevent 1 damage that spell would deal to that creature or player" — such an
effect watches each damage event as it would happen and prevents all of the damage or part of it,
for each recipient apart. Of resolved spells and abilities (615.7): "prevent the next 3 damage
that would be dealt to any target this turn", a shield each damage dealt to its permanent or
player wears down, 1 for 1, until it is gone. What is prevented is never dealt (615.6), what is
left is dealt as usual. Protection's prevention is its own rule (702.16e,
``dispatch.damage_prevented``). Damage one effect deals to several recipients is dealt one by
one here, so a shield meets the damage in that order (615.7's choice between simultaneous
sources is not asked)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.characteristics import Effect, matches_filter, statics_in_play
from kb.engine.continuous_effect import UNPREVENTABLE, UNPREVENTABLE_KIND, damage_unpreventable
from kb.engine.definitions import EffectDef
from kb.engine.effects_continuous import DURATION_TEXT, duration_of
from kb.engine.errors import CardDefinitionError
from kb.engine.objects import GameObject
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.game import Game

PREVENTION = "615.1"  # a prevention effect applies to each damage event as it would happen
FROM_SOURCE = "615.2"  # "prevent all combat damage [it] would deal this turn": damage from a source
SHIELD = "615.7"  # "prevent the next N damage": a shield worn down by each damage it prevents
ADDITIONAL = "615.5"  # "... put a +1/+1 counter on it for each 1 damage prevented this way"

_SHIELD, _FROM = "prevention_shield", "prevention_from_source"

_PLAYERS = {"each": ("you", "opponent"), "any": ("you", "opponent"), "you": ("you",), "opponents": ("opponent",)}


def _protects(game: "Game", src: GameObject, recipient: GameObject | str, st: Any) -> bool:
    if isinstance(recipient, str):  # a player: "you" or "opponent" as seen from the static's controller
        players = st.arg("players")
        if players is not None and players not in _PLAYERS:
            raise CardDefinitionError("prevent_damage.players", f"unknown players {players!r}", allowed=tuple(_PLAYERS))
        relation = "you" if recipient == src.controller else "opponent"
        return players is not None and relation in _PLAYERS[players]
    flt = st.arg("to")
    return flt is not None and matches_filter(game, recipient, flt, controller=src.controller, source=src)


def damage_left(game: "Game", source: GameObject, recipient: GameObject | str, amount: int, combat: bool = False) -> int:
    """The damage ``source`` deals to ``recipient`` (a permanent, or a player's name) after the
    prevention effects that apply to it; each says what it prevents."""
    if amount > 0 and damage_unpreventable(game):
        # 615.12: the effects still apply but prevent nothing, so what they add for each damage
        # prevented adds nothing, and shields aren't worn down
        game.note(f"    damage can't be prevented: {amount} damage from {source.label()} is dealt ({UNPREVENTABLE})")
        return amount
    if _from_source_prevented(game, source, recipient, amount, combat):
        return 0
    amount = _through_shields(game, source, recipient, amount)
    if amount <= 0 or not game.rules.enabled(PREVENTION):
        return amount
    for src, st in statics_in_play(game, "prevent_damage"):
        if amount <= 0:
            break
        if not _protects(game, src, recipient, st):
            continue
        if st.arg("noncombat") and combat:  # "if noncombat damage would be dealt to ..."
            continue
        if not matches_filter(game, source, st.arg("from"), controller=src.controller, source=src):
            continue
        prevented = amount if st.arg("amount") is None else min(amount, st.arg("amount"))
        amount -= prevented
        who = recipient if isinstance(recipient, str) else recipient.label()
        game.note(f"    {src.label()}: {prevented} damage from {source.label()} to {who} is prevented ({PREVENTION})")
        _counters_for_prevented(game, src, st.arg("counters"), prevented)
    return amount


def _counters_for_prevented(game: "Game", src: GameObject, kind: str | None, prevented: int) -> None:
    """615.5: the additional effect right after the prevention — "put a +1/+1 counter on [this] for
    each 1 damage prevented this way"."""
    if not kind or prevented <= 0 or not game.rules.enabled(ADDITIONAL):
        return
    src.counters[kind] += prevented
    game.note(f"    {prevented} {kind} counter(s) on {src.label()} for the damage prevented ({ADDITIONAL})")


def cant_prevent_effect(ctx: Ctx, eff: EffectDef) -> None:
    """ "Damage can't be prevented this turn" (615.12): all damage, to anything, from any source."""
    until = duration_of(ctx, eff)
    ctx.game.effects.append(Effect(-1, UNPREVENTABLE_KIND, {}, until=until, controller=ctx.controller, timestamp=ctx.game.tick()))
    ctx.game.note(f"    damage can't be prevented {DURATION_TEXT[until]}")


def _shielded(eff: Effect, recipient: GameObject | str) -> bool:
    if isinstance(recipient, str):
        return eff.data.get("player") == recipient
    return eff.data.get("player") is None and eff.oid == recipient.oid


def _through_shields(game: "Game", source: GameObject, recipient: GameObject | str, amount: int) -> int:
    if amount <= 0 or not game.rules.enabled(SHIELD):
        return amount
    for eff in [e for e in game.effects if e.kind == _SHIELD and e.lasts(game) and _shielded(e, recipient)]:
        prevented = min(amount, eff.data["left"])
        amount, eff.data["left"] = amount - prevented, eff.data["left"] - prevented
        if eff.data["left"] <= 0:
            game.effects.remove(eff)  # used up: further damage is dealt normally
        who = recipient if isinstance(recipient, str) else recipient.label()
        game.note(f"    a shield prevents {prevented} damage from {source.label()} to {who}; {eff.data['left']} left ({SHIELD})")
        if amount <= 0:
            break
    return amount


def prevent_next_effect(ctx: Ctx, eff: EffectDef) -> None:
    """ "Prevent the next N damage that would be dealt to [to] this turn" (615.7)."""
    n = refs.amount(ctx, eff.arg("amount"))
    for kind, key in refs.recipients(ctx, eff.arg("to")):
        player = key if kind == "player" else None
        ctx.game.effects.append(
            Effect(
                -1 if player else key,
                _SHIELD,
                {"player": player, "left": n},
                controller=ctx.controller,
                timestamp=ctx.game.tick(),
            )
        )
        obj = None if player else ctx.game.by_oid(key)
        ctx.game.note(f"    the next {n} damage to {player or (obj.label() if obj else key)} this turn will be prevented")


def _from_source_prevented(game: "Game", source: GameObject, recipient: GameObject | str, amount: int, combat: bool) -> bool:
    if amount <= 0 or not game.rules.enabled(FROM_SOURCE):
        return False
    for eff in game.effects:
        if eff.kind == _FROM and eff.lasts(game) and eff.applies_to(source) and (combat or not eff.data["combat"]):
            who = recipient if isinstance(recipient, str) else recipient.label()
            game.note(f"    {amount} damage from {source.label()} to {who} is prevented ({FROM_SOURCE})")
            return True
    return False


def prevent_from_effect(ctx: Ctx, eff: EffectDef) -> None:
    """ "Prevent all [combat] damage that would be dealt by [what] this turn" (615.2, 609.7)."""
    until, combat = duration_of(ctx, eff), bool(eff.arg("combat"))
    for obj in refs.objects(ctx, eff.arg("what", "self")):
        ctx.game.effects.append(
            Effect(obj.oid, _FROM, {"combat": combat}, until=until, controller=ctx.controller, timestamp=ctx.game.tick())
        )
        what = "combat damage" if combat else "damage"
        ctx.game.note(f"    all {what} {obj.label()} would deal is prevented {DURATION_TEXT[until]}")


hooks.register_effect("prevent_next", prevent_next_effect)
hooks.register_effect("prevent_from", prevent_from_effect)
hooks.register_effect("cant_prevent", cant_prevent_effect)
