"""A card definition as a scenario writes it inline (name, cost, types, P/T, keywords, abilities)
as a pydantic model that builds the engine's ``CardDef``: a normal card, an adventurer card with
its ``adventure`` (CR 715), a split card with its two ``halves`` (CR 709).

Validation and the engine's values are kept apart: this model says what a file may write (and
is the source of the JSON Schema for editors), while the engine plays with the frozen
dataclasses of ``card_model`` — shared with everything the engine makes itself (tokens, keyword
abilities, copies), cheap to copy and to pickle, and independent of how a file spells them."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any

from pydantic import model_validator

from kb.engine import effect_specs as V
from kb.engine.ability_models import Activateds, BodyType, Statics, Triggers
from kb.engine.card_model import AbilityBody, CardDef
from kb.engine.format_types import LATE, Built, Choice, Closed, Converted, Integer, OneOrList, Text, refusal
from kb.engine.mana import ManaCost, ManaSyntaxError
from kb.engine.value_models import Keywords

# what a split card gives per half, never across the whole card
HALF_ONLY = (
    "cost",
    "colors",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "spell",
    "modes",
    "choose",
    "activated",
    "triggered",
    "static",
    "adventure",
)


def _cost(v: Any) -> ManaCost:
    try:
        return ManaCost.parse(v)
    except ManaSyntaxError as e:
        raise refusal(str(e)) from None


Words = Annotated[tuple[Annotated[str, Text()], ...], OneOrList()]
CardType = Annotated[str, Choice(V.CARD_TYPES, "card type", {"tribal": "kindred"}, fold=True)]


class ChooseModes(Closed):
    """How many of a modal spell's modes are chosen, when more than one (CR 700.2)."""

    count: Annotated[int, Integer(1)] | Annotated[str, Choice(("X",), "mode count")] = 1
    repeat: bool = False


class Card(Closed):
    """A card: its characteristics and abilities (data/checks/FORMAT.md, "Cards")."""

    name: Annotated[str, Text()] = ""
    cost: Annotated[ManaCost, Built(_cost, {"type": ["string", "integer"]})] | None = None
    colors: Annotated[tuple[Annotated[str, Choice(tuple(V.COLOR_WORDS), "colour", fold=True)], ...], OneOrList()] = ()
    types: Annotated[tuple[CardType, ...], OneOrList()] = ()
    subtypes: Words = ()
    supertypes: Annotated[tuple[Annotated[str, Choice(V.SUPERTYPES, "supertype", fold=True)], ...], OneOrList()] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: Annotated[int, Integer(0)] | None = None
    keywords: Keywords = ()
    spell: BodyType | None = None
    modes: Annotated[tuple[BodyType, ...], OneOrList()] = ()
    # "choose X. You may choose the same mode more than once." (Doomsday Confluence): how many modes
    # the cast names (a number or "X") and whether one may be chosen again
    choose: ChooseModes | None = None
    activated: Activateds = ()
    triggered: Triggers = ()
    static: Statics = ()
    adventure: Card | None = None
    halves: Annotated[list[Card], OneOrList()] = []
    text: Annotated[str, Text()] = ""

    @model_validator(mode="after")
    def _whole(self) -> Card:
        given = self.model_fields_set
        if "halves" in given:
            return self._split(given)
        if not self.name.strip():
            raise refusal("every card needs a name", at="name")
        if not self.types:
            raise refusal("every card needs at least one card type", allowed=V.CARD_TYPES, at="types")
        types = set(self.types)
        if "creature" in types and (self.power is None or self.toughness is None):
            raise refusal("a creature needs integer power and toughness", at="power")
        if "planeswalker" in types and self.loyalty is None:
            raise refusal("a planeswalker needs its printed loyalty, an integer ≥ 0", at="loyalty")
        if self.loyalty is not None and "planeswalker" not in types:
            raise refusal("only planeswalkers have loyalty", at="loyalty")
        if "spell" in given and "modes" in given:
            raise refusal("give either 'spell' or 'modes', not both")
        if (self.spell is not None or self.modes) and not types & {"instant", "sorcery"}:
            raise refusal(
                "only instants and sorceries have a spell effect; permanents use triggered abilities such as 'enters'",
                at="spell",
            )
        if self.adventure is not None:
            if types & {"instant", "sorcery"}:
                raise refusal(
                    "only a permanent card has an Adventure (the card itself is cast normally as a permanent spell)",
                    at="adventure",
                )
            inset = self.adventure
            if not set(inset.types) & {"instant", "sorcery"} or inset.adventure is not None or inset.halves:
                raise refusal("an Adventure is an instant or a sorcery", allowed=["instant", "sorcery"], at="adventure.types")
        return self

    def _split(self, given: set[str]) -> Card:
        """A split card (CR 709): two halves, each a card of its own; its name is both names."""
        for key in HALF_ONLY:
            if key in given:
                raise refusal("a split card's costs, types and effects belong to its halves", at=key)
        if len(self.halves) != 2:
            raise refusal("a split card has exactly two halves (left first)", at="halves")
        for i, half in enumerate(self.halves):
            if not set(half.types) & {"instant", "sorcery"} or half.adventure is not None or half.halves:
                raise refusal(
                    "each half is an instant or a sorcery (split permanents, CR 709.5, are not supported)",
                    allowed=["instant", "sorcery"],
                    at=f"halves[{i}].types",
                )
        return self


def build_card(m: Card) -> CardDef:
    """The engine's card from its validated model."""
    if "halves" in m.model_fields_set:
        halves = (build_card(m.halves[0]), build_card(m.halves[1]))
        return CardDef(
            name=(m.name or " // ".join(h.name for h in halves)).strip(),
            types=halves[0].types | halves[1].types,
            keywords=m.keywords,
            halves=halves,
            text=m.text,
        )
    types = frozenset(m.types)
    if "colors" in m.model_fields_set:
        colors = frozenset(V.COLOR_WORDS[c] for c in m.colors)
    else:
        colors = m.cost.colors() if m.cost else frozenset()
    modes: tuple[AbilityBody, ...] = (m.spell,) if m.spell is not None else m.modes
    adventure = None
    if m.adventure is not None:
        adventure = build_card(m.adventure)
        if "adventure" not in {s.casefold() for s in adventure.subtypes}:
            adventure = replace(adventure, subtypes=(*adventure.subtypes, "Adventure"))
    return CardDef(
        name=m.name.strip(),
        cost=m.cost,
        colors=colors,
        types=types,
        subtypes=m.subtypes,
        supertypes=frozenset(m.supertypes),
        power=m.power,
        toughness=m.toughness,
        loyalty=m.loyalty,
        keywords=m.keywords,
        modes=modes,
        choose=None if m.choose is None else (m.choose.count, m.choose.repeat),
        activated=m.activated,
        triggered=m.triggered,
        statics=m.static,
        adventure=adventure,
        text=m.text,
        colors_from_cost="colors" not in m.model_fields_set,
    )


CardSpec = Annotated[CardDef, Converted(Card, build_card)]
LATE.update(card=CardSpec)
