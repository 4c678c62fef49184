"""Cards with more than one set of characteristics: adventurer cards (CR 715) and split cards
(CR 709).

A spell knows which part of its card it is (``GameObject.face``): ``"adventure"``, ``"left"``,
``"right"``, or a way a keyword adds (fuse's ``"fused"``, registered in ``hooks.CAST_FACES``).
The face is chosen as the card is cast (709.3, 715.3) and forgotten when the card leaves the
stack: in every other zone an adventurer card has its normal characteristics (715.4) and a
split card those of its two halves combined (709.4). ``values_of`` is the one place that
picks the characteristics; ``characteristics.copiable_values`` asks it.
"""

from __future__ import annotations

from copy import copy
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.definitions import AbilityBody, CardDef, EffectDef
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Event, Game
    from kb.engine.hooks import CastOption
    from kb.engine.objects import StackItem

HAS_ADVENTURE = "715.2a"  # "a card with an Adventure": it has the alternative characteristics, used or not
ADVENTURE_CHOICE = "715.3"  # as it is cast, the player chooses: normally or as an Adventure
ADVENTURE_CAST = "715.3a"  # cast as an Adventure, only the Adventure's characteristics decide if it can be
ADVENTURE_STACK = "715.3b"  # on the stack as an Adventure, the spell has only the Adventure's characteristics
ADVENTURE_COPY = "715.3c"  # a copy of an Adventure spell is an Adventure too
ADVENTURE_EXILE = "715.3d"  # resolved, it is exiled instead; it may be cast (not as an Adventure) from there
HALF_CAST = "709.3a"  # only the chosen half is evaluated to see if it can be cast
HALF_STACK = "709.3b"  # on the stack only the cast half's characteristics exist
SPLIT_NAMES = "709.4a"  # a split card has two names; it has a chosen name if either half has it
SPLIT_COMBINED = "709.4b"  # off the stack: the combined mana cost (colours, mana value) and both halves' text

ADVENTURE, LEFT, RIGHT = "adventure", "left", "right"
PARTS = (ADVENTURE, LEFT, RIGHT)  # the faces a card's own definition has (a keyword may add more, "fused")
EXILE_PERMISSION = "adventure"  # the name of 715.3d's permission among a card's ways to be cast


# ---------------------------------------------------------------- characteristics


def values_of(game: "Game", obj: GameObject, card: CardDef) -> CardDef:
    """The characteristics ``card`` (the object's copiable values) gives ``obj`` right now."""
    on_stack = obj.zone is Zone.STACK  # off the stack a face is set only while the card is being cast
    if card.adventure is not None:
        if obj.face == ADVENTURE and game.rules.enabled(ADVENTURE_STACK if on_stack else ADVENTURE_CAST):
            return card.adventure
        return card
    if not card.halves:
        return card
    if obj.face in (LEFT, RIGHT) and game.rules.enabled(HALF_STACK if on_stack else HALF_CAST):
        return card.halves[0 if obj.face == LEFT else 1]
    way = hooks.CAST_FACES.get(obj.face or "")
    if way is not None:
        return way.values(game, obj, card)
    return combined(game, card)


def combined(game: "Game", card: CardDef) -> CardDef:
    """CR 709.4: a split card off the stack has both halves' characteristics; without the rule
    it has only what is printed across the whole card (names and card types)."""
    if not game.rules.enabled(SPLIT_COMBINED):
        return card
    return join_halves(card, (0, 1))


def join_halves(card: CardDef, order: tuple[int, int]) -> CardDef:
    """Both halves as one set of characteristics: the mana costs added up (so the colours and the
    mana value of both), the targets of the left half then the right (the right half's ``target``
    becomes ``target2`` ...), and one spell body following the halves' instructions in ``order``."""
    left, right = card.halves
    bodies = (_body(left), _body(right))
    effects = (bodies[0].effects, _shift_targets(bodies[1].effects, len(bodies[0].targets)))
    body = AbilityBody(bodies[0].targets + bodies[1].targets, effects[order[0]] + effects[order[1]])
    return replace(
        card,
        cost=_add_costs(left.cost, right.cost),
        colors=left.colors | right.colors,
        modes=(body,),
        keywords=card.keywords + left.keywords + right.keywords,
    )


def _add_costs(a: ManaCost | None, b: ManaCost | None) -> ManaCost | None:
    if a is None or b is None:
        return a or b
    return a.plus(b)


def _body(half: CardDef) -> AbilityBody:
    return half.modes[0] if half.modes else AbilityBody()


def _shift_targets(value: Any, offset: int) -> Any:
    """Renumber target references (``target`` → ``target{1+offset}``) inside effect definitions."""
    if offset == 0:
        return value
    if isinstance(value, str) and value.startswith("target") and (value == "target" or value[6:].isdigit()):
        return f"target{(1 if value == 'target' else int(value[6:])) + offset}"
    if isinstance(value, EffectDef):
        return EffectDef(value.op, _shift_targets(value.args, offset))
    if isinstance(value, tuple):
        return tuple(_shift_targets(v, offset) for v in value)
    return value


def names_of(game: "Game", obj: GameObject, card: CardDef, current: str | None) -> tuple[str, ...]:
    """The names an object has: a split card off the stack has both halves' names (709.4a)."""
    if card.halves and obj.zone is not Zone.STACK and game.rules.enabled(SPLIT_NAMES):
        return tuple(h.name for h in card.halves)
    return (current,) if current else ()


def _card_as_copied(game: "Game", obj: GameObject) -> CardDef:
    """The whole card an object is, after copy effects (entering as a copy, then each "becomes a
    copy" effect in timestamp order, 613.1a) — before any part of it is chosen."""
    card = obj.copy_of or obj.card
    copies = [e for e in game.effects if e.kind == "copy" and e.applies_to(obj) and e.lasts(game)]
    for eff in sorted(copies, key=lambda e: e.timestamp):
        card = eff.data["values"]
    return card


def has_adventure(game: "Game", obj: GameObject, wanted: Any) -> bool:
    """Filter ``has_adventure``: the object has an Adventure's alternative characteristics,
    whether or not it uses them and even if it was never cast as an Adventure (715.2a). A
    permanent that became a copy of an adventurer card has one too (its copiable values, 707.2)."""
    card = _card_as_copied(game, obj)
    # a face-down object has no characteristics but those face-down rules give it (708.2)
    has = card.adventure is not None and not obj.face_down and game.rules.enabled(HAS_ADVENTURE)
    return has == bool(wanted)


# ---------------------------------------------------------------- casting


def faces(card: CardDef) -> dict[str, str | None]:
    """The words a scenario may name a part by (folded) → the face they mean."""
    out: dict[str, str | None] = {}
    if card.adventure is not None:
        out[card.name.casefold()] = None
        out[card.adventure.name.casefold()] = ADVENTURE
        out[ADVENTURE] = ADVENTURE
    if card.halves:
        out[card.halves[0].name.casefold()] = LEFT
        out[card.halves[1].name.casefold()] = RIGHT
        out.update({LEFT: LEFT, RIGHT: RIGHT})
        out.update({name: name for name in hooks.CAST_FACES})
    return out


def choose_face(game: "Game", player: str, obj: GameObject, wanted: str | None, *, during_resolution: bool) -> str | None:
    """CR 709.3 / 715.3: which part of the card is cast, chosen before it is put onto the stack.
    A cast action names it (``face``); a card cast while an ability resolves asks the player's
    scripted ``{face: ...}``. An adventurer card cast without a face is cast normally; a split
    card needs its half named (unless 709.3a is off: then the whole card is cast)."""
    card = obj.copy_of or obj.card
    known = faces(card)
    if not known:
        if wanted is not None:
            raise IllegalAction(f"{obj.label()} has only one set of characteristics: no face {wanted!r} to cast", code="face")
        return None
    if wanted is None and during_resolution:
        labels = [card.name] if card.adventure is not None else []
        labels += [p.name for p in ((card.adventure,) if card.adventure else card.halves)]
        labels += [name for name in hooks.CAST_FACES if card.halves]
        wanted = game.choose(
            player, f"which part of {obj.label()} to cast", [Option(label, label) for label in labels], kind="face"
        )
    if wanted is None:
        if card.halves and game.rules.enabled(HALF_CAST):
            raise IllegalAction(
                f"{obj.label()} is a split card: name the half to cast ({card.halves[0].name} or {card.halves[1].name})",
                rule=HALF_CAST,
                code="face",
            )
        return None
    face = known.get(str(wanted).strip().casefold(), "?")
    if face == "?":
        raise IllegalAction(f"{obj.label()} has no part {wanted!r}; it has {', '.join(sorted(known))}", code="face")
    if face == ADVENTURE and not game.rules.enabled(ADVENTURE_CHOICE):
        raise IllegalAction(f"no rule lets {player} cast {obj.label()} as an Adventure", rule=ADVENTURE_CHOICE, code="face")
    way = hooks.CAST_FACES.get(face or "")
    if way is not None:
        way.check(game, player, obj)  # raises, naming its rule, when this way is not open now
    return face


def as_face(obj: GameObject, face: str | None) -> GameObject:
    """The card as the spell it is being cast as (evaluated before it moves, 601.2a)."""
    if face is None:
        return obj
    shadow = copy(obj)
    shadow.face = face
    return shadow


def check_face_permission(obj: GameObject, face: str | None, option: "CastOption | None") -> None:
    """715.3d: the card may be cast from exile, but not as an Adventure by that permission."""
    if face == ADVENTURE and option is not None and option.name == EXILE_PERMISSION:
        raise IllegalAction(
            f"{obj.label()} went on an adventure: from exile it may be cast, but not as an Adventure again",
            rule=ADVENTURE_EXILE,
            code="face",
        )


def copied_face(game: "Game", original: GameObject) -> str | None:
    """A copy of a spell is the same part of the card (709.3c, 715.3c)."""
    if original.face == ADVENTURE and not game.rules.enabled(ADVENTURE_COPY):
        return None
    return original.face


# ---------------------------------------------------------------- the Adventure's exile (715.3d)


def exile_resolved_adventure(game: "Game", obj: GameObject, to: Zone, cause: str, item: StackItem | None) -> Zone | None:
    """A spell cast as an Adventure goes to exile instead of the graveyard as it resolves — not
    when it is countered or doesn't resolve (its targets gone)."""
    if cause != "resolve" or obj.zone is not Zone.STACK or to is not Zone.GRAVEYARD or obj.face != ADVENTURE:
        return None
    if not game.rules.enabled(ADVENTURE_EXILE):
        return None
    game.note(f"    {obj.label()} was cast as an Adventure: exiled instead ({ADVENTURE_EXILE})")
    return Zone.EXILE


def _permission_on_adventure(game: "Game", event: "Event") -> None:
    """The card that went on an adventure may be cast from exile for as long as it stays there."""
    d = event.data
    if event.kind != "zone_change" or d.get("cause") != "resolve" or d.get("dest") is not Zone.EXILE:
        return
    before = d.get("before")
    if before is None or before.face != ADVENTURE or before.spell_copy or not game.rules.enabled(ADVENTURE_EXILE):
        return
    game.permissions.append(
        {
            "oid": d["object"].oid,
            "player": before.controller,
            "until": "end_of_game",
            "free": False,
            "name": EXILE_PERMISSION,
            "rule": ADVENTURE_EXILE,
        }
    )


hooks.register_move_replacement(ADVENTURE_EXILE, exile_resolved_adventure)
hooks.register_event_listener(_permission_on_adventure)
hooks.register_filter_test("has_adventure", has_adventure)
