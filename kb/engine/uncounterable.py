"""Spells that can't be countered (CR 101.2: a "can't" beats an effect that directs the thing).

The static `cant_be_countered` says it two ways:

- on a spell's own card, without `spells`: "this spell can't be countered" (Akroma, Angel of Fury).
  It is an ability of the spell, so a face-down spell — which has no abilities (708.2) — doesn't
  have it and can be countered;
- on a permanent, with `spells` (a filter) and `who` (whose spells: you, the default, opponents
  or each): "creature spells you control can't be countered".

A counter effect then leaves the spell on the stack: it isn't countered, and whatever the effect
does to "it" afterwards finds nothing. (A spell whose targets have all become illegal still
doesn't resolve, 608.2b: that is no countering by an effect.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars, matches_filter, statics_in_play

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import StackItem

CANT_BEATS_CAN = "101.2"  # "can't be countered" beats "counter target spell"


def _whose(who: str, caster: str, controller: str) -> bool:
    if who in ("each", "any", "all"):
        return True
    return (caster == controller) == (who == "you")


def cant_be_countered(game: "Game", item: "StackItem") -> bool:
    """Whether a static ability keeps ``item`` (a spell on the stack) from being countered."""
    if item.kind != "spell" or not game.rules.enabled(CANT_BEATS_CAN):
        return False
    own = chars(game, item.source).card.statics  # face down: none (708.2)
    if any(st.op == "cant_be_countered" and st.arg("spells") is None for st in own):
        return True
    return any(
        st.arg("spells") is not None
        and _whose(st.arg("who", "you"), item.controller, src.controller)
        and matches_filter(game, item.source, st.arg("spells"), controller=src.controller, source=src)
        for src, st in statics_in_play(game, "cant_be_countered")
    )
