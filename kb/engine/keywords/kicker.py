"""Kicker [cost] (CR 702.33): an optional additional cost, paid at most once (702.33a);
multikicker [cost] may be paid any number of times (702.33c); the spell is "kicked" if its
controller declared it would pay a kicker cost, and with multikicker it is kicked once per
payment (702.33d); targets needed only by the kicked effect are chosen only if the spell is
kicked (702.33g, see ``targeting``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from kb.engine import hooks
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.mana import ManaCost
    from kb.engine.objects import GameObject, StackItem
    from kb.engine.refs import Ctx

KICKER, MULTIKICKER, KICKED, LINKED_KICKER, KICKER_TARGETS = "702.33a", "702.33c", "702.33d", "702.33f", "702.33g"
KICKER_COSTS = ("kicker", "multikicker")  # names of the additional costs that make a spell kicked


class Kicker(KeywordBehaviour):
    name, rule = "kicker", KICKER

    def additional_cost(self, game: Game, inst: KeywordInstance) -> tuple[str, ManaCost, str] | None:
        assert inst.cost is not None  # a keyword with a cost always parses with it (keyword_table)
        return ("kicker", inst.cost, KICKER) if game.rules.enabled(KICKER) else None


class Multikicker(KeywordBehaviour):
    """A kicker cost that may be paid any number of times (``casting.choose_costs`` allows repeats)."""

    name, rule = "multikicker", MULTIKICKER

    def additional_cost(self, game: Game, inst: KeywordInstance) -> tuple[str, ManaCost, str] | None:
        assert inst.cost is not None  # a keyword with a cost always parses with it (keyword_table)
        return ("multikicker", inst.cost, MULTIKICKER) if game.rules.enabled(MULTIKICKER) else None


def times_kicked(game: Game, item: StackItem) -> int:
    """How many kicker costs a spell's controller declared (0 when CR 702.33d is disabled)."""
    if item is None or item.spell is None or not game.rules.enabled(KICKED):
        return 0
    return len(kicker_payments(item.spell.additional))


def kicker_payments(additional: Iterable[str]) -> tuple[str, ...]:
    """The kicker payments among a spell's additional costs ("kicker", "kicker#2", "multikicker", ...)."""
    return tuple(a for a in additional if a.split("#")[0] in KICKER_COSTS)


def _permanent_payments(game: Game, obj: GameObject) -> tuple[str, ...]:
    """The kicker payments of the spell that became this permanent."""
    spell = game.permanent_spells.get(obj.oid) if obj is not None else None
    return kicker_payments(spell.additional) if spell is not None else ()


def kicked_with(game: Game, item: StackItem | None, obj: GameObject, n: int) -> bool:
    """ "If it was kicked with its [n-th] kicker" (CR 702.33f): the ability is linked to that kicker
    cost only. Without the rule it can't tell the kicker costs apart: any kick counts."""
    paid = (
        kicker_payments(item.spell.additional) if item is not None and item.spell is not None else _permanent_payments(game, obj)
    )
    if not game.rules.enabled(KICKED) or not paid:
        return False
    if not game.rules.enabled(LINKED_KICKER):
        return True
    return ("kicker" if n == 1 else f"kicker#{n}") in paid


def is_kicked(game: Game, item: StackItem) -> bool:
    """A spell (or a permanent's ETB ability, via the spell that became it) is kicked."""
    if item is None or not game.rules.enabled(KICKED):
        return False
    if item.spell is not None:
        return times_kicked(game, item) > 0
    return bool(_permanent_payments(game, item.source))  # a permanent's ETB ability


def permanent_kicked(game: Game, obj: GameObject) -> bool:
    """A permanent whose spell was kicked (for "if it was kicked, it enters with ...")."""
    return obj is not None and game.rules.enabled(KICKED) and bool(_permanent_payments(game, obj))


def permanent_times_kicked(game: Game, obj: GameObject) -> int:
    """How many times the spell that became this permanent was kicked (multikicker counts)."""
    if obj is None or not game.rules.enabled(KICKED):
        return 0
    return len(_permanent_payments(game, obj))


def _cast_spell(ctx: Ctx) -> StackItem | None:
    """The spell a kicker condition asks about: the spell itself, else — for a "when you cast this
    spell" (or "whenever you cast a spell") trigger — the spell that was cast. The trigger keeps
    it from its event, so whether it was kicked is still known after the spell left the stack
    (countered, resolved): the trigger's intervening "if" is checked again then (603.4)."""
    if ctx.item is not None and ctx.item.spell is not None:
        return ctx.item
    cast = ctx.event.get("item") if isinstance(ctx.event, dict) else None
    return cast if cast is not None and cast.spell is not None else None


def _kicked(ctx: Ctx, _arg: Any) -> bool:
    # no spell: a permanent's own static or ETB ability asks whether the spell that became it was kicked
    spell = _cast_spell(ctx)
    if spell is not None:
        return is_kicked(ctx.game, spell)
    return is_kicked(ctx.game, ctx.item) if ctx.item is not None else permanent_kicked(ctx.game, ctx.source)


def _times_kicked(ctx: Ctx) -> int:
    spell = _cast_spell(ctx)
    if spell is not None:
        return times_kicked(ctx.game, spell)
    return permanent_times_kicked(ctx.game, ctx.source)


def _target_kicked(ctx: Ctx) -> bool:
    """ "Counter target spell if it was kicked": the (first) target, a spell still on the stack, is
    kicked (702.33d); a target that left the stack or isn't a spell isn't."""
    t = ctx.targets[0] if ctx.targets else None
    if not t or t[0] != "item":
        return False
    item = next((i for i in ctx.game.stack if i.iid == t[1]), None)
    return item is not None and item.spell is not None and is_kicked(ctx.game, item)


def _kicked_with(ctx: Ctx, n: Any) -> bool:
    return kicked_with(ctx.game, _cast_spell(ctx), ctx.source, int(n))


register_keyword(Kicker())
register_keyword(Multikicker())
hooks.register_condition("kicked", _kicked)
hooks.register_condition("not_kicked", lambda ctx, arg: not _kicked(ctx, arg))
hooks.register_condition("kicked_with", _kicked_with)
hooks.register_condition("target_kicked", lambda ctx, arg: _target_kicked(ctx))
hooks.register_amount("kicked", _times_kicked)
