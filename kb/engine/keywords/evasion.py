"""Keywords that restrict attacking and blocking: flying (CR 702.9: blocked only by creatures
with flying or reach), reach (702.17: may block creatures with flying), defender (702.3: can't
attack), menace (702.111: can't be blocked except by two or more creatures) and fear (702.36b:
can't be blocked except by artifact creatures and/or black creatures)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.hooks import KeywordBehaviour, Simple, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

FLYING, REACH, DEFENDER, MENACE = "702.9", "702.17", "702.3", "702.111"
FEAR = "702.36b"


class Flying(KeywordBehaviour):
    name, rule = "flying", FLYING

    def forbids_block(
        self, game: Game, attacker: GameObject, blocker: GameObject, inst: KeywordInstance, on_attacker: bool
    ) -> str | None:
        if not on_attacker or not game.rules.enabled(FLYING):
            return None
        c = chars(game, blocker)
        if c.has("flying") or (c.has("reach") and game.rules.enabled(REACH)):
            return None
        return FLYING


class Fear(KeywordBehaviour):
    name, rule = "fear", FEAR

    def forbids_block(
        self, game: Game, attacker: GameObject, blocker: GameObject, inst: KeywordInstance, on_attacker: bool
    ) -> str | None:
        if not on_attacker or not game.rules.enabled(FEAR):
            return None
        c = chars(game, blocker)  # the blocker as it is now: an effect may have made it black or an artifact
        return None if "artifact" in c.types or "B" in c.colors else FEAR


class Defender(KeywordBehaviour):
    name, rule = "defender", DEFENDER

    def forbids_attack(self, game: Game, obj: GameObject, inst: KeywordInstance) -> str | None:
        return DEFENDER if game.rules.enabled(DEFENDER) else None


class Menace(KeywordBehaviour):
    name, rule = "menace", MENACE

    def min_blockers(self, game: Game, attacker: GameObject, inst: KeywordInstance) -> tuple[int, str] | None:
        return (2, MENACE) if game.rules.enabled(MENACE) else None


register_keyword(Flying())
register_keyword(Simple("reach", REACH))  # read by Flying above
register_keyword(Defender())
register_keyword(Menace())
register_keyword(Fear())
