"""Type-line rules a filter consults ("target artifact", "nonbasic land", "Soldiers"): what an
object with several card types is (205.2b, 300.2), what makes a land basic (205.4c) or a
permanent snow (205.4g) and a creature's several creature types (302.3). Each function answers
how the filter should read an object's types with the rule in force or, for a disabled rule, as
the game would read them without it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kb.engine.game import Game

# an object with several card types (an artifact creature) is each of them, and what affects any of
# those types affects it: the type line rule (205.2b) and the card-types rule (300.2), both in force
SEVERAL_CARD_TYPES = ("205.2b", "300.2")

# a land is basic only with the supertype basic; one with a basic land type (Tropical Island, a
# Forest Island) is nonbasic all the same (205.4c): without the rule the land type would make it basic
BASIC_BY_SUPERTYPE = "205.4c"
# a creature's subtypes are its creature types, and it may have several (302.3): a Human Soldier is a
# Human and a Soldier; without the rule only the first creature type on its type line would count
SEVERAL_CREATURE_TYPES = "302.3"
# a permanent is snow only with the supertype snow, "regardless of its name" (205.4g): without the
# rule a permanent with "snow" in its name (Snow Fortress, no snow permanent) would count as snow
SNOW_BY_SUPERTYPE = "205.4g"
BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})


def each_of_its_types(game: "Game") -> bool:
    """Whether an object with several card types matches a filter naming any one of them."""
    return all(game.rules.enabled(r) for r in SEVERAL_CARD_TYPES)


def filtered_supertypes(
    game: "Game", types: frozenset[str], subtypes: tuple[str, ...], supertypes: frozenset[str], name: str | None = None
) -> frozenset[str]:
    """The supertypes a filter sees: the object's own; without 205.4c a land with a basic land
    type would count as basic too, and without 205.4g an object named "Snow ..." would be snow."""
    if name and not game.rules.enabled(SNOW_BY_SUPERTYPE) and "snow" in name.casefold():
        supertypes = supertypes | {"snow"}
    if game.rules.enabled(BASIC_BY_SUPERTYPE) or "land" not in types:
        return supertypes
    if {s.casefold() for s in subtypes} & BASIC_LAND_TYPES:
        return supertypes | {"basic"}
    return supertypes


def filtered_subtypes(game: "Game", types: frozenset[str], subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """The subtypes a filter sees: all of them; without 302.3 a creature would have only the first
    creature type its type line lists."""
    if "creature" not in types or len(subtypes) < 2 or game.rules.enabled(SEVERAL_CREATURE_TYPES):
        return subtypes
    return subtypes[:1]
