"""Copying spells and abilities on the stack (CR 707.10): the copy goes on the stack with every
choice made for the original (mode, X, kicker, buyback, targets); a copy of a spell isn't cast
and a copy of an ability isn't activated, so "whenever ... casts" triggers (storm) don't see it.
A copy of an ability has the same source as the original (707.10b). Its controller may choose
new targets (707.10c); choices made on resolution ("you may") are made again for the copy."""

from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING, Any

from kb.engine import refs
from kb.engine.game import Option
from kb.engine.multi_part_cards import copied_face
from kb.engine.objects import GameObject, SpellInfo, StackItem, Zone
from kb.engine.targeting import choose_new_targets, specs_of
from kb.engine.zones import find_item

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

COPY_SPELL = "707.10"
SAME_SOURCE = "707.10b"  # a copy of an ability has the same source as the original
NEW_TARGETS = "707.10c"  # the copy's controller may change any number of its targets to legal ones


def _push(game: "Game", item: StackItem) -> StackItem:
    item.iid, game.next_iid = game.next_iid, game.next_iid + 1
    game.stack.append(item)
    return item


def copy_spell(
    game: "Game", original: StackItem, controller: str, *, new_targets: bool = True, copier: GameObject | None = None
) -> StackItem | None:
    """Put a copy of ``original`` (a spell or an ability) on the stack; ``copier`` is the source
    of the copying effect."""
    if not game.rules.enabled(COPY_SPELL):
        return None
    if original.kind != "spell":
        item = _push(game, _ability_copy(game, original, controller, copier))
        game.note(f"    a copy of {original.describe()} is put on the stack (not activated)")
    else:
        src = original.source
        obj = game.new_object(
            src.copy_of or src.card,
            controller,
            Zone.STACK,
            f"{src.handle} copy {game.next_oid}",
            controller=controller,
            spell_copy=True,
        )
        obj.face_down = src.face_down
        obj.face = copied_face(game, src)  # the same half, or an Adventure too (709.3c, 715.3c)
        info = copy(original.spell) if original.spell else SpellInfo()
        info.cast = False
        # a copy isn't cast: it wasn't cast from anywhere, nor during anyone's main phase (707.10)
        info.cast_from, info.in_main_phase, info.order = None, False, 0
        item = _push(
            game,
            StackItem(
                kind="spell", controller=controller, body=original.body, source=obj, targets=list(original.targets), spell=info
            ),
        )
        game.note(f"    a copy of {src.label()} is put on the stack (not cast)")
    if new_targets and item.targets and game.rules.enabled(NEW_TARGETS):
        choose_new_targets(game, item, specs_of(game, item))
    return item


def _ability_copy(game: "Game", original: StackItem, controller: str, copier: GameObject | None) -> StackItem:
    # without 707.10b nothing says whose ability the copy is: the copying effect's source takes it
    source = original.source if game.rules.enabled(SAME_SOURCE) or copier is None else copier
    return StackItem(
        kind=original.kind,
        controller=controller,
        body=original.body,
        source=source,
        targets=list(original.targets),
        label=original.label,
        rule=original.rule,
        trigger_event=original.trigger_event,
        handler=original.handler,
        data={**original.data, "copy": True},
    )


_KINDS = {"spell": ("spell",), "ability": ("activated", "triggered"), "spell_or_ability": ("spell", "activated", "triggered")}


def copy_spell_effect(ctx: "Ctx", eff: EffectDef) -> None:
    """``what``: a target, the triggering spell ("when you cast ..., copy it") or ``{choose:
    {filter}}`` — a spell or ability on the stack of ``kind`` chosen as this resolves."""
    game, what = ctx.game, eff.arg("what")
    items: list[StackItem] = []
    if str(what).startswith("target"):
        t = refs._target(ctx, what)
        if t and t[0] == "item":
            items = [i for i in [find_item(game, t[1])] if i is not None]
    elif what == "triggering_object":
        spell = (ctx.event or {}).get("object") if isinstance(ctx.event, dict) else None
        items = [i for i in game.stack if spell is not None and i.kind == "spell" and i.source.oid == spell.oid]
    elif isinstance(what, tuple) and what[0] == "choose":
        items = _choose_item(ctx, dict(what[1]), _KINDS.get(eff.arg("kind", "spell_or_ability"), ()))
    for item in items:
        # only a copy effect that says "you may choose new targets for the copy" offers them (707.10c)
        copy_spell(game, item, ctx.controller, new_targets=bool(eff.arg("new_targets", True)), copier=ctx.source)


def _choose_item(ctx: "Ctx", spec: dict[str, Any], kinds: tuple[str, ...]) -> list[StackItem]:
    game = ctx.game
    chosen_filter = spec.get("filter")
    flt = dict(chosen_filter.spec) if chosen_filter else {}
    who = flt.get("controller", "any")
    pool = [
        i
        for i in game.stack
        if i is not ctx.item and i.kind in kinds and (who == "any" or (i.controller == ctx.controller) == (who == "you"))
    ]
    if not pool:
        return []
    options = [Option(i.describe(), i, (i.label, i.describe(), i.source.handle)) for i in pool]
    return [game.choose(ctx.controller, "a spell or ability to copy", options, kind="target")]
