"""Game objects, players and stack entries: plain mutable state, no rules logic."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from kb.engine.definitions import AbilityBody, CardDef
from kb.engine.keyword_table import KeywordInstance
from kb.engine.mana import ManaPool


class Zone(str, Enum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)


@dataclass
class GameObject:
    """A card, token or spell copy in some zone.

    ``handle`` names the physical card for scenarios and stays with it across zones;
    ``oid`` changes on every zone change, because the object becomes a new object
    (CR 400.7) — targets and effects remember the ``oid`` they were aimed at."""

    oid: int
    handle: str
    card: CardDef
    owner: str
    controller: str
    zone: Zone
    timestamp: int = 0
    tapped: bool = False
    face_down: bool = False
    counters: Counter[str] = field(default_factory=Counter)
    damage: int = 0
    deathtouch_damaged: bool = False
    token: bool = False
    spell_copy: bool = False  # a copy of a spell on the stack (CR 707.10)
    copy_of: CardDef | None = None  # copiable values set by a copy effect (CR 707.2)
    granted: list[KeywordInstance] = field(default_factory=list)  # abilities gained while in this zone
    control_since: int = 0  # game clock when its controller got control (summoning sickness, echo)
    sick_free: bool = True  # controlled continuously since its controller's most recent turn began
    attacking: str | None = None  # the player it attacks (a planeswalker's controller when it attacks one)
    attacking_pw: int | None = None  # oid of the planeswalker it attacks, if any (CR 508.1b)
    blocking: list[int] = field(default_factory=list)  # oids of attackers it blocks
    blocked: bool = False
    commander: bool = False
    cast_face_down_from: str | None = None
    attached_to: int | None = None  # oid of the permanent this Aura enchants (CR 303.4b)
    # the part of a multi-part card this spell is ("adventure", "left", "right", "fused"; CR 715.3,
    # 709.3, 702.102a), chosen as it is cast; None in every other zone (kb.engine.multi_part_cards)
    face: str | None = None
    # phasing status (CR 110.5, 702.26): a phased-out permanent stays on the battlefield as the
    # same object; ``phased_out_under`` is who controlled it then (it phases in in their untap
    # step), ``phased_indirectly`` marks an Aura that phased out with its host (702.26g), and
    # ``phased_until_leaves`` the oid of a permanent whose leaving phases it in ("until X leaves")
    phased_out: bool = False
    chosen: dict[str, Any] = field(default_factory=dict)  # choices made as it entered ("choose a color", 614.1c)
    # oids of the permanents one of its abilities took control of, for the ability linked to it
    # ("gain control of target creature" … "destroy that creature", CR 607.1)
    linked: list[int] = field(default_factory=list)
    phased_out_under: str | None = None
    phased_indirectly: bool = False
    phased_until_leaves: int | None = None

    @property
    def printed_name(self) -> str:
        return self.card.name

    def label(self) -> str:
        if self.face_down:
            return f"face-down card [{self.handle}]"
        return self.handle if self.handle == self.card.name else f"{self.card.name} [{self.handle}]"


@dataclass
class Player:
    name: str
    life: int = 20
    library: list[GameObject] = field(default_factory=list)  # index 0 is the top
    hand: list[GameObject] = field(default_factory=list)
    graveyard: list[GameObject] = field(default_factory=list)
    pool: ManaPool = field(default_factory=ManaPool)
    lands_played: int = 0
    drew_from_empty: bool = False
    lost: bool = False
    upkeep_starts: list[int] = field(default_factory=list)  # clock values when their upkeeps began
    commander_damage: Counter[str] = field(default_factory=Counter)  # commander handle -> combat damage
    commander_casts: Counter[str] = field(default_factory=Counter)  # commander handle -> casts from command zone
    max_hand_size: int = 7
    life_lost_this_turn: int = 0  # every loss of life this turn added up (gains don't offset it)

    def lose_life(self, amount: int) -> None:
        """Lose life (damage, an effect, a payment); remembered for "the life you've lost this turn"."""
        self.life -= amount
        self.life_lost_this_turn += max(0, amount)

    def zone(self, zone: Zone) -> list[GameObject]:
        return {Zone.LIBRARY: self.library, Zone.HAND: self.hand, Zone.GRAVEYARD: self.graveyard}[zone]


@dataclass
class SpellInfo:
    """How a spell was cast: the choices of CR 601.2b–c and what was paid."""

    alt_cost: str | None = None  # "flashback", "madness", "morph", "free" (without paying its mana cost)
    additional: tuple[str, ...] = ()  # "kicker", "buyback"
    x: int = 0
    mode: int = 0
    cast_from: Zone | None = None  # None: not cast (a copy, CR 707.10)
    in_main_phase: bool = False  # cast during its caster's own main phase
    additional_mana_value: int = 0  # of the additional costs paid (they don't change the mana value, 118.8d)
    cast: bool = True  # False for copies put onto the stack (CR 707.10)
    order: int = 0  # position in the turn's list of spells cast (storm)
    cast_via: str | None = None  # the permission or alternative cost used ("jump-start", "escape", ...)
    alt_mana_value: int | None = None  # mana value of the alternative cost paid (it doesn't count, 118.9c)
    sacrificed: list[Any] = field(default_factory=list)  # (handle, power, toughness) as last on the battlefield


@dataclass
class StackItem:
    """A spell (``obj`` is on the stack) or an activated/triggered ability."""

    kind: str  # "spell", "activated", "triggered"
    controller: str
    body: AbilityBody
    source: GameObject  # the spell itself, or the ability's source (last known information)
    targets: list[Any] = field(default_factory=list)  # ("player", name) or ("object", oid) or None
    spell: SpellInfo | None = None
    label: str = ""
    rule: str | None = None  # CR number of the keyword that made this ability
    trigger_event: Any = None
    handler: Any = None  # keyword-specific resolution (callable(game, item)) instead of body effects
    data: dict[str, Any] = field(default_factory=dict)
    iid: int = 0

    def describe(self) -> str:
        if self.kind == "spell":
            name = self.source.label() if not self.source.face_down else "face-down spell"
            return f"{name}{' (copy)' if self.source.spell_copy else ''}"
        copied = " (copy)" if self.data.get("copy") else ""  # a copy of an ability (CR 707.10)
        return f"{self.label or 'ability'}{copied} of {self.source.label()}"
