"""Simple combat (CR 506–511): declaring attackers and blockers with their restrictions,
first-strike and regular combat damage, removal from combat, end of combat.

An attacker blocked by several creatures divides its damage as its controller scripts it
(510.1c); unscripted, it assigns lethal damage to each blocker in the order they were declared,
the rest to the last one (to the player with trample). A blocker blocking several attackers
divides its damage as its controller scripts it (510.1d), which is never left to a default
(``combat_division``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import dispatch, restrictions
from kb.engine.characteristics import Effect, chars, matches_filter, statics_in_play
from kb.engine.combat_division import attacker_assignment, blocker_assignment
from kb.engine.errors import IllegalAction
from kb.engine.life_gain import gain_life
from kb.engine.objects import GameObject, Zone
from kb.engine.phasing import refuse_if_phased_out
from kb.engine.prevention import damage_left
from kb.engine.redirection import redirected, sacrificed_instead
from kb.engine.tapping import tap_permanent

if TYPE_CHECKING:
    from kb.engine.game import Game

SICKNESS, DAMAGE = "302.6", "510.1"
DAMAGE_IS_POWER = "510.1a"  # each attacking and blocking creature assigns combat damage equal to its power
STAYS_BLOCKED = "509.1h"  # an attacker with blockers declared stays blocked even if they leave
PW_DAMAGE, ATTACK_PW = "120.3c", "508.1b"  # damage to a planeswalker removes loyalty; attacking one
PW_LOYALTY_LOSS = "306.8"  # the planeswalker section's own statement of 120.3c: both must be in force
UNBLOCKED_TRIGGERS = "509.3g"  # "attacks and isn't blocked" triggers when no blockers are declared for it
ATTACK_TRIGGERS = "508.3a"  # "whenever [a creature] attacks" triggers as it is declared an attacker
EXERT = "701.43a"  # exerting: the permanent doesn't untap during its controller's next untap step
INSTEAD = "614.1a"  # an "instead" effect replaces how damage changes a life total
DAMAGE_LOSES_LIFE = "120.3a"  # damage dealt to a player causes that player to lose that much life
ONE_ATTACKER_EACH = "509.1a"  # a blocker blocks one attacker, more where an effect says it can
DEFENDING_PLAYER = "506.2"  # only the player an attacker attacks (or whose planeswalker it attacks) blocks it
TAP_ATTACKERS = "508.1f"  # declared attackers become tapped (vigilance excepted)


def _kw(game: "Game", obj: GameObject, name: str, rule: str) -> bool:
    return game.rules.enabled(rule) and chars(game, obj).has(name)


HASTE_ATTACKS, HASTE_TAPS = "702.10b", "702.10c"  # haste lets it attack; lets it use {T} abilities
# deathtouch: any damage it deals to a creature is lethal (the SBA 704.5h reads the mark); when its
# combat damage is assigned, 1 counts as lethal — so a trampler assigns the rest to the player
DEATHTOUCH_DESTROYS, DEATHTOUCH_LETHAL = "702.2b", "702.2c"


def summoning_sick(game: "Game", obj: GameObject, haste_rule: str = HASTE_TAPS) -> bool:
    """CR 302.6: a creature can't attack or use {T} unless controlled since the turn began;
    ``haste_rule`` is the part of haste that lifts this for the use asked about."""
    if not game.rules.enabled(SICKNESS) or obj.sick_free or not chars(game, obj).is_creature():
        return False
    return not (_kw(game, obj, "haste", "702.10") and game.rules.enabled(haste_rule))


def any_attackers(game: "Game") -> bool:
    return any(o.attacking for o in game.battlefield)


def attackers(game: "Game") -> list[GameObject]:
    return [o for o in game.battlefield if o.attacking]


def declare_attackers_step(game: "Game") -> None:
    pending, game.pending_attack = game.pending_attack, None
    if not pending:
        return
    player, chosen, *more = pending
    exerting = set(more[0]) if more else set()  # oids exerted as they attack (an optional attack cost)
    declared = []
    for obj, defender in chosen:
        if game.rules.enabled(TAP_ATTACKERS) and not _kw(game, obj, "vigilance", "702.20b"):
            tap_permanent(game, obj)
        if isinstance(defender, GameObject):  # a planeswalker: its controller is the defending player
            obj.attacking, obj.attacking_pw = defender.controller, defender.oid
        else:
            obj.attacking = defender
        declared.append(obj)
        what = defender.label() if isinstance(defender, GameObject) else defender
        game.note(f"    {player} attacks {what} with {obj.label()}")
    for obj in declared:
        if obj.oid in exerting:
            exert(game, player, obj)
    for obj in declared if game.rules.enabled(ATTACK_TRIGGERS) else ():
        game.emit("attacks", object=obj, defender=obj.attacking, player=player)
    game.emit("declared_attackers", player=player)


def may_exert(game: "Game", obj: GameObject) -> bool:
    """CR 701.43d: a creature may be exerted as it attacks only if an ability says so."""
    return game.rules.enabled(EXERT) and any(st.op == "may_exert" for st in chars(game, obj).card.statics)


def exert(game: "Game", player: str, obj: GameObject) -> None:
    """CR 701.43a: an exerted permanent doesn't untap during its controller's next untap step;
    "when you exert" abilities trigger on this, and on nothing else that keeps a permanent tapped."""
    keep_tapped(game, obj, player)
    game.note(f"    {player} exerts {obj.label()}")
    game.emit("exerted", object=obj, player=player)


def keep_tapped(game: "Game", obj: GameObject, player: str) -> None:
    """ "It doesn't untap during its controller's next untap step" (exerting, or an effect saying so)."""
    game.effects.append(Effect(obj.oid, "no_untap", until="next_untap", controller=player, timestamp=game.tick()))


def validate_attack(game: "Game", player: str, chosen: list[tuple[GameObject, str]]) -> None:
    for obj, defender in chosen:
        refuse_if_phased_out(game, obj, "attack", "attack")
        c = chars(game, obj)
        if obj.zone is not Zone.BATTLEFIELD or obj.controller != player or not c.is_creature():
            raise IllegalAction(f"{obj.label()} is not a creature {player} controls", code="attack")
        if obj.tapped:
            raise IllegalAction(f"{obj.label()} is tapped and can't attack", code="attack")
        if summoning_sick(game, obj, HASTE_ATTACKS):
            raise IllegalAction(f"{obj.label()} has summoning sickness", rule=SICKNESS, code="attack")
        rule = dispatch.attack_forbidden(game, obj)
        if rule:
            raise IllegalAction(f"{obj.label()} can't attack", rule=rule, code="attack")
        why = restrictions.forbidden(game, obj, "attack")  # "can't attack" effects (508.1c)
        if why:
            raise IllegalAction(f"{obj.label()} can't attack ({why})", rule=restrictions.ATTACK_RESTRICTIONS, code="attack")
        if isinstance(defender, GameObject):
            if not game.rules.enabled(ATTACK_PW):
                raise IllegalAction(f"{obj.label()} can't attack a planeswalker", rule=ATTACK_PW, code="attack")
            if (
                defender.zone is not Zone.BATTLEFIELD
                or "planeswalker" not in chars(game, defender).types
                or defender.controller not in game.opponents(player)
            ):
                raise IllegalAction(
                    f"{obj.label()} can attack only an opponent or a planeswalker an opponent controls, not {defender.label()}",
                    rule=ATTACK_PW,
                    code="attack",
                )
        elif defender == player or defender not in game.opponents(player):
            raise IllegalAction(f"{obj.label()} can't attack {defender}", code="attack")
    unmet = restrictions.unmet_attack_requirement(game, player, chosen, lambda o: _could_attack(game, o))
    if unmet:  # "attacks each combat if able" (508.1d)
        raise IllegalAction(unmet, rule=restrictions.ATTACK_REQUIREMENTS, code="attack")


def _could_attack(game: "Game", obj: GameObject) -> bool:
    return (
        obj.zone is Zone.BATTLEFIELD
        and not obj.tapped
        and not summoning_sick(game, obj, HASTE_ATTACKS)
        and not dispatch.attack_forbidden(game, obj)
        and not restrictions.forbidden(game, obj, "attack")
    )


def declare_blockers_step(game: "Game") -> None:
    pending, game.pending_blocks = game.pending_blocks, None
    _declare_blocks(game, pending or [])
    if game.rules.enabled(UNBLOCKED_TRIGGERS):  # "whenever [it] attacks and isn't blocked" (509.3g)
        for attacker in attackers(game):
            if not attacker.blocked:
                game.emit("attacks_unblocked", object=attacker)


def _declare_blocks(game: "Game", pending: list[tuple[GameObject, GameObject]]) -> None:
    for blocker, attacker in pending:
        blocker.blocking = [*blocker.blocking, attacker.oid]
        game.note(f"    {blocker.controller} blocks {attacker.label()} with {blocker.label()}")
    for blocker, attacker in pending:
        game.emit("blocks", object=blocker, attacker=attacker)
    for attacker in {a.oid: a for _, a in pending}.values():
        attacker.blocked = True
        game.emit("becomes_blocked", object=attacker)
    for blocker, attacker in pending:
        game.emit("blocked_by", object=attacker, blocker=blocker)


def validate_blocks(game: "Game", pairs: list[tuple[GameObject, GameObject]]) -> None:
    count: dict[int, int] = {}
    for blocker, attacker in pairs:
        refuse_if_phased_out(game, blocker, "block", "block")
        bc = chars(game, blocker)
        if blocker.zone is not Zone.BATTLEFIELD or not bc.is_creature():
            raise IllegalAction(f"{blocker.label()} is not a creature on the battlefield", code="block")
        if blocker.tapped:
            raise IllegalAction(f"{blocker.label()} is tapped and can't block", code="block")
        if not attacker.attacking:
            raise IllegalAction(f"{attacker.label()} is not attacking", code="block")
        if attacker.attacking != blocker.controller and game.rules.enabled(DEFENDING_PLAYER):
            raise IllegalAction(f"{attacker.label()} is not attacking {blocker.controller}", rule=DEFENDING_PLAYER, code="block")
        why = restrictions.forbidden(game, blocker, "block", attacker)  # "can't block [creatures with ...]" (509.1b)
        if why:
            raise IllegalAction(f"{blocker.label()} can't block ({why})", rule=restrictions.BLOCK_RESTRICTIONS, code="block")
        why = restrictions.forbidden(game, attacker, "be_blocked")  # "can't be blocked" effects (509.1b)
        if why:
            raise IllegalAction(
                f"{attacker.label()} can't be blocked ({why})", rule=restrictions.BLOCK_RESTRICTIONS, code="block"
            )
        rule = dispatch.block_forbidden(game, attacker, blocker)  # flying, shadow, protection
        if rule:
            raise IllegalAction(f"{blocker.label()} can't block {attacker.label()}", rule=rule, code="block")
        count[attacker.oid] = count.get(attacker.oid, 0) + 1
    for _blocker, attacker in pairs:
        need, rule = dispatch.min_blockers(game, attacker)  # menace
        if count[attacker.oid] < need:
            raise IllegalAction(
                f"{attacker.label()} can't be blocked except by {need} or more creatures", rule=rule, code="block"
            )
    if game.rules.enabled(ONE_ATTACKER_EACH):
        for blocker in {b.oid: b for b, _ in pairs}.values():
            blocked = sum(1 for b, _ in pairs if b.oid == blocker.oid)
            allowed = 1 + _additional_blocks(game, blocker)
            if blocked > allowed:
                raise IllegalAction(
                    f"{blocker.label()} can block {allowed} attacker(s), not {blocked}", rule=ONE_ATTACKER_EACH, code="block"
                )


def _additional_blocks(game: "Game", blocker: GameObject) -> int:
    """How many more attackers the statics "can block an additional creature each combat" let
    ``blocker`` block: each such ability adds its own."""
    return sum(
        int(st.arg("amount", 1))
        for src, st in statics_in_play(game, "block_additional")
        if matches_filter(game, blocker, st.arg("to"), controller=src.controller, source=src)
    )


def needs_first_strike_step(game: "Game") -> bool:
    return any(_strikes_first(game, o) for o in game.battlefield if o.attacking or o.blocking)


def _strikes_first(game: "Game", obj: GameObject) -> bool:
    return _kw(game, obj, "first strike", "702.7b") or _kw(game, obj, "double strike", "702.4b")


def _deals_now(game: "Game", obj: GameObject, first_strike: bool) -> bool:
    if first_strike:
        return _strikes_first(game, obj)
    if obj.oid in game.combat_steps_done:
        return _kw(game, obj, "double strike", "702.4b")
    return True


def _combat_power(game: "Game", obj: GameObject) -> int:
    """The combat damage a creature assigns: its power (none if that is 0 or less); without
    510.1a no rule would name an amount, and it would assign none."""
    return max(0, chars(game, obj).power or 0) if game.rules.enabled(DAMAGE_IS_POWER) else 0


def combat_damage(game: "Game", first_strike: bool) -> None:
    """CR 510.1–2: every attacking and blocking creature assigns its damage; all is dealt at once."""
    if not game.rules.enabled(DAMAGE):
        return
    assignments: list[tuple[GameObject, tuple[Any, ...], int]] = []
    for atk in attackers(game):
        if not _deals_now(game, atk, first_strike):
            continue
        power = _combat_power(game, atk)
        blockers = [b for b in game.battlefield if atk.oid in b.blocking]
        blocked = atk.blocked if game.rules.enabled(STAYS_BLOCKED) else bool(blockers)
        if not blocked:
            assignments.append((atk, _attacked(atk), power))
            continue
        trample = _kw(game, atk, "trample", "702.19b")
        deathtouch = _kw(game, atk, "deathtouch", DEATHTOUCH_LETHAL)

        def lethal_to(b: GameObject, deathtouch: bool = deathtouch) -> int:
            return 1 if deathtouch else max(0, (chars(game, b).toughness or 0) - b.damage)

        chosen = attacker_assignment(game, atk, blockers, power, _attacked(atk) if trample else None, lethal_to)
        if chosen is not None:  # the attacker's controller divided it (510.1c)
            assignments += [(atk, recipient, amount) for recipient, amount in chosen]
            continue
        for i, b in enumerate(blockers):
            lethal = lethal_to(b)
            give = power if (i == len(blockers) - 1 and not trample) else min(power, lethal)
            if give:
                assignments.append((atk, ("object", b.oid), give))
            power -= give
        if power > 0 and trample:
            assignments.append((atk, _attacked(atk), power))
    for blk in [o for o in game.battlefield if o.blocking]:
        if not _deals_now(game, blk, first_strike):
            continue
        power = _combat_power(game, blk)
        for target, amount in blocker_assignment(game, blk, power):  # divided among several (510.1d)
            assignments.append((blk, ("object", target.oid), amount))
    if first_strike:
        game.combat_steps_done |= {src.oid for src, _, _ in assignments}
    dealt: dict[int, tuple[GameObject, int]] = {}
    for src, recipient, amount in assignments:
        n = deal_damage(game, src, recipient, amount, combat=True, gain=False)
        dealt[src.oid] = (src, dealt.get(src.oid, (src, 0))[1] + n)
    for src, total in dealt.values():  # all of a source's combat damage is dealt at once: one gain
        lifelink(game, src, total)


def _attacked(atk: GameObject) -> tuple[Any, ...]:
    """What an unblocked attacker deals its damage to: the player, or the planeswalker it attacks
    (which, if it has left the battlefield, takes none: ``deal_damage`` skips it)."""
    return ("object", atk.attacking_pw) if atk.attacking_pw is not None else ("player", atk.attacking)


def deal_damage(
    game: "Game", src: GameObject, target: tuple[Any, ...], amount: int, combat: bool = False, *, gain: bool = True
) -> int:
    """Deal ``amount`` damage from ``src``; the damage actually dealt is returned. ``gain=False``
    leaves lifelink to the caller, which deals more damage from the same source at the same time."""
    if amount <= 0:
        return 0
    # redirection first (614.9)
    dealt = sum(_deal(game, src, recipient, part, combat) for recipient, part in redirected(game, src, target, amount, combat))
    if gain:
        lifelink(game, src, dealt)
    return dealt


def lifelink(game: "Game", src: GameObject, dealt: int) -> None:
    """CR 702.15b: damage dealt by a source with lifelink makes its controller gain that much life —
    one life-gain event for all the damage it deals at once (119.9)."""
    if _kw(game, src, "lifelink", "702.15"):
        gain_life(game, src.controller, dealt, src)


def _deal(game: "Game", src: GameObject, target: tuple[Any, ...], amount: int, combat: bool) -> int:
    if amount <= 0:
        return 0
    if target[0] == "player":
        p = game.player(target[1])
        amount = damage_left(game, src, p.name, amount, combat)
        if amount <= 0:
            return 0  # all of it prevented: never dealt (615.6), no lifelink
        if game.rules.enabled(DAMAGE_LOSES_LIFE):  # without 120.3a the damage is dealt but costs no life
            p.lose_life(p.life - _life_after_damage(game, p.name, p.life, amount))
        game.note(f"    {src.label()} deals {amount} damage to {p.name} (life {p.life})")
        if combat and src.commander:
            p.commander_damage[src.handle] += amount
        game.emit("damage_player", object=src, player=p.name, amount=amount, combat=combat)
        if combat:
            game.emit("combat_damage_player", object=src, player=p.name, amount=amount)
    else:
        obj = game.by_oid(target[1])
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return 0
        prevented = dispatch.damage_prevented(game, obj, src)
        if prevented:
            game.note(f"    {amount} damage from {src.label()} to {obj.label()} is prevented ({prevented})")
            return 0
        amount = damage_left(game, src, obj, amount, combat)
        if amount <= 0 or sacrificed_instead(game, obj, amount):  # "sacrifice that many permanents instead"
            return 0
        c = chars(game, obj)
        loyalty_loss = game.rules.enabled(PW_DAMAGE) and game.rules.enabled(PW_LOYALTY_LOSS)
        if "planeswalker" in c.types and loyalty_loss:
            # damage to a planeswalker removes that many loyalty counters (a creature too keeps it as damage)
            obj.counters["loyalty"] = max(0, obj.counters["loyalty"] - amount)
        if c.is_creature() or not loyalty_loss:
            obj.damage += amount
        if _kw(game, src, "deathtouch", DEATHTOUCH_DESTROYS):
            obj.deathtouch_damaged = True
        game.damaged_this_turn.add((src.oid, obj.oid))
        if c.is_creature():
            game.emit("damage_to_creature", object=src, recipient=obj, amount=amount, combat=combat)
        game.note(
            f"    {src.label()} deals {amount} damage to {obj.label()}"
            + (f" (loyalty {obj.counters['loyalty']})" if "planeswalker" in c.types else "")
        )
    return amount


def _life_after_damage(game: "Game", player: str, life: int, amount: int) -> int:
    """Damage lowers a life total; a replacement effect ("damage that would reduce your life total
    to less than 1 reduces it to 1 instead", CR 614.1a) changes the result, not the damage dealt:
    lifelink and "was dealt damage" still see the full amount, and damage that can't be prevented
    is replaced all the same."""
    after = life - amount
    if not game.rules.enabled(INSTEAD):
        return after
    for src, st in statics_in_play(game, "life_floor"):
        if src.controller == player and after < st.arg("min", 1):
            floor = min(life, st.arg("min", 1))  # never raises a life total already below the floor
            game.note(f"    {src.label()}: the damage reduces {player}'s life total to {floor} instead ({INSTEAD})")
            after = max(after, floor)
    return after
