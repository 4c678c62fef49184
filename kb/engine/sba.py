"""State-based actions (CR 704): checked whenever a player would receive priority; all that
apply are performed at once, then checked again. One function per rule number."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from kb.engine import dispatch
from kb.engine.characteristics import chars
from kb.engine.chars_memo import unchanging
from kb.engine.ending import can_lose
from kb.engine.game import Option
from kb.engine.indestructible import indestructible
from kb.engine.objects import PLAYER_ZONES, GameObject, Player, Zone
from kb.engine.regeneration import regenerated
from kb.engine.zones import move, together

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

Action = Callable[[], None]


LEGENDARY = "205.4d"  # a permanent with the supertype legendary is subject to the legend rule


def _to_graveyard(game: "Game", obj: GameObject, cause: str) -> None:
    if not any(o.oid == obj.oid for o in game.battlefield):  # two SBAs may name the same creature
        return
    if cause == "destroy" and (obj.damage == 0 or regenerated(game, obj)):
        return  # regenerated (614.8) — by the other SBA naming it too, if its damage is gone already
    move(game, obj, Zone.GRAVEYARD, cause=cause)


def zero_life(game: "Game") -> list[Action]:
    return [_lose(game, p.name, "0 or less life") for p in _can_lose(game) if p.life <= 0]


def empty_draw(game: "Game") -> list[Action]:
    return [_lose(game, p.name, "drew from an empty library") for p in _can_lose(game) if p.drew_from_empty]


def commander_damage(game: "Game") -> list[Action]:
    """CR 704.6c, the state-based action for the Commander rule 903.10a."""
    if not game.rules.enabled("903.10a"):
        return []
    return [
        _lose(game, p.name, "21 combat damage from one commander")
        for p in _can_lose(game)
        if any(n >= 21 for n in p.commander_damage.values())
    ]


def _can_lose(game: "Game") -> list[Player]:
    """The players still in the game whom no "you can't lose the game" effect protects."""
    return [p for p in game.living() if can_lose(game, p.name)]


def _lose(game: "Game", name: str, why: str) -> Action:
    def act() -> None:
        game.player(name).lost = True
        game.note(f"    {name} loses the game ({why})")

    return act


TOKEN_OUTSIDE = "111.7"  # the token section's own statement of 704.5d: both must be in force


def tokens_cease(game: "Game") -> list[Action]:
    if not game.rules.enabled(TOKEN_OUTSIDE):
        return []
    out = []
    for obj in list(game.all_objects()):
        if obj.token and obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
            out.append(_cease(game, obj, "token"))
    return out


def copies_cease(game: "Game") -> list[Action]:
    return [_cease(game, o, "copy of a spell") for o in list(game.all_objects()) if o.spell_copy and o.zone is not Zone.STACK]


def _cease(game: "Game", obj: GameObject, what: str) -> Action:
    def act() -> None:
        pile = game.player(obj.owner).zone(obj.zone) if obj.zone in PLAYER_ZONES else game.zone_list(obj.zone)
        pile[:] = [o for o in pile if o.oid != obj.oid]
        game.note(f"    {obj.label()} ({what}) ceases to exist")

    return act


def zero_toughness(game: "Game") -> list[Action]:
    out: list[Action] = []
    for obj in game.battlefield:
        c = chars(game, obj)
        if c.is_creature() and c.toughness is not None and c.toughness <= 0:
            out.append(partial(_to_graveyard, game, obj, "sba"))
    return out


def zero_loyalty(game: "Game") -> list[Action]:
    """A planeswalker with no loyalty counters is put into its owner's graveyard."""
    actions: list[Action] = [
        partial(_to_graveyard, game, obj, "sba")
        for obj in game.battlefield
        if "planeswalker" in chars(game, obj).types and obj.counters["loyalty"] <= 0
    ]
    return actions


def lethal_damage(game: "Game") -> list[Action]:
    out: list[Action] = []
    for obj in game.battlefield:
        c = chars(game, obj)
        if c.is_creature() and c.toughness is not None and 0 < c.toughness <= obj.damage and not indestructible(game, obj):
            out.append(partial(_to_graveyard, game, obj, "destroy"))
    return out


def deathtouch_damage(game: "Game") -> list[Action]:
    actions: list[Action] = [
        partial(_to_graveyard, game, obj, "destroy")
        for obj in game.battlefield
        if obj.deathtouch_damaged and obj.damage > 0 and chars(game, obj).is_creature() and not indestructible(game, obj)
    ]
    return actions


def legend_rule(game: "Game") -> list[Action]:
    out: list[Action] = []
    if not game.rules.enabled(LEGENDARY):  # the supertype is what subjects a permanent to it (205.4d)
        return out
    groups: dict[tuple[str, str], list[Any]] = {}
    for obj in game.battlefield:
        c = chars(game, obj)
        if "legendary" in c.supertypes and c.name:
            groups.setdefault((obj.controller, c.name), []).append(obj)
    for (controller, name), objs in groups.items():
        if len(objs) > 1:

            def act(objs: list[Any] = objs, controller: str = controller, name: str = name) -> None:
                options = [Option(o.label(), o, (o.handle,)) for o in objs]
                keep = game.choose(controller, f"which {name} to keep (legend rule)", options, kind="card")
                for o in objs:
                    if o is not keep:
                        _to_graveyard(game, o, "sba")

            out.append(act)
    return out


def unattached_auras(game: "Game") -> list[Action]:
    """CR 704.5m: an Aura attached to an illegal object, or to nothing, goes to the graveyard."""
    out: list[Action] = []
    for aura in game.battlefield:
        if "aura" not in {s.casefold() for s in chars(game, aura).subtypes}:
            continue
        host = next((o for o in game.battlefield if o.oid == aura.attached_to), None)
        if host is None or host.oid == aura.oid or dispatch.attachment_forbidden(game, aura, host):
            out.append(partial(_to_graveyard, game, aura, "sba"))
    return out


# CR 704.5p: what can be attached at all — an Aura, an Equipment or a Fortification that is no
# creature and no battle; anything else attached (an Equipment that became a creature, an
# artifact that stopped being an Equipment) becomes unattached and stays on the battlefield
ATTACHABLE_SUBTYPES = frozenset({"aura", "equipment", "fortification"})
EQUIPMENT_CREATURE = "301.5c"


def unattached_nonattachments(game: "Game") -> list[Action]:
    """CR 704.5p: a creature or battle attached to something, or any other permanent attached
    that is neither an Aura, an Equipment nor a Fortification, becomes unattached."""
    out: list[Action] = []
    for obj in game.battlefield:
        if obj.attached_to is None:
            continue
        c = chars(game, obj)
        kinds = {s.casefold() for s in c.subtypes}
        # an Equipment that's a creature can't equip (301.5c); without that rule it could, and stays
        creature = c.is_creature() and ("equipment" not in kinds or game.rules.enabled(EQUIPMENT_CREATURE))
        if creature or "battle" in c.types or not kinds & ATTACHABLE_SUBTYPES:

            def act(o: GameObject = obj) -> None:
                o.attached_to = None
                game.note(f"    {o.label()} becomes unattached; it stays on the battlefield (704.5p)")

            out.append(act)
    return out


def counter_annihilation(game: "Game") -> list[Action]:
    out: list[Action] = []
    for obj in game.battlefield:
        n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
        if n:

            def act(o: GameObject = obj, n: int = n) -> None:
                o.counters["+1/+1"] -= n
                o.counters["-1/-1"] -= n
                game.note(f"    {n} +1/+1 and -1/-1 counter(s) on {o.label()} annihilate")

            out.append(act)
    return out


# The rules checked, in the order their actions are collected (all are then performed at once).
SBAS: dict[str, Callable[["Game"], list[Action]]] = {
    "704.5a": zero_life,
    "704.5b": empty_draw,
    "704.5d": tokens_cease,
    "704.5e": copies_cease,
    "704.5f": zero_toughness,
    "704.5g": lethal_damage,
    "704.5h": deathtouch_damage,
    "704.5i": zero_loyalty,
    "704.5j": legend_rule,
    "704.5m": unattached_auras,
    "704.5p": unattached_nonattachments,
    "704.5q": counter_annihilation,
    "704.6c": commander_damage,
}


def check_sbas(game: "Game") -> bool:
    anything = False
    while True:
        with unchanging(game):  # every state-based action is checked on one and the same game state
            actions = [a for rule, fn in SBAS.items() if game.rules.enabled(rule) for a in fn(game)]
        if not actions:
            return anything
        anything = True
        with together(game):  # performed at once (704.3)
            for act in actions:
                act()
