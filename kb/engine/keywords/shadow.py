"""Shadow (CR 702.28a, an evasion ability; 702.28b): a creature with shadow can block or be blocked by only creatures with
shadow. A blocker that may block "as though [attackers] didn't have shadow" ignores the
attacker's shadow — so such a blocker with shadow itself can block nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.dispatch import ignored_keywords_when_blocking
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

SHADOW = "702.28b"
EVASION = "702.28a"  # shadow is an evasion ability: without it, shadow restricts no block


def shadow_forbids(game: Game, attacker: GameObject, blocker: GameObject) -> bool:
    attacker_has = chars(game, attacker).has("shadow") and "shadow" not in ignored_keywords_when_blocking(game, blocker)
    return attacker_has != chars(game, blocker).has("shadow")


class Shadow(KeywordBehaviour):
    name, rule = "shadow", SHADOW

    def forbids_block(
        self, game: Game, attacker: GameObject, blocker: GameObject, inst: KeywordInstance, on_attacker: bool
    ) -> str | None:
        if game.rules.enabled(EVASION) and game.rules.enabled(SHADOW) and shadow_forbids(game, attacker, blocker):
            return SHADOW
        return None


register_keyword(Shadow())
