"""Phasing (CR 702.26, 502.1): a permanent that phases out stays on the battlefield as the same
object but is treated as though it doesn't exist until it phases in.

The engine keeps phased-out permanents in ``game.phased_out`` instead of ``game.battlefield``,
so every rule that looks at the battlefield (targets, statics, triggers, combat, counting,
"destroy all") passes them by without knowing about phasing (702.26b). Phasing is no zone
change: no enters or leaves event, counters stay, a token goes on existing (702.26d). Auras
attached to a permanent phase out with it, "indirectly", and phase in with it still attached
(702.26g). A "for as long as" effect that tracks the permanent ends as it phases out and does
not come back (702.26f). In each player's untap step, before anything untaps, permanents
with phasing that player controls phase out and those that phased out under that player's
control phase in, all at once (702.26a); "phases out until [this] leaves the battlefield"
holds a permanent out until that source leaves instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import chars
from kb.engine.effect_endings import end_tracking_effects
from kb.engine.errors import IllegalAction
from kb.engine.objects import GameObject, Zone
from kb.engine.tapping import appears_tapped
from kb.engine.zones import return_exiled

if TYPE_CHECKING:
    from kb.engine.game import Event, Game

UNTAP_STEP_PHASING = "702.26a"  # phasing in and out in the untap step, before untapping
TREATED_AS_ABSENT = "702.26b"  # a phased-out permanent is treated as though it doesn't exist
NO_ZONE_CHANGE = "702.26d"  # phasing is no zone change: no triggers, counters and tokens stay
TRACKING_ENDS = "702.26f"  # "for as long as" effects tracking it end as it phases out
INDIRECT = "702.26g"  # attached Auras phase out with it, and phase in with it


def phase_out(game: "Game", obj: GameObject, *, until_leaves: int | None = None) -> None:
    """``obj`` phases out (directly), taking the Auras attached to it along (indirectly)."""
    if obj.phased_out or not _on_battlefield(game, obj):
        return
    under = obj.controller
    group = [obj] + (_attached_to(game, obj) if game.rules.enabled(INDIRECT) else [])
    for member in group:
        indirect = member is not obj
        member.phased_out, member.phased_out_under = True, under
        member.phased_indirectly = indirect
        member.phased_until_leaves = None if indirect else until_leaves
        _leave_combat(game, member)
        if game.rules.enabled(TRACKING_ENDS):
            end_tracking_effects(game, member.oid)
        if game.rules.enabled(TREATED_AS_ABSENT):
            game.battlefield.remove(member)
            game.phased_out.append(member)
        game.note(f"    {member.label()} phases out" + (" (indirectly, with its host)" if indirect else ""))
    for member in group:
        if not game.rules.enabled(NO_ZONE_CHANGE):
            _as_zone_change(game, member, leaving=True)


def phase_in(game: "Game", obj: GameObject) -> None:
    """``obj`` phases in, with the Auras that phased out indirectly with it."""
    if not obj.phased_out:
        return
    group = [obj] + [
        o for o in [*game.phased_out, *game.battlefield] if o.phased_out and o.phased_indirectly and o.attached_to == obj.oid
    ]
    for member in group:
        member.phased_out, member.phased_out_under = False, None
        member.phased_indirectly, member.phased_until_leaves = False, None
        if member in game.phased_out:
            game.phased_out.remove(member)
            game.battlefield.append(member)
        game.note(f"    {member.label()} phases in")
    for member in group:
        if not game.rules.enabled(NO_ZONE_CHANGE):
            _as_zone_change(game, member, leaving=False)
        appears_tapped(game, member)  # phasing in tapped is no "becomes tapped" (603.2f)


def untap_step_phasing(game: "Game") -> None:
    """CR 502.1/702.26a: at once, the active player's permanents with phasing phase out and the
    permanents that phased out (directly) under their control phase in."""
    if not game.rules.enabled(UNTAP_STEP_PHASING):
        return
    active = game.active
    going_out = [o for o in game.battlefield if o.controller == active and not o.phased_out and chars(game, o).has("phasing")]
    coming_in = [
        o
        for o in [*game.phased_out, *game.battlefield]
        if o.phased_out and not o.phased_indirectly and o.phased_out_under == active and o.phased_until_leaves is None
    ]
    for obj in coming_in:
        phase_in(game, obj)
    for obj in going_out:
        phase_out(game, obj)


def refuse_if_phased_out(game: "Game", obj: GameObject, doing: str, code: str) -> None:
    """A player can't attack, block, target or activate with what is treated as nonexistent."""
    if obj.phased_out and game.rules.enabled(TREATED_AS_ABSENT):
        raise IllegalAction(
            f"{obj.label()} is phased out: it is treated as though it doesn't exist and can't {doing}",
            rule=TREATED_AS_ABSENT,
            code=code,
        )


def _on_battlefield(game: "Game", obj: GameObject) -> bool:
    return obj.zone is Zone.BATTLEFIELD and any(o is obj for o in game.battlefield)


def _attached_to(game: "Game", host: GameObject) -> list[GameObject]:
    return [o for o in game.battlefield if o.attached_to == host.oid and o is not host]


def _leave_combat(game: "Game", obj: GameObject) -> None:
    """CR 702.26b (506.4): a permanent that phases out is removed from combat."""
    if not game.rules.enabled(TREATED_AS_ABSENT):
        return
    if obj.attacking or obj.blocking:
        game.note(f"    {obj.label()} is removed from combat")
    obj.attacking, obj.attacking_pw, obj.blocking = None, None, []
    for other in game.battlefield:
        other.blocking = [b for b in other.blocking if b != obj.oid]


def _as_zone_change(game: "Game", obj: GameObject, *, leaving: bool) -> None:
    """Without 702.26d nothing says phasing isn't leaving or entering the battlefield: the
    permanent loses its counters as it goes, and enters and leaves abilities see it."""
    if leaving:
        obj.counters.clear()
        obj.chosen = {}  # a new object remembers no choice made as the old one entered
        game.emit(
            "zone_change",
            object=obj,
            before=obj,
            before_chars=chars(game, obj),
            origin=Zone.BATTLEFIELD,
            dest=Zone.EXILE,
            cause="phasing",
            player=obj.controller,
        )
        return_exiled(game, obj.oid)
    else:
        obj.control_since, obj.sick_free = game.clock, False  # as if it had just come under control
        game.emit_entered(obj, origin=Zone.EXILE, cause="phasing", player=obj.controller)


def _source_left(game: "Game", event: "Event") -> None:
    """ "Phases out until [this] leaves the battlefield": it phases in as the source leaves."""
    d = event.data
    if event.kind != "zone_change" or d.get("origin") is not Zone.BATTLEFIELD or d.get("cause") == "phasing":
        return
    gone = d["before"].oid
    for obj in [o for o in [*game.phased_out, *game.battlefield] if o.phased_out and o.phased_until_leaves == gone]:
        obj.phased_until_leaves = None
        phase_in(game, obj)


hooks.register_event_listener(_source_left)
