"""Storm (CR 702.40a): when you cast the spell, copy it for each other spell cast before it
this turn. The copies are put on the stack, not cast (CR 707.10): they don't count for a
later storm and don't trigger anything that looks for cast spells. A spell with several
instances of storm has that many triggers (702.40b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.definitions import TriggerDef
from kb.engine.effects_stack import copy_spell
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.keyword_instances import triggers_separately

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

STORM, EACH_INSTANCE = "702.40a", "702.40b"


class Storm(KeywordBehaviour):
    name, rule = "storm", STORM

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        if not triggers_separately(game, obj, inst, EACH_INSTANCE):
            return []  # without 702.40b, several instances would be one ability
        return [TriggerDef(event="cast_self", params=(("keyword", "storm"),), zones=("stack",), rule=STORM, label="storm")]

    def resolve(self, game: Game, item: StackItem) -> None:
        spell_item = item.trigger_event["item"]
        # the spell's place among the spells cast this turn, by any player (copies aren't cast)
        count = spell_item.spell.order - 1
        game.note(f"    storm count {count}: {count} cop{'y' if count == 1 else 'ies'}")
        for _ in range(count):
            copy_spell(game, spell_item, item.controller)


register_keyword(Storm())
