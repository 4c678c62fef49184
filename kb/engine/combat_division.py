"""How a blocking creature's combat damage is divided among the attackers it blocks (CR 510.1d),
and how an attacker's among the creatures blocking it (510.1c).

A blocker blocking one attacker deals all its damage to it; one blocking two or more (an effect
lets it block additional creatures, 509.1a) deals its damage divided as its controller chooses.
The engine never guesses that division: the scenario scripts it as the answer
``{assign: {attacker: amount, ...}}``; an attacker not named gets none. An attacker's division
among its blockers takes the same answer from its controller, but there the answer is optional:
unscripted, the format's documented default (lethal damage in declaration order) applies."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from kb.engine.errors import InvalidChoice, UnknownReference, UnscriptedChoice
from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game

ATTACKER_DIVIDES = "510.1c"
BLOCKER_DIVIDES = "510.1d"
KIND = "assign"


def blocked_attackers(game: "Game", blocker: GameObject) -> list[GameObject]:
    """The attackers ``blocker`` is still blocking: one removed from combat or gone is not."""
    found = (game.by_oid(oid) for oid in blocker.blocking)
    return [a for a in found if a is not None and a.zone is Zone.BATTLEFIELD and a.attacking]


def blocker_assignment(game: "Game", blocker: GameObject, power: int) -> list[tuple[GameObject, int]]:
    """(attacker, damage) pairs for a blocker assigning ``power`` combat damage.

    Without 510.1d the engine falls back to its old shortcut, all of it to the first attacker
    it was declared blocking, so a check can show the division depends on the rule."""
    if power <= 0:
        return []
    if not game.rules.enabled(BLOCKER_DIVIDES):
        first = game.by_oid(blocker.blocking[0]) if blocker.blocking else None
        return [(first, power)] if first is not None and first.attacking else []
    targets = blocked_attackers(game, blocker)
    if len(targets) <= 1:
        return [(t, power) for t in targets]
    return _scripted_division(game, blocker, targets, power)


def _scripted_division(game: "Game", blocker: GameObject, targets: list[GameObject], power: int) -> list[tuple[GameObject, int]]:
    player = blocker.controller
    labels = [t.label() for t in targets]
    decision = f"how {blocker.label()} divides its {power} combat damage among {', '.join(labels)} ({BLOCKER_DIVIDES})"
    queue = game.scripted[player]
    if not queue:
        raise UnscriptedChoice(player, decision, labels)
    front = queue[0]
    if not (isinstance(front, Mapping) and len(front) == 1 and KIND in front):
        raise InvalidChoice(player, f"{decision} [answer {{assign: {{attacker: amount}}}}]", front, labels)
    division = front[KIND]
    if not isinstance(division, Mapping):
        raise InvalidChoice(player, f"{decision} [a mapping attacker: amount]", division, labels)
    amounts = {t.oid: 0 for t in targets}
    for ref, amount in division.items():
        attacker = _named_attacker(game, str(ref), targets)
        if attacker is None or not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise InvalidChoice(player, f"{decision} [{ref!r}: {amount!r}]", division, labels)
        amounts[attacker.oid] += amount
    if sum(amounts.values()) != power:
        raise InvalidChoice(player, f"{decision} [the amounts must add up to {power}]", division, labels)
    queue.popleft()
    shown = ", ".join(f"{amounts[t.oid]} to {t.label()}" for t in targets)
    game.note(f"    {player} divides {blocker.label()}'s combat damage: {shown} ({BLOCKER_DIVIDES})")
    return [(t, amounts[t.oid]) for t in targets if amounts[t.oid]]


def _named_attacker(game: "Game", ref: str, targets: list[GameObject]) -> GameObject | None:
    """The creature among ``targets`` a scripted key names (handle, name or ``Name#2``), else None."""
    try:
        found = game.find(ref, zones=[Zone.BATTLEFIELD])
    except UnknownReference:
        found = None
    if found is not None and any(found.oid == t.oid for t in targets):
        return found
    # "Raging Goblin" when the blocker blocks only the second and third Goblins: the first blocked one
    same = [t for t in targets if t.handle == ref or (not t.face_down and t.card.name.casefold() == ref.casefold())]
    return same[0] if len(same) == 1 else None


def attacker_assignment(
    game: "Game",
    attacker: GameObject,
    blockers: list[GameObject],
    power: int,
    trampled: tuple[Any, ...] | None,
    lethal_to: Callable[[GameObject], int],
) -> list[tuple[tuple[Any, ...], int]] | None:
    """(recipient, damage) pairs when the attacker's controller scripted the division of its
    combat damage among the creatures blocking it (510.1c) as ``{assign: {...}}``, else None:
    the format's documented default then applies (lethal damage in declaration order). With
    trample (``trampled`` = what it attacks) the player or planeswalker may be named too, but
    only once every blocker is assigned lethal damage (702.19b)."""
    if power <= 0 or not blockers or not game.rules.enabled(ATTACKER_DIVIDES):
        return None
    if len(blockers) < 2 and trampled is None:
        return None  # one blocker and no trample: all of it goes there, nothing to divide
    player = attacker.controller
    queue = game.scripted[player]
    front = queue[0] if queue else None
    if not (isinstance(front, Mapping) and len(front) == 1 and KIND in front):
        return None
    labels = [b.label() for b in blockers] + ([_recipient_label(game, trampled)] if trampled else [])
    decision = f"how {attacker.label()} divides its {power} combat damage among {', '.join(labels)} ({ATTACKER_DIVIDES})"
    division = front[KIND]
    if not isinstance(division, Mapping):
        raise InvalidChoice(player, f"{decision} [a mapping recipient: amount]", division, labels)
    amounts: dict[tuple[Any, ...], int] = {("object", b.oid): 0 for b in blockers}
    for ref, amount in division.items():
        recipient = _named_recipient(game, str(ref), blockers, trampled)
        if recipient is None or not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise InvalidChoice(player, f"{decision} [{ref!r}: {amount!r}]", division, labels)
        amounts[recipient] = amounts.get(recipient, 0) + amount
    if sum(amounts.values()) != power:
        raise InvalidChoice(player, f"{decision} [the amounts must add up to {power}]", division, labels)
    if trampled is not None and amounts.get(trampled, 0) and any(amounts[("object", b.oid)] < lethal_to(b) for b in blockers):
        raise InvalidChoice(
            player, f"{decision} [lethal damage to every blocker before any tramples over (702.19b)]", division, labels
        )
    queue.popleft()
    game.note(
        f"    {player} divides {attacker.label()}'s combat damage: "
        + ", ".join(f"{n} to {_recipient_label(game, r)}" for r, n in amounts.items())
        + f" ({ATTACKER_DIVIDES})"
    )
    return [(r, n) for r, n in amounts.items() if n]


def _named_recipient(
    game: "Game", ref: str, blockers: list[GameObject], trampled: tuple[Any, ...] | None
) -> tuple[Any, ...] | None:
    if trampled is not None and ref.casefold() == _recipient_label(game, trampled).casefold():
        return trampled
    blocker = _named_attacker(game, ref, blockers)
    return ("object", blocker.oid) if blocker is not None else None


def _recipient_label(game: "Game", recipient: tuple[Any, ...]) -> str:
    if recipient[0] == "player":
        return str(recipient[1])
    obj = game.by_oid(recipient[1])
    return obj.handle if obj is not None else "(gone)"
