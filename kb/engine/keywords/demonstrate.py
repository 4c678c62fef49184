"""Demonstrate (CR 702.144a): when you cast this spell, you may copy it; if you do, choose an
opponent to copy it too. Each copy's controller may choose new targets as it is created (the
opponent knowing the targets of the original and of your copy). Your copy goes on the stack
above the spell, the opponent's above yours, so the opponent's resolves first. If you don't
copy it, nobody does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.definitions import TriggerDef
from kb.engine.effects_stack import copy_spell
from kb.engine.game import Option
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

DEMONSTRATE = "702.144a"


class Demonstrate(KeywordBehaviour):
    name, rule = "demonstrate", DEMONSTRATE

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [
            TriggerDef(
                event="cast_self", params=(("keyword", "demonstrate"),), zones=("stack",), rule=DEMONSTRATE, label="demonstrate"
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        spell_item = item.trigger_event["item"]
        if spell_item not in game.stack:
            game.note("    the spell has left the stack: there is nothing to copy")
            return
        if not game.choose_yes_no(item.controller, f"demonstrate: copy {spell_item.describe()}?"):
            game.note(f"    {item.controller} doesn't copy it, so no opponent copies it either")
            return
        copy_spell(game, spell_item, item.controller)
        opponents = [Option(p, p) for p in game.opponents(item.controller)]
        if not opponents:
            return
        opponent = game.choose(item.controller, "an opponent who also copies the spell", opponents, kind="player")
        copy_spell(game, spell_item, opponent)


register_keyword(Demonstrate())
