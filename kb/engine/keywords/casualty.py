"""Casualty N (CR 702.153a): as you cast the spell you may sacrifice one creature with power N
or greater (an optional additional cost); when you cast it, if you did, copy it — you may choose
new targets for the copy, which resolves before the spell."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.characteristics import chars
from kb.engine.definitions import TriggerDef
from kb.engine.effects_stack import copy_spell
from kb.engine.game import Option
from kb.engine.hooks import KeywordBehaviour, register_keyword
from kb.engine.objects import Zone
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject, StackItem
    from kb.engine.refs import Ctx

CASUALTY = "702.153a"
PAID = "casualty"  # the additional cost's name in SpellInfo.additional


class Casualty(KeywordBehaviour):
    name, rule = "casualty", CASUALTY

    def pay_optional_cost(self, game: Game, player: str, obj: GameObject, inst: KeywordInstance) -> str | None:
        if not game.rules.enabled(CASUALTY):
            return None
        power = inst.number or 0
        pool = [o for o in game.permanents(player) if chars(game, o).is_creature() and (chars(game, o).power or 0) >= power]
        if not pool:
            return None
        options = [Option(o.label(), o, (o.handle, o.card.name)) for o in pool] + [Option("none", None, ("nothing",))]
        victim = game.choose(
            player, f"a creature with power {power} or more to sacrifice for casualty", options, kind="card", may=True
        )
        if victim is None:
            return None
        game.note(f"    {player} sacrifices {victim.label()} (casualty {power})")
        move(game, victim, Zone.GRAVEYARD, cause="sacrifice")
        return PAID

    def triggers(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[TriggerDef]:
        return [
            TriggerDef(
                event="cast_self",
                params=(("keyword", "casualty"),),
                zones=("stack",),
                rule=CASUALTY,
                label="casualty",
                condition="casualty_paid",
            )
        ]

    def resolve(self, game: Game, item: StackItem) -> None:
        spell_item = item.trigger_event["item"]
        if spell_item in game.stack and _paid(item, None):
            copy_spell(game, spell_item, item.controller)


def _paid(ctx: Ctx | StackItem, _arg: Any) -> bool:
    """The intervening "if a casualty cost was paid for it" of the copy trigger (``ctx``: a
    context or the trigger on the stack — both carry the cast event)."""
    event = getattr(ctx, "event", None) or getattr(ctx, "trigger_event", None)
    event = event if isinstance(event, dict) else {}
    spell = event.get("item")
    return bool(spell is not None and spell.spell is not None and PAID in spell.spell.additional)


hooks.register_condition("casualty_paid", _paid)
register_keyword(Casualty())
