"""The Commander variant (CR 903): who may be a commander (with the partner variant Doctor's
companion, CR 702.124m), commander tax (903.8), and commander damage (704.6c, see ``sba``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from kb.engine import dispatch
from kb.engine.characteristics import chars
from kb.engine.errors import IllegalAction
from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game

TAX, COMPANION, PARTNER = "903.8", "702.124m", "702.124h"


def commander_tax(game: "Game", obj: GameObject) -> int:
    """CR 903.8: {2} more for each previous time this commander was cast from the command zone."""
    if not obj.commander or obj.zone is not Zone.COMMAND or not game.rules.enabled(TAX):
        return 0
    return 2 * game.player(obj.owner).commander_casts[obj.handle]


def _is_time_lord_doctor(game: "Game", obj: GameObject) -> bool:
    c = chars(game, obj)
    subtypes = {s.casefold().replace("-", " ") for s in c.subtypes}
    return "legendary" in c.supertypes and c.is_creature() and subtypes == {"time lord", "doctor"} and not c.every_creature_type


def check_commanders(game: "Game", player: str, commanders: Sequence[GameObject]) -> None:
    """One legendary creature, or two whose partner abilities allow it."""
    for obj in commanders:
        c = chars(game, obj)
        if not ("legendary" in c.supertypes and c.is_creature()):
            raise IllegalAction(f"{obj.label()} is not a legendary creature and can't be a commander", code="commander")
    if len(commanders) <= 1:
        return
    if len(commanders) > 2:
        raise IllegalAction(f"{player} can have at most two commanders", code="commander")
    a, b = commanders
    ca, cb = chars(game, a), chars(game, b)
    if ca.has("partner") and cb.has("partner") and game.rules.enabled(PARTNER):
        return
    if dispatch.commander_pair_rule(game, a, b):  # partner abilities of keyword modules ("partner with")
        return
    for companion, other in ((a, b), (b, a)):
        if chars(game, companion).has("doctor's companion") and game.rules.enabled(COMPANION):
            if _is_time_lord_doctor(game, other):
                return
            raise IllegalAction(
                f"{companion.label()} has Doctor's companion, but {other.label()} is not a legendary "
                f"Time Lord Doctor creature with no other creature types",
                rule=COMPANION,
                code="commander",
            )
    raise IllegalAction(f"{a.label()} and {b.label()} have no partner ability that lets both be commanders", code="commander")
