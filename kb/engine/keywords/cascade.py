"""Cascade (CR 702.85a): when you cast the spell, exile cards from the top of your library
until you exile a nonland card with lesser mana value; you may cast it without paying its
mana cost if the resulting spell's mana value is also less; then put the exiled cards that
weren't cast on the bottom of your library in a random order (seeded, so checks repeat).
A spell with several instances of cascade has that many triggers (702.85c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.casting import cast_during_resolution
from kb.engine.characteristics import chars, mana_value
from kb.engine.definitions import TriggerDef
from kb.engine.hooks import CastOption, KeywordBehaviour, register_keyword
from kb.engine.keyword_instances import triggers_separately
from kb.engine.objects import Zone
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

CASCADE, EACH_INSTANCE = "702.85a", "702.85c"


class Cascade(KeywordBehaviour):
    name, rule = "cascade", CASCADE

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        if not triggers_separately(game, obj, inst, EACH_INSTANCE):
            return []  # without 702.85c, several instances would be one ability
        return [TriggerDef(event="cast_self", params=(("keyword", "cascade"),), zones=("stack",), rule=CASCADE, label="cascade")]

    def resolve(self, game: Game, item: StackItem) -> None:
        spell = item.trigger_event["item"]
        limit = chars(game, spell.source).mana_value(spell.spell.x if spell.spell else 0)
        player = item.controller
        library = game.player(player).library
        exiled, hit = [], None
        while library:
            card = move(game, library[0], Zone.EXILE, cause="cascade")
            exiled.append(card)
            c = chars(game, card)
            if "land" not in c.types and c.mana_value() < limit:
                hit = card
                break
        game.note(f"    cascade (mana value below {limit}) exiles {', '.join(o.label() for o in exiled) or 'nothing'}")
        cast = False
        if hit is not None and mana_value(game, hit) < limit:
            # the resulting spell's mana value must be less too (an Adventure or a half may cost more)
            option = CastOption("cascade", None, CASCADE, ignore_timing=True, below_mana_value=limit)
            cast = cast_during_resolution(game, player, hit, option, why="cascade") is not None
        rest = [o for o in exiled if not (cast and o is hit)]
        game.rng.shuffle(rest)
        for obj in rest:
            move(game, obj, Zone.LIBRARY, cause="cascade", to_bottom=True, quiet=True)
        if rest:
            game.note(f"    {len(rest)} card(s) go to the bottom of {player}'s library in a random order")


register_keyword(Cascade())
