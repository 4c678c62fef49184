"""Replacement effects on damage about to be dealt (CR 614.9, 616.1, 614.1a), applied before
prevention (``prevention.damage_left``) as ``combat.deal_damage`` deals each piece of damage.

Redirection (614.9): "the next 1 damage that would be dealt to this creature this turn is dealt
to target creature you control instead" (Outrider en-Kor: the effect ``redirect_next``, a shield
used up by the damage it moves) and "all combat damage that would be dealt to you by unblocked
creatures is dealt to this instead" (Weathered Bodyguards: the static ``redirect_damage``). The
damage moved is the same damage — from the same source, combat damage if it was — so what it
becomes is judged at its new recipient. If the permanent it would go to has left the battlefield
or is no longer a battle, creature or planeswalker, the effect does nothing and the damage stays where it
was. When several redirections could apply to one recipient, the affected player or the affected
permanent's controller picks the one to apply (616.1) — the scripted answer `{option: <where the
damage would go>}`; without that rule they apply in the order they were made.

"If damage would be dealt to this, sacrifice that many permanents instead" (Dralnu, Lich Lord:
the static ``sacrifice_instead``, 614.1a): no damage is dealt; its controller sacrifices as many
permanents — the permanent itself may be one of them, and the others are still sacrificed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from kb.engine import hooks, refs
from kb.engine.characteristics import Effect, chars, matches_filter, statics_in_play
from kb.engine.effects_continuous import duration_of
from kb.engine.game import Option
from kb.engine.objects import GameObject, Zone
from kb.engine.refs import Ctx
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game

REDIRECTION = "614.9"  # damage to one permanent or player dealt to another instead
AFFECTED_CHOOSES = "616.1"  # of several replacements of one event, the affected player/controller picks one
INSTEAD = "614.1a"  # "instead": a replacement effect
# Today no rule moves damage from a player to their planeswalker (306.7 records that the old rule is
# gone); without 306.7 the rule it replaced applies again: the controller of a source about to deal
# noncombat damage to an opponent may have it dealt to a planeswalker that opponent controls instead
NO_PLANESWALKER_REDIRECTION = "306.7"

_SHIELD = "redirection_shield"
_DAMAGEABLE = frozenset({"battle", "creature", "planeswalker"})  # the permanents 614.9 names
_PLAYERS = {"each": ("you", "opponent"), "you": ("you",), "opponents": ("opponent",)}

Recipient = tuple[Any, ...]  # ("player", name) or ("object", oid)


class Redirection(NamedTuple):
    """One effect that could move the damage: which (applied once per event, 614.5), where to,
    how much (None: all of it), and the shield it uses up (None for a static ability)."""

    key: tuple[Any, ...]
    to: Recipient
    limit: int | None
    shield: Effect | None


def redirect_next(ctx: Ctx, eff: "EffectDef") -> None:
    """``redirect_next {from, to!, amount!}``: the next N damage that would be dealt to ``from``
    (default the source) this turn is dealt to ``to`` instead."""
    game = ctx.game
    n = refs.amount(ctx, eff.arg("amount"))
    dest = refs.recipients(ctx, eff.arg("to"))
    if not dest:
        return
    for kind, key in refs.recipients(ctx, eff.arg("from", "self")):
        player = key if kind == "player" else None
        game.effects.append(
            Effect(
                -1 if player else key,
                _SHIELD,
                {"player": player, "left": n, "to": dest[0]},
                until=duration_of(ctx, eff),
                controller=ctx.controller,
                timestamp=game.tick(),
            )
        )
        game.note(f"    the next {n} damage to {_name(game, (kind, key))} this turn goes to {_name(game, dest[0])} instead")


def _name(game: "Game", who: Recipient) -> str:
    if who[0] == "player":
        return str(who[1])
    obj = game.by_oid(who[1])
    return obj.label() if obj is not None else f"#{who[1]}"


def _can_take(game: "Game", who: Recipient) -> bool:
    """614.9: a permanent that left the battlefield, or is no battle, creature or planeswalker any
    more, takes no redirected damage (the effect does nothing); a player who left the game neither."""
    if who[0] == "player":
        return not game.player(who[1]).lost
    obj = game.by_oid(who[1])
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    return bool(chars(game, obj).types & _DAMAGEABLE)


def _shield_covers(eff: Effect, who: Recipient) -> bool:
    if who[0] == "player":
        return bool(eff.data.get("player") == who[1])
    return eff.data.get("player") is None and eff.oid == who[1]


def _static_covers(game: "Game", src: GameObject, st: Any, source: GameObject, who: Recipient, combat: bool) -> bool:
    """Whether the static ``redirect_damage`` of ``src`` takes this damage: to a player its
    ``players`` names (seen from ``src``'s controller) or a permanent its ``to`` matches — never
    to ``src`` itself —, from a source its ``from`` matches, combat damage only if it says so."""
    if st.arg("combat") and not combat:
        return False
    if who[0] == "player":
        relation = "you" if who[1] == src.controller else "opponent"
        if relation not in _PLAYERS.get(st.arg("players") or "", ()):
            return False
    else:
        obj = game.by_oid(who[1])
        if obj is None or obj.oid == src.oid or st.arg("to") is None:
            return False
        if not matches_filter(game, obj, st.arg("to"), controller=src.controller, source=src):
            return False
    return matches_filter(game, source, st.arg("from"), controller=src.controller, source=src)


def _candidates(game: "Game", source: GameObject, who: Recipient, combat: bool, used: set[Any]) -> list[Redirection]:
    """The redirections that apply, in the order made: shields by timestamp, then statics."""
    found: list[Redirection] = []
    for eff in sorted((e for e in game.effects if e.kind == _SHIELD), key=lambda e: e.timestamp):
        if ("shield", id(eff)) not in used and eff.lasts(game) and _shield_covers(eff, who):
            found.append(Redirection(("shield", id(eff)), eff.data["to"], eff.data["left"], eff))
    for index, (src, st) in enumerate(statics_in_play(game, "redirect_damage")):
        if ("static", src.oid, index) not in used and _static_covers(game, src, st, source, who, combat):
            found.append(Redirection(("static", src.oid, index), ("object", src.oid), None, None))
    return [c for c in found if _can_take(game, c.to)]


def _pick(game: "Game", who: Recipient, found: list[Redirection]) -> Redirection:
    if len(found) == 1 or not game.rules.enabled(AFFECTED_CHOOSES):
        return found[0]  # without 616.1: the one made first
    chooser = who[1] if who[0] == "player" else game.by_oid(who[1]).controller  # type: ignore[union-attr]
    options = [Option(_name(game, c.to), i, (str(i + 1),)) for i, c in enumerate(found)]
    picked: int = game.choose(chooser, f"which redirection applies to the damage to {_name(game, who)}", options, kind="option")
    return found[picked]


def redirected(game: "Game", source: GameObject, who: Recipient, amount: int, combat: bool) -> list[tuple[Recipient, int]]:
    """The pieces the damage ``source`` would deal to ``who`` becomes after redirection."""
    who = _old_planeswalker_redirection(game, source, who, amount, combat)
    if amount <= 0 or not game.rules.enabled(REDIRECTION):
        return [(who, amount)]
    return _split(game, source, who, amount, combat, set())


def _old_planeswalker_redirection(game: "Game", source: GameObject, who: Recipient, amount: int, combat: bool) -> Recipient:
    """Where the damage goes under the pre-2018 planeswalker redirection rule, which applies only
    with 306.7 disabled: the source's controller picks one of the damaged opponent's planeswalkers
    (the scripted answer ``{card: ...}``) or keeps the damage on the player."""
    if amount <= 0 or combat or who[0] != "player" or game.rules.enabled(NO_PLANESWALKER_REDIRECTION):
        return who
    player, chooser = who[1], source.controller
    walkers = [o for o in game.battlefield if o.controller == player and "planeswalker" in chars(game, o).types]
    if chooser == player or not walkers:
        return who
    options = [Option(player, who)] + [Option(o.label(), ("object", o.oid), (o.handle,)) for o in walkers]
    picked: Recipient = game.choose(chooser, f"deal the damage to {player} or to a planeswalker of theirs", options, kind="card")
    return picked


def _split(
    game: "Game", source: GameObject, who: Recipient, amount: int, combat: bool, used: set[Any]
) -> list[tuple[Recipient, int]]:
    found = _candidates(game, source, who, combat, used) if amount > 0 else []
    if not found:
        return [(who, amount)]
    key, dest, left, shield = _pick(game, who, found)
    used.add(key)  # a replacement gets one opportunity at an event and what replaced it (614.5)
    moved = amount if left is None else min(amount, left)
    if shield is not None:
        shield.data["left"] -= moved
        if shield.data["left"] <= 0:
            game.effects.remove(shield)
    kind = "combat damage" if combat else "damage"
    to = f"{_name(game, who)} is dealt to {_name(game, dest)}"
    game.note(f"    {moved} {kind} from {source.label()} to {to} instead ({REDIRECTION})")
    return _split(game, source, dest, moved, combat, used) + _split(game, source, who, amount - moved, combat, used)


def sacrificed_instead(game: "Game", obj: GameObject, amount: int) -> bool:
    """``sacrifice_instead``: damage about to be dealt to ``obj`` becomes its controller
    sacrificing that many permanents (614.1a); True when it did."""
    if amount <= 0 or not game.rules.enabled(INSTEAD):
        return False
    if not any(src.oid == obj.oid for src, _ in statics_in_play(game, "sacrifice_instead")):
        return False
    player = obj.controller
    game.note(f"    instead of {amount} damage to {obj.label()}, {player} sacrifices {amount} permanent(s) ({INSTEAD})")
    for chosen in refs.choose_objects(Ctx(game, player, obj), {"who": "you", "count": amount}):
        game.note(f"    {player} sacrifices {chosen.label()}")
        move(game, chosen, Zone.GRAVEYARD, cause="sacrifice")
    return True


def _blocked(game: "Game", obj: GameObject, wanted: Any) -> bool:
    """Filter key ``blocked``: an attacking creature that was blocked (``false``: an unblocked
    attacker — pair it with ``attacking: true``)."""
    return bool(obj.attacking is not None and obj.blocked) == bool(wanted)


hooks.register_effect("redirect_next", redirect_next)
hooks.register_filter_test("blocked", _blocked)
