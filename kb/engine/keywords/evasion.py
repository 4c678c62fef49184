"""Keywords that restrict attacking and blocking: flying (CR 702.9: blocked only by creatures
with flying or reach), reach (702.17: may block creatures with flying), defender (702.3: can't
attack), menace (702.111: can't be blocked except by two or more creatures) and fear (702.36b:
can't be blocked except by artifact creatures and/or black creatures) and landwalk (702.14c:
islandwalk and its kin — can't be blocked while the defending player controls a land of that
type)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.hooks import KeywordBehaviour, Simple, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

FLYING, REACH, DEFENDER, MENACE = "702.9b", "702.17b", "702.3b", "702.111"
FEAR = "702.36b"
LANDWALK = "702.14c"
LANDWALKS = {
    "plainswalk": "Plains",
    "islandwalk": "Island",
    "swampwalk": "Swamp",
    "mountainwalk": "Mountain",
    "forestwalk": "Forest",
}


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


class Landwalk(KeywordBehaviour):
    rule = LANDWALK

    def __init__(self, name: str, land_type: str) -> None:
        self.name, self.land_type = name, land_type

    def forbids_block(
        self, game: Game, attacker: GameObject, blocker: GameObject, inst: KeywordInstance, on_attacker: bool
    ) -> str | None:
        if not on_attacker or not game.rules.enabled(LANDWALK):
            return None
        defending = attacker.attacking or blocker.controller
        for land in game.battlefield:  # the land's types as they are now (a land made an Island counts)
            c = chars(game, land)
            if land.controller == defending and "land" in c.types and self.land_type in c.subtypes:
                return LANDWALK
        return None


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
for _name, _land_type in LANDWALKS.items():
    register_keyword(Landwalk(_name, _land_type))
