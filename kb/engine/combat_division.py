"""How a blocking creature's combat damage is divided among the attackers it blocks (CR 510.1d).

A blocker blocking one attacker deals all its damage to it; one blocking two or more (an effect
lets it block additional creatures, 509.1a) deals its damage divided as its controller chooses.
The engine never guesses that division: the scenario scripts it as the answer
``{assign: {attacker: amount, ...}}``; an attacker not named gets none."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from kb.engine.errors import InvalidChoice, UnknownReference, UnscriptedChoice
from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game

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
    """The blocked attacker a scripted key names (handle, name or ``Name#2``), else None."""
    try:
        found = game.find(ref, zones=[Zone.BATTLEFIELD])
    except UnknownReference:
        found = None
    if found is not None and any(found.oid == t.oid for t in targets):
        return found
    # "Raging Goblin" when the blocker blocks only the second and third Goblins: the first blocked one
    same = [t for t in targets if t.handle == ref or (not t.face_down and t.card.name.casefold() == ref.casefold())]
    return same[0] if len(same) == 1 else None
