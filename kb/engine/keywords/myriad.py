"""Myriad (CR 702.116a): whenever this creature attacks, for each opponent other than the
defending player you may create a token copy of it, tapped and attacking that opponent; exile
the tokens at end of combat. The tokens were never declared as attackers, so "whenever ...
attacks" abilities (myriad included) don't trigger for them. Several instances of myriad
trigger separately (702.116b)."""
from __future__ import annotations

from kb.engine.characteristics import chars, copiable_values
from kb.engine.definitions import TriggerDef
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.objects import Zone
from kb.engine.steps import Step
from kb.engine.triggers import Delayed
from kb.engine.zones import create_token, move

MYRIAD, EACH_INSTANCE = "702.116a", "702.116b"


class Myriad(KeywordBehaviour):
    name, rule = "myriad", MYRIAD

    def triggers(self, game, obj, inst):
        instances = chars(game, obj).instances("myriad")
        if not game.rules.enabled(EACH_INSTANCE) and instances and inst is not instances[0]:
            return []  # without 702.116b, several instances would be one ability
        return [TriggerDef(event="attacks", params=(("keyword", "myriad"),), rule=MYRIAD, label="myriad")]

    def resolve(self, game, item) -> None:
        source = game.by_oid(item.source.oid) or item.source
        defending = item.trigger_event.get("defender")
        values = copiable_values(game, source)
        chosen = [opp for opp in game.opponents(item.controller) if opp != defending
                  and game.choose_yes_no(item.controller, f"myriad: create a token attacking {opp}?")]
        if not chosen:
            game.note("    myriad creates no tokens (no other opponent chosen)")
        tokens = [create_token(game, values, item.controller, tapped=True, attacking=opp, copy_of=values)
                  for opp in chosen]
        handles = [t.handle for t in tokens]
        if handles:
            game.delayed.append(Delayed(
                event="step_begin", controller=item.controller, source=source, label="myriad: exile the tokens",
                handler=lambda g, it, hs=tuple(handles): _exile_tokens(g, hs), rule=MYRIAD,
                matcher=lambda g, e: e.data.get("step") is Step.END_OF_COMBAT))


def _exile_tokens(game, handles) -> None:
    for obj in list(game.battlefield):
        if obj.handle in handles:
            move(game, obj, Zone.EXILE, cause="myriad")


register_keyword(Myriad())
