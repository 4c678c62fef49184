"""Flash (CR 702.8a): cast the card any time you could cast an instant — also when an effect
lets you cast spells "as though they had flash" (e.g. Sally Sparrow, Teferi)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import matches_filter, statics_in_play
from kb.engine.hooks import KeywordBehaviour, register_keyword, register_timing_permission

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

FLASH = "702.8a"


class Flash(KeywordBehaviour):
    name, rule = "flash", FLASH

    def has_timing_permission(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> bool:
        return game.rules.enabled(FLASH)


def as_though_it_had_flash(game: Game, player: str, obj: GameObject) -> bool:
    """Effects that let a player cast spells as though they had flash."""
    if not game.rules.enabled(FLASH):
        return False
    for src, st in statics_in_play(game, "flash_for"):
        who = st.arg("who", "you")
        if (who == "you") != (player == src.controller) and who not in ("each", "any"):
            continue
        if matches_filter(game, obj, st.arg("spells"), controller=player, source=src):
            return True
    return False


register_keyword(Flash())
register_timing_permission(as_though_it_had_flash)
