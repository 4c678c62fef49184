"""Copy effects on permanents (CR 707.2–707.9): what a copy acquires, becoming a copy while on
the battlefield, and entering as a copy.

A copy acquires the *copiable values* of the original (707.2): its printed values as modified
by other copy effects and by its face-down status — never counters, tapped status, damage or
other continuous effects (a +3/+3 until end of turn, a type change). The copy's own copiable
values then become the copied ones, so copying a copy copies what it copies (707.3). Exceptions
("except it isn't legendary", "except it has myriad") become part of the copy's copiable values
(707.9). The values are fixed when the copy effect begins (707.2b).

Disabling a rule: without 707.1 there are no copy effects on permanents (nothing becomes or
enters as a copy, no token copy is created); without 707.2 a copy takes everything the original looks like now (its
current power and toughness with pumps and counters, its tapped status); without 707.3 copying a
copy copies its printed card; without 707.4 becoming a copy makes a new object of it (its other
effects end and its enters abilities trigger); without 707.5 an object enters first and becomes
a copy afterwards; without 707.9a/707.9b the exceptions are ignored.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from kb.engine.characteristics import Effect, chars, copiable_values, matches_filter
from kb.engine.definitions import CardDef
from kb.engine.game import Option
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.definitions import StaticDef
    from kb.engine.game import Game

COPY_EFFECTS = "707.1"  # an object can become, or enter as, a copy; an effect can create a token copy
COPIABLE_VALUES = "707.2"  # only printed values as modified by copy effects and face-down status are copied
COPY_OF_A_COPY = "707.3"  # the copy's copiable values are the copied ones (a copy of a copy copies the original)
BECOMES_A_COPY = "707.4"  # becoming a copy on the battlefield: no entering or leaving, other effects stay
ENTERS_AS_COPY = "707.5"  # "enters as a copy": it is the copy as it enters (its ETB abilities, "enters with")
EXCEPT_GAINS = "707.9a"  # "except it has [ability]": part of the copiable values
EXCEPT_MODIFIES = "707.9b"  # "except it's [name, type, P/T] / isn't legendary": part of the copiable values

_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def values_to_copy(game: "Game", original: GameObject) -> CardDef:
    """What a copy of ``original`` acquires (707.2, 707.3)."""
    if not game.rules.enabled(COPIABLE_VALUES):
        return _as_it_looks(game, original)
    if not game.rules.enabled(COPY_OF_A_COPY):
        return original.card  # its own copy effects would not count: the card as printed
    return copiable_values(game, original)


def _as_it_looks(game: "Game", obj: GameObject) -> CardDef:
    """Every characteristic as it is now, with counters and other effects folded in."""
    c = chars(game, obj)
    return replace(
        c.card,
        name=c.name or "",
        cost=c.cost,
        colors=c.colors,
        types=c.types,
        subtypes=c.subtypes,
        supertypes=c.supertypes,
        power=c.power,
        toughness=c.toughness,
        keywords=tuple(c.keywords),
    )


def with_exceptions(game: "Game", values: CardDef, exceptions: Any) -> CardDef:
    """Apply "except ..." (707.9): the result is the copy's copiable values."""
    ex = dict(exceptions or ())
    if not ex:
        return values
    changes: dict[str, Any] = {}
    if game.rules.enabled(EXCEPT_MODIFIES):
        if "name" in ex:
            changes["name"] = ex["name"]
        if "add_types" in ex:
            changes["types"] = values.types | frozenset(ex["add_types"])
        if "subtypes" in ex:  # "it's an Alien": the creature types are replaced
            changes["subtypes"] = tuple(ex["subtypes"])
        if "add_subtypes" in ex:
            changes["subtypes"] = tuple(dict.fromkeys([*changes.get("subtypes", values.subtypes), *ex["add_subtypes"]]))
        supers = set(values.supertypes) | set(ex.get("add_supertypes", ()))
        changes["supertypes"] = frozenset(supers - set(ex.get("remove_supertypes", ())))
        for key in ("power", "toughness"):
            if key in ex:
                changes[key] = ex[key]
        if "colors" in ex:
            changes["colors"] = frozenset(_CODES.get(c, c.upper()) for c in ex["colors"] if c != "colorless")
    if game.rules.enabled(EXCEPT_GAINS) and ex.get("gains"):
        have = {k.name for k in values.keywords}
        changes["keywords"] = values.keywords + tuple(k for k in ex["gains"] if k.name not in have)
    if game.rules.enabled(EXCEPT_GAINS) and ex.get("triggered"):
        changes["triggered"] = values.triggered + tuple(ex["triggered"])
    return replace(values, **changes)


def become_copy(game: "Game", obj: GameObject, values: CardDef, *, until: str, controller: str, source_oid: int | None) -> None:
    """A permanent becomes a copy while it stays on the battlefield (707.4): a layer-1 effect."""
    if not game.rules.enabled(BECOMES_A_COPY):
        game.effects = [e for e in game.effects if e.oid != obj.oid]  # as if it were a new object
    game.effects.append(
        Effect(
            obj.oid, "copy", {"values": values}, until=until, controller=controller, timestamp=game.tick(), source_oid=source_oid
        )
    )
    game.note(f"    {obj.label()} becomes a copy of {values.name or 'a nameless object'}")
    if not game.rules.enabled(BECOMES_A_COPY):
        game.emit_entered(obj, origin=None, cause="copy", player=obj.controller)


UNTIL_FACE_DOWN = "turned_face_down"  # the duration "until it is turned face down" (Vesuvan Shapeshifter)


def _choose_original(game: "Game", obj: GameObject, static: StaticDef, how: str) -> CardDef | None:
    """The controller picks the object to copy (or nothing); the copy's values with exceptions."""
    pool = [
        o
        for o in game.battlefield
        if o.oid != obj.oid and matches_filter(game, o, static.arg("filter"), controller=obj.controller, source=obj)
    ]
    options = [Option(o.label(), o, (o.handle, o.card.name)) for o in pool] + [Option("none", None, ("nothing",))]
    original = game.choose(obj.controller, f"what {obj.label()} {how} as a copy of", options, kind="card", may=True)
    if original is None:
        game.note(f"    {obj.label()} {how} as itself (no copy chosen)")
        return None
    game.note(f"    {obj.label()} {how} as a copy of {original.label()}")
    return with_exceptions(game, values_to_copy(game, original), static.arg("except"))


def _copy_static(game: "Game", obj: GameObject) -> StaticDef | None:
    static = next((st for st in copiable_values(game, obj).statics if st.op == "enters_as_copy"), None)
    return static if static is not None and game.rules.enabled(COPY_EFFECTS) else None


def enter_as_copy(game: "Game", obj: GameObject) -> Callable[[], None] | None:
    """ "You may have this enter as a copy of [a permanent on the battlefield]" (a replacement
    effect, 614.1c): its controller chooses as it enters. Returns what is left to do once it has
    entered (only without 707.5: the copy effect then starts after it entered)."""
    static = _copy_static(game, obj)
    values = _choose_original(game, obj, static, "enters") if static is not None else None
    if values is None:
        return None
    assert static is not None  # the values were chosen through it
    if static.arg("tapped"):  # "you may have it enter tapped as a copy of ..." (Vesuva)
        obj.tapped = True
    until = UNTIL_FACE_DOWN if static.arg("until_face_down") else "end_of_game"
    if not game.rules.enabled(ENTERS_AS_COPY):
        return lambda: become_copy(game, obj, values, until=until, controller=obj.controller, source_oid=None)
    if static.arg("until_face_down"):
        game.effects.append(
            Effect(obj.oid, "copy", {"values": values}, until=until, controller=obj.controller, timestamp=game.tick())
        )
    else:
        obj.copy_of = values
    return None


def turned_face_up_as_copy(game: "Game", obj: GameObject) -> None:
    """ "As this is turned face up, you may choose another creature; until it is turned face down
    it is a copy of it": the copy applies as it turns face up, so the copied "when this is turned
    face up" abilities trigger (it isn't first itself, then a copy)."""
    static = _copy_static(game, obj)
    if static is None or not static.arg("turned_face_up"):
        return
    values = _choose_original(game, obj, static, "is turned face up")
    if values is not None:
        game.effects.append(
            Effect(
                obj.oid,
                "copy",
                {"values": values},
                controller=obj.controller,
                until=UNTIL_FACE_DOWN if static.arg("until_face_down") else "end_of_game",
                timestamp=game.tick(),
            )
        )


def end_face_up_copies(game: "Game", obj: GameObject) -> None:
    """Turned face down: a copy effect lasting "until it is turned face down" ends."""
    game.effects = [e for e in game.effects if not (e.oid == obj.oid and e.until == UNTIL_FACE_DOWN)]


def copy_values(game: "Game", original: GameObject, exceptions: Any) -> CardDef:
    return with_exceptions(game, values_to_copy(game, original), exceptions)


def copy_status(game: "Game", original: GameObject, copy: GameObject) -> None:
    """Without 707.2 a copy would take the original's status too: tapped or untapped, and
    whether it is a token."""
    if not game.rules.enabled(COPIABLE_VALUES):
        copy.tapped, copy.token = original.tapped, original.token


def token_text(values: CardDef) -> CardDef:
    """What a token "that's a copy" has apart from the copy effect: nothing but a name to be
    called by (a 0/0 if it is a creature) — its values all come from the copy (707.5)."""
    creature = "creature" in values.types
    return CardDef(name=values.name, types=values.types, power=0 if creature else None, toughness=0 if creature else None)


def enters_then_becomes(game: "Game") -> bool:
    """Without 707.5 a token "that's a copy" enters first and becomes the copy afterwards."""
    return not game.rules.enabled(ENTERS_AS_COPY)
