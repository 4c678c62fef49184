"""Choosing a card name (CR 201.4) and a creature type (CR 205.3m).

A card name must be the name of a card — a split card's half (201.4b) or an adventurer card's
Adventure (201.4f) too, each judged by its own characteristics when a quality is asked for
(201.4a); answered ``{card_name: Ice}``, and the filter ``chosen_name: true`` matches objects with
that name while the spell or ability resolves.

Choosing a creature type (CR 205.3m): "choose a creature type" is answered with one of the
creature types the rules list (``creature_types``) — Time Lord is one type of two words; "Time",
"Lord", card types (Artifact) and supertypes (Legendary) are no creature types. The choice is
the scripted answer ``{creature_type: Time Lord}`` (the corpus's spelling "Time-Lord" is the same
type). It holds while the spell or ability that asked resolves: the filter ``chosen_type: true``
matches objects of that type (a changeling has every type)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, multi_part_cards
from kb.engine.characteristics import chars, matches_filter
from kb.engine.creature_types import CREATURE_TYPES
from kb.engine.definitions import CardDef
from kb.engine.errors import IllegalAction, UnscriptedChoice
from kb.engine.objects import GameObject, Zone
from kb.engine.refs import Ctx, players

if TYPE_CHECKING:
    from kb.engine.game import Game

AS_ENTERS = "614.1c"  # "as this enters, choose ..." is a replacement effect applied while it enters
CREATURE_TYPE_LIST = "205.3m"  # the creature types are exactly the ones the rules list
_BY_FOLDED = {t.casefold(): t for t in CREATURE_TYPES}


def creature_type(word: str) -> str | None:
    """The creature type ``word`` names (any case; a hyphen may join Time Lord's two words)."""
    folded = word.strip().casefold()
    return _BY_FOLDED.get(folded) or _BY_FOLDED.get(folded.replace("-", " "))


def choose_creature_type(ctx: Ctx, eff: Any) -> None:
    who = (players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    chosen = ask_creature_type(ctx.game, who)
    if ctx.item is not None:
        ctx.item.data["creature_type"] = chosen


def ask_creature_type(game: Game, who: str) -> str:
    """The creature type ``who`` names (the scripted ``{creature_type: ...}``), refused unless the
    rules list it (205.3m)."""
    answer = game.take_tagged(who, "creature_type")
    if answer is None:
        raise UnscriptedChoice(who, "a creature type ({creature_type: ...})", sorted(CREATURE_TYPES))
    if not game.rules.enabled(CREATURE_TYPE_LIST):
        raise IllegalAction(
            f"{who} can't choose {answer!r}: no rule lists the creature types", rule=CREATURE_TYPE_LIST, code="choice"
        )
    chosen = creature_type(str(answer))
    if chosen is None:
        raise IllegalAction(
            f"{answer!r} is no creature type (CR 205.3m lists them; card types and supertypes "
            f"are not among them, and Time Lord is the only one of two words)",
            rule=CREATURE_TYPE_LIST,
            code="choice",
        )
    game.note(f"    {who} chooses the creature type {chosen}")
    return chosen


def _creature_type_as_enters(game: Game, obj: GameObject) -> None:
    """ "As this enters, choose a creature type" (Conspiracy): its controller chooses while it
    enters, a replacement effect (614.1c); its statics then say `chosen` for that type."""
    if not game.rules.enabled(AS_ENTERS):
        return
    for st in chars(game, obj).card.statics:
        if st.op == "choose_as_enters" and st.arg("what") == "creature_type":
            obj.chosen["creature_type"] = ask_creature_type(game, obj.controller)


def _of_chosen_type(game: Game, obj: GameObject, wanted: Any) -> bool:
    chosen = game.resolving.data.get("creature_type") if game.resolving is not None else None
    if chosen is None:
        return not wanted
    c = chars(game, obj)
    has = c.every_creature_type or chosen.casefold() in {s.casefold() for s in c.subtypes}
    return has == bool(wanted)


hooks.register_effect("choose_creature_type", choose_creature_type)
hooks.register_filter_test("chosen_type", _of_chosen_type)
hooks.register_entering_replacement(_creature_type_as_enters)


# ---------------------------------------------------------------- choosing a card name (CR 201.4)

CARD_NAME = "201.4"  # a chosen card name must be the name of a card (here: a card of this game), not a token's
NAME_WITH_QUALITY = "201.4a"  # "choose a [quality] card name": judged by that card's characteristics
SPLIT_HALF_NAME = "201.4b"  # a split card: one half's name, not both, judged by that half
ADVENTURE_NAME = "201.4f"  # an adventurer card's Adventure name may be chosen, judged by the Adventure


def nameable(game: Game) -> dict[str, CardDef]:
    """The card names a player may choose (folded) → the characteristics that name is judged by.
    The scenario has no card database: the cards of the game stand in for the Oracle (201.4)."""
    out: dict[str, CardDef] = {}
    for card in _cards(game):
        if card.halves and game.rules.enabled(SPLIT_HALF_NAME):
            out.update({h.name.casefold(): h for h in card.halves})
        elif card.name:
            out[card.name.casefold()] = card
        if card.adventure is not None and game.rules.enabled(ADVENTURE_NAME):
            out[card.adventure.name.casefold()] = card.adventure
    return out


def _cards(game: Game) -> list[CardDef]:
    # a token's name is no card name unless a card has it too (201.4)
    return [o.copy_of or o.card for o in game.all_objects() if not (o.token or o.spell_copy)]


def choose_card_name(ctx: Ctx, eff: Any) -> None:
    game = ctx.game
    who = (players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    names = nameable(game)
    answer = game.take_tagged(who, "card_name")
    if answer is None:
        raise UnscriptedChoice(who, "a card name ({card_name: ...})", sorted(c.name for c in names.values()))
    if not game.rules.enabled(CARD_NAME):
        raise IllegalAction(f"{who} can't choose {answer!r}: no rule says what a card name is", rule=CARD_NAME, code="choice")
    folded = str(answer).strip().casefold()
    card = names.get(folded)
    if card is None:
        both_halves = any(c.halves and c.name.casefold() == folded for c in _cards(game))
        raise IllegalAction(
            f"{answer!r} can't be chosen: "
            + (
                "a split card's name is chosen as one of its halves, not both (CR 201.4b)"
                if both_halves
                else "it is the name of no card here (CR 201.4)"
            ),
            rule=SPLIT_HALF_NAME if both_halves else CARD_NAME,
            code="choice",
        )
    quality = eff.arg("filter")
    if quality and game.rules.enabled(NAME_WITH_QUALITY):
        stand_in = GameObject(oid=0, handle=card.name, card=card, owner=who, controller=who, zone=Zone.LIBRARY)
        if not matches_filter(game, stand_in, quality, controller=who):
            raise IllegalAction(
                f"{card.name!r} is not the name of a card with the quality asked for (CR 201.4a)",
                rule=NAME_WITH_QUALITY,
                code="choice",
            )
    if ctx.item is not None:
        ctx.item.data["card_name"] = card.name
    game.note(f"    {who} chooses the card name {card.name}")


def _has_chosen_name(game: Game, obj: GameObject, wanted: Any) -> bool:
    """An object has the chosen name if one of its names is it (201.2a; a split card off the
    stack has both halves' names, 709.4a)."""
    chosen = game.resolving.data.get("card_name") if game.resolving is not None else None
    if chosen is None:
        return not wanted
    c = chars(game, obj)
    names = {n.casefold() for n in multi_part_cards.names_of(game, obj, c.card, c.name)}
    return (chosen.casefold() in names) == bool(wanted)


hooks.register_effect("choose_card_name", choose_card_name)
hooks.register_filter_test("chosen_name", _has_chosen_name)
