"""Characteristics remembered while a game stands still.

Working out an object's characteristics walks every continuous effect and every static ability on
the battlefield, and one look at the game — the state-based actions (CR 704.3), the abilities an
event triggers (603.2) — asks for the characteristics of every object many times over. Inside
``unchanging(game)`` nothing in the game changes, so each answer is worked out once and handed out
as a copy (a caller may add to its own list of keywords).

An answer worked out while a static ability's condition or a subtype static is being evaluated is
partial by design (the static counts as absent while it asks about itself), so nothing is
remembered or recalled while any such evaluation is under way: the modules that mark them register
their marks with ``guard``.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, TypeVar

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

T = TypeVar("T")
_GUARDS: list[set[Any]] = []


def guard(marks: set[Any]) -> set[Any]:
    """Register a module's marks of evaluations under way; while any is set, nothing is remembered."""
    _GUARDS.append(marks)
    return marks


@contextmanager
def unchanging(game: "Game") -> Iterator[None]:
    """Remember characteristics until the block ends; the block must not change the game."""
    if game.chars_memo is not None:  # an outer block already remembers
        yield
        return
    game.chars_memo = {}
    try:
        yield
    finally:
        game.chars_memo = None


def cached(game: "Game", obj: "GameObject", kind: str, compute: Callable[[], T], copy: Callable[[T], T]) -> T:
    memo = game.chars_memo
    if memo is None or any(_GUARDS):
        return compute()
    key = (kind, id(obj))
    hit = memo.get(key)
    if hit is None or hit[0] is not obj:  # the object itself is kept, so its id is not reused
        hit = memo[key] = (obj, compute())
    return copy(hit[1])


def game_fact(game: "Game", name: str, compute: Callable[[], T]) -> T:
    """A fact about the whole game that reads no characteristics (which cards are on the
    battlefield, say): remembered inside ``unchanging`` whatever is being evaluated."""
    memo = game.chars_memo
    if memo is None:
        return compute()
    key = (name, 0)
    if key not in memo:
        memo[key] = compute()
    return memo[key]  # type: ignore[no-any-return]
