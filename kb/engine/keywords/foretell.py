"""Foretell [cost] (CR 702.143a-b, 116.2h): any time you have priority during your turn you may
pay {2} and exile a card with foretell from your hand face down — a special action, so nobody
can respond. After that turn has ended you may cast it from exile for its foretell cost instead
of its mana cost, following its card type's timing (an instant on an opponent's turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.actions import require_priority
from kb.engine.characteristics import chars, matches_filter, statics_in_play
from kb.engine.errors import IllegalAction
from kb.engine.hooks import KeywordBehaviour, register_characteristic, register_keyword
from kb.engine.keyword_table import KeywordInstance
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, Zone
from kb.engine.payment import pay
from kb.engine.priority import acted
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars
    from kb.engine.game import Game
    from kb.engine.refs import Ctx

FORETELL, SPECIAL_ACTION = "702.143a", "116.2h"
BECOMES_FORETOLD = "702.143d"  # "it becomes foretold": its owner may cast it for a foretell cost it has
FORETELL_PRICE = ManaCost(generic=2)


def _foretold(game: "Game", obj: GameObject, player: str, cost: ManaCost | None, rule: str) -> None:
    """The permission a foretold card carries: its owner may cast it from exile for ``cost``
    from the next turn on (702.143a, 702.143d)."""
    game.permissions.append(
        {
            "oid": obj.oid,
            "player": player,
            "until": "end_of_game",
            "free": False,
            "cost": cost,
            "name": "foretell",
            "rule": rule,
            "from_turn": game.turn + 1,
        }
    )


def exile_foretold(ctx: "Ctx", eff: Any) -> None:
    """ "Exile it face down. It becomes foretold." (702.143d): whoever controlled it or the
    ability, only its owner may cast it, after this turn, for a foretell cost the card has in
    exile — the card's own; a card that was only a copy of a foretell card has none."""
    game = ctx.game
    for obj in refs.objects(ctx, eff.arg("what")):
        new = move(game, obj, Zone.EXILE, cause="foretell", face_down=True)
        own = [k for k in new.card.keywords if k.name == "foretell"]
        if not game.rules.enabled(BECOMES_FORETOLD):
            continue
        if not own or not game.rules.enabled(FORETELL):
            game.note(f"    {new.label()} is foretold, but has no foretell cost in exile: it can't be cast that way")
            continue
        game.note(f"    {new.label()} becomes foretold: {new.owner} may cast it for {own[0].cost} from the next turn")
        _foretold(game, new, new.owner, own[0].cost, BECOMES_FORETOLD)


def foretell(game: "Game", player: str, obj: GameObject, **_: Any) -> None:
    """The special action (116.2h): pay {2}, exile the card face down; castable from the next turn."""
    require_priority(game, player)
    if not game.rules.enabled(SPECIAL_ACTION):
        raise IllegalAction("foretelling a card is not an action the rules provide", rule=SPECIAL_ACTION, code="no-action")
    instances = chars(game, obj).instances("foretell")
    if not game.rules.enabled(FORETELL) or obj.zone is not Zone.HAND or obj.owner != player or not instances:
        raise IllegalAction(f"{obj.label()} is not a card with foretell in {player}'s hand", code="no-action")
    if game.active != player:
        raise IllegalAction(f"{player} may foretell only during their own turn", rule=SPECIAL_ACTION, code="timing")
    pay(game, player, FORETELL_PRICE, what=f"foretelling {obj.label()}")
    cost = instances[0].cost
    game.note(f"  {player} foretells {obj.label()}: exiled face down (foretell cost {cost})")
    new = move(game, obj, Zone.EXILE, cause="foretell", face_down=True, quiet=True)
    _foretold(game, new, player, cost, FORETELL)
    acted(game, player)


class Foretell(KeywordBehaviour):
    """The cast from exile is the permission the special action records (a foretold card is face
    down in exile and has no abilities there); the behaviour only marks the keyword as known."""

    name, rule = "foretell", FORETELL


def granted_foretell(game: "Game", obj: GameObject, c: Chars) -> None:
    """A static ability that gives the cards in its controller's hand foretell, with a foretell
    cost derived from each card's mana cost (only its generic part is reduced). The card keeps
    the cost it was foretold with (the permission records it) even though in exile it no longer
    has foretell."""
    if obj.zone is not Zone.HAND or c.cost is None or c.has("foretell") or not game.rules.enabled(FORETELL):
        return
    for src, st in statics_in_play(game, "grant_foretell"):
        if src.controller == obj.owner and matches_filter(
            game, obj, st.arg("cards"), controller=obj.owner, source=src, use_base=True
        ):
            cost = c.cost.with_generic(-int(st.arg("reduce") or 0))
            c.keywords = [*c.keywords, KeywordInstance("foretell", cost=cost, text=f"foretell {cost}")]
            return


register_keyword(Foretell())
register_characteristic(granted_foretell)
hooks.register_special_action("foretell", foretell)
hooks.register_effect("exile_foretold", exile_foretold)
