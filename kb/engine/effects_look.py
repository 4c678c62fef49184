"""Looking at the top cards of a library and putting them in chosen places.

- `look_at_top {who, amount!, hand, rest}`: "look at the top two cards of your library, put one of
  them into your hand and the other on the bottom of your library" (Sleight of Hand): the player
  picks `hand` of them (`{card: Name}` each) and the rest go to the bottom (default), back on top,
  or into the graveyard;
- `scry {who, amount}` (CR 701.22a): look at the top N, put any number of them on the bottom in any
  order and the rest on top in any order — `{card: Name}` for each card put on the bottom, in the
  order they go there, then `{card: none}` (not needed once every card went to the bottom).

Cards put on the top or the bottom together are arranged by their owner (CR 401.4): while two or
more differently named cards are left to place, the player names the next one, `{card: Name}` —
for the top the first named ends up on top, for the bottom the first named is put there first
(and ends up above the others). The cards never leave the library while they are looked at or
rearranged, so no zone change happens; only those put into a hand or graveyard move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.errors import CardDefinitionError
from kb.engine.game import Option
from kb.engine.objects import Zone
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.game import Game
    from kb.engine.objects import GameObject
    from kb.engine.refs import Ctx

ARRANGE = "401.4"  # cards put into one position of a library together: their owner orders them
SCRY = "701.22a"
RESTS = ("bottom", "top", "graveyard")


def _options(cards: list["GameObject"], *, none: bool = False) -> list[Option]:
    """One option per card name: cards of the same name can't be told apart in a script."""
    firsts: dict[str, GameObject] = {}
    for obj in cards:
        firsts.setdefault(obj.card.name, obj)
    options = [Option(name, obj, (obj.handle, name)) for name, obj in firsts.items()]
    return options + ([Option("none", None, ("nothing",))] if none else [])


def arrange(game: "Game", who: str, cards: list["GameObject"], where: str) -> list["GameObject"]:
    """The order the player puts the cards in (CR 401.4); without that rule they stay as they were."""
    if not game.rules.enabled(ARRANGE):
        return list(cards)
    order, left = [], list(cards)
    while len({o.card.name for o in left}) > 1:
        picked = game.choose(who, f"the next card to put on the {where} of {who}'s library", _options(left), kind="card")
        order.append(picked)
        left.remove(picked)
    return order + left


def _place(game: "Game", who: str, cards: list["GameObject"], where: str) -> None:
    library = game.player(who).library
    for obj in cards:
        library.remove(obj)
    if where == "top":
        library[:0] = cards
    else:
        library.extend(cards)
    if cards:
        game.note(f"    {who} puts {len(cards)} card(s) on the {where} of their library")


def look_at_top(ctx: "Ctx", eff: "EffectDef") -> None:
    game = ctx.game
    rest_to = eff.arg("rest", "bottom")
    if rest_to not in RESTS:
        raise CardDefinitionError("look_at_top", f"rest must be one of {', '.join(RESTS)}, not {rest_to!r}")
    for who in refs.players(ctx, eff.arg("who", "you")):
        seen = game.player(who).library[: refs.amount(ctx, eff.arg("amount"))]
        game.note(f"    {who} looks at the top {len(seen)} card(s) of their library")
        picked: list[GameObject] = []
        for _ in range(min(int(eff.arg("hand", 0)), len(seen))):
            left = [o for o in seen if o not in picked]
            picked.append(game.choose(who, f"a card to put into {who}'s hand", _options(left), kind="card"))
        rest = [o for o in seen if o not in picked]
        if rest_to == "graveyard":
            for obj in rest:
                move(game, obj, Zone.GRAVEYARD, cause="look")
        else:
            _place(game, who, arrange(game, who, rest, rest_to), rest_to)
        moved = [move(game, obj, Zone.HAND, cause="look", quiet=True) for obj in picked]
        if moved:
            game.note(f"    {who} puts {len(moved)} of them into their hand")
        ctx.chosen["it"] = [o.oid for o in moved]


def scry(ctx: "Ctx", eff: "EffectDef") -> None:
    game = ctx.game
    if not game.rules.enabled(SCRY):
        return
    for who in refs.players(ctx, eff.arg("who", "you")):
        seen = game.player(who).library[: refs.amount(ctx, eff.arg("amount", 1))]
        game.note(f"    {who} scries {len(seen)}")
        bottom: list[GameObject] = []
        while len(bottom) < len(seen):
            left = [o for o in seen if o not in bottom]
            picked = game.choose(
                who, "a card to put on the bottom (none: the rest stay on top)", _options(left, none=True), kind="card", may=True
            )
            if picked is None:
                break
            bottom.append(picked)
        top = [o for o in seen if o not in bottom]
        _place(game, who, arrange(game, who, top, "top"), "top")
        _place(game, who, bottom, "bottom")


hooks.register_effect("look_at_top", look_at_top)
hooks.register_effect("scry", scry)
