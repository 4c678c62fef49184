"""Land types and their mana (CR 305.6, 305.7): the intrinsic mana ability of each basic land
type, and what setting a land's subtype to basic land types takes away and gives. Applied by
``kb.engine.characteristics`` while it works out an object's characteristics."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from kb.engine.definitions import builtin_cards

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars
    from kb.engine.game import Game

SET_BASIC_LAND_TYPE = "305.7"  # a land set to a basic land type has only that type's mana ability
BASIC_LAND_MANA = "305.6"  # a land with a basic land type has that type's intrinsic mana ability

_BASIC_LANDS = {name: card for name, card in builtin_cards().items() if card.subtypes}  # Plains … Forest


def set_basic_land_type(game: "Game", c: Chars, new_subtypes: Any) -> None:
    """CR 305.7: an effect that sets a land's subtype to basic land types takes away the land's
    abilities from its rules text and old land types and gives it each new type's mana ability
    ("{T}: add {G}" for a Forest); it stays basic or nonbasic as it was. Without the rule only
    the subtype changes."""
    basics = [_BASIC_LANDS[s] for s in new_subtypes if s in _BASIC_LANDS]
    if not basics or "land" not in c.types or not game.rules.enabled(SET_BASIC_LAND_TYPE):
        return
    mana_abilities = tuple(ab for card in basics for ab in card.activated)
    printed = len(c.card.keywords)  # c.keywords is the card's keywords, then those granted to it
    c.card = replace(c.card, activated=mana_abilities, triggered=(), statics=(), keywords=())
    c.keywords = c.keywords[printed:]


def intrinsic_mana_abilities(game: "Game", c: Chars) -> None:
    """CR 305.6: a land with a basic land type has "{T}: Add [its mana]" for each such type
    (Savannah, a Forest Plains without rules text, taps for {G} or {W}). The same ability written
    out on the card — Tropical Island's reminder text — is that ability, not a second one."""
    if "land" not in c.types or not game.rules.enabled(BASIC_LAND_MANA):
        return
    written = {ab.mana for ab in c.card.activated if ab.mana and ab.cost.tap and not ab.cost.mana}
    intrinsic = tuple(
        ab
        for subtype in dict.fromkeys(c.subtypes)
        if subtype in _BASIC_LANDS
        for ab in _BASIC_LANDS[subtype].activated
        if ab.mana not in written
    )
    if intrinsic:
        c.card = replace(c.card, activated=c.card.activated + intrinsic)
