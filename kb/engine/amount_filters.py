"""A filter key that compares an object with an amount: `mana_value` — "a spell with mana value
equal to the number of charge counters on this" (Chalice of the Void: `{mana_value: {counters:
charge}}`), "target nonland permanent with mana value X" (Repeal: `{mana_value: X}`).

The amount is counted for the filter's source: counters on the permanent whose ability it is; X of
the spell or ability being cast (its targets are chosen after X is announced, CR 601.2b-c) or
resolving (its targets are checked again, 608.2b). The object's mana value is the one it has where
it is — on the stack, X counts the value chosen for it (202.3e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.characteristics import mana_value
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject, StackItem


def _item_of(game: "Game", source: "GameObject") -> "StackItem | None":
    """The spell or ability of ``source`` whose X the amount may read: the one being cast, or the
    one on the stack (resolving or not)."""
    if game.casting is not None and game.casting.source.oid == source.oid:
        return game.casting
    if game.resolving is not None and game.resolving.source.oid == source.oid:
        return game.resolving
    if source.zone is Zone.STACK:
        return next((i for i in game.stack if i.kind == "spell" and i.source.oid == source.oid), None)
    return None


def _mana_value_is(game: "Game", obj: "GameObject", wanted: Any, source: "GameObject | None") -> bool:
    if source is None:
        return False
    ctx = refs.Ctx(game, source.controller, source, item=_item_of(game, source))
    return mana_value(game, obj) == refs.amount(ctx, wanted)


hooks.register_source_filter_test("mana_value", _mana_value_is)
