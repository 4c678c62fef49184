"""Choosing a creature type (CR 205.3m): "choose a creature type" is answered with one of the
creature types the rules list (``creature_types``) — Time Lord is one type of two words; "Time",
"Lord", card types (Artifact) and supertypes (Legendary) are no creature types. The choice is
the scripted answer ``{creature_type: Time Lord}`` (the corpus's spelling "Time-Lord" is the same
type). It holds while the spell or ability that asked resolves: the filter ``chosen_type: true``
matches objects of that type (a changeling has every type)."""
from __future__ import annotations

from typing import Any

from kb.engine import hooks
from kb.engine.characteristics import chars
from kb.engine.creature_types import CREATURE_TYPES
from kb.engine.errors import IllegalAction, UnscriptedChoice
from kb.engine.refs import Ctx, players

CREATURE_TYPE_LIST = "205.3m"  # the creature types are exactly the ones the rules list
_BY_FOLDED = {t.casefold(): t for t in CREATURE_TYPES}


def creature_type(word: str) -> str | None:
    """The creature type ``word`` names (any case; a hyphen may join Time Lord's two words)."""
    folded = word.strip().casefold()
    return _BY_FOLDED.get(folded) or _BY_FOLDED.get(folded.replace("-", " "))


def choose_creature_type(ctx: Ctx, eff: Any) -> None:
    game = ctx.game
    who = (players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    answer = game.take_tagged(who, "creature_type")
    if answer is None:
        raise UnscriptedChoice(who, "a creature type ({creature_type: ...})", sorted(CREATURE_TYPES))
    if not game.rules.enabled(CREATURE_TYPE_LIST):
        raise IllegalAction(f"{who} can't choose {answer!r}: no rule lists the creature types",
                            rule=CREATURE_TYPE_LIST, code="choice")
    chosen = creature_type(str(answer))
    if chosen is None:
        raise IllegalAction(f"{answer!r} is no creature type (CR 205.3m lists them; card types and supertypes "
                            f"are not among them, and Time Lord is the only one of two words)",
                            rule=CREATURE_TYPE_LIST, code="choice")
    if ctx.item is not None:
        ctx.item.data["creature_type"] = chosen
    game.note(f"    {who} chooses the creature type {chosen}")


def _of_chosen_type(game, obj, wanted: Any) -> bool:
    chosen = game.resolving.data.get("creature_type") if game.resolving is not None else None
    if chosen is None:
        return not wanted
    c = chars(game, obj)
    has = c.every_creature_type or chosen.casefold() in {s.casefold() for s in c.subtypes}
    return has == bool(wanted)


hooks.register_effect("choose_creature_type", choose_creature_type)
hooks.register_filter_test("chosen_type", _of_chosen_type)
