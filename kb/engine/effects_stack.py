"""Copying spells (CR 707.10): the copy goes on the stack with every choice made for the
original (mode, X, kicker, buyback); it isn't cast, so cast triggers (storm) don't see it.
Its controller may choose new targets (707.10c)."""
from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING

from kb.engine import refs
from kb.engine.multi_part_cards import copied_face
from kb.engine.objects import SpellInfo, StackItem, Zone
from kb.engine.targeting import choose_new_targets, specs_of
from kb.engine.zones import find_item

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

COPY_SPELL = "707.10"


def copy_spell(game: "Game", original: StackItem, controller: str, *, new_targets: bool = True) -> StackItem | None:
    if not game.rules.enabled(COPY_SPELL) or original.kind != "spell":
        return None
    src = original.source
    obj = game.new_object(src.copy_of or src.card, controller, Zone.STACK,
                          f"{src.handle} copy {game.next_oid}", controller=controller, spell_copy=True)
    obj.face_down = src.face_down
    obj.face = copied_face(game, src)  # the same half, or an Adventure too (709.3c, 715.3c)
    info = copy(original.spell) if original.spell else SpellInfo()
    info.cast = False
    # a copy isn't cast: it wasn't cast from anywhere, nor during anyone's main phase (707.10)
    info.cast_from, info.in_main_phase, info.order = None, False, 0
    item = StackItem(kind="spell", controller=controller, body=original.body, source=obj,
                     targets=list(original.targets), spell=info)
    item.iid, game.next_iid = game.next_iid, game.next_iid + 1
    game.stack.append(item)
    game.note(f"    a copy of {src.label()} is put on the stack (not cast)")
    if new_targets and item.targets:
        choose_new_targets(game, item, specs_of(game, item))
    return item


def copy_spell_effect(ctx: "Ctx", eff) -> None:
    t = refs._target(ctx, eff.arg("what")) if str(eff.arg("what")).startswith("target") else None
    if t and t[0] == "item":
        item = find_item(ctx.game, t[1])
        if item is not None:
            copy_spell(ctx.game, item, ctx.controller)
