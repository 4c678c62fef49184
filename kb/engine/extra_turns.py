"""Extra turns (CR 500.7) and the count of the turns each player has taken.

"Take an extra turn after this one" (the effect ``extra_turn``) adds a turn for that player
directly after the current one; of several added turns the one added last is taken first. The
game counts the turns each player has begun (``Game.turns_taken``), so "during your first, second,
or third turns of the game" (Serra Avenger, the condition ``your_turn_number_at_most``) asks how
many turns that player has taken, not how many turns the game has had."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

EXTRA_TURNS = "500.7"  # an extra turn is added directly after the specified turn; the last added comes first


def extra_turn(ctx: "Ctx", eff: "EffectDef") -> None:
    """``extra_turn {who}``: each named player (default you) takes an extra turn after this one."""
    game = ctx.game
    if not game.rules.enabled(EXTRA_TURNS):
        return
    for player in refs.players(ctx, eff.arg("who", "you")):
        game.extra_turns.append(player)
        game.note(f"    {player} will take an extra turn after this one ({EXTRA_TURNS})")


def next_turn_player(game: "Game", take: bool = False) -> str:
    """Whose turn comes next: an extra turn's player (the one added last), else the player after
    the one who took the last regular turn — an extra turn is inserted into the turn order, it
    doesn't move it on (B's extra turn after A's turn is followed by B's own turn), and a turn
    order reversed meanwhile runs from that regular turn too. ``take``: the turn begins now: an
    extra turn is used up, a regular one becomes the last regular turn."""
    while game.extra_turns and game.player(game.extra_turns[-1]).lost:
        game.extra_turns.pop()  # a player who left the game takes no turn
    if game.extra_turns and game.rules.enabled(EXTRA_TURNS):
        return game.extra_turns.pop() if take else game.extra_turns[-1]
    last = game.last_regular_turn if game.rules.enabled(EXTRA_TURNS) else game.active
    if game.player(last).lost:  # the turn order goes on round the table from a player who left
        last = game.active
    player = game.next_player(last)
    if take:
        game.last_regular_turn = player
    return player


def _your_turn_number_at_most(ctx: "Ctx", arg: Any) -> bool:
    """``{your_turn_number_at_most: 3}``: it is your turn, and one of your first N turns of the game."""
    game = ctx.game
    return game.active == ctx.controller and game.turns_taken[ctx.controller] <= int(arg)


hooks.register_effect("extra_turn", extra_turn)
hooks.register_condition("your_turn_number_at_most", _your_turn_number_at_most)
