"""Additional phases and steps (CR 500.8, 500.9, 505.1a): effects that add a phase or a step
directly after the current one.

A turn normally runs its five phases in order. Once an effect adds a phase, the rest of the
turn is kept as a plan: the phases still to come, as names. A phase added "after this phase"
goes to the front of the plan, so of several phases added after the same phase the most
recently created comes first (500.8). An added main phase is a postcombat main phase: only
the first main phase of a turn is precombat (505.1a). Everything in an added phase happens in
the current turn (no new turn begins, "until your next turn" effects go on)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.steps import Step

if TYPE_CHECKING:
    from kb.engine.game import Game

ADDED_PHASES = "500.8"  # added phases come directly after the phase named, the newest first
ADDED_STEPS = "500.9"  # added steps come directly after the step named, the newest first
SKIPS_ADD_UP = "614.10a"  # two effects skipping "the next" occurrence skip the next two
ONLY_FIRST_MAIN_PRECOMBAT = "505.1a"  # every main phase but the turn's first is postcombat

# the phases of a turn in order, each with its steps (precombat and postcombat main apart)
NORMAL_PHASES = ("beginning", "precombat_main", "combat", "postcombat_main", "ending")
ADDABLE = ("beginning", "combat", "main", "ending")
_STEPS = {
    "beginning": (Step.UNTAP, Step.UPKEEP, Step.DRAW),
    "precombat_main": (Step.PRECOMBAT_MAIN,),
    "combat": (
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
    ),
    "postcombat_main": (Step.POSTCOMBAT_MAIN,),
    "ending": (Step.END, Step.CLEANUP),
}


def phase_of(step: Step) -> str:
    return next(name for name, steps in _STEPS.items() if step in steps)


def add_phases(game: "Game", phases: list[str]) -> None:
    """Directly after the current phase come ``phases``, in the order given ("an additional
    combat phase followed by an additional main phase")."""
    if not game.rules.enabled(ADDED_PHASES):
        return
    if game.upcoming_phases is None:  # the rest of the turn as it stands
        here = NORMAL_PHASES.index(phase_of(game.step))
        game.upcoming_phases = [(name, False) for name in NORMAL_PHASES[here + 1 :]]
    added = [(_added_name(game, name), True) for name in phases]
    game.upcoming_phases[:0] = added
    game.note(f"    after this phase: an additional {' and an additional '.join(n for n, _ in added)} phase")


def add_step(game: "Game", step: Step) -> None:
    """ "You get an additional upkeep step after this step" (500.9): it comes directly after the
    current step, in the same phase; of several added after the same step the most recently
    created comes first. Without the rule no step is added."""
    if not game.rules.enabled(ADDED_STEPS):
        return
    game.added_steps.insert(0, step)
    game.note(f"    after this step: an additional {step.value} step")


def skip_next(game: "Game", player: str, step: str) -> None:
    """ "[Player] skips their next untap step": the next occurrence of that step of that player's
    doesn't happen. Several such effects add up, each satisfied by one skipped occurrence (614.10a);
    without the rule one skipped occurrence satisfies them all."""
    held = game.skips_next.get((player, step), 0)
    game.skips_next[(player, step)] = held + 1 if game.rules.enabled(SKIPS_ADD_UP) else 1
    what = "turn" if step == "turn" else f"{step} step"
    game.note(f"    {player} skips their next {what} ({game.skips_next[(player, step)]} to skip)")


def take_skip(game: "Game", player: str, step: str) -> bool:
    """Whether ``player``'s ``step`` about to begin is skipped by a "skip your next" effect (used up)."""
    held = game.skips_next.get((player, step), 0)
    if held:
        game.skips_next[(player, step)] = held - 1
    return bool(held)


def _added_name(game: "Game", name: str) -> str:
    if name != "main":
        return name
    # 505.1a: an added main phase is never the turn's first; without the rule it is taken for
    # a plain (precombat) main phase
    return "postcombat_main" if game.rules.enabled(ONLY_FIRST_MAIN_PRECOMBAT) else "precombat_main"


def next_step(game: "Game", nxt: Step, new_turn: bool) -> tuple[Step, bool]:
    """The step after the current one, once phases have been added this turn: when the current
    phase is over, the next phase of the plan begins (a new turn only when the plan is done)."""
    plan = game.upcoming_phases
    if plan is None:
        return nxt, new_turn
    if not new_turn and phase_of(nxt) == phase_of(game.step):
        return nxt, False
    if not plan:
        return Step.UNTAP, True
    name, extra = plan.pop(0)
    game.in_extra_phase = extra
    return _STEPS[name][0], False
