"""Flanking (CR 702.25): whenever a creature without flanking blocks this creature, the
blocking creature gets -1/-1 until end of turn (702.25a); each instance triggers separately
(702.25b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import Effect
from kb.engine.definitions import Filter, TriggerDef
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.keyword_instances import triggers_separately
from kb.engine.keyword_table import parse_keyword
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

FLANKING, EACH_INSTANCE = "702.25a", "702.25b"
WITHOUT_FLANKING = Filter((("not_keywords", (parse_keyword("flanking"),)),))


class Flanking(KeywordBehaviour):
    name, rule = "flanking", FLANKING

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        if not triggers_separately(game, obj, inst, EACH_INSTANCE):
            return []  # without 702.25b, several instances would be one ability
        return [
            TriggerDef(
                event="blocked_by",
                params=(("filter", WITHOUT_FLANKING), ("keyword", "flanking")),
                rule=FLANKING,
                label="flanking",
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        blocker = item.trigger_event.get("blocker")
        cur = game.by_oid(blocker.oid) if blocker else None
        if cur is None or cur.zone is not Zone.BATTLEFIELD:
            return
        game.effects.append(
            Effect(cur.oid, "pump", {"power": -1, "toughness": -1}, controller=item.controller, timestamp=game.tick())
        )
        game.note(f"    {cur.label()} gets -1/-1 until end of turn (flanking)")


register_keyword(Flanking())
