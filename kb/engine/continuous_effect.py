"""A continuous effect on one object (CR 611) as the layers of ``characteristics`` and
``power_toughness`` read it: its kind and data, its duration and its timestamp (613.7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game


@dataclass
class Effect:
    """A continuous effect on one object, lasting as its spell or ability says (CR 611.2a)."""

    oid: int
    kind: str  # "pump", "grant", "change_types", "copy" (data["values"]: the copiable values it sets)
    data: dict[str, Any] = field(default_factory=dict)
    # "end_of_turn", "your_next_turn" (ends as its controller's next turn begins), "end_of_game",
    # "control_lost" (suspend's haste), or "for as long as" (611.2b): "source_leaves" (the source
    # stays on the battlefield), "you_control_source", "face_down" (the affected permanent stays
    # face down); "over" marks a "for as long as" effect that has ended
    until: str = "end_of_turn"
    controller: str = ""
    timestamp: int = 0
    handle: str | None = None  # follows the card from the stack onto the battlefield (suspend's haste)
    source_oid: int | None = None  # the permanent a "for as long as" duration watches
    # an effect on "all [filter]" whose set of objects is not locked in (only with 611.2c off):
    # a callable telling whether it applies to an object now; ``oid`` is then -1
    matches: Any = None

    def lasts(self, game: "Game") -> bool:
        """A "for as long as" duration holds right now (once over, it is over: the source would
        come back as a new object, CR 400.7)."""
        if self.until == "face_down":  # "for as long as it's face down": turned up, the effect ends for good
            obj = next((o for o in game.battlefield if o.oid == self.oid), None)
            if obj is None or not obj.face_down:
                self.until = "over"
            return self.until == "face_down"
        if self.until == "over":
            return False
        if self.until not in ("source_leaves", "you_control_source"):
            return True
        src = next((o for o in game.battlefield if o.oid == self.source_oid), None)
        return src is not None and (self.until == "source_leaves" or src.controller == self.controller)

    def applies_to(self, obj: GameObject) -> bool:
        if self.handle is not None:
            return (
                obj.handle == self.handle
                and obj.zone in (Zone.STACK, Zone.BATTLEFIELD)
                and (self.until != "control_lost" or obj.controller == self.controller)
            )
        if self.matches is not None:
            return obj.zone is Zone.BATTLEFIELD and bool(self.matches(obj))
        return self.oid == obj.oid


UNPREVENTABLE = "615.12"  # "damage can't be prevented this turn": no prevention effect prevents any
UNPREVENTABLE_KIND = "damage_unpreventable"  # the game-wide effect `cant_prevent` leaves (oid -1)


def damage_unpreventable(game: "Game") -> bool:
    """Whether a "damage can't be prevented" effect is in force (615.12): read by every prevention
    effect (``prevention``) and by protection's prevention (``dispatch.damage_prevented``)."""
    return game.rules.enabled(UNPREVENTABLE) and any(e.kind == UNPREVENTABLE_KIND and e.lasts(game) for e in game.effects)
