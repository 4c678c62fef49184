"""Phases and steps of a turn (CR 500–514), in order."""

from __future__ import annotations

from enum import Enum


class Step(str, Enum):
    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def order(self) -> int:
        return ORDER.index(self)

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def is_combat(self) -> bool:
        return Step.BEGINNING_OF_COMBAT.order <= self.order <= Step.END_OF_COMBAT.order


ORDER = list(Step)
ALIASES = {
    "main1": Step.PRECOMBAT_MAIN,
    "main": Step.PRECOMBAT_MAIN,
    "main2": Step.POSTCOMBAT_MAIN,
    "combat": Step.BEGINNING_OF_COMBAT,
    "attackers": Step.DECLARE_ATTACKERS,
    "blockers": Step.DECLARE_BLOCKERS,
    "damage": Step.COMBAT_DAMAGE,
    "end_step": Step.END,
    "end_turn": Step.END,
    # the step names of peer engines' tests (XMage PhaseStep, Forge PhaseType), so a
    # translated "castSpell(1, PhaseStep.BEGIN_COMBAT, ...)" keeps its spelling
    "begin_combat": Step.BEGINNING_OF_COMBAT,
    "end_combat": Step.END_OF_COMBAT,
    "first_combat_damage": Step.FIRST_STRIKE_DAMAGE,
    "combat_begin": Step.BEGINNING_OF_COMBAT,
    "combat_declare_attackers": Step.DECLARE_ATTACKERS,
    "combat_declare_blockers": Step.DECLARE_BLOCKERS,
    "combat_first_strike_damage": Step.FIRST_STRIKE_DAMAGE,
    "combat_end": Step.END_OF_COMBAT,
    "end_of_turn": Step.END,
}


def parse_step(text: str) -> Step:
    key = str(text).strip().casefold().replace(" ", "_").replace("-", "_")
    if key in ALIASES:
        return ALIASES[key]
    return Step(key)  # ValueError names the bad value; callers add the allowed list


def step_names() -> list[str]:
    return [s.value for s in Step]
