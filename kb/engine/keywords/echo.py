"""Echo [cost] (CR 702.30a): at the beginning of your upkeep, if this permanent came under
your control since the beginning of your last upkeep, sacrifice it unless you pay its echo
cost. Paying is optional; a player who can't or won't pay sacrifices it. A static ability may
offer another payment ("you may pay {0} rather than pay the echo cost for permanents you
control", the static ``echo_alternative``): then the player chooses among the payments and
sacrificing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.characteristics import chars, statics_in_play
from kb.engine.definitions import TriggerDef
from kb.engine.game import Option
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.mana import ManaCost
from kb.engine.objects import Zone
from kb.engine.payment import MANA_WHEN_ASKED, choose_sources, pay, plan
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem
    from kb.engine.refs import Ctx

ECHO = "702.30a"


def new_since_last_upkeep(game: Game, obj: GameObject) -> bool:
    starts = game.player(obj.controller).upkeep_starts
    last = starts[-2] if len(starts) >= 2 else 0
    return bool(obj.control_since > last)


class Echo(KeywordBehaviour):
    name, rule = "echo", ECHO

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        # the cost goes with the trigger: turned face down meanwhile, the permanent has no echo left to read
        return [
            TriggerDef(
                event="upkeep",
                params=(("whose", "you"), ("keyword", "echo"), ("cost", inst.cost)),
                rule=ECHO,
                condition="new_since_last_upkeep",
                label="echo",
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        obj = game.by_oid(item.source.oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return
        trig = item.data.get("trigger")
        cost = (
            trig.param("cost")
            if trig is not None and trig.param("cost") is not None
            else (chars(game, obj).instances("echo") or [k for k in obj.card.keywords if k.name == "echo"])[0].cost
        )
        assert cost is not None  # echo always parses with its cost (keyword_table)
        player = obj.controller
        chosen = _payment(game, player, obj, cost)  # a static offers other payments: asked instead of "pay?"
        to_pay: ManaCost | None = chosen[0] if chosen is not None else cost
        # without 605.3a no mana ability may be activated for the payment: only the pool can pay
        can = to_pay is not None and plan(game, player, to_pay, None if game.rules.enabled(MANA_WHEN_ASKED) else []) is not None
        if (
            to_pay is not None
            and can
            and (chosen is not None or game.choose_yes_no(player, f"pay echo {cost} for {obj.label()}?"))
        ):
            sources = choose_sources(game, player, to_pay, f"echo of {obj.label()}", MANA_WHEN_ASKED)
            pay(game, player, to_pay, sources, what=f"echo of {obj.label()}")
            game.note(f"    {player} pays echo {to_pay}")
            return
        game.note(f"    {player} doesn't pay echo: sacrifices {obj.label()}")
        move(game, obj, Zone.GRAVEYARD, cause="sacrifice")


def _payment(game: Game, player: str, obj: GameObject, cost: ManaCost) -> tuple[ManaCost | None] | None:
    """When a static of the player's offers another payment ("you may pay {0} rather than pay the
    echo cost for permanents you control"), the player picks: ``{option: 1}`` the echo cost, ``2``
    (and on) the other payments, the last ``sacrifice`` (``(None,)``). None: no such static."""
    others = [ManaCost.parse(st.arg("cost")) for src, st in statics_in_play(game, "echo_alternative") if src.controller == player]
    if not others:
        return None
    options = [Option(f"pay echo {cost}", cost, ("1", "echo"))]
    options += [Option(f"pay {alt} rather than the echo cost", alt, (str(i), "alternative")) for i, alt in enumerate(others, 2)]
    options.append(Option(f"sacrifice {obj.label()}", None, (str(len(options) + 1), "sacrifice")))
    return (game.choose(player, f"how to answer echo of {obj.label()}", options, kind="option"),)


def _new_since_last_upkeep(ctx: Ctx, _arg: Any) -> bool:
    cur = ctx.game.by_oid(ctx.source.oid)
    return bool(cur and new_since_last_upkeep(ctx.game, cur))


register_keyword(Echo())
hooks.register_condition("new_since_last_upkeep", _new_since_last_upkeep)
