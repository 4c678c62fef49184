"""The hook points a keyword can implement; the engine calls them through ``kb.engine.hooks``.

Every hook receives the game and must itself check that its rule is enabled
(``game.rules.enabled(number)``): a disabled rule behaves as if it did not exist.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kb.engine.mana import ManaCost

if TYPE_CHECKING:
    from kb.engine.definitions import TriggerDef
    from kb.engine.game import Game
    from kb.engine.keywords import KeywordInstance
    from kb.engine.objects import GameObject, StackItem, Zone


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


class KeywordBehaviour:
    name: str = ""
    rule: str = ""

    def triggers(self, game: "Game", obj: "GameObject", inst: "KeywordInstance") -> list["TriggerDef"]:
        """Triggered abilities the keyword represents (each carries its CR number in ``rule``)."""
        return []

    def has_timing_permission(self, game: "Game", player: str, obj: "GameObject", inst: "KeywordInstance") -> bool:
        return False

    def cast_options(self, game: "Game", player: str, obj: "GameObject", inst: "KeywordInstance") -> list[CastOption]:
        return []

    def additional_cost(self, game: "Game", inst: "KeywordInstance") -> tuple[str, ManaCost, str] | None:
        """(name, cost, rule) of an optional additional cost such as kicker or buyback."""
        return None

    def forbids_casting(self, game: "Game", stack_item: "StackItem", inst: "KeywordInstance") -> str | None:
        """While this object is on the stack: the rule number that forbids casting, if any."""
        return None

    def forbids_activating(self, game: "Game", stack_item: "StackItem", inst: "KeywordInstance") -> str | None:
        return None

    def replace_move(self, game: "Game", obj: "GameObject", inst: "KeywordInstance", to: "Zone",
                     cause: str, item: "StackItem | None") -> "Zone | None":
        return None

    def entering_counters(self, game: "Game", obj: "GameObject", inst: "KeywordInstance") -> dict[str, int]:
        return {}

    def forbids_block(self, game: "Game", attacker: "GameObject", blocker: "GameObject",
                      inst: "KeywordInstance", on_attacker: bool) -> str | None:
        """The rule number that forbids ``blocker`` blocking ``attacker``, if any."""
        return None


class Simple(KeywordBehaviour):
    """A keyword whose rules live in the engine's general modules (combat keywords)."""

    def __init__(self, name: str, rule: str):
        self.name, self.rule = name, rule


def spell_info_of(item: Any):
    return getattr(item, "spell", None)
