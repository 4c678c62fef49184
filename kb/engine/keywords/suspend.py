"""Suspend N—[cost] (CR 702.62).

702.62a: three abilities — a special action from hand (pay the cost, exile the card face up
with N time counters; allowed whenever you could begin to cast the card), an upkeep trigger
in exile (remove a time counter), and a trigger when the last time counter is removed (you
may cast the card without paying its mana cost; a creature cast this way has haste while
you control it). 702.62b: what "suspended" means. 702.62c: effects that prohibit casting the
card also prohibit suspending it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import Effect, chars
from kb.engine.definitions import TriggerDef
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.keywords import parse_keyword
from kb.engine.keywords.base import CastOption, KeywordBehaviour
from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game

SUSPEND, SUSPENDED, PROHIBITIONS = "702.62a", "702.62b", "702.62c"
HASTE = parse_keyword("haste")


def is_suspended(game: "Game", obj: GameObject) -> bool:
    """CR 702.62b: in exile, has suspend, and has a time counter on it."""
    if not game.rules.enabled(SUSPENDED):
        return False
    return obj.zone is Zone.EXILE and obj.counters["time"] > 0 and chars(game, obj).has("suspend")


def suspend(game: "Game", player: str, obj: GameObject, **_) -> None:
    """The special action (CR 116.2f): doesn't use the stack, can't be responded to."""
    from kb.engine.actions import require_priority
    from kb.engine.casting import check_restrictions, check_timing
    from kb.engine.payment import pay
    from kb.engine.priority import acted
    from kb.engine.zones import move

    require_priority(game, player)
    instances = chars(game, obj).instances("suspend")
    if not game.rules.enabled(SUSPEND) or obj.zone is not Zone.HAND or obj.owner != player or not instances:
        raise IllegalAction(f"{obj.label()} is not a card with suspend in {player}'s hand", code="no-action")
    inst = instances[0]
    if inst.cost is None or inst.number is None:
        raise IllegalAction(f"{obj.label()}'s suspend has no number and cost: it can't be suspended from hand",
                            code="no-action")
    check_timing(game, player, obj, during_resolution=False)  # "if you could begin to cast this card"
    if game.rules.enabled(PROHIBITIONS):
        try:
            check_restrictions(game, player, obj)
        except IllegalAction as e:
            raise IllegalAction(f"{player} could not cast {obj.label()} now, so it can't be suspended: {e.reason}",
                                rule=PROHIBITIONS, code="restriction") from None
    pay(game, player, inst.cost, what=f"suspending {obj.label()}")
    game.note(f"  {player} suspends {obj.label()} ({inst}): exiled face up with {inst.number} time counters")
    move(game, obj, Zone.EXILE, cause="suspend", counters={"time": inst.number}, quiet=True)
    acted(game, player)


class Suspend(KeywordBehaviour):
    name, rule = "suspend", SUSPEND

    def triggers(self, game, obj, inst) -> list[TriggerDef]:
        return [
            TriggerDef(event="upkeep", params=(("whose", "you"), ("keyword", "suspend"), ("part", "upkeep")),
                       condition="suspended", zones=("exile",), rule=SUSPEND,
                       label="suspend: remove a time counter"),
            TriggerDef(event="counter_removed",
                       params=(("kind", "time"), ("last", True), ("keyword", "suspend"), ("part", "cast")),
                       zones=("exile",), rule=SUSPEND, label="suspend: cast it"),
        ]

    def resolve(self, game: "Game", item) -> None:
        from kb.engine.zones import remove_counters

        obj = game.by_oid(item.source.oid)
        if obj is None or obj.zone is not Zone.EXILE:
            game.note("    the card is no longer exiled: nothing happens")
            return
        if item.data["trigger"].param("part") == "upkeep":
            remove_counters(game, obj, "time", 1)
            return
        cast_from_effect(game, obj.owner, obj, CastOption("suspend", None, SUSPEND, ignore_timing=True),
                         why="suspend", haste=True)


def cast_from_effect(game: "Game", player: str, obj: GameObject, option: CastOption, *, why: str,
                     haste: bool = False) -> bool:
    """Cast ``obj`` while an ability resolves (suspend, cascade, madness): optional, and only
    if it can be cast; timing restrictions of its card type are ignored."""
    from kb.engine.casting import CastRequest, cast_spell

    price = "without paying its mana cost" if option.cost is None else f"for {option.cost}"
    if not game.choose(player, f"cast {obj.label()} {price} ({why})?",
                       [Option("yes", True), Option("no", False)], kind="cast", may=True):
        game.note(f"    {player} doesn't cast {obj.label()}")
        return False
    try:
        item = cast_spell(game, player, obj, CastRequest(card=obj.handle), via=option, during_resolution=True)
    except IllegalAction as e:
        game.note(f"    {obj.label()} can't be cast: {e}")
        return False
    if haste and "creature" in chars(game, item.source).types:
        game.effects.append(Effect(-1, "grant", {"keywords": (HASTE,)}, until="control_lost", controller=player,
                                   timestamp=game.tick(), handle=item.source.handle))
    return True


BEHAVIOUR = Suspend()
