"""The stack (CR 405) and resolving its top object (CR 608)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.dispatch import resolve_keyword_ability
from kb.engine.effects import run_effects
from kb.engine.new_object import oid_after_move
from kb.engine.objects import StackItem, Zone
from kb.engine.refs import Ctx
from kb.engine.targeting import specs_of, still_legal
from kb.engine.triggers import intervening_if
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game

ILLEGAL_TARGETS = "608.2b"
PERMANENT_SPELL_ENTERS = "608.3"  # a resolving permanent spell becomes a permanent, not a graveyard card
UNTARGETED_PERMANENT_ENTERS = "608.3a"  # ... one with no targets under its controller's control
ENTERS_ATTACHED = "608.3c"  # an Aura spell enters the battlefield attached to the object it targeted
INDEPENDENT_OF_SOURCE = "113.7a"  # an ability on the stack exists apart from its source: losing the ability changes nothing


LAST_IN_FIRST_OUT = "405.5"  # when all pass, the top (last-added) object resolves


def resolve_top(game: "Game") -> None:
    # without 405.5 nothing would say which object resolves: the engine then takes the oldest
    item = game.stack[-1] if game.rules.enabled(LAST_IN_FIRST_OUT) else game.stack[0]
    game.note(f"  resolves: {item.describe()}")
    game.emit("resolve", item=item)
    game.resolving = item
    try:
        if _fizzles(game, item):
            game.note(f"    all its targets are illegal: it doesn't resolve ({ILLEGAL_TARGETS})")
            _leave_stack(game, item, cause="fizzle")
            return
        if item.kind == "spell":
            _resolve_spell(game, item)
        else:
            _resolve_ability(game, item)
    finally:
        game.resolving = None


def _fizzles(game: "Game", item: StackItem) -> bool:
    if not item.targets or not game.rules.enabled(ILLEGAL_TARGETS):
        return False
    legal = still_legal(game, item, specs_of(game, item))
    return bool(legal) and not any(legal) and any(t is not None for t in item.targets)


def _ctx(game: "Game", item: StackItem) -> Ctx:
    # 608.2b: a spell that resolves with some targets illegal neither acts on nor affects those
    legal = still_legal(game, item, specs_of(game, item)) if item.targets and game.rules.enabled(ILLEGAL_TARGETS) else []
    targets = [t if ok else None for t, ok in zip(item.targets, legal)] if legal else list(item.targets)
    return Ctx(game, item.controller, item.source, item=item, targets=targets, event=item.trigger_event)


def _resolve_spell(game: "Game", item: StackItem) -> None:
    obj = item.source
    permanent = chars(game, obj).card.is_permanent_card or obj.face_down
    if permanent and game.rules.enabled(UNTARGETED_PERMANENT_ENTERS if not item.targets else PERMANENT_SPELL_ENTERS):
        if obj.spell_copy:
            # a copy of a permanent spell becomes a token (CR 707.10f)
            obj.token, obj.spell_copy = True, False
        _leave_stack(game, item, cause="resolve", dest=Zone.BATTLEFIELD)
        return
    run_effects(_ctx(game, item), item.body.effects)
    if any(i is item for i in game.stack):
        _leave_stack(game, item, cause="resolve")


def _source_still_has_it(game: "Game", item: StackItem) -> bool:
    """Whether the permanent an ability came from still has that ability (triggered or
    activated); only asked when 113.7a is switched off."""
    src = next((o for o in game.battlefield if o.oid == item.source.oid), None)
    if src is None or item.data.get("copy") or item.data.get("keyword") or item.handler is not None:
        return True  # only a permanent still there that lost the ability is in question
    card = chars(game, src).card
    trig = item.data.get("trigger")
    if trig is not None:
        return trig in card.triggered
    return any(ab.body == item.body or item.body in ab.modes for ab in card.activated)


def _resolve_ability(game: "Game", item: StackItem) -> None:
    trig = item.data.get("trigger")
    ctx = _ctx(game, item)
    try:
        if not game.rules.enabled(INDEPENDENT_OF_SOURCE) and not _source_still_has_it(game, item):
            game.note("    its source no longer has the ability: without 113.7a it does nothing")
            return
        if not intervening_if(ctx, trig):
            game.note("    its 'if' condition is false now: it does nothing (603.4)")
            return
        if item.handler is not None:
            item.handler(game, item)
            return
        keyword = item.data.get("keyword")
        if keyword:
            resolve_keyword_ability(game, keyword, item)
            return
        if trig is not None and trig.optional and not game.choose_yes_no(item.controller, f"use {item.describe()}?"):
            return
        run_effects(ctx, item.body.effects)
    finally:
        if item in game.stack:
            game.stack.remove(item)


def _leave_stack(game: "Game", item: StackItem, cause: str, dest: Zone = Zone.GRAVEYARD) -> None:
    if item.kind == "spell":
        if dest is Zone.BATTLEFIELD and item.spell is not None:
            # "if it was kicked", "if you cast it from your hand" asked by the permanent's own static or
            # ETB ability; keyed by the oid the permanent is about to get (a new object, CR 400.7)
            game.permanent_spells[oid_after_move(game, item.source)] = item.spell
        new = move(
            game,
            item.source,
            dest,
            cause=cause,
            item=item,
            controller=item.controller if dest is Zone.BATTLEFIELD else None,
            face_down=(item.source.face_down or bool(item.data.get("enters_face_down"))) and dest is Zone.BATTLEFIELD,
        )
        if dest is Zone.BATTLEFIELD and item.targets and game.rules.enabled(ENTERS_ATTACHED):
            target = item.targets[0]  # an Aura spell enters attached to what it targeted (608.3c)
            if target is not None and target[0] == "object" and "aura" in {s.casefold() for s in chars(game, new).subtypes}:
                new.attached_to = target[1]
                host = game.by_oid(target[1])
                game.note(f"    {new.label()} enters attached to {host.label() if host else '(gone)'}")
    elif item in game.stack:
        game.stack.remove(item)
