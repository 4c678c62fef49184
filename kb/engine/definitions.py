"""Card definitions: what a scenario writes inline (name, cost, types, P/T, keywords, abilities),
validated by the pydantic models of ``card_models`` (abilities: ``ability_models``, their
values: ``value_models``; the vocabulary: ``effect_specs``) into the frozen values of
``card_model``. Every error is a ``CardDefinitionError`` naming the field path and the allowed
values. The built-in cards (basic lands, Wastes) are here too."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import TypeAdapter, ValidationError

from kb.engine.ability_models import Effects
from kb.engine.card_model import (
    AbilityBody,
    ActivatedDef,
    CardDef,
    Cost,
    EffectDef,
    Filter,
    StaticDef,
    TargetSpec,
    TriggerDef,
)
from kb.engine.card_models import CardSpec
from kb.engine.errors import CardDefinitionError
from kb.engine.format_errors import explain
from kb.engine.mana import COLOR_NAMES

# the values parse_card returns are imported from here too, where they have always been
__all__ = [
    "AbilityBody",
    "ActivatedDef",
    "CardDef",
    "Cost",
    "EffectDef",
    "Filter",
    "StaticDef",
    "TargetSpec",
    "TriggerDef",
    "builtin_cards",
    "color_names",
    "parse_card",
    "parse_effects",
]


@cache
def _adapter(what: str) -> TypeAdapter[Any]:
    return TypeAdapter(CardSpec if what == "card" else Effects)


def _validated(what: str, raw: Any, path: str) -> Any:
    try:
        return _adapter(what).validate_python(raw)
    except ValidationError as e:
        r = explain(e, path)
        raise CardDefinitionError(r.field, r.message, list(r.allowed)) from None


def parse_card(raw: Any, path: str = "card") -> CardDef:
    """A card from its definition; ``path`` is where the definition is (``cards[0]``)."""
    card: CardDef = _validated("card", raw, path)
    return card


def parse_effects(raw: Any, path: str = "effects") -> tuple[EffectDef, ...]:
    """Effects as a card writes them (``[{draw: {}}]``): for abilities the engine makes itself."""
    effects: tuple[EffectDef, ...] = _validated("effects", raw, path)
    return effects


_BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def builtin_cards() -> dict[str, CardDef]:
    """Basic lands (their mana ability is intrinsic, CR 305.6) and Wastes."""
    cards = {
        name: CardDef(
            name=name,
            types=frozenset({"land"}),
            supertypes=frozenset({"basic"}),
            subtypes=(name,),
            activated=(ActivatedDef(Cost(tap=True), AbilityBody(), mana=(c,)),),
        )
        for name, c in _BASICS.items()
    }
    cards["Wastes"] = CardDef(
        name="Wastes",
        types=frozenset({"land"}),
        supertypes=frozenset({"basic"}),
        activated=(ActivatedDef(Cost(tap=True), AbilityBody(), mana=("C",)),),
    )
    return cards


def color_names(colors: frozenset[str]) -> list[str]:
    return [COLOR_NAMES[c] for c in "WUBRG" if c in colors]
