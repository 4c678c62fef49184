"""Effects between objects and players: attaching an Aura or Equipment (701.3), two creatures
fighting (701.14), a player winning the game (104.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import dispatch, refs
from kb.engine.characteristics import chars
from kb.engine.combat import deal_damage
from kb.engine.definitions import EffectDef
from kb.engine.objects import Zone
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject


FIGHT = "701.14a"
WIN = "104.2b"


def win_game(ctx: Ctx, eff: EffectDef) -> None:
    """CR 104.2b: an effect may say that a player wins the game; the game ends at once (104.1),
    so every other player still in it is out — in a two-player game, the opponent has lost."""
    game = ctx.game
    if not game.rules.enabled(WIN):
        return
    for who in refs.players(ctx, eff.arg("who", "you"))[:1]:
        game.note(f"    {who} wins the game ({WIN})")
        for p in game.players:
            if p.name != who and not p.lost:
                p.lost = True


ATTACH, EQUIPMENT_CREATURE = "701.3a", "301.5c"


def attach(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.3a: attach an Equipment (or Aura) to a permanent; 701.3b: if it can't be attached
    there, it doesn't move. 301.5c: an Equipment that's also a creature can't equip a creature
    (unless it has reconfigure, a keyword the format doesn't have), and an Equipment equips only
    creatures."""
    game = ctx.game
    if not game.rules.enabled(ATTACH):
        return
    hosts = [h for h in refs.objects(ctx, eff.arg("to")) if h.zone is Zone.BATTLEFIELD]
    for obj in refs.objects(ctx, eff.arg("what")):
        host = hosts[0] if hosts else None
        why = "its new place is gone" if host is None or host.oid == obj.oid else _attach_refusal(game, obj, host)
        if why or host is None:
            game.note(f"    {obj.label()} isn't attached: {why}; it doesn't move (701.3b)")
            continue
        obj.attached_to = host.oid
        game.note(f"    {obj.label()} is attached to {host.label()}")


def _attach_refusal(game: Game, obj: GameObject, host: GameObject) -> str | None:
    """Why ``obj`` can't be attached to ``host``, if so."""
    c = chars(game, obj)
    subtypes = {s.casefold() for s in c.subtypes}
    if "equipment" in subtypes and game.rules.enabled(EQUIPMENT_CREATURE):
        if c.is_creature():
            return f"it is a creature, and an Equipment that's a creature can't equip ({EQUIPMENT_CREATURE})"
        if not chars(game, host).is_creature():
            return f"an Equipment equips only creatures ({EQUIPMENT_CREATURE})"
    if "equipment" not in subtypes or "aura" in subtypes:
        # an Aura's enchant ability and the host's protection; an Aura that is also an Equipment
        # must be able to enchant its new host too
        rule = dispatch.attachment_forbidden(game, obj, host)
        return f"it can't enchant {host.label()} ({rule})" if rule else None
    return None


def fight(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.14a: each of two creatures deals damage equal to its power to the other, at once;
    701.14b: if either is no longer on the battlefield (or no creature), no damage is dealt."""
    game = ctx.game
    if not game.rules.enabled(FIGHT):
        return
    one, other = refs.objects(ctx, eff.arg("what")), refs.objects(ctx, eff.arg("other"))
    pair = [o for o in (one[:1] + other[:1]) if o.zone is Zone.BATTLEFIELD and chars(game, o).is_creature()]
    if len(pair) < 2:
        game.note("    a creature to fight is gone: no damage is dealt (701.14b)")
        return
    (a, b), powers = pair, [max(0, chars(game, o).power or 0) for o in pair]
    game.note(f"    {a.label()} fights {b.label()}")
    deal_damage(game, a, ("object", b.oid), powers[0])
    deal_damage(game, b, ("object", a.oid), powers[1])
