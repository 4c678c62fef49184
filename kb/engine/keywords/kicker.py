"""Kicker [cost] (CR 702.33): an optional additional cost, paid at most once (702.33a);
multikicker [cost] may be paid any number of times (702.33c); the spell is "kicked" if its
controller declared it would pay a kicker cost, and with multikicker it is kicked once per
payment (702.33d); targets needed only by the kicked effect are chosen only if the spell is
kicked (702.33g, see ``targeting``)."""
from __future__ import annotations

from kb.engine.keywords.base import KeywordBehaviour

KICKER, MULTIKICKER, KICKED, LINKED_KICKER, KICKER_TARGETS = "702.33a", "702.33c", "702.33d", "702.33f", "702.33g"
KICKER_COSTS = ("kicker", "multikicker")  # names of the additional costs that make a spell kicked


class Kicker(KeywordBehaviour):
    name, rule = "kicker", KICKER

    def additional_cost(self, game, inst):
        return ("kicker", inst.cost, KICKER) if game.rules.enabled(KICKER) else None


class Multikicker(KeywordBehaviour):
    """A kicker cost that may be paid any number of times (``casting.choose_costs`` allows repeats)."""

    name, rule = "multikicker", MULTIKICKER

    def additional_cost(self, game, inst):
        return ("multikicker", inst.cost, MULTIKICKER) if game.rules.enabled(MULTIKICKER) else None


def times_kicked(game, item) -> int:
    """How many kicker costs a spell's controller declared (0 when CR 702.33d is disabled)."""
    if item is None or item.spell is None or not game.rules.enabled(KICKED):
        return 0
    return len(kicker_payments(item.spell.additional))


def kicker_payments(additional) -> tuple[str, ...]:
    """The kicker payments among a spell's additional costs ("kicker", "kicker#2", "multikicker", ...)."""
    return tuple(a for a in additional if a.split("#")[0] in KICKER_COSTS)


def kicked_with(game, item, obj, n: int) -> bool:
    """"If it was kicked with its [n-th] kicker" (CR 702.33f): the ability is linked to that kicker
    cost only. Without the rule it can't tell the kicker costs apart: any kick counts."""
    paid = kicker_payments(item.spell.additional) if item is not None and item.spell is not None \
        else game.kicked_permanents.get(obj.oid, ()) if obj is not None else ()
    if not game.rules.enabled(KICKED) or not paid:
        return False
    if not game.rules.enabled(LINKED_KICKER):
        return True
    return ("kicker" if n == 1 else f"kicker#{n}") in paid


def is_kicked(game, item) -> bool:
    """A spell (or a permanent's ETB ability, via the spell that became it) is kicked."""
    if item is None or not game.rules.enabled(KICKED):
        return False
    if item.spell is not None:
        return times_kicked(game, item) > 0
    return item.source.oid in game.kicked_permanents


def permanent_kicked(game, obj) -> bool:
    """A permanent whose spell was kicked (for "if it was kicked, it enters with ...")."""
    return obj is not None and game.rules.enabled(KICKED) and obj.oid in game.kicked_permanents


def permanent_times_kicked(game, obj) -> int:
    """How many times the spell that became this permanent was kicked (multikicker counts)."""
    if obj is None or not game.rules.enabled(KICKED):
        return 0
    return len(game.kicked_permanents.get(obj.oid, ()))


BEHAVIOURS = {"kicker": Kicker(), "multikicker": Multikicker()}
BEHAVIOUR = BEHAVIOURS["kicker"]
