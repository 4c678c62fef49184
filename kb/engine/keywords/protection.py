"""Protection from [quality] (CR 702.16), shroud (702.18a) and hexproof (702.11b): who may
target a permanent, and — for protection — which damage it is dealt and who may block it.

Protection from a colour, a card type ("creatures") or everything: it can't be the target of
spells with that quality or of abilities from sources with it (702.16b), nor be enchanted by
Auras with it (702.16c), damage such sources
would deal it is prevented (702.16e), and as an attacker it can't be blocked by creatures with
it (702.16f). Shroud: it can't be the target of spells or abilities; hexproof: not of those
its controller's opponents control."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.mana import COLOR_NAMES

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

NO_TARGETING, NO_ENCHANTING, NO_DAMAGE, NO_BLOCKING = "702.16b", "702.16c", "702.16e", "702.16f"
SHROUD, HEXPROOF = "702.18a", "702.11b"
_COLORS = {name: code for code, name in COLOR_NAMES.items()}


def has_quality(game: Game, source: GameObject | None, quality: str) -> bool:
    """Does ``source`` have the quality protection is from ("red", "creatures", "everything")?"""
    if source is None:
        return False
    if quality == "everything":
        return True
    c = chars(game, source)
    if quality in _COLORS:
        return _COLORS[quality] in c.colors
    return quality.rstrip("s") in c.types


class Protection(KeywordBehaviour):
    name, rule = "protection", NO_TARGETING

    def forbids_target(
        self, game: Game, obj: GameObject, inst: KeywordInstance, source: GameObject | None, controller: str
    ) -> str | None:
        assert inst.quality is not None  # "protection from ..." always parses with its quality
        if game.rules.enabled(NO_TARGETING) and has_quality(game, source, inst.quality):
            return NO_TARGETING
        return None

    def forbids_attachment(
        self, game: Game, aura: GameObject, obj: GameObject, inst: KeywordInstance, on_aura: bool
    ) -> str | None:
        assert inst.quality is not None  # "protection from ..." always parses with its quality
        if not on_aura and game.rules.enabled(NO_ENCHANTING) and has_quality(game, aura, inst.quality):
            return NO_ENCHANTING
        return None

    def prevents_damage(self, game: Game, obj: GameObject, inst: KeywordInstance, source: GameObject) -> str | None:
        assert inst.quality is not None  # "protection from ..." always parses with its quality
        if game.rules.enabled(NO_DAMAGE) and has_quality(game, source, inst.quality):
            return NO_DAMAGE
        return None

    def forbids_block(
        self, game: Game, attacker: GameObject, blocker: GameObject, inst: KeywordInstance, on_attacker: bool
    ) -> str | None:
        assert inst.quality is not None  # "protection from ..." always parses with its quality
        if on_attacker and game.rules.enabled(NO_BLOCKING) and has_quality(game, blocker, inst.quality):
            return NO_BLOCKING
        return None


class Shroud(KeywordBehaviour):
    name, rule = "shroud", SHROUD

    def forbids_target(
        self, game: Game, obj: GameObject, inst: KeywordInstance, source: GameObject | None, controller: str
    ) -> str | None:
        return SHROUD if game.rules.enabled(SHROUD) else None


class Hexproof(KeywordBehaviour):
    name, rule = "hexproof", HEXPROOF

    def forbids_target(
        self, game: Game, obj: GameObject, inst: KeywordInstance, source: GameObject | None, controller: str
    ) -> str | None:
        return HEXPROOF if game.rules.enabled(HEXPROOF) and controller != obj.controller else None


register_keyword(Protection())
register_keyword(Shroud())
register_keyword(Hexproof())
