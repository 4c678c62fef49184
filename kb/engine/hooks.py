"""The hook tables through which keywords plug into the general rules.

The core (turn, priority, stack, casting, combat, zones, effects, ...) never imports a keyword
module: it calls what is registered here. A keyword module registers, at import, its behaviour
object (triggers, cast options, additional costs, restrictions, entering counters) and any
replacement of moves, special action, condition, amount, filter test, timing permission,
characteristic-defining ability or effect it adds. ``kb.engine.keywords`` imports every
keyword module, and the package ``kb.engine`` imports that, so the tables are complete before
any game runs. Registering a name twice is refused (``HookConflict``).

Every hook receives the game and must itself check that its rule is enabled
(``game.rules.enabled(number)``): a disabled rule behaves as if it did not exist.
This module holds data and types only; ``kb.engine.dispatch`` calls the keyword behaviours.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from kb.engine.errors import EngineError
from kb.engine.keyword_table import KEYWORDS, KeywordInstance
from kb.engine.mana import ManaCost

if TYPE_CHECKING:
    from kb.engine.definitions import CardDef, TriggerDef
    from kb.engine.game import Event, Game
    from kb.engine.objects import GameObject, StackItem, Zone


class HookConflict(EngineError, ValueError):
    """Two modules registered the same hook name (a keyword, a condition, an effect...)."""


@dataclass(frozen=True)
class CostPart:
    """A part of a cost that is not mana, paid with cards or permanents the player chooses as
    the spell is announced (CR 601.2b) and given up as the total cost is paid (601.2h):
    discarding (jump-start, retrace), exiling other cards from the graveyard or a permanent
    (escape), sacrificing (emerge), tapping untapped permanents ("tap three untapped white
    creatures you control")."""

    kind: str  # "discard", "exile_from_graveyard", "exile_permanent", "sacrifice", "tap", "pay_life" (count: the life)
    count: int | str = 1  # "X": the value chosen for the spell's X
    types: tuple[str, ...] = ()  # the card types a chosen card or permanent must have ("land")
    filter: Any = None  # a filter the chosen permanents must match ("white creatures")
    reduces_by_mana_value: bool = False  # emerge: the total cost is reduced by its mana value (702.119a)


@dataclass(frozen=True)
class CastOption:
    """A way to cast a card other than paying its mana cost from hand (an alternative cost
    or a permission to cast from another zone)."""

    name: str  # "flashback", "morph", "madness", ...
    cost: ManaCost | None  # what is paid instead of the mana cost (None: nothing)
    rule: str  # the CR number that grants this option
    face_down: bool = False
    ignore_timing: bool = False
    alternative: bool = True  # False for pure permissions (cast from command zone)
    below_mana_value: int | None = None  # the resulting spell's mana value must be less (cascade, 702.85a)
    extra_costs: tuple[CostPart, ...] = ()  # non-mana parts of the cost this way of casting adds
    unpayable: str | None = None  # the rule that makes this cost unpayable (a cost based on a missing mana cost)
    via: str | None = None  # the permission this alternative cost is combined with ("jump-start")


@dataclass(frozen=True)
class CastFace:
    """A way to cast parts of a multi-part card that a keyword adds (fuse: both halves of a split
    card, CR 702.102a); ``GameObject.face`` names it while the card is a spell."""

    name: str  # the scenario's word for it ("fused")
    rule: str
    check: Callable[["Game", str, "GameObject"], None]  # raises IllegalAction when it can't be cast this way now
    values: Callable[["Game", "GameObject", "CardDef"], "CardDef"]  # the spell's characteristics


class KeywordBehaviour:
    """What one keyword adds to the general rules; every method is a hook with a neutral default."""

    name: str = ""
    rule: str = ""

    def triggers(self, game: "Game", obj: "GameObject", inst: KeywordInstance) -> list["TriggerDef"]:
        """Triggered abilities the keyword represents (each carries its CR number in ``rule``)."""
        return []

    def resolve(self, game: "Game", item: "StackItem") -> None:
        """Resolve one of this keyword's triggered abilities (``triggers`` put ``keyword`` in its params)."""
        raise NotImplementedError(f"{self.name} has no triggered ability to resolve")

    def has_timing_permission(self, game: "Game", player: str, obj: "GameObject", inst: KeywordInstance) -> bool:
        return False

    def cast_options(self, game: "Game", player: str, obj: "GameObject", inst: KeywordInstance) -> list[CastOption]:
        return []

    def additional_cost(self, game: "Game", inst: KeywordInstance) -> tuple[str, ManaCost, str] | None:
        """(name, cost, rule) of an optional additional cost such as kicker or buyback."""
        return None

    def pay_optional_cost(self, game: "Game", player: str, obj: "GameObject", inst: KeywordInstance) -> str | None:
        """An optional additional cost that isn't mana (casualty's sacrifice), offered to the player
        as the spell is cast (601.2b, paid 601.2h): the cost's name if it was paid."""
        return None

    def forbids_casting(self, game: "Game", stack_item: "StackItem", inst: KeywordInstance) -> str | None:
        """While this object is on the stack: the rule number that forbids casting, if any."""
        return None

    def forbids_activating(
        self, game: "Game", stack_item: "StackItem", inst: KeywordInstance, mana_ability: bool = False
    ) -> str | None:
        """While this object is on the stack: the rule number that forbids activating an ability
        (``mana_ability``: it is a mana ability, CR 605.1a), if any."""
        return None

    def entering_counters(self, game: "Game", obj: "GameObject", inst: KeywordInstance) -> dict[str, int]:
        return {}

    def forbids_target(
        self, game: "Game", obj: "GameObject", inst: KeywordInstance, source: "GameObject | None", controller: str
    ) -> str | None:
        """The rule number that keeps ``obj`` from being a target of ``source`` (a spell, or an
        ability's source) controlled by ``controller``, if any."""
        return None

    def prevents_damage(self, game: "Game", obj: "GameObject", inst: KeywordInstance, source: "GameObject") -> str | None:
        """The rule number that prevents damage ``source`` would deal to ``obj``, if any."""
        return None

    def spell_targets(self, game: "Game", obj: "GameObject", inst: KeywordInstance) -> list[Any]:
        """Targets (``TargetSpec``) the spell has because of this keyword (an Aura's enchant, 303.4a)."""
        return []

    def forbids_attachment(
        self, game: "Game", aura: "GameObject", obj: "GameObject", inst: KeywordInstance, on_aura: bool
    ) -> str | None:
        """The rule number that keeps ``aura`` from enchanting ``obj`` (its enchant ability when
        ``on_aura``; otherwise a keyword of ``obj`` such as protection), if any."""
        return None

    def allows_commander_pair(self, game: "Game", obj: "GameObject", other: "GameObject", inst: KeywordInstance) -> str | None:
        """The rule number that lets ``obj`` and ``other`` be the two commanders, if this keyword does."""
        return None

    def hand_abilities(self, game: "Game", obj: "GameObject", inst: KeywordInstance) -> list[Any]:
        """Activated abilities (``ActivatedDef``) that function while the card is in its owner's hand."""
        return []

    def battlefield_abilities(self, game: "Game", obj: "GameObject", inst: KeywordInstance) -> list[Any]:
        """Activated abilities (``ActivatedDef``) the keyword is, on a permanent (crew)."""
        return []

    def forbids_block(
        self, game: "Game", attacker: "GameObject", blocker: "GameObject", inst: KeywordInstance, on_attacker: bool
    ) -> str | None:
        """The rule number that forbids ``blocker`` blocking ``attacker``, if any."""
        return None

    def forbids_attack(self, game: "Game", obj: "GameObject", inst: KeywordInstance) -> str | None:
        """The rule number that forbids ``obj`` attacking (defender), if any."""
        return None

    def min_blockers(self, game: "Game", attacker: "GameObject", inst: KeywordInstance) -> tuple[int, str] | None:
        """(fewest blockers it can be blocked by, rule) — menace: (2, "702.111b")."""
        return None


class Simple(KeywordBehaviour):
    """A keyword whose rules are read by the general modules (combat keywords: ``chars().has``)."""

    def __init__(self, name: str, rule: str):
        self.name, self.rule = name, rule


# (game, obj, to, cause, item) -> the zone it goes to instead, or None
MoveReplacement = Callable[["Game", "GameObject", "Zone", str, "StackItem | None"], "Zone | None"]
# (game, player, obj, **options) -> None; raises IllegalAction when it can't be taken
SpecialAction = Callable[..., None]

BEHAVIOURS: dict[str, KeywordBehaviour] = {}
MOVE_REPLACEMENTS: dict[str, MoveReplacement] = {}  # CR number -> replacement, applied in registration order
SPECIAL_ACTIONS: dict[str, SpecialAction] = {}  # scenario name of the action -> the action
CONDITIONS: dict[str, Callable[[Any, Any], bool]] = {}  # condition name -> (ctx, argument) -> holds
AMOUNTS: dict[str, Callable[[Any], int]] = {}  # amount name -> (ctx) -> number
AMOUNT_KINDS: dict[str, Callable[[Any, Any], int]] = {}  # amount {kind: argument} -> (ctx, argument) -> number
FILTER_TESTS: dict[str, Callable[["Game", "GameObject", Any], bool]] = {}  # filter key -> (game, obj, wanted)
# filter keys that compare the object with the filter's source ("with lesser power", mentor):
# (game, obj, wanted, source) -> passes; the source may have left the battlefield (608.2h)
SOURCE_FILTER_TESTS: dict[str, Callable[["Game", "GameObject", Any, "GameObject | None"], bool]] = {}
TIMING_PERMISSIONS: list[Callable[["Game", str, "GameObject"], bool]] = []  # "as though it had flash"
CHARACTERISTICS: list[Callable[["Game", "GameObject", Any], None]] = []  # characteristic-defining abilities
# continuous effects static abilities create on an object, read with the resolved effects in layer
# order (timestamp: the source's, 613.7a): "creatures you control are Slivers in addition" (layer 4)
STATIC_LAYER_EFFECTS: list[Callable[["Game", "GameObject"], list[Any]]] = []
# characteristic-defining abilities that define power and toughness: applied in layer 7a, after
# layer 6 (an ability it lost defines nothing) and before every other P/T change (CR 613.4a)
PT_DEFINERS: list[Callable[["Game", "GameObject", Any], None]] = []
# characteristic-defining abilities that set types (changeling): applied in layer 4 before the
# other type-changing effects (CR 613.3), so "becomes a Goblin" overrides them
TYPE_DEFINERS: list[Callable[["Game", "GameObject", Any], None]] = []
# parts of a spell's total cost paid by tapping permanents rather than with mana (convoke, CR
# 702.51a): (game, player, spell object, total cost, the cast's named permanents by field) ->
# (the cost left for mana, the permanents to tap as the cost is paid); raises IllegalAction
COST_TAPPERS: list[Callable[..., tuple[ManaCost, list[Any]]]] = []
# parts of a spell's total cost paid by exiling cards from a graveyard rather than with mana (delve,
# CR 702.66a): (game, player, spell, cost, the cast's extra choices) -> (cost left, cards to exile)
COST_EXILERS: list[Callable[..., tuple[ManaCost, list[Any]]]] = []
# trigger events a keyword module defines (a Saga's chapter abilities): event name ->
# (game, trigger, its source, the game event) -> whether the ability triggers
TRIGGER_MATCHERS: dict[str, Callable[..., bool]] = {}
EFFECTS: dict[str, Callable[[Any, Any], None]] = {}  # effect name -> (ctx, EffectDef)
# replacement effects applied as a permanent enters, before it is on the battlefield ("as this
# enters, turn all other creatures face down", CR 614.1c): (game, the entering object) -> None
ENTERING_REPLACEMENTS: list[Callable[["Game", "GameObject"], None]] = []
CAST_FACES: dict[str, CastFace] = {}  # face name -> a keyword's way to cast parts of a split card
EVENT_LISTENERS: list[Callable[["Game", "Event"], None]] = []  # called for every game event (triggers)
# permissions to cast an object that are no keyword ("you may cast this card from your graveyard
# by discarding two cards"): (game, player, obj) -> the ways it offers
CAST_PERMISSIONS: list[Callable[["Game", str, "GameObject"], list[CastOption]]] = []
# restrictions on casting an object that aren't effects of other permanents ("you can't cast this
# spell during your first three turns", 113.6e): (game, player, obj) -> the rule forbidding it, or None
CAST_RESTRICTIONS: list[Callable[["Game", str, "GameObject"], str | None]] = []
# replacement effects on drawing a card (CR 614.11): (game, drawing player) -> None when no
# replacement applies, else the cards drawn as a result of the replacement that count as drawn by
# the replaced draw (none while 614.11b is in force)
DRAW_REPLACEMENTS: list[Callable[["Game", str], "list[GameObject] | None"]] = []
# how a static ability's "if" condition is evaluated: registered by ``refs`` (which sits above
# ``characteristics``, where statics are applied), (game, source, condition) -> holds
CONDITION_EVALUATORS: list[Callable[["Game", "GameObject", Any], bool]] = []


def _add(table: dict[str, Any], key: str, value: Any, what: str) -> None:
    if key in table:
        raise HookConflict(f"{what} {key!r} is registered twice")
    table[key] = value


def register_keyword(behaviour: KeywordBehaviour) -> KeywordBehaviour:
    if behaviour.name not in KEYWORDS:
        raise HookConflict(f"keyword {behaviour.name!r} has no row in the keyword table (keyword_table._SPECS)")
    _add(BEHAVIOURS, behaviour.name, behaviour, "keyword behaviour")
    return behaviour


def register_move_replacement(rule: str, fn: MoveReplacement) -> MoveReplacement:
    _add(MOVE_REPLACEMENTS, rule, fn, "move replacement of rule")
    return fn


def register_special_action(name: str, fn: SpecialAction) -> SpecialAction:
    _add(SPECIAL_ACTIONS, name, fn, "special action")
    return fn


def register_condition(name: str, fn: Callable[[Any, Any], bool]) -> None:
    _add(CONDITIONS, name, fn, "condition")


def register_amount(name: str, fn: Callable[[Any], int]) -> None:
    _add(AMOUNTS, name, fn, "amount")


def register_amount_kind(kind: str, fn: Callable[[Any, Any], int]) -> None:
    _add(AMOUNT_KINDS, kind, fn, "amount kind")


def register_filter_test(key: str, fn: Callable[["Game", "GameObject", Any], bool]) -> None:
    _add(FILTER_TESTS, key, fn, "filter key")


def register_trigger_matcher(event: str, fn: Callable[..., bool]) -> None:
    _add(TRIGGER_MATCHERS, event, fn, "trigger event")


def register_cost_tapper(fn: Callable[..., tuple[ManaCost, list[Any]]]) -> None:
    if fn not in COST_TAPPERS:
        COST_TAPPERS.append(fn)


def register_cost_exiler(fn: Callable[..., tuple[ManaCost, list[Any]]]) -> None:
    if fn not in COST_EXILERS:
        COST_EXILERS.append(fn)


def register_source_filter_test(key: str, fn: Callable[["Game", "GameObject", Any, "GameObject | None"], bool]) -> None:
    _add(SOURCE_FILTER_TESTS, key, fn, "filter key")


def register_effect(name: str, fn: Callable[[Any, Any], None]) -> None:
    _add(EFFECTS, name, fn, "effect")


def register_entering_replacement(fn: Callable[["Game", "GameObject"], None]) -> None:
    if fn not in ENTERING_REPLACEMENTS:
        ENTERING_REPLACEMENTS.append(fn)


def register_timing_permission(fn: Callable[["Game", str, "GameObject"], bool]) -> None:
    TIMING_PERMISSIONS.append(fn)


def register_cast_permission(fn: Callable[["Game", str, "GameObject"], list[CastOption]]) -> None:
    if fn not in CAST_PERMISSIONS:
        CAST_PERMISSIONS.append(fn)


def register_characteristic(fn: Callable[["Game", "GameObject", Any], None]) -> None:
    CHARACTERISTICS.append(fn)


def register_static_layer_effects(fn: Callable[["Game", "GameObject"], list[Any]]) -> None:
    if fn not in STATIC_LAYER_EFFECTS:
        STATIC_LAYER_EFFECTS.append(fn)


def register_pt_definer(fn: Callable[["Game", "GameObject", Any], None]) -> None:
    if fn not in PT_DEFINERS:
        PT_DEFINERS.append(fn)


def register_type_definer(fn: Callable[["Game", "GameObject", Any], None]) -> None:
    TYPE_DEFINERS.append(fn)


def register_draw_replacement(fn: Callable[["Game", str], "list[GameObject] | None"]) -> None:
    if fn not in DRAW_REPLACEMENTS:
        DRAW_REPLACEMENTS.append(fn)


def register_cast_face(face: CastFace) -> CastFace:
    _add(CAST_FACES, face.name, face, "cast face")
    return face


def register_event_listener(fn: Callable[["Game", "Event"], None]) -> None:
    if fn not in EVENT_LISTENERS:
        EVENT_LISTENERS.append(fn)


def register_cast_restriction(fn: Callable[["Game", str, "GameObject"], str | None]) -> None:
    if fn not in CAST_RESTRICTIONS:
        CAST_RESTRICTIONS.append(fn)


def register_condition_evaluator(fn: Callable[["Game", "GameObject", Any], bool]) -> None:
    if fn not in CONDITION_EVALUATORS:
        CONDITION_EVALUATORS.append(fn)


def static_condition_holds(game: "Game", source: "GameObject", cond: Any) -> bool:
    if cond is None:
        return True
    if not CONDITION_EVALUATORS:
        raise HookConflict("no condition evaluator registered (kb.engine.refs not loaded)")
    return all(fn(game, source, cond) for fn in CONDITION_EVALUATORS)


def behaviour(name: str) -> KeywordBehaviour | None:
    """The registered behaviour of a keyword (None: a keyword no module has registered)."""
    return BEHAVIOURS.get(name)
