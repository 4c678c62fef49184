"""Rampage N (CR 702.23): whenever this creature becomes blocked, it gets +N/+N until end of
turn for each creature blocking it beyond the first (702.23a). The bonus is worked out once, as
the ability resolves — a blocker removed before then doesn't count, one removed later doesn't
take the bonus away (702.23b); each instance triggers separately (702.23c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import Effect
from kb.engine.definitions import TriggerDef
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.keyword_instances import triggers_separately
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem

RAMPAGE, ON_RESOLUTION, EACH_INSTANCE = "702.23a", "702.23b", "702.23c"


def _blockers(game: Game, attacker: GameObject) -> int:
    return sum(1 for b in game.battlefield if attacker.oid in b.blocking)


class Rampage(KeywordBehaviour):
    name, rule = "rampage", RAMPAGE

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        if not game.rules.enabled(RAMPAGE):
            return []
        if not triggers_separately(game, obj, inst, EACH_INSTANCE):
            return []  # without 702.23c, several instances would be one ability
        return [
            TriggerDef(
                event="becomes_blocked",
                # the blockers as it triggers, read only by the rules without 702.23b
                params=(("keyword", "rampage"), ("number", inst.number or 0), ("blockers", _blockers(game, obj))),
                rule=RAMPAGE,
                label="rampage",
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        cur = game.by_oid(item.source.oid)
        if cur is None or cur.zone is not Zone.BATTLEFIELD:
            return
        trig = item.data["trigger"]
        # without 702.23b the blockers would be counted as the ability triggered
        blockers = _blockers(game, cur) if game.rules.enabled(ON_RESOLUTION) else trig.param("blockers", 0)
        n = trig.param("number", 0) * max(0, blockers - 1)
        if not n:
            game.note(f"    {cur.label()} gets no rampage bonus ({blockers} blocker(s))")
            return
        bonus = {"power": n, "toughness": n}
        game.effects.append(Effect(cur.oid, "pump", bonus, controller=item.controller, timestamp=game.tick()))
        game.note(f"    {cur.label()} gets +{n}/+{n} until end of turn (rampage, {blockers} blockers)")


register_keyword(Rampage())
