"""Kicker [cost] (CR 702.33): an optional additional cost, paid at most once (702.33a); the
spell is "kicked" if its controller declared it would pay it (702.33d); targets needed only
by the kicked effect are chosen only if the spell is kicked (702.33g, see ``targeting``)."""
from __future__ import annotations

from kb.engine.keywords.base import KeywordBehaviour

KICKER, KICKED, KICKER_TARGETS = "702.33a", "702.33d", "702.33g"


class Kicker(KeywordBehaviour):
    name, rule = "kicker", KICKER

    def additional_cost(self, game, inst):
        return ("kicker", inst.cost, KICKER) if game.rules.enabled(KICKER) else None


def is_kicked(game, item) -> bool:
    """A spell (or a permanent's ETB ability, via the spell that became it) is kicked."""
    if item is None or not game.rules.enabled(KICKED):
        return False
    if item.spell is not None:
        return "kicker" in item.spell.additional
    return item.source.oid in game.kicked_permanents


def permanent_kicked(game, obj) -> bool:
    """A permanent whose spell was kicked (for "if it was kicked, it enters with ...")."""
    return obj is not None and game.rules.enabled(KICKED) and obj.oid in game.kicked_permanents


BEHAVIOUR = Kicker()
