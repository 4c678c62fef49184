"""Fuse (CR 702.102): a split card with fuse cast from its owner's hand may be cast with both
halves at once — a fused split spell (702.102a). It has the combined characteristics of its
halves (702.102b, 709.4d), so its total cost includes both mana costs (702.102c), and as it
resolves its controller follows the left half's instructions, then the right half's (702.102d).
Cast from anywhere else (a graveyard, exile), only one half can be cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.errors import IllegalAction
from kb.engine.hooks import CastFace, Simple, register_cast_face, register_keyword
from kb.engine.multi_part_cards import join_halves
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.definitions import CardDef
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

FUSE, LEFT_THEN_RIGHT = "702.102a", "702.102d"
FUSED = "fused"


def _check(game: Game, player: str, obj: GameObject) -> None:
    if not game.rules.enabled(FUSE) or not chars(game, obj).has("fuse"):
        raise IllegalAction(f"{obj.label()} can't be cast with both halves: it has no fuse in force", rule=FUSE, code="face")
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalAction(
            f"{obj.label()} is in {obj.zone.value}: fuse casts both halves only from your hand", rule=FUSE, code="face"
        )


def _values(game: Game, obj: GameObject, card: CardDef) -> CardDef:
    # without 702.102d nothing orders the halves: the right half's instructions would come first
    return join_halves(card, (0, 1) if game.rules.enabled(LEFT_THEN_RIGHT) else (1, 0))


register_keyword(Simple("fuse", FUSE))
register_cast_face(CastFace(FUSED, FUSE, _check, _values))
