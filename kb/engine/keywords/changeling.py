"""Changeling (CR 702.73a): a characteristic-defining ability — the object is every creature
type, in every zone. Filters asking for a creature type ("Doctor", "non-Angel") see it as each
of them, and a Time Lord Doctor with changeling has other creature types too (Doctor's
companion can't pair with it). As a characteristic-defining ability it applies first in layer 4
(CR 613.3): an effect saying it "becomes" one creature type takes the others away."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.hooks import Simple, register_keyword, register_type_definer

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

CHANGELING = "702.73a"
HAS_CREATURE_TYPES = frozenset({"creature", "kindred"})  # the card types that have creature types (205.3d)


def every_creature_type(game: Game, obj: GameObject, c: Chars) -> None:
    if c.has("changeling") and c.types & HAS_CREATURE_TYPES and game.rules.enabled(CHANGELING):
        c.every_creature_type = True


register_keyword(Simple("changeling", CHANGELING))
register_type_definer(every_creature_type)
