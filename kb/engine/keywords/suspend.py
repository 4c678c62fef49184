"""Suspend N—[cost] (CR 702.62).

702.62a: three abilities — a special action from hand (pay the cost, exile the card face up
with N time counters; allowed whenever you could begin to cast the card), an upkeep trigger
in exile (remove a time counter), and a trigger when the last time counter is removed (you
may cast the card without paying its mana cost; a creature cast this way has haste while
you control it). 702.62b: what "suspended" means. 702.62c: effects that prohibit casting the
card also prohibit suspending it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.actions import require_priority
from kb.engine.casting import cast_during_resolution, check_restrictions, check_timing
from kb.engine.characteristics import Effect, chars
from kb.engine.definitions import TriggerDef
from kb.engine.errors import IllegalAction
from kb.engine.hooks import CastOption, KeywordBehaviour, register_keyword
from kb.engine.keyword_table import parse_keyword
from kb.engine.objects import GameObject, Zone
from kb.engine.payment import pay
from kb.engine.priority import acted
from kb.engine.zones import move, remove_counters

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import StackItem
    from kb.engine.refs import Ctx

SUSPEND, SUSPENDED, PROHIBITIONS = "702.62a", "702.62b", "702.62c"
SPECIAL_ACTION = "116.2f"  # suspending a card from hand is a special action
HASTE = parse_keyword("haste")


def is_suspended(game: "Game", obj: GameObject) -> bool:
    """CR 702.62b: in exile, has suspend, and has a time counter on it."""
    if not game.rules.enabled(SUSPENDED):
        return False
    return obj.zone is Zone.EXILE and obj.counters["time"] > 0 and chars(game, obj).has("suspend")


def suspend(game: "Game", player: str, obj: GameObject, **_: Any) -> None:
    """The special action (CR 116.2f): doesn't use the stack, can't be responded to."""
    require_priority(game, player)
    if not game.rules.enabled(SPECIAL_ACTION):
        raise IllegalAction("suspending a card is not an action the rules provide", rule=SPECIAL_ACTION, code="no-action")
    instances = chars(game, obj).instances("suspend")
    if not game.rules.enabled(SUSPEND) or obj.zone is not Zone.HAND or obj.owner != player or not instances:
        raise IllegalAction(f"{obj.label()} is not a card with suspend in {player}'s hand", code="no-action")
    inst = instances[0]
    if inst.cost is None or inst.number is None:
        raise IllegalAction(f"{obj.label()}'s suspend has no number and cost: it can't be suspended from hand", code="no-action")
    check_timing(game, player, obj, during_resolution=False)  # "if you could begin to cast this card"
    if game.rules.enabled(PROHIBITIONS):
        try:
            check_restrictions(game, player, obj)
        except IllegalAction as e:
            raise IllegalAction(
                f"{player} could not cast {obj.label()} now, so it can't be suspended: {e.reason}",
                rule=PROHIBITIONS,
                code="restriction",
            ) from None
    pay(game, player, inst.cost, what=f"suspending {obj.label()}")
    game.note(f"  {player} suspends {obj.label()} ({inst}): exiled face up with {inst.number} time counters")
    move(game, obj, Zone.EXILE, cause="suspend", counters={"time": inst.number}, quiet=True)
    acted(game, player)


class Suspend(KeywordBehaviour):
    name, rule = "suspend", SUSPEND

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [
            TriggerDef(
                event="upkeep",
                params=(("whose", "you"), ("keyword", "suspend"), ("part", "upkeep")),
                condition="suspended",
                zones=("exile",),
                rule=SUSPEND,
                label="suspend: remove a time counter",
            ),
            TriggerDef(
                event="counter_removed",
                params=(("kind", "time"), ("last", True), ("keyword", "suspend"), ("part", "cast")),
                zones=("exile",),
                rule=SUSPEND,
                label="suspend: cast it",
            ),
        ]

    def resolve(self, game: "Game", item: StackItem) -> None:
        obj = game.by_oid(item.source.oid)
        if obj is None or obj.zone is not Zone.EXILE:
            game.note("    the card is no longer exiled: nothing happens")
            return
        if item.data["trigger"].param("part") == "upkeep":
            remove_counters(game, obj, "time", 1)
            return
        spell = cast_during_resolution(
            game, obj.owner, obj, CastOption("suspend", None, SUSPEND, ignore_timing=True), why="suspend"
        )
        if spell is not None and "creature" in chars(game, spell.source).types:
            # "if you cast a creature spell this way, it gains haste until you lose control of it"
            game.effects.append(
                Effect(
                    -1,
                    "grant",
                    {"keywords": (HASTE,)},
                    until="control_lost",
                    controller=obj.owner,
                    timestamp=game.tick(),
                    handle=spell.source.handle,
                )
            )


def _suspended(ctx: Ctx, _arg: Any) -> bool:
    cur = ctx.game.by_oid(ctx.source.oid)
    return bool(cur and is_suspended(ctx.game, cur))


register_keyword(Suspend())
hooks.register_special_action("suspend", suspend)
hooks.register_condition("suspended", _suspended)
hooks.register_filter_test("suspended", lambda game, obj, wanted: is_suspended(game, obj) == wanted)
