"""The keyword actions of the Doctor Who set.

Time travel (CR 701.56): for each suspended card you own and each permanent you control with
a time counter on it, you may put a time counter on it or remove one. You decide for each
object first; then all the changes happen at once (removing the last counter from a suspended
card makes suspend's cast trigger trigger, whatever removed it).

Face a villainous choice (CR 701.55): the player chooses one of the options and its actions
are performed; when several players face the choice, each chooses and the chosen actions
happen in turn order, one player after the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.effects import run_effects
from kb.engine.game import Option
from kb.engine.keywords.suspend import is_suspended
from kb.engine.zones import remove_counters

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

TIME_TRAVEL, VILLAINOUS_CHOICE = "701.56", "701.55"


def time_travel(game: "Game", player: str, times: int = 1) -> None:
    if not game.rules.enabled(TIME_TRAVEL):
        return
    for _ in range(times):
        objects = [o for o in game.exile if o.owner == player and is_suspended(game, o)]
        objects += [o for o in game.battlefield if o.controller == player and o.counters["time"] > 0]
        decisions = []
        for obj in objects:
            options = [Option("add", +1), Option("remove", -1), Option("none", 0)]
            decisions.append(
                (
                    obj,
                    game.choose(
                        player,
                        f"time travel: add or remove a time counter on {obj.label()}",
                        options,
                        kind="time_travel",
                        may=True,
                    ),
                )
            )
        game.note(f"    {player} travels through time")
        for obj, delta in decisions:
            if delta > 0:
                obj.counters["time"] += 1
                game.note(f"    add a time counter to {obj.label()} (now {obj.counters['time']})")
        for obj, delta in decisions:
            if delta < 0:
                remove_counters(game, obj, "time", 1)


def time_travel_effect(ctx: Ctx, eff: EffectDef) -> None:
    time_travel(ctx.game, ctx.controller, eff.arg("times", 1))


def villainous_choice_effect(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    if not game.rules.enabled(VILLAINOUS_CHOICE):
        return
    facing = refs.players(ctx, eff.arg("who", "each_opponent"))
    order = [p for p in game.apnap() if p in facing]
    options = eff.arg("options")
    for player in order:
        labels = [Option(str(i + 1), i) for i in range(len(options))]
        picked = game.choose(player, "an option of the villainous choice", labels, kind="option", may=True)
        game.note(f"    {player} faces a villainous choice: option {picked + 1}")
        sub = refs.Ctx(game, ctx.controller, ctx.source, item=ctx.item, targets=ctx.targets, event={"player": player})
        run_effects(sub, options[picked])


hooks.register_effect("time_travel", time_travel_effect)
hooks.register_effect("villainous_choice", villainous_choice_effect)
