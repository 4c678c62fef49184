"""Restrictions on a permanent: effects and static abilities that say it can't attack, can't
block, can't be blocked, that its activated abilities can't be activated (detain, CR 701.35a; "enchanted
creature's activated abilities can't be activated") or that it can't become tapped unless it is
being declared as an attacker — and requirements: "attacks each combat if able" (goad, 701.15b).

An effect from a resolved spell or ability is an ``Effect`` of kind ``restriction`` whose data
name what it forbids and the rule that made it (a keyword action's number: the restriction is
gone when that rule is disabled); a static ability is ``restrict {to, attack, block, activate}``.
The declaration of attackers or blockers checks them (508.1c, 509.1b); an ability that is
prohibited can't begin to be activated, mana abilities included (602.5). A creature already
attacking or blocking when a restriction begins stays in combat (506.4a). "Can't become tapped"
beats what directs tapping — a tap effect, a {T} cost (101.2) — but not attacking.
A declaration of attackers must obey as many requirements as it can without breaking a
restriction (508.1d): each able creature under a requirement attacks, and a goaded one attacks
a player other than the goading player when there is one. (A turn in which the player declares
no attack at all is not checked.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from kb.engine import hooks, refs, rule_effects
from kb.engine.characteristics import Effect, chars, matches_filter, statics_in_play
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

ATTACK_RESTRICTIONS, BLOCK_RESTRICTIONS = "508.1c", "509.1b"
ACTIVATION_PROHIBITED = "602.5"
STAYS_IN_COMBAT = "506.4a"
CANT_BEATS_CAN = "101.2"
ATTACK_REQUIREMENTS = "508.1d"
RESTRICTION, REQUIREMENT = "restriction", "requirement"  # the Effect kinds
ACTS = ("attack", "block", "be_blocked", "activate", "tap")
_CHECKED_BY = {
    "attack": ATTACK_RESTRICTIONS,
    "block": BLOCK_RESTRICTIONS,
    "be_blocked": BLOCK_RESTRICTIONS,  # "can't be blocked" restricts the blockers' declaration too
    "activate": ACTIVATION_PROHIBITED,
    "tap": CANT_BEATS_CAN,
}


def forbidden(game: "Game", obj: GameObject, act: str, attacker: GameObject | None = None) -> str | None:
    """Why ``obj`` can't ``act`` (attack, block, activate) right now — the text of the first
    restriction found — or None. Nothing is forbidden when the rule that checks it is disabled.
    A static "can't block creatures with power 2 or greater" names those creatures (``attackers``):
    it forbids blocking ``attacker`` only when that creature matches them as blockers are declared."""
    if not game.rules.enabled(_CHECKED_BY[act]):
        return None
    for eff in game.effects:
        if (
            eff.kind == RESTRICTION
            and act in eff.data["forbids"]
            and eff.applies_to(obj)
            and eff.lasts(game)
            and (eff.data["rule"] is None or game.rules.enabled(eff.data["rule"]))
        ):
            why: str = eff.data["why"]
            return why
    for src, st in statics_in_play(game, "restrict"):
        if not (st.arg(act) and matches_filter(game, obj, st.arg("to"), controller=src.controller, source=src)):
            continue
        only = st.arg("attackers")
        if only is None or attacker is not None and matches_filter(game, attacker, only, controller=src.controller):
            return f"a static ability of {src.label()}"
    return None


ENCHANTED_BY_OTHERS = "303.4c"  # an Aura is illegal where an effect says it can't enchant, too


def enchanting_forbidden(game: "Game", aura: GameObject, obj: GameObject) -> str | None:
    """ "[obj] can't be enchanted by other Auras" (a static ``restrict`` with
    ``enchanted_by_others``): any Aura but the ability's own source is illegal on ``obj``, so the
    state-based action puts it into the graveyard (303.4c, 704.5m)."""
    if not game.rules.enabled(ENCHANTED_BY_OTHERS):
        return None
    for src, st in statics_in_play(game, "restrict"):
        if (
            st.arg("enchanted_by_others")
            and src.oid != aura.oid
            and matches_filter(game, obj, st.arg("to"), controller=src.controller, source=src)
        ):
            return ENCHANTED_BY_OTHERS
    return None


def add_restriction(
    game: "Game", obj: GameObject, *, forbids: tuple[str, ...], rule: str | None, why: str, controller: str, until: str
) -> None:
    """A restriction from a resolving spell or ability (detain). A creature already in combat
    stays there (506.4a); without that rule the restriction would take it out of combat."""
    game.effects.append(
        Effect(
            obj.oid,
            RESTRICTION,
            {"forbids": forbids, "rule": rule, "why": why},
            until=until,
            controller=controller,
            timestamp=game.tick(),
        )
    )
    if game.rules.enabled(STAYS_IN_COMBAT):
        return
    if "attack" in forbids and obj.attacking is not None or "block" in forbids and obj.blocking:
        obj.attacking, obj.blocking = None, []
        game.note(f"    {obj.label()} is removed from combat")


def restrict_effect(ctx: Ctx, eff: EffectDef) -> None:
    """The effect "[what] can't attack / block / become tapped unless declared as an attacker;
    its activated abilities can't be activated" for a duration (default: until end of turn)."""
    forbids = tuple(act for act in ACTS if eff.arg(act))
    until = eff.arg("until", "end_of_turn")
    matcher = rule_effects.not_locked(ctx, eff.arg("what"))
    if matcher is not None:  # "creatures can't attack this turn": later creatures too (611.2c)
        ctx.game.effects.append(
            Effect(
                -1,
                RESTRICTION,
                {"forbids": forbids, "rule": None, "why": f"an effect of {ctx.source.label()}"},
                until=until,
                controller=ctx.controller,
                timestamp=ctx.game.tick(),
                matches=matcher,
            )
        )
        ctx.game.note(f"    whatever matches {eff.arg('what')[1]} can't {', '.join(forbids)} ({until})")
        return
    for obj in refs.objects(ctx, eff.arg("what")):
        ctx.game.note(f"    {obj.label()} can't {', '.join(f.replace('_', ' ') for f in forbids)} ({until})")
        add_restriction(
            ctx.game,
            obj,
            forbids=forbids,
            rule=None,
            why=f"an effect of {ctx.source.label()}",
            controller=ctx.controller,
            until=until,
        )


def add_requirement(
    game: "Game", obj: GameObject, *, rule: str, avoid_player: str | None, why: str, controller: str, until: str
) -> None:
    """ "Attacks each combat if able" (and "a player other than ``avoid_player`` if able")."""
    game.effects.append(
        Effect(
            obj.oid,
            REQUIREMENT,
            {"rule": rule, "avoid": avoid_player, "why": why},
            until=until,
            controller=controller,
            timestamp=game.tick(),
        )
    )


def requirements_on(game: "Game", obj: GameObject) -> list[Effect]:
    return [
        e
        for e in game.effects
        if e.kind == REQUIREMENT and e.applies_to(obj) and e.lasts(game) and game.rules.enabled(e.data["rule"])
    ]


def unmet_attack_requirement(
    game: "Game", player: str, chosen: Sequence[tuple[GameObject, object]], able: Callable[[GameObject], bool]
) -> str | None:
    """Why this declaration of attackers obeys fewer requirements than it could (508.1d), or None.
    ``able(obj)``: the creature could attack at all (untapped, no summoning sickness, no restriction)."""
    if not game.rules.enabled(ATTACK_REQUIREMENTS):
        return None
    declared = {obj.oid: defender for obj, defender in chosen}
    for obj in game.battlefield:
        reqs = requirements_on(game, obj) if obj.controller == player else []
        if not reqs or not chars(game, obj).is_creature():
            continue
        if obj.oid not in declared:
            if able(obj):
                return f"{obj.label()} must attack ({reqs[0].data['why']})"
            continue
        defender = declared[obj.oid]
        attacked = defender.controller if isinstance(defender, GameObject) else defender
        avoid = {e.data["avoid"] for e in reqs}
        if attacked in avoid and [p for p in game.opponents(player) if p not in avoid]:
            return f"{obj.label()} must attack a player other than {', '.join(sorted(a for a in avoid if a))}"
    return None


hooks.register_effect("restrict", restrict_effect)
