"""Static abilities that give keywords to spells on the stack (the static `grant_spells`).

Two sources, two rules:

- a permanent's static ability, "the first spell you cast each turn has cascade" (Maelstrom
  Nexus), "each Saga spell you cast has read ahead": its continuous effect applies at every moment
  to whatever its text names (CR 611.3a), spells on the stack included, in layer 6 with every other
  ability-adding effect (613.1f). A granted "when you cast this spell" keyword (cascade, storm)
  triggers, since the spell has it as it becomes cast;
- a spell's own static ability, "if this spell was kicked, it has split second" (Molten Disaster):
  an instant's or sorcery's abilities function while it is on the stack (113.6), so the keyword is
  there exactly while the condition holds.

Only spells get these keywords: a card in another zone and the permanent a spell becomes don't.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks
from kb.engine.characteristics import copiable_values, matches_filter, statics_in_play
from kb.engine.objects import StackItem, Zone
from kb.engine.refs import Ctx, condition

if TYPE_CHECKING:
    from kb.engine.card_model import StaticDef
    from kb.engine.characteristics import Chars
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

GRANT_TO_SPELLS = "613.1f"  # layer 6: a static's ability-adding effect reaches the spells it names
SPELL_ABILITIES_ON_STACK = "113.6"  # an instant's or sorcery's own abilities function on the stack


def _spell_item(game: "Game", obj: "GameObject") -> StackItem | None:
    return next((i for i in game.stack if i.kind == "spell" and i.source.oid == obj.oid), None)


def _first_cast_this_turn(game: "Game", obj: "GameObject", player: str) -> bool:
    """Whether the spell is the first one ``player`` cast this turn (a copy was not cast, CR 707.10)."""
    mine = [s for s in game.spells_cast if s["player"] == player]
    return bool(mine) and mine[0]["handle"] == obj.handle and not obj.spell_copy


def _who_ok(who: str, caster: str, controller: str) -> bool:
    if who in ("any", "each", "all"):
        return True
    return (caster == controller) == (who == "you")


def _from_permanent(game: "Game", src: "GameObject", st: "StaticDef", obj: "GameObject", item: StackItem) -> bool:
    if not _who_ok(st.arg("who", "you"), item.controller, src.controller):
        return False
    if st.arg("first_each_turn") and not _first_cast_this_turn(game, obj, src.controller):
        return False
    return matches_filter(game, obj, st.arg("spells"), controller=src.controller, source=src, use_base=True)


def _from_itself(game: "Game", st: "StaticDef", obj: "GameObject", item: StackItem) -> bool:
    if st.arg("first_each_turn") and not _first_cast_this_turn(game, obj, item.controller):
        return False
    if not matches_filter(game, obj, st.arg("spells"), controller=item.controller, source=obj, use_base=True):
        return False
    return condition(Ctx(game, item.controller, obj, item=item), st.arg("if"))


def _grants(statics: tuple["StaticDef", ...]) -> bool:
    return any(st.op == "grant_spells" for st in statics)


def granted_to_spells(game: "Game", obj: "GameObject", c: "Chars") -> None:
    """Adds the keywords `grant_spells` statics give a spell on the stack (a characteristic hook,
    applied after the layers of permanents)."""
    if obj.zone is not Zone.STACK:
        return
    item = _spell_item(game, obj)
    if item is None:
        return
    added = []
    # a cheap look at the printed statics first: most games have no such ability at all
    if game.rules.enabled(GRANT_TO_SPELLS) and any(_grants(copiable_values(game, src).statics) for src in game.battlefield):
        for src, st in statics_in_play(game, "grant_spells"):
            if _from_permanent(game, src, st, obj, item):
                added += list(st.arg("keywords", ()))
    if game.rules.enabled(SPELL_ABILITIES_ON_STACK):
        for st in c.card.statics:
            if st.op == "grant_spells" and _from_itself(game, st, obj, item):
                added += list(st.arg("keywords", ()))
    if added:
        c.keywords = [*c.keywords, *added]


hooks.register_characteristic(granted_to_spells)
