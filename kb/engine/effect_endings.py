"""Ending effects that last: at a duration's end (611.2a: a control effect gives the
permanent back), and the "for as long as" effects watching a permanent that can no longer be
seen (702.26f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import Effect

if TYPE_CHECKING:
    from kb.engine.game import Game


def end_effects(game: "Game", until: str, controller: str | None = None) -> None:
    """End the effects with this duration (of ``controller`` only, if given). A control-changing
    effect that ends gives the permanent back to the player who controlled it before (611.2a)."""
    ending = [e for e in game.effects if e.until == until and (controller is None or e.controller == controller)]
    game.effects = [e for e in game.effects if e not in ending]
    for eff in ending:
        if eff.kind == "control":
            _return_control(game, eff)


def end_as_step_begins(game: "Game", until: str, player: str) -> None:
    """End ``player``'s effects and permissions lasting ``until`` a step of theirs begins ("until
    your next upkeep": over as that upkeep begins, before anyone could act in it)."""
    end_effects(game, until, controller=player)
    game.permissions = [p for p in game.permissions if not (p["until"] == until and p["player"] == player)]


def _return_control(game: "Game", eff: Effect) -> None:
    # a phased-out permanent is found too: the effect may end while it is phased out (702.26f)
    obj = next((o for o in [*game.battlefield, *game.phased_out] if o.oid == eff.oid), None)
    if obj is None or obj.controller != eff.controller:
        return
    obj.controller, obj.control_since, obj.sick_free = eff.data["from"], game.tick(), False
    game.note(f"    the control effect on {obj.label()} ends: {obj.controller} controls it again")


def end_tracking_effects(game: "Game", oid: int) -> None:
    """End the "for as long as" effects that watch the permanent ``oid`` for good (a permanent
    that phases out can no longer be seen, CR 702.26f; phasing in doesn't restart them)."""
    ending = [e for e in game.effects if e.source_oid == oid and e.until in FOR_AS_LONG_AS]
    game.effects = [e for e in game.effects if e not in ending]
    for eff in ending:
        if eff.kind == "control":
            _return_control(game, eff)


FOR_AS_LONG_AS = ("source_leaves", "you_control_source")


def end_lapsed_control(game: "Game") -> None:
    """CR 611.2b: control gained "for as long as you control [the source]" (or "for as long as it
    stays on the battlefield") ends as soon as that stops being true — the source left, or
    another player took it — and the permanent goes back to the player who controlled it before.
    Other kinds of effect need no ending here: the layers skip an effect that no longer lasts."""
    lapsed = [e for e in game.effects if e.kind == "control" and e.until in FOR_AS_LONG_AS and not e.lasts(game)]
    game.effects = [e for e in game.effects if e not in lapsed]
    for eff in lapsed:
        _return_control(game, eff)
