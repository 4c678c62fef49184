"""Morph [cost] (CR 702.37a) and turning face-down permanents face up (CR 116.2b).

You may cast a card with morph face down, as a 2/2 creature with no name, text, subtypes or
mana cost (its values come from CR 708.2), by paying {3}. Any time you have priority you may
turn it face up by paying its morph cost (702.37e): a special action (116.2b) that doesn't use
the stack, so it can't be responded to; the permanent doesn't enter the battlefield again, and
counters, damage and tapped status stay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.actions import require_priority
from kb.engine.copy_effects import end_face_up_copies, turned_face_up_as_copy
from kb.engine.errors import IllegalAction
from kb.engine.hooks import CastOption, KeywordBehaviour, register_keyword
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, Zone
from kb.engine.payment import pay
from kb.engine.priority import acted

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.refs import Ctx

MORPH, MORPH_FACE_UP, TURN_FACE_UP = "702.37a", "702.37e", "116.2b"
SAME_PERMANENT = "708.8"  # turned face up, it is the same permanent: effects, counters and damage stay
FACE_DOWN_COST = ManaCost(generic=3)


class Morph(KeywordBehaviour):
    name, rule = "morph", MORPH

    def cast_options(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> list[CastOption]:
        if game.rules.enabled(MORPH) and obj.zone is Zone.HAND and obj.owner == player:
            return [CastOption("morph", FACE_DOWN_COST, MORPH, face_down=True)]
        return []


def _printed_morph(obj: GameObject) -> KeywordInstance | None:
    """The morph cost printed on the card (a face-down permanent itself has no abilities)."""
    return next((k for k in obj.card.keywords if k.name == "morph"), None)


def turn_face_up(game: "Game", player: str, obj: GameObject, **_: Any) -> None:
    """The special action: reveal and pay the morph cost, then it is face up (116.2b)."""
    require_priority(game, player)
    if not game.rules.enabled(TURN_FACE_UP):
        raise IllegalAction("turning a permanent face up is not an action the rules provide", rule=TURN_FACE_UP, code="no-action")
    if obj.zone is not Zone.BATTLEFIELD or not obj.face_down or obj.controller != player:
        raise IllegalAction(f"{obj.label()} is not a face-down permanent {player} controls", code="no-action")
    morph = _printed_morph(obj)
    if morph is None or not game.rules.enabled(MORPH):
        raise IllegalAction(f"{obj.label()} has no morph cost to pay", code="no-action")
    if not game.rules.enabled(MORPH_FACE_UP):
        raise IllegalAction(
            f"no rule lets {player} turn {obj.label()} face up by paying its morph cost", rule=MORPH_FACE_UP, code="no-action"
        )
    assert morph.cost is not None  # morph always parses with its cost (keyword_table)
    pay(game, player, morph.cost, what=f"turning {obj.label()} face up")
    _face_up(game, obj, f"{player} turns {obj.label()} face up for {morph.cost}")
    acted(game, player)


def _face_up(game: "Game", obj: GameObject, text: str) -> None:
    """CR 708.8: its copiable values revert to the card's; it doesn't enter the battlefield (no
    zone change: enters abilities don't trigger) and what applied to it still applies."""
    obj.face_down = False
    if not game.rules.enabled(SAME_PERMANENT):  # as if it were a new object: nothing carries over
        game.effects = [e for e in game.effects if e.oid != obj.oid]
        obj.counters.clear()
        obj.damage = 0
    game.note(f"  {text}: it is {obj.card.name}")
    turned_face_up_as_copy(game, obj)  # "as this is turned face up, it becomes a copy of ..." (Vesuvan Shapeshifter)
    game.emit("turned_face_up", object=obj)


def turn_face_up_effect(ctx: Ctx, eff: EffectDef) -> None:
    """An effect turns it face up: no cost is paid (and it still isn't entering the battlefield)."""
    for obj in refs.objects(ctx, eff.arg("what")):
        if obj.face_down and obj.zone is Zone.BATTLEFIELD:
            _face_up(ctx.game, obj, f"{obj.label()} is turned face up by an effect")


def turn_face_down_effect(ctx: Ctx, eff: EffectDef) -> None:
    for obj in refs.objects(ctx, eff.arg("what")):
        if obj.zone is Zone.BATTLEFIELD and not obj.face_down:
            obj.face_down = True
            end_face_up_copies(ctx.game, obj)
            ctx.game.note(f"    {obj.card.name} is turned face down [{obj.handle}]")


register_keyword(Morph())
hooks.register_special_action("turn_face_up", turn_face_up)
hooks.register_effect("turn_face_up", turn_face_up_effect)
hooks.register_effect("turn_face_down", turn_face_down_effect)
