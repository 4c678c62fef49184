"""An object that moves from one zone to another becomes a new object with no memory of, or
relation to, its previous existence (CR 400.7): a new ``oid``, so whatever was keyed by the old
one (effects, "activate only once", a trigger's "it") loses track of it. Effects that changed a
permanent spell go on applying to the permanent it becomes (400.7a).

Without 400.7 the card stays the same object wherever it goes, casting included: it keeps its
``oid`` and its counters, and the effects that applied to it go on applying after it returns (a
crewed Vehicle bounced and cast again is still a creature until end of turn). Disabling 400.7
disables 400.7a with it; then only the effects that began while the object was a spell stay behind
as it resolves, as they do without 400.7a alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.continuous_effect import Effect
    from kb.engine.game import Game

NEW_OBJECT = "400.7"  # an object that changes zones is a new object with no memory of the old one
# effects that changed a permanent spell's characteristics or controller go on applying to the permanent
SPELL_BECOMES_PERMANENT = "400.7a"


def oid_after_move(game: "Game", obj: GameObject) -> int:
    """The ``oid`` ``obj`` will have once it has changed zones: the next free one (a new object,
    400.7), or its own without the rule."""
    return game.next_oid if game.rules.enabled(NEW_OBJECT) else obj.oid


def new_identity(game: "Game", obj: GameObject) -> int:
    """The ``oid`` for ``obj`` in its new zone, taking the next free one when it is a new object."""
    oid = oid_after_move(game, obj)
    if oid == game.next_oid:
        game.next_oid += 1
    return oid


def effects_after_move(game: "Game", obj: GameObject, new: GameObject, to: Zone) -> list["Effect"]:
    """The continuous effects still in force once ``obj`` has become ``new`` in ``to``.

    With 400.7 the effects that applied to the old object end with it, except a permanent spell's,
    which follow it onto the battlefield (400.7a); an effect bound to the card's handle (suspend's
    haste) ends as it leaves for a zone other than the battlefield. Without 400.7 every effect goes
    on applying, except — 400.7a being off with it — those that began while it was a spell."""
    spell_to_permanent = obj.zone is Zone.STACK and to is Zone.BATTLEFIELD
    if spell_to_permanent and game.rules.enabled(SPELL_BECOMES_PERMANENT):
        for e in game.effects:  # "target spell becomes colorless": the permanent it becomes stays so (400.7a)
            e.oid = new.oid if e.oid == obj.oid else e.oid
    if game.rules.enabled(NEW_OBJECT):
        return [e for e in game.effects if e.oid != obj.oid and not (e.handle == obj.handle and to is not Zone.BATTLEFIELD)]
    if spell_to_permanent:  # obj.timestamp: when it became a spell; the effects since applied to the spell
        return [e for e in game.effects if not (e.oid == obj.oid and e.timestamp >= obj.timestamp)]
    return list(game.effects)
