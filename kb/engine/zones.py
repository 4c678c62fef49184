"""Moving objects between zones: replacement effects first, then the object becomes a new
object in its new zone (CR 400.7) and a zone-change event is emitted for triggers."""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from copy import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterator

from kb.engine import hooks
from kb.engine.characteristics import chars, statics_in_play
from kb.engine.copy_effects import enter_as_copy
from kb.engine.counters_doubling import entering_counters_doubled
from kb.engine.counters_put import counters_put
from kb.engine.dispatch import entering_counters, replace_destination
from kb.engine.enters_becoming import apply_enters_becoming
from kb.engine.game import Option
from kb.engine.kept_counters import keeps_counters
from kb.engine.library_draws import card_to_draw
from kb.engine.new_object import NEW_OBJECT, effects_after_move, new_identity
from kb.engine.objects import PLAYER_ZONES, GameObject, StackItem, Zone
from kb.engine.tapping import appears_tapped

STAYS_BLOCKING = "509.1g"  # a blocker stays a blocking creature until it is removed from combat

if TYPE_CHECKING:
    from kb.engine.game import Game

REVEAL = "708.9"  # a face-down spell or permanent leaving for another zone is revealed (turned face up)
ENTERS_ATTACKING = "508.4"  # a creature put onto the battlefield attacking was never declared an attacker
ENTER_TOGETHER = "603.6a"  # permanents an event puts onto the battlefield enter together
INSTEAD = "614.1a"  # replacement effects that say "instead" (twice that many tokens)
ADVENTURE_OFF_STACK = "715.4"  # in every zone but the stack an adventurer card has only its normal characteristics
AS_ENTERS = "614.1c"  # "enters with" / "as this enters" replacement effects
# a card's owner is the player who started the game with it in their deck (108.3), whoever controls it:
# without the rule a card leaving the battlefield would belong to the player who controlled it
OWNER = "108.3"
EXILED_FACE_UP = "406.3"  # exiled cards are face up unless the instruction exiles them face down


def move(
    game: "Game",
    obj: GameObject,
    to: Zone,
    *,
    cause: str = "effect",
    item: StackItem | None = None,
    controller: str | None = None,
    tapped: bool = False,
    face_down: bool = False,
    to_bottom: bool = False,
    counters: dict[str, Any] | None = None,
    quiet: bool = False,
) -> GameObject:
    """Move ``obj`` to ``to``; returns the new object. Replacement effects may change ``to``."""
    before = copy(obj)
    before_chars = chars(game, obj)
    if obj.zone is Zone.BATTLEFIELD and (game.battlefield_before is None or not game.together_depth):
        # the abilities of every permanent as they were just before it left (603.10a): kept for
        # the whole "at once" event, taken anew for a single move
        game.battlefield_before = {o.oid: chars(game, o) for o in game.battlefield}
    to = replace_destination(game, obj, to, cause, item)
    _detach(game, obj)
    new = copy(obj)
    # a new object (400.7): what referred to the old one (a trigger's "it") loses track of it;
    # without the rule the card stays the same object wherever it goes
    new.oid = new_identity(game, obj)
    new.zone, new.timestamp = to, game.tick()
    # a new object has none of the old one's counters (400.7); without the rule it would keep them
    new.counters = Counter() if game.rules.enabled(NEW_OBJECT) and not keeps_counters(before_chars, to) else Counter(obj.counters)
    new.damage, new.deathtouch_damaged = 0, False
    new.tapped, new.attacking, new.blocking, new.blocked = False, None, [], False
    new.granted, new.copy_of = [], (obj.copy_of if obj.token else None)
    new.attached_to = None  # a new object is attached to nothing (400.7)
    # off the stack a multi-part card has its normal or combined characteristics (715.4, 709.4);
    # without 715.4 an Adventure spell leaving the stack would keep the Adventure's
    keep_adventure = obj.face == "adventure" and not game.rules.enabled(ADVENTURE_OFF_STACK)
    new.face = obj.face if keep_adventure and to is not Zone.STACK else None
    # a face-down card leaving the battlefield or the stack is revealed (708.9), unless it enters face down
    # exiled face down only when the instruction says so (406.3); without the rule exile hides nothing
    hidden = face_down and (to is not Zone.EXILE or game.rules.enabled(EXILED_FACE_UP))
    new.face_down = hidden or (obj.face_down and to is not Zone.BATTLEFIELD and not game.rules.enabled(REVEAL))
    if obj.zone is Zone.BATTLEFIELD and not game.rules.enabled(OWNER):
        new.owner = obj.controller
    new.controller = controller or new.owner
    new.chosen, new.linked = {}, []
    after_entering = None
    if to is Zone.BATTLEFIELD:
        new.tapped = tapped
        new.control_since, new.sick_free = game.clock, False
        game.entered_turn[new.oid] = game.turn
        after_entering = enter_as_copy(game, new)  # "enter as a copy of ..." (CR 707.5)
        new.counters.update(_entering_counters(game, new, counters))
        new.chosen = _entering_choices(game, new)
        for replace_entering in hooks.ENTERING_REPLACEMENTS:  # "as this enters, [do something]" (614.1c)
            replace_entering(game, new)
    elif counters:
        new.counters.update(counters)
    new.cast_face_down_from = None
    # effects that watched the old object end with it (400.7), a permanent spell's reach the permanent (400.7a)
    game.effects = effects_after_move(game, obj, new, to)
    if to is Zone.BATTLEFIELD:
        apply_enters_becoming(game, new)  # "as a historic permanent enters, it becomes ..." (614.1c)
    if to in PLAYER_ZONES:
        pile = game.player(new.owner).zone(to)
        if to is Zone.LIBRARY and not to_bottom:
            pile.insert(0, new)
        else:
            pile.append(new)
    elif to is not Zone.STACK:
        game.zone_list(to).append(new)
    if not quiet:
        game.note(
            f"    {before.label()} moves {before.zone.value} → {to.value}"
            + (f" (now {new.label()})" if new.face_down != before.face_down else "")
        )
    if before.zone is Zone.BATTLEFIELD:
        game.last_known[obj.oid] = before_chars
        game.last_controller[obj.oid] = before.controller
        game.last_objects[obj.oid] = before
    if before.zone is Zone.BATTLEFIELD and game.together_depth:
        game.leaving_together.append((before, before_chars))
    game.emit(
        "zone_change",
        object=new,
        before=before,
        before_chars=before_chars,
        origin=before.zone,
        dest=to,
        cause=cause,
        player=before.controller,
    )
    if after_entering is not None:
        after_entering()
    if before.zone is Zone.BATTLEFIELD:
        return_exiled(game, before.oid)
    if to is Zone.BATTLEFIELD:
        appears_tapped(game, new)
    return new


@contextmanager
def together(game: "Game") -> Iterator[None]:
    """The moves made inside are one event (destroy all, the state-based actions performed at
    once): a permanent that left earlier in it still looks back at the others leaving."""
    if not game.together_depth:
        game.battlefield_before = None  # taken as the first permanent leaves in this event
    game.together_depth += 1
    try:
        yield
    finally:
        game.together_depth -= 1
        if not game.together_depth:
            game.leaving_together, game.battlefield_before = [], None


def return_exiled(game: "Game", source_oid: int) -> None:
    """CR 610.3: when the source of "exile ... until it leaves the battlefield" leaves, a second
    one-shot effect returns the exiled objects at once (no trigger, no stack), to the battlefield
    under their owner's control (610.3c)."""
    due = [r for r in game.returns if r[0] == source_oid]
    game.returns = [r for r in game.returns if r[0] != source_oid]
    for _src, oid, origin in due:
        obj = next((o for o in game.exile if o.oid == oid), None)
        if obj is not None:  # it may have left exile meanwhile (a new object: not returned)
            move(game, obj, origin, cause="return")


def put_on_stack(game: "Game", obj: GameObject, item: StackItem, *, face_down: bool = False) -> GameObject:
    """CR 601.2a: the card moves to the stack as the first step of casting."""
    _detach(game, obj)
    new = copy(obj)
    new.oid = new_identity(game, obj)  # a new object (400.7); without the rule the card stays itself
    new.zone, new.timestamp = Zone.STACK, game.tick()
    # counters stay behind (400.7) unless an ability keeps them (Me, the Immortal); without the rule they come along
    keeps = keeps_counters(chars(game, obj), Zone.STACK) or not game.rules.enabled(NEW_OBJECT)
    kept = Counter(obj.counters) if keeps else Counter()
    new.counters, new.granted, new.face_down = kept, list(obj.granted) if obj.zone is Zone.EXILE else [], face_down
    new.tapped, new.attacking, new.blocking, new.damage = False, None, [], 0
    item.source = new
    item.iid, game.next_iid = game.next_iid, game.next_iid + 1
    game.stack.append(item)
    game.emit("announce", object=new, origin=obj.zone, player=item.controller)  # seen by `order`, no trigger
    return new


def _detach(game: "Game", obj: GameObject) -> None:
    if obj.zone in PLAYER_ZONES:
        pile = game.player(obj.owner).zone(obj.zone)
        pile[:] = [o for o in pile if o.oid != obj.oid]
    elif obj.zone is Zone.STACK:
        game.stack[:] = [i for i in game.stack if not (i.kind == "spell" and i.source.oid == obj.oid)]
    else:
        pile = game.zone_list(obj.zone)
        pile[:] = [o for o in pile if o.oid != obj.oid]
    if obj.zone is Zone.BATTLEFIELD:
        for other in game.battlefield:  # blockers of a creature that left keep being "blocking" no one
            if obj.oid in other.blocking and game.rules.enabled(STAYS_BLOCKING):
                game.still_blocking.add(other.oid)  # 509.1g: a blocking creature until it is removed from combat
            other.blocking = [b for b in other.blocking if b != obj.oid]


def _entering_counters(game: "Game", obj: GameObject, extra: dict[str, Any] | None) -> Counter[str]:
    """Replacement effects "enters with N counters" (statics and vanishing, CR 614.1c)."""
    out = Counter(extra or {})
    out.update(entering_counters(game, obj))
    out = entering_counters_doubled(game, obj, out)  # "twice that many" (Doubling Season, 614.1a)
    counters_put(game, obj, out, obj.controller)  # put on it as it enters (122.6): "whenever you put counters"
    return out


def _entering_choices(game: "Game", obj: GameObject) -> dict[str, Any]:
    """ "As this enters, choose a color": the controller chooses as it enters (614.1c)."""
    out: dict[str, Any] = {}
    if not game.rules.enabled(AS_ENTERS):
        return out
    for st in chars(game, obj).card.statics:
        if st.op == "choose_as_enters" and st.arg("what") == "color":
            options = [Option(name, name) for name in ("white", "blue", "black", "red", "green")]
            out["color"] = game.choose(obj.controller, f"a color for {obj.label()} as it enters", options, kind="color")
    return out


def destroy(game: "Game", obj: GameObject, cause: str = "destroy") -> GameObject | None:
    if obj.zone is not Zone.BATTLEFIELD:
        return None
    return move(game, obj, Zone.GRAVEYARD, cause=cause)


def draw(game: "Game", player: str, n: int = 1) -> list[GameObject]:
    """``player`` draws ``n`` cards one at a time; returns the cards this draw drew. A draw a
    replacement effect replaces (614.11, ``hooks.DRAW_REPLACEMENTS``) happens in full before the
    next one; what it draws instead is returned only if the replacement says so."""
    p = game.player(player)
    drawn: list[GameObject] = []
    for _ in range(n):
        replaced = _replaced_draw(game, player)
        if replaced is not None:
            drawn.extend(replaced)
            continue
        if not p.library:
            p.drew_from_empty = True
            game.note(f"    {player} draws from an empty library")
            continue
        card = card_to_draw(game, player)  # the top card, or the bottom one (River Song)
        drawn.append(move(game, card, Zone.HAND, cause="draw", quiet=True))
        game.note(f"    {player} draws {card.label()}")
    return drawn


def _replaced_draw(game: "Game", player: str) -> list[GameObject] | None:
    for replace in hooks.DRAW_REPLACEMENTS:
        replaced = replace(game, player)
        if replaced is not None:
            return replaced
    return None


def discard(game: "Game", obj: GameObject, cause: str = "discard") -> GameObject:
    """CR 701.9: discarding moves the card from hand to graveyard (madness may replace this)."""
    game.note(f"    {obj.owner} discards {obj.label()}")
    player = obj.owner
    new = move(game, obj, Zone.GRAVEYARD, cause="discard", quiet=True)
    game.note(f"      → {new.zone.value}")
    game.emit("discard", object=new, player=player, cause=cause)
    if new.zone is Zone.EXILE:
        game.emit("_madness", object=new, player=player)  # "when this card is exiled this way"
    return new


@dataclass(frozen=True)
class TokenOrder:
    """One token an effect creates: its values, controller and how it enters."""

    card: Any
    controller: str
    tapped: bool = False
    attacking: str | None = None  # the player it attacks (a planeswalker's controller)
    attacking_pw: int | None = None  # oid of the planeswalker it attacks, if any
    copy_of: Any = None


def create_token(
    game: "Game", card: Any, controller: str, *, tapped: bool = False, attacking: str | None = None, copy_of: Any = None
) -> GameObject:
    """CR 111.1: a token is created on the battlefield; it enters (ETB abilities trigger). The
    first one, if a replacement effect makes it several (614.1a)."""
    order = TokenOrder(card, controller, tapped, attacking, None, copy_of)
    return create_tokens(game, [order] * token_count(game, controller, 1))[0]


def create_tokens(game: "Game", orders: list[TokenOrder]) -> list[GameObject]:
    """Tokens one event creates enter the battlefield together: all of them are there before any
    enters ability is checked, so each sees the others enter (CR 603.6a). Without the rule they
    would arrive one at a time, each seeing only the ones before it."""
    at_once = game.rules.enabled(ENTER_TOGETHER)
    made: list[tuple[GameObject, Any]] = []
    for order in orders:
        made.append(_make_token(game, order))
        if not at_once:
            _announce_token(game, *made[-1], order)
    if at_once:
        for (obj, after_entering), order in zip(made, orders):
            _announce_token(game, obj, after_entering, order)
    return [obj for obj, _ in made]


def token_count(game: "Game", controller: str, n: int) -> int:
    """How many tokens an effect creates under ``controller``'s control when it would create
    ``n``: each "twice that many instead" that player controls doubles it (CR 614.1a)."""
    if not game.rules.enabled(INSTEAD):
        return n
    for src, _st in statics_in_play(game, "double_tokens"):
        if src.controller == controller:
            n *= 2
    return n


def _make_token(game: "Game", order: TokenOrder) -> tuple[GameObject, Any]:
    """The token on the battlefield, and what is left to do once it has entered (kb.engine.copy_effects)."""
    card = order.card
    game.token_serial[card.name] += 1
    handle = f"{card.name} token {game.token_serial[card.name]}"
    obj = game.new_object(
        order.copy_of or card,
        order.controller,
        Zone.BATTLEFIELD,
        handle,
        controller=order.controller,
        token=True,
        tapped=order.tapped,
        copy_of=order.copy_of,
    )
    obj.control_since, obj.sick_free = game.clock, False
    obj.attacking, obj.attacking_pw = order.attacking, order.attacking_pw
    after_entering = enter_as_copy(game, obj)  # a token copy of a Clone chooses too (CR 707.5)
    obj.counters.update(_entering_counters(game, obj, None))
    apply_enters_becoming(game, obj)
    game.battlefield.append(obj)
    pw = next((o for o in game.battlefield if o.oid == order.attacking_pw), None)
    game.note(
        f"    {order.controller} creates {handle}"
        + (" tapped" if order.tapped else "")
        + (f" attacking {pw.label() if pw else order.attacking}" if order.attacking else "")
    )
    return obj, after_entering


def _announce_token(game: "Game", obj: GameObject, after_entering: Any, order: TokenOrder) -> None:
    game.emit_entered(obj, origin=None, cause="token", player=order.controller)
    if after_entering is not None:
        after_entering()
    if order.attacking and not game.rules.enabled(ENTERS_ATTACKING):
        # without 508.4 nothing says a creature put onto the battlefield attacking never "attacked"
        game.emit("attacks", object=obj, defender=order.attacking, player=order.controller)
    appears_tapped(game, obj)


def remove_counters(game: "Game", obj: GameObject, kind: str, n: int = 1) -> int:
    """Remove up to ``n`` counters; the event tells triggers whether the last one went."""
    n = min(n, obj.counters[kind])
    if n <= 0:
        return 0
    obj.counters[kind] -= n
    left = obj.counters[kind]
    game.note(f"    remove {n} {kind} counter(s) from {obj.label()} ({left} left)")
    game.emit("counter_removed", object=obj, kind=kind, amount=n, last=left == 0)
    return n


def counter(game: "Game", item: StackItem) -> GameObject | None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; an ability just leaves.
    Returns the countered card in its new zone (None for an ability)."""
    game.note(f"    {item.describe()} is countered")
    if item.kind == "spell":
        if item.source.face_down and game.rules.enabled(REVEAL):
            item.source.face_down = False  # a countered face-down spell is revealed (708.9)
        return move(game, item.source, Zone.GRAVEYARD, cause="counter", item=item)
    if item in game.stack:
        game.stack.remove(item)
    return None


def find_item(game: "Game", iid: int) -> StackItem | None:
    return next((i for i in game.stack if i.iid == iid), None)
