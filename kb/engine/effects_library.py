"""Searching, revealing and shuffling (CR 701.20, 701.23, 701.24): a player searches their
library for cards matching a filter — in a hidden zone with a stated quality they may find
none (701.23b); searching simply for "a card" they must find one (701.23d) — reveals what
they found if told to, puts it into their hand (or onto the battlefield) and shuffles.
Shuffling uses the game's seeded generator, so a check repeats."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import refs
from kb.engine.characteristics import chars, matches_filter
from kb.engine.definitions import EffectDef
from kb.engine.errors import IllegalAction, InvalidChoice
from kb.engine.game import Option
from kb.engine.objects import Zone
from kb.engine.refs import Ctx
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

SEARCH_MAY_FAIL, MUST_FIND, SHUFFLE = "701.23b", "701.23d", "701.24a"
PUT_LAND = "305.4"  # an effect putting a land onto the battlefield isn't playing a land


def lands_put_by_effect(game: Game, moved: list[GameObject]) -> None:
    """CR 305.4: a land an effect puts onto the battlefield uses none of its controller's land
    plays. Without the rule it would count as the land played this turn (so Rampant Growth's
    land would stop a land drop)."""
    if game.rules.enabled(PUT_LAND):
        return
    for obj in moved:
        if obj.zone is Zone.BATTLEFIELD and obj.controller and "land" in chars(game, obj).types:
            game.player(obj.controller).lands_played += 1


def _controller(ctx: Ctx, eff: EffectDef, who: str) -> str:
    """Under whose control a card found enters: the searcher's, or the player `controller` names."""
    named = refs.players(ctx, eff.arg("controller")) if eff.arg("controller") else []
    return named[0] if named else who


def search(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    flt, count = eff.arg("filter"), refs.amount(ctx, eff.arg("count", 1))
    to = Zone(eff.arg("to", "hand"))
    # with a stated quality a player may find nothing (701.23b); searching simply for "a card"
    # they must find one if there is one (701.23d)
    may_fail = game.rules.enabled(SEARCH_MAY_FAIL) if flt is not None else not game.rules.enabled(MUST_FIND)
    for who in refs.players(ctx, eff.arg("who", "you")):
        # "search target opponent's library": whose library (default the searcher's own)
        owner = (refs.players(ctx, eff.arg("library")) or [who])[0] if eff.arg("library") else who
        found = []
        for _ in range(count):
            library = game.player(owner).library
            pool = [o for o in library if o not in found and matches_filter(game, o, flt, controller=who, source=ctx.source)]
            options = [Option(o.card.name, o, (o.handle, o.card.name)) for o in pool]
            if may_fail or not options:
                options.append(Option("none", None, ("nothing",)))
            if len(options) == 1 and options[0].value is None:
                break
            try:
                picked = game.choose(who, f"a card to find in {owner}'s library", options, kind="card", may=may_fail)
            except InvalidChoice as e:
                if str(e.value).strip().casefold() in ("none", "nothing"):
                    raise IllegalAction(
                        f"{who} searches for a card, not for one with a stated quality: they must find one (701.23d)",
                        rule=MUST_FIND,
                        code="choice",
                    ) from None
                raise
            if picked is None:
                break
            found.append(picked)
        shown = ", ".join(o.card.name for o in found) or "nothing"
        revealed = " (revealed)" if eff.arg("reveal") and found else ""
        game.note(f"    {who} searches {owner}'s library and finds {shown}{revealed}")
        moved = [
            move(
                game,
                obj,
                to,
                cause="search",
                controller=_controller(ctx, eff, who) if to is Zone.BATTLEFIELD else None,
                tapped=bool(eff.arg("tapped")),
                quiet=True,
            )
            for obj in found
        ]
        lands_put_by_effect(game, moved)
        ctx.chosen["it"] = [o.oid for o in moved]  # "... put it into your graveyard; [it] becomes a copy of that card"
        shuffle_library(game, owner)  # "then that player shuffles"


def shuffle_library(game: Game, player: str) -> None:
    """CR 701.24a: randomize the library (seeded: the same scenario shuffles the same way)."""
    if not game.rules.enabled(SHUFFLE):
        return
    game.rng.shuffle(game.player(player).library)
    game.note(f"    {player} shuffles their library")
    game.emit("shuffle", player=player)


def shuffle(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        shuffle_library(ctx.game, who)


def exile_until_found(ctx: Ctx, flt: Any, counters: dict[str, int], gains: Any) -> None:
    """ "Exile cards from the top of your library until you exile a nonland card; put three time
    counters on it" (the Tenth Doctor): each card is exiled in turn (701.13a) until one matches
    ``flt``; only that one gets the counters and keywords, and the others stay in exile."""
    game = ctx.game
    library = game.player(ctx.controller).library
    while library:
        top = library[0]
        found = matches_filter(game, top, flt, controller=ctx.controller, source=ctx.source)
        new = move(game, top, Zone.EXILE, cause="exile", counters=counters if found else None)
        if found:
            have = {k.name for k in new.card.keywords}
            new.granted += [k for k in gains or () if k.name not in have]
            ctx.chosen["it"] = [new.oid]  # "it": the card found, for a later effect of the ability
            return
