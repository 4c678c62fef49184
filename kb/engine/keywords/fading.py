"""Fading N (CR 702.32a): the permanent enters with N fade counters; at the beginning of your
upkeep remove one, and if you can't, sacrifice it. Unlike vanishing the sacrifice isn't triggered
by removing the last counter: the permanent stays one more turn with none."""

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

FADING = "702.32a"


class Fading(KeywordBehaviour):
    name, rule = "fading", FADING

    def entering_counters(self, game: Game, obj: GameObject, inst: KeywordInstance) -> dict[str, int]:
        return {"fade": inst.number} if game.rules.enabled(FADING) and inst.number else {}

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [
            TriggerDef(
                event="upkeep",
                params=(("whose", "you"), ("keyword", "fading")),
                rule=FADING,
                label="fading: remove a fade counter or sacrifice it",
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        obj = game.by_oid(item.source.oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return
        if obj.counters["fade"] > 0:
            remove_counters(game, obj, "fade", 1)
            return
        game.note(f"    {obj.controller} can't remove a fade counter and sacrifices {obj.label()} (fading)")
        move(game, obj, Zone.GRAVEYARD, cause="sacrifice")


register_keyword(Fading())
