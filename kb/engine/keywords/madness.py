"""Madness [cost] (CR 702.35a): if the card would be discarded, its owner may exile it
instead; when it is exiled this way, the owner may cast it by paying the madness cost —
during that trigger's resolution — or else puts it into the graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.casting import cast_during_resolution
from kb.engine.characteristics import chars
from kb.engine.definitions import TriggerDef
from kb.engine.hooks import CastOption, KeywordBehaviour, register_keyword, register_move_replacement
from kb.engine.objects import Zone
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

MADNESS = "702.35a"


class Madness(KeywordBehaviour):
    name, rule = "madness", MADNESS

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [
            TriggerDef(
                event="_madness",
                params=(("keyword", "madness"),),
                zones=("exile",),
                rule=MADNESS,
                label="madness: cast it or put it into the graveyard",
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        obj = game.by_oid(item.source.oid)
        if obj is None or obj.zone is not Zone.EXILE:
            return
        inst = chars(game, obj).instances("madness")
        cost = inst[0].cost if inst else None
        option = CastOption("madness", cost, MADNESS, ignore_timing=True)
        if cost is None or cast_during_resolution(game, obj.owner, obj, option, why="madness") is None:
            move(game, obj, Zone.GRAVEYARD, cause="madness")


def replace_move(game: Game, obj: GameObject, to: Zone, cause: str, item: StackItem | None) -> Zone | None:
    if cause != "discard" or obj.zone is not Zone.HAND or to is not Zone.GRAVEYARD:
        return None
    if not game.rules.enabled(MADNESS) or not chars(game, obj).has("madness"):
        return None
    if game.choose_yes_no(obj.owner, f"exile {obj.label()} with madness instead of putting it into the graveyard?"):
        return Zone.EXILE
    return None


register_keyword(Madness())
register_move_replacement(MADNESS, replace_move)
