"""The replacement that flashback (CR 702.34a) and jump-start (702.133a) share: a spell cast that
way is exiled whenever it would leave the stack for anywhere else — resolved, countered or
otherwise. One function makes that replacement for a way of casting."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject, StackItem


def exiled_if_cast_as(way: str, rule: str) -> Callable[..., Any]:
    """The move replacement for spells cast ``way`` (the cast option's name: the alternative
    cost paid, or the permission used), switched by ``rule``."""

    def replace_move(game: Game, obj: GameObject, to: Zone, cause: str, item: StackItem | None) -> Zone | None:
        if obj.zone is not Zone.STACK or to is Zone.EXILE or not game.rules.enabled(rule):
            return None
        item = item or next((i for i in game.stack if i.kind == "spell" and i.source.oid == obj.oid), None)
        spell = item.spell if item is not None else None
        if spell is not None and way in (spell.alt_cost, spell.cast_via):
            game.note(f"    {obj.label()} was cast with {way}: exiled instead ({rule})")
            return Zone.EXILE
        return None

    return replace_move
