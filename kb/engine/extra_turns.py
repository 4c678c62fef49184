"""Extra turns (CR 500.7) and the count of the turns each player has taken.

"Take an extra turn after this one" (the effect ``extra_turn``) adds a turn for that player
directly after the current one; of several added turns the one added last is taken first. As the
turns are added, not swapped in, the regular turns go on from the player who had the last regular
turn: an opponent's extra turn after yours is followed by their regular turn, and if the turn order
is reversed during an extra turn the next regular turn is the player after that last regular one in
the new order (who-notes-de 2232; ``Game.regular_turn_player``). The
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
    """Whose turn comes next: an extra turn's player (the one added last), else the next player
    in turn order. ``take``: that extra turn begins now and is used up."""
    while game.extra_turns and game.player(game.extra_turns[-1]).lost:
        game.extra_turns.pop()  # a player who left the game takes no turn
    if game.extra_turns and game.rules.enabled(EXTRA_TURNS):
        return game.extra_turns.pop() if take else game.extra_turns[-1]
    player = game.next_player(_last_regular(game))
    if take:
        game.regular_turn_player = player
    return player


def pass_turn(game: "Game", player: str) -> None:
    """``player``'s next turn is skipped (614.10a): an extra one is used up, a regular one counts
    as the last regular turn, so the order goes on after it."""
    if game.extra_turns and game.extra_turns[-1] == player and game.rules.enabled(EXTRA_TURNS):
        game.extra_turns.pop()
    else:
        game.regular_turn_player = player
    game.active = player


def _last_regular(game: "Game") -> str:
    """The player the regular turn order goes on from: with 500.7 disabled, whoever is active."""
    if game.rules.enabled(EXTRA_TURNS) and game.regular_turn_player and not game.player(game.regular_turn_player).lost:
        return game.regular_turn_player
    return game.active  # 500.7 disabled, or that player left: the order goes on round the table from here


def _your_turn_number_at_most(ctx: "Ctx", arg: Any) -> bool:
    """``{your_turn_number_at_most: 3}``: it is your turn, and one of your first N turns of the game."""
    game = ctx.game
    return game.active == ctx.controller and game.turns_taken[ctx.controller] <= int(arg)


hooks.register_effect("extra_turn", extra_turn)
hooks.register_condition("your_turn_number_at_most", _your_turn_number_at_most)
