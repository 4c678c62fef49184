"""Filter keys for how many colours an object has (CR 105.2a-c): `multicolored` (two or more of the
five colours — "whenever an opponent casts a multicolored spell"), `monocolored` (exactly one) and
`colorless` (none). Each is judged on the object's colours now — a face-down spell is colourless
(708.2) — and `false` asks for the opposite ("nonmulticolored")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from kb.engine import hooks
from kb.engine.characteristics import type_chars

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

MONOCOLORED, MULTICOLORED, COLORLESS = "105.2a", "105.2b", "105.2c"


def _count_test(rule: str, holds: Callable[[int], bool]) -> Callable[["Game", "GameObject", Any], bool]:
    def test(game: "Game", obj: "GameObject", wanted: Any) -> bool:
        # without the rule the word has no meaning: no object is (or is not) of that kind. The
        # colours after layer 5 (colour-changing effects), before abilities and P/T: a static's
        # filter can ask without seeing its own effect
        if not game.rules.enabled(rule):
            return False
        return holds(len(type_chars(game, obj).colors)) == bool(wanted)

    return test


hooks.register_filter_test("multicolored", _count_test(MULTICOLORED, lambda n: n >= 2))
hooks.register_filter_test("monocolored", _count_test(MONOCOLORED, lambda n: n == 1))
hooks.register_filter_test("colorless", _count_test(COLORLESS, lambda n: n == 0))
