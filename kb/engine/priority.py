"""Priority (CR 117): state-based actions and triggers before a player receives priority,
passing in turn order, resolving the top of the stack when all pass, and ending the step
when all pass with an empty stack. ``advance_to`` drives the game to a (turn, step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.combat_exit import remove_noncreatures
from kb.engine.effect_endings import end_lapsed_control
from kb.engine.end_turn import NO_PRIORITY, steps_to_skip
from kb.engine.errors import GameOver, IllegalAction, RunawayGame
from kb.engine.sba import check_sbas
from kb.engine.stack import resolve_top
from kb.engine.steps import Step
from kb.engine.triggers import put_pending_on_stack, state_triggers
from kb.engine.turn import finish_step, following, start_step, start_turn

if TYPE_CHECKING:
    from kb.engine.game import Game

MAX_PASSES = 20_000
CLEANUP_PRIORITY = "514.3a"


def settle(game: "Game") -> bool:
    """CR 117.5: state-based actions until none apply, then put triggers on the stack; repeat."""
    anything = False
    while True:
        remove_noncreatures(game)
        end_lapsed_control(game)
        changed = check_sbas(game)
        state_triggers(game)  # CR 603.8, as a player would receive priority
        put = put_pending_on_stack(game)
        anything = anything or changed or put
        if not changed and not put:
            return anything


def settle_needed(game: "Game") -> bool:
    return settle(game) or bool(game.stack)


def give_priority(game: "Game", player: str) -> None:
    if settle(game):
        game.passes = 0
    if game.is_over():
        game.priority = None
        return
    game.priority = player


ACTIVE_FIRST = "117.3a"
ACTIVE_AFTER_RESOLVING = "117.3b"
ACTOR_KEEPS_PRIORITY = "117.3c"
PASS_ON = "117.3d"


def acted(game: "Game", player: str) -> None:
    """After a player casts, activates or takes a special action, they receive priority (117.3c);
    without the rule it would pass on to the next player, as after a resolution without 117.3b."""
    game.passes = 0
    give_priority(game, player if game.rules.enabled(ACTOR_KEEPS_PRIORITY) else game.next_player(player))


def pass_priority(game: "Game") -> None:
    if game.priority is None:
        raise (
            GameOver([p.name for p in game.players if p.lost])
            if game.is_over()
            else IllegalAction("no player has priority", code="priority")
        )
    holder = game.priority
    game.passes += 1
    if game.passes < len(game.living()):  # the next player in turn order (117.3d); without it the passer keeps it
        give_priority(game, game.next_player(holder) if game.rules.enabled(PASS_ON) else holder)
        return
    game.passes = 0
    if game.stack:
        resolve_top(game)
        if game.turn_ending and game.rules.enabled(NO_PRIORITY):  # it ended the turn (723.1c-d)
            skip_to_cleanup(game)
            return
        # 117.3b: after a spell or ability resolves the active player receives priority; without
        # the rule it would pass on to the next player
        give_priority(game, game.active if game.rules.enabled(ACTIVE_AFTER_RESOLVING) else game.next_player(game.active))
    elif game.turn_ending:  # without 723.1c players got priority first; now the turn ends
        skip_to_cleanup(game)
    else:
        end_step(game)


def end_step(game: "Game") -> None:
    finish_step(game)
    while True:
        step, new_turn = following(game)
        if new_turn:
            start_turn(game)
        gets_priority = start_step(game, step)
        if step is Step.CLEANUP:
            gets_priority = cleanup_priority(game)
        if gets_priority:  # the active player first (117.3a); without the rule the next player would be
            give_priority(game, game.active if game.rules.enabled(ACTIVE_FIRST) else game.next_player(game.active))
            if game.priority is not None or game.is_over():
                return
        finish_step(game)


def skip_to_cleanup(game: "Game") -> None:
    """CR 723.1c-d: state-based actions are checked but nobody gets priority and no trigger is put
    on the stack; then the current step ends and the cleanup step begins."""
    check_sbas(game)
    steps_to_skip(game)
    game.passes = 0
    end_step(game)


def cleanup_priority(game: "Game") -> bool:
    """CR 514.3a: no player receives priority in the cleanup step unless state-based actions are
    performed or triggered abilities are waiting (a madness trigger from the cleanup discard);
    then players do, and once the stack is empty and all pass, another cleanup step follows."""
    if not game.rules.enabled(CLEANUP_PRIORITY):
        return False
    if settle_needed(game):
        game.another_cleanup = True
        return True
    return False


def pass_until_player(game: "Game", player: str) -> None:
    """Players ahead of ``player`` pass so that ``player`` receives priority (never a full round)."""
    guard = 0
    while game.priority != player:
        if game.priority is None:
            game.require_not_over()
            raise IllegalAction("no player has priority now", code="priority")
        if game.passes + 1 >= len(game.living()):
            raise IllegalAction(f"{player} already passed; everyone else passing would resolve or end the step", code="priority")
        pass_priority(game)
        guard += 1
        if guard > len(game.players) + 1:
            raise RunawayGame(f"could not give {player} priority")


def resolve(game: "Game", count: int | None = 1) -> int:
    """All players pass until ``count`` objects resolved (None: until the stack is empty)."""
    if not game.stack:
        if count is None:  # "until the stack is empty" already holds (a trigger may have resolved already)
            return 0
        raise IllegalAction("the stack is empty: nothing to resolve", code="priority")
    resolved, guard = 0, 0
    while game.stack and (count is None or resolved < count):
        before = len(game.stack)
        top = game.stack[-1]
        while game.stack and game.stack[-1] is top and len(game.stack) >= before:
            game.require_not_over()
            pass_priority(game)
            guard += 1
            if guard > MAX_PASSES:
                raise RunawayGame("the stack did not resolve")
            if game.priority is None:
                break
        resolved += 1
        if game.priority is None:
            break
    return resolved


def position(game: "Game") -> tuple[int, int]:
    return game.turn, game.step.order


def advance_to(game: "Game", turn: int, step: Step) -> None:
    """Pass priority (resolving whatever is on the stack) until the active player first has
    priority in ``step`` of ``turn``; a no-op if the game is already there. Triggered
    abilities of the step's start are then on the stack, not yet resolved."""
    if (game.turn, game.step) == (turn, step):
        return
    # with phases added this turn (500.8) a step may come again: play on until it does
    again = game.upcoming_phases is not None and turn == game.turn
    if not again and (turn, step.order) < position(game):
        raise IllegalAction(f"turn {turn} {step.value} is already past (now turn {game.turn} {game.step.value})", code="time")
    if step in (Step.UNTAP, Step.CLEANUP):
        raise IllegalAction(f"players don't receive priority in the {step.value} step; stop at another step", code="time")
    guard = 0
    while (game.turn, game.step) != (turn, step):
        if (not again or game.turn > turn) and position(game) > (turn, step.order):
            raise IllegalAction(f"turn {turn} has no {step.value} step (it was skipped)", code="time")
        game.require_not_over()
        if game.priority is None:
            raise IllegalAction("the game cannot advance: no player has priority", code="priority")
        pass_priority(game)
        guard += 1
        if guard > MAX_PASSES:
            raise RunawayGame(f"turn {turn} {step.value} was not reached")
    game.require_not_over()
