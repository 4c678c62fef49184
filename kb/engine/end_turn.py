"""'End the turn' (CR 723.1), as Sundial of the Infinite or a chaos ability says it: every object
on the stack is exiled — the resolving one too — without being countered (723.1b); no player
gets priority (723.1c); the current step ends and the game skips straight to the cleanup step,
removing creatures from combat (723.1d) — there is no end step, so nothing triggers "at the
beginning of the end step" this turn (723.1e). Abilities that trigger meanwhile wait for the cleanup
step, where players then get priority and another cleanup step follows (723.1f, 514.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.combat_exit import end_combat
from kb.engine.objects import Zone
from kb.engine.steps import Step
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

EXILE_STACK, NO_PRIORITY, SKIP_TO_CLEANUP, NO_END_STEP = "723.1b", "723.1c", "723.1d", "723.1e"


def end_the_turn(ctx: "Ctx", eff: object) -> None:
    """The effect: exile the stack now; the rest happens once the resolving object is done
    (``skip_to_cleanup``, called where the game would give priority again)."""
    game = ctx.game
    if game.rules.enabled(EXILE_STACK):
        for item in reversed(list(game.stack)):
            if item.kind == "spell":  # a spell card goes to exile — it isn't countered (701.6a)
                game.note(f"    {item.describe()} is exiled (723.1b)")
                move(game, item.source, Zone.EXILE, cause="end_turn", item=item)
            else:
                game.note(f"    {item.describe()} leaves the stack (723.1b)")
            if item in game.stack:
                game.stack.remove(item)
    if game.rules.enabled(SKIP_TO_CLEANUP):
        game.turn_ending = True


def steps_to_skip(game: "Game") -> None:
    """723.1d: the current step ends and the next one is the cleanup step — no phases or steps
    between (phases added this turn are skipped too); creatures leave combat."""
    game.turn_ending = False
    game.upcoming_phases = None
    game.in_extra_phase = False
    end_combat(game)
    game.step = Step.END  # the step the cleanup step follows
    if not game.rules.enabled(NO_END_STEP):
        # 723.1e: the end step is skipped, so "at the beginning of the end step" abilities don't
        # trigger; without the rule they would trigger as the turn ends
        game.emit("step_begin", step=Step.END, player=game.active)
