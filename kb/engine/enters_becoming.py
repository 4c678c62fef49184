"""'As a [filter] permanent enters under your control, it becomes a 7/7 Dinosaur creature in
addition to its other types' (a replacement effect modifying how it enters, CR 614.1c): the
permanent enters already changed — never enters first and then changes — so abilities that
trigger on it entering see its new types and power (614.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import matches_filter, statics_in_play
from kb.engine.continuous_effect import Effect
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game

AS_ENTERS = "614.1c"


def apply_enters_becoming(game: "Game", new: GameObject) -> None:
    """Give the entering ``new`` the changes each ``enters_as`` static of its controller makes to
    a permanent like it, as effects for the rest of the game timestamped as it enters."""
    if not game.rules.enabled(AS_ENTERS):
        return
    for src, st in list(statics_in_play(game, "enters_as")):
        if src.oid == new.oid or src.controller != new.controller:
            continue
        if not matches_filter(game, new, st.arg("filter"), controller=src.controller, source=src):
            continue
        changes = []
        if st.arg("add_types"):
            changes.append(("change_types", {"remove": (), "add": tuple(st.arg("add_types"))}))
        if st.arg("add_subtypes"):
            changes.append(("change_subtypes", {"add": tuple(st.arg("add_subtypes")), "set": ()}))
        pt = {k: st.arg(k) for k in ("power", "toughness") if st.arg(k) is not None}
        if pt:
            changes.append(("set_pt", pt))
        for kind, data in changes:
            game.effects.append(
                Effect(
                    new.oid, kind, data, until="end_of_game", controller=src.controller, timestamp=game.tick(), source_oid=src.oid
                )
            )
        game.note(f"    {new.label()} enters as {src.label()} says: {', '.join(k for k, _ in changes)} (614.1c)")
