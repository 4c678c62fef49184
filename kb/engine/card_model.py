"""The frozen values a card definition is parsed into (``kb.engine.definitions`` parses and
validates them): filters, targets, effects, ability bodies, triggers, costs, activated and static
abilities, and the card itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kb.engine.keyword_table import KeywordInstance
from kb.engine.mana import ManaCost


@dataclass(frozen=True)
class Filter:
    spec: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.spec).get(key, default)

    def __bool__(self) -> bool:
        return bool(self.spec)


@dataclass(frozen=True)
class TargetSpec:
    kind: str
    filter: Filter = Filter()
    zone: str | None = None
    if_kicked: bool = False
    optional: bool = False
    divided: bool = False  # "any number of targets" among which an effect is divided (CR 601.2d); comes last


@dataclass(frozen=True)
class EffectDef:
    op: str
    args: tuple[tuple[str, Any], ...]

    def arg(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)


@dataclass(frozen=True)
class AbilityBody:
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[EffectDef, ...] = ()


@dataclass(frozen=True)
class TriggerDef:
    event: str
    params: tuple[tuple[str, Any], ...] = ()
    body: AbilityBody = AbilityBody()
    condition: Any = None  # intervening "if" (CR 603.4)
    optional: bool = False  # "you may"
    zones: tuple[str, ...] = ("battlefield",)
    rule: str | None = None  # set when a keyword generates the trigger
    label: str = ""

    def param(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)


@dataclass(frozen=True)
class Cost:
    mana: ManaCost | None = None
    tap: bool = False
    sacrifice_self: bool = False
    discard: int = 0
    pay_life: int = 0
    remove_counters: tuple[str, int | str] | None = None  # (kind, N or "X")
    discard_this: bool = False  # "discard this card" (an ability that functions in hand: cycling)
    # "tap any number of other untapped creatures you control with total power N or more" (crew)
    tap_power: int = 0
    sacrifice_type: str | None = None  # "sacrifice a creature": a permanent of that card type, chosen as it is paid


ACTIVATED_BY = ("you", "opponent")  # who may activate an activated ability


@dataclass(frozen=True)
class ActivatedDef:
    cost: Cost
    body: AbilityBody
    sorcery_speed: bool = False
    mana: tuple[str, ...] | None = None  # set for mana abilities: the mana it adds
    label: str = ""
    announces: str = ""  # an event its activation emits for triggers ("cycle": "when you cycle ...")
    # "add X mana in any combination of {W} and/or {U}": (amount — an int or "X" —, the symbols);
    # the player chooses each mana as the ability resolves (``mana`` is then ())
    mana_choice: tuple[Any, tuple[str, ...]] | None = None
    by: str = "you"  # who may activate it: "you" (its controller) or "opponent" (602.2: "activate only by an opponent")
    once: bool = False  # "activate only once": once for this object, a new object may again (602.5b, 400.7)
    modes: tuple[AbilityBody, ...] = ()  # "choose one —": the mode chosen as it is activated becomes its body (700.2)
    zones: tuple[str, ...] = ()  # zones besides the battlefield it is activated from ("from your graveyard")


@dataclass(frozen=True)
class StaticDef:
    op: str
    args: tuple[tuple[str, Any], ...] = ()

    def arg(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)


@dataclass(frozen=True)
class CardDef:
    name: str
    cost: ManaCost | None = None
    colors: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None  # a planeswalker's printed loyalty (CR 306.5b: it enters with that many)
    keywords: tuple[KeywordInstance, ...] = ()
    modes: tuple[AbilityBody, ...] = ()  # the spell's effect (one body, or the modes of "choose one")
    choose: tuple[int | str, bool] | None = None  # "choose X [modes]; the same mode more than once": (count, repeat)
    activated: tuple[ActivatedDef, ...] = ()
    triggered: tuple[TriggerDef, ...] = ()
    statics: tuple[StaticDef, ...] = ()
    adventure: "CardDef | None" = None  # an adventurer card's Adventure: alternative characteristics (CR 715.2)
    halves: tuple["CardDef", ...] = ()  # a split card's two halves, left first (CR 709.1)
    text: str = field(default="", compare=False)
    colors_from_cost: bool = False  # no colours were written: they are the mana cost's (CR 202.2)

    @property
    def is_permanent_card(self) -> bool:
        return not (self.types & {"instant", "sorcery"})

    def mana_value(self) -> int:
        return self.cost.mana_value() if self.cost else 0
