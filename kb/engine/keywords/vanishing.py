"""Vanishing N (CR 702.63a): the permanent enters with N time counters; at the beginning of
your upkeep remove one; when the last is removed, sacrifice it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.definitions import TriggerDef
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.objects import Zone
from kb.engine.zones import move, remove_counters

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

VANISHING = "702.63a"


class Vanishing(KeywordBehaviour):
    name, rule = "vanishing", VANISHING

    def entering_counters(self, game: Game, obj: GameObject, inst: KeywordInstance) -> dict[str, int]:
        return {"time": inst.number} if game.rules.enabled(VANISHING) and inst.number else {}

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [
            TriggerDef(
                event="upkeep",
                params=(("whose", "you"), ("keyword", "vanishing"), ("part", "upkeep")),
                rule=VANISHING,
                label="vanishing: remove a time counter",
            ),
            TriggerDef(
                event="counter_removed",
                params=(("kind", "time"), ("last", True), ("keyword", "vanishing"), ("part", "sacrifice")),
                rule=VANISHING,
                label="vanishing: sacrifice it",
            ),
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        obj = game.by_oid(item.source.oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return
        if item.data["trigger"].param("part") == "upkeep":
            remove_counters(game, obj, "time", 1)
        else:
            game.note(f"    {obj.controller} sacrifices {obj.label()} (vanishing)")
            move(game, obj, Zone.GRAVEYARD, cause="sacrifice")


register_keyword(Vanishing())
