"""Myriad (CR 702.116a): whenever this creature attacks, for each opponent other than the
defending player you may create a token copy of it, tapped and attacking that opponent (or, chosen
for each token, a planeswalker they control); exile the tokens at end of combat. The tokens
enter together (603.6a). The tokens were never declared as attackers, so "whenever ...
attacks" abilities (myriad included) don't trigger for them. Several instances of myriad
trigger separately (702.116b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars, copiable_values
from kb.engine.definitions import TriggerDef
from kb.engine.game import Option
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.keyword_instances import triggers_separately
from kb.engine.objects import Zone
from kb.engine.steps import Step
from kb.engine.triggers import Delayed
from kb.engine.zones import TokenOrder, create_tokens, move, token_count

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

MYRIAD, EACH_INSTANCE = "702.116a", "702.116b"
ATTACK_PLANESWALKER = "508.1b"


class Myriad(KeywordBehaviour):
    name, rule = "myriad", MYRIAD

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        if not triggers_separately(game, obj, inst, EACH_INSTANCE):
            return []  # without 702.116b, several instances would be one ability
        return [TriggerDef(event="attacks", params=(("keyword", "myriad"),), rule=MYRIAD, label="myriad")]

    def resolve(self, game: Game, item: StackItem) -> None:
        source = game.by_oid(item.source.oid) or item.source
        defending = item.trigger_event.get("defender")
        values = copiable_values(game, source)
        chosen = [
            opp
            for opp in game.opponents(item.controller)
            if opp != defending and game.choose_yes_no(item.controller, f"myriad: create a token attacking {opp}?")
        ]
        if not chosen:
            game.note("    myriad creates no tokens (no other opponent chosen)")
        orders = [
            TokenOrder(
                values,
                item.controller,
                tapped=True,
                attacking=opp,
                attacking_pw=_defender(game, item.controller, opp),
                copy_of=values,
            )
            for opp in chosen
            for _ in range(token_count(game, item.controller, 1))
        ]
        tokens = create_tokens(game, orders)  # they enter together (603.6a)
        handles = [t.handle for t in tokens]
        if handles:
            exiled = tuple(handles)  # the handlers' own copy (this function binds it once)
            game.delayed.append(
                Delayed(
                    event="step_begin",
                    controller=item.controller,
                    source=source,
                    label="myriad: exile the tokens",
                    handler=lambda g, it: _exile_tokens(g, exiled),
                    rule=MYRIAD,
                    matcher=lambda g, e: e.data.get("step") is Step.END_OF_COMBAT,
                )
            )


def _defender(game: Game, controller: str, opponent: str) -> int | None:
    """For each token, as it is created, its controller chooses whether it attacks the opponent
    or a planeswalker that opponent controls (702.116a, 508.1b); the planeswalker's oid or None."""
    walkers = [o for o in game.battlefield if o.controller == opponent and "planeswalker" in chars(game, o).types]
    if not walkers or not game.rules.enabled(ATTACK_PLANESWALKER):
        return None
    options = [Option(opponent, None)] + [Option(w.label(), w.oid, (w.handle, w.card.name)) for w in walkers]
    defender: int | None = game.choose(controller, f"myriad: what the token for {opponent} attacks", options, kind="defender")
    return defender


def _exile_tokens(game: Game, handles: tuple[str, ...]) -> None:
    for obj in list(game.battlefield):
        if obj.handle in handles:
            move(game, obj, Zone.EXILE, cause="myriad")


register_keyword(Myriad())
