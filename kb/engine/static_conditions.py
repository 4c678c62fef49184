"""A static ability's "if" condition ("as long as you control an artifact", CR 611.3a): judged at
each moment, and — without 611.3a — once, as the effect began. A condition that asks about the
characteristics its own static changes counts as false while it is being evaluated, which keeps a
static from depending on itself; those evaluations are marked, and characteristics worked out under
such a mark are never remembered (kb/engine/chars_memo.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import chars_memo, hooks

if TYPE_CHECKING:
    from kb.engine.definitions import StaticDef
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

NOT_LOCKED_IN = "611.3a"  # a static ability's effect applies at each moment to whatever its text names

# statics whose "if" is being evaluated (no endless recursion), per game: object ids repeat from
# game to game, and the service plays several games at once on its threads
_CHECKING: set[tuple[int, int, int]] = chars_memo.guard(set())


def static_holds(game: "Game", src: "GameObject", st: "StaticDef") -> bool:
    """A static ability's "if" condition ("as long as ..."); a condition that asks about the
    characteristics this very static changes counts as false while it is being evaluated."""
    cond = st.arg("if")
    if cond is None or st.op == "enters_with_counters":  # that one's "if" is read as it enters
        return True
    static = (src.oid, id(st))
    key = (id(game), *static)
    if key in _CHECKING:
        return False
    _CHECKING.add(key)
    try:
        holds = hooks.static_condition_holds(game, src, cond)
    finally:
        _CHECKING.discard(key)
    if not game.rules.enabled(NOT_LOCKED_IN):  # without 611.3a the condition is judged once, as it began
        return game.locked_conditions.setdefault(static, holds)
    return holds
