"""Restrictions on a permanent: effects and static abilities that say it can't attack, can't
block, or that its activated abilities can't be activated (detain, CR 701.35a; "enchanted
creature's activated abilities can't be activated").

An effect from a resolved spell or ability is an ``Effect`` of kind ``restriction`` whose data
name what it forbids and the rule that made it (a keyword action's number: the restriction is
gone when that rule is disabled); a static ability is ``restrict {to, attack, block, activate}``.
The declaration of attackers or blockers checks them (508.1c, 509.1b); an ability that is
prohibited can't begin to be activated, mana abilities included (602.5). A creature already
attacking or blocking when a restriction begins stays in combat (506.4a)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import Effect, matches_filter, statics_in_play
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game

ATTACK_RESTRICTIONS, BLOCK_RESTRICTIONS = "508.1c", "509.1b"
ACTIVATION_PROHIBITED = "602.5"
STAYS_IN_COMBAT = "506.4a"
RESTRICTION = "restriction"  # the Effect kind
ACTS = ("attack", "block", "activate")
_CHECKED_BY = {"attack": ATTACK_RESTRICTIONS, "block": BLOCK_RESTRICTIONS, "activate": ACTIVATION_PROHIBITED}


def forbidden(game: "Game", obj: GameObject, act: str) -> str | None:
    """Why ``obj`` can't ``act`` (attack, block, activate) right now — the text of the first
    restriction found — or None. Nothing is forbidden when the rule that checks it is disabled."""
    if not game.rules.enabled(_CHECKED_BY[act]):
        return None
    for eff in game.effects:
        if eff.kind == RESTRICTION and act in eff.data["forbids"] and eff.applies_to(obj) and eff.lasts(game) \
                and game.rules.enabled(eff.data["rule"]):
            return eff.data["why"]
    for src, st in statics_in_play(game, "restrict"):
        if st.arg(act) and matches_filter(game, obj, st.arg("to"), controller=src.controller, source=src):
            return f"a static ability of {src.label()}"
    return None


def add_restriction(game: "Game", obj: GameObject, *, forbids: tuple[str, ...], rule: str, why: str,
                    controller: str, until: str) -> None:
    """A restriction from a resolving spell or ability (detain). A creature already in combat
    stays there (506.4a); without that rule the restriction would take it out of combat."""
    game.effects.append(Effect(obj.oid, RESTRICTION, {"forbids": forbids, "rule": rule, "why": why},
                               until=until, controller=controller, timestamp=game.tick()))
    if game.rules.enabled(STAYS_IN_COMBAT):
        return
    if "attack" in forbids and obj.attacking is not None or "block" in forbids and obj.blocking:
        obj.attacking, obj.blocking = None, []
        game.note(f"    {obj.label()} is removed from combat")
