"""Partner with [name] (CR 702.124i): two abilities — two legendary creature cards may be your
commanders if each has "partner with" the other's name; and "when this permanent enters, target
player may search their library for a card named [name], reveal it, put it into their hand,
then shuffle" (outside Commander too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars
from kb.engine.definitions import AbilityBody, TargetSpec, TriggerDef, parse_effects
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

PARTNER_WITH = "702.124i"


def _names(game: Game, obj: GameObject) -> set[str]:
    return {k.quality.casefold() for k in chars(game, obj).instances("partner with") if k.quality}


class PartnerWith(KeywordBehaviour):
    name, rule = "partner with", PARTNER_WITH

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        effects = parse_effects(
            [
                {
                    "may": {
                        "who": "target",
                        "effects": [{"search": {"who": "target", "filter": {"name": inst.quality}, "reveal": True}}],
                    }
                }
            ],
            "partner with",
        )
        return [
            TriggerDef(
                event="enters",
                body=AbilityBody(targets=(TargetSpec(kind="player"),), effects=effects),
                rule=PARTNER_WITH,
                label="partner with",
            )
        ]

    def allows_commander_pair(self, game: Game, obj: GameObject, other: GameObject, inst: KeywordInstance) -> str | None:
        if not game.rules.enabled(PARTNER_WITH):
            return None
        other_name = (chars(game, other).name or "").casefold()
        own_name = (chars(game, obj).name or "").casefold()
        assert inst.quality is not None  # "partner with ..." always parses with the partner's name
        if inst.quality.casefold() == other_name and own_name in _names(game, other):
            return PARTNER_WITH
        return None


register_keyword(PartnerWith())
