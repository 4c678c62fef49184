"""Turn structure (CR 500–514): which step follows which, and the turn-based actions at the
start of each step (untap, draw, declare attackers and blockers, combat damage, cleanup)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import combat, combat_exit
from kb.engine import effect_specs as V
from kb.engine.cast_choices import affects
from kb.engine.characteristics import chars, statics_in_play
from kb.engine.effect_endings import end_as_step_begins, end_effects
from kb.engine.extra_phases import next_step, take_skip
from kb.engine.extra_turns import next_turn_player, pass_turn
from kb.engine.game import Option
from kb.engine.objects import Zone
from kb.engine.phasing import untap_step_phasing
from kb.engine.steps import Step
from kb.engine.tapping import untap_permanent
from kb.engine.zones import discard, draw

if TYPE_CHECKING:
    from kb.engine.game import Game

UNTAP, DRAW, HAND_SIZE, WEAR_OFF = "502.3", "504.1", "514.1", "514.2"
OUT_OF_COMBAT = "511.3"  # as the end of combat step ends, creatures are removed from combat
MANA_EMPTIES = "106.4"  # unused mana leaves the pools as each step and phase ends
MANA_EMPTIES_PER_STEP = "500.4"  # the turn-structure statement of 106.4: both must be in force
NO_ATTACKERS = "508.8"  # with no attackers the declare blockers and combat damage steps are skipped
MAX_HAND_SIZE = "402.2"  # a player's maximum hand size, normally seven, that the cleanup discard enforces
OPENING_HAND, STARTING_HAND_SIZE = "103.5", 7  # each player draws a starting hand of seven as the game begins
BEGINNING_PHASE = "501.1"  # a turn begins with the beginning phase: untap, upkeep and draw steps
COMBAT_PHASE = "506.1"  # the combat phase (beginning of combat .. end of combat) follows the first main phase
ENDING_PHASE = "512.1"  # the ending phase (end step, cleanup) follows the postcombat main phase
SECOND_MAIN_PHASE = "505.1"  # a postcombat main phase follows combat, whether or not anything attacked
UNTAP_NO_PRIORITY = "502.4"  # nobody receives priority in the untap step, so its triggers wait for the upkeep
# the steps whose rules say in so many words that the active player gets priority once the step
# begins (the beginning of combat step, 507.2; the end step, which has no turn-based action, 513.1):
# without the rule players would get none there — no last chance to tap an attacker, no end-step spell
PRIORITY_IN_STEP = {Step.BEGINNING_OF_COMBAT: "507.2", Step.END: "513.1"}
SKIPPED_STEP = "500.11"  # a skipped step doesn't happen: nothing in it begins or triggers
SKIPPABLE = V.SKIPPABLE_STEPS  # steps a static may skip (each followed by the next step of its phase)


def draw_opening_hands(game: "Game") -> None:
    """CR 103.5: as the game begins, each player, the starting player first, draws a starting hand
    of seven cards (mulligans are not played out). Without the rule the hands stay as set up."""
    if not game.rules.enabled(OPENING_HAND):
        return
    for player in game.apnap(game.first_player):
        game.note(f"  {player} draws a starting hand of {STARTING_HAND_SIZE} cards")
        draw(game, player, STARTING_HAND_SIZE)


def start_turn(game: "Game") -> None:
    game.turn += 1
    game.active = next_turn_player(game, take=True)  # an extra turn comes first (500.7)
    game.turns_taken[game.active] += 1
    game.spells_cast = []
    game.damaged_this_turn = set()  # "a creature dealt damage by this creature this turn"
    # "until your next turn" ends as that player's turn begins, before the untap step
    end_effects(game, "your_next_turn", controller=game.active)
    game.permissions = [p for p in game.permissions if not (p["until"] == "your_next_turn" and p["player"] == game.active)]
    game.combat_steps_done = set()
    game.upcoming_phases, game.in_extra_phase = None, False
    game.added_steps, game.upkeeps_this_turn = [], 0
    for p in game.players:
        p.lands_played = 0
        p.life_lost_this_turn = 0
    for obj in game.battlefield:
        if obj.controller == game.active:
            obj.sick_free = True  # controlled continuously since this turn began (302.6)
    game.note(f"— turn {game.turn} ({game.active}) —")


def following(game: "Game") -> tuple[Step, bool]:
    """The step after the current one, skipping the combat steps that don't happen; added
    phases (500.8) come in between."""
    if game.added_steps:  # 500.9: an added step comes directly after the step it was added to
        return game.added_steps.pop(0), False
    nxt, new_turn = _normally_following(game)
    nxt, new_turn = next_step(game, nxt, new_turn)
    player = next_turn_player(game) if new_turn else game.active  # whose step it would be
    while new_turn and take_skip(game, player, "turn"):  # "you skip your next turn" (614.10a adds them up)
        game.note(f"— {player} skips a turn —")
        pass_turn(game, player)
        player = next_turn_player(game)
    while _skipped(game, player, nxt) or take_skip(game, player, nxt.value):
        # 500.11: the game goes past a skipped step as though it didn't exist
        game.note(f"  [{nxt.value} step skipped]")
        nxt = list(Step)[nxt.order + 1]
    return nxt, new_turn


def _skipped(game: "Game", player: str, step: Step) -> bool:
    """A static "players skip their upkeep steps" (``skip_step``) skips that step of each player
    it names; without 500.11 the step happens anyway."""
    if step.value not in SKIPPABLE or not game.rules.enabled(SKIPPED_STEP):
        return False
    return any(
        st.arg("step") == step.value and affects(st.arg("who", "each"), src.controller, player)
        for src, st in statics_in_play(game, "skip_step")
    )


def _normally_following(game: "Game") -> tuple[Step, bool]:
    s = game.step
    if s is Step.CLEANUP:
        if game.another_cleanup:  # players received priority in this cleanup step (514.3a)
            game.another_cleanup = False
            return Step.CLEANUP, False
        # without 501.1 a turn would have no beginning phase and start with its precombat main phase
        return (Step.UNTAP if game.rules.enabled(BEGINNING_PHASE) else Step.PRECOMBAT_MAIN), True
    if s is Step.PRECOMBAT_MAIN and not game.rules.enabled(COMBAT_PHASE):
        return Step.POSTCOMBAT_MAIN, False  # without the rule the turn would have no combat phase
    if s is Step.DECLARE_ATTACKERS and not combat.any_attackers(game) and game.rules.enabled(NO_ATTACKERS):
        return Step.END_OF_COMBAT, False  # 508.8: no blockers or damage steps
    if s is Step.DECLARE_BLOCKERS:
        return (Step.FIRST_STRIKE_DAMAGE if combat.needs_first_strike_step(game) else Step.COMBAT_DAMAGE), False
    if s is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE, False
    if s is Step.END_OF_COMBAT and not game.rules.enabled(SECOND_MAIN_PHASE):
        return Step.END, False  # without the rule the turn would have no second main phase
    if s is Step.POSTCOMBAT_MAIN and not game.rules.enabled(ENDING_PHASE):
        return Step.UNTAP, True  # without the rule the turn would end with its second main phase
    nxt = list(Step)[s.order + 1]
    if nxt is Step.FIRST_STRIKE_DAMAGE:
        nxt = Step.COMBAT_DAMAGE
    return nxt, False


def start_step(game: "Game", step: Step) -> bool:
    """Turn-based actions at the start of ``step``; True if players then receive priority
    (in the cleanup step they normally don't: ``priority.cleanup_priority`` decides, 514.3a)."""
    game.step = step
    game.tick()
    game.note(f"  [{step.value}]")
    if step is Step.UNTAP:
        untap_step(game)
    elif step is Step.BEGINNING_OF_COMBAT:
        game.combat_steps_done = set()  # a new combat phase (an added one, too)
    elif step is Step.UPKEEP:
        game.player(game.active).upkeep_starts.append(game.clock)
        game.upkeeps_this_turn += 1
        end_as_step_begins(game, "your_next_upkeep", game.active)
    elif step is Step.DRAW:
        draw_step(game)
    elif step is Step.DECLARE_ATTACKERS:
        combat.declare_attackers_step(game)
    elif step is Step.DECLARE_BLOCKERS:
        combat.declare_blockers_step(game)
    elif step is Step.FIRST_STRIKE_DAMAGE:
        combat.combat_damage(game, first_strike=True)
    elif step is Step.COMBAT_DAMAGE:
        combat.combat_damage(game, first_strike=False)
    elif step is Step.CLEANUP:
        cleanup_step(game)
        return False
    game.emit("step_begin", step=step, player=game.active)
    # without 502.4 players would receive priority in the untap step too, and what triggered there
    # would be put on the stack and resolve before the upkeep began
    if step in PRIORITY_IN_STEP and not game.rules.enabled(PRIORITY_IN_STEP[step]):
        return False
    return step is not Step.UNTAP or not game.rules.enabled(UNTAP_NO_PRIORITY)


def finish_step(game: "Game") -> None:
    """Unused mana empties from each player's mana pool at the end of each step and phase (CR
    106.4, 500.4); without the rule it would stay in the pool for later steps."""
    if game.rules.enabled(MANA_EMPTIES) and game.rules.enabled(MANA_EMPTIES_PER_STEP):
        for p in game.players:
            p.pool.empty()
    if game.step is Step.END_OF_COMBAT and game.rules.enabled(OUT_OF_COMBAT):
        combat_exit.end_combat(game)


def untap_step(game: "Game") -> None:
    untap_step_phasing(game)  # first, before anything untaps (502.1)
    if not game.rules.enabled(UNTAP):
        return
    held = {e.oid for e in game.effects if e.kind == "no_untap" and e.controller == game.active}
    game.effects = [e for e in game.effects if not (e.kind == "no_untap" and e.controller == game.active)]
    for obj in game.battlefield:
        if obj.controller == game.active and obj.tapped:
            if obj.oid in held:  # exerted, or "doesn't untap during its controller's next untap step"
                game.note(f"    {obj.label()} doesn't untap this time")
                continue
            untap_permanent(game, obj)
            game.note(f"    untap {obj.label()}")


def draw_step(game: "Game") -> None:
    if game.skip_first_draw and game.turn == 1 and game.active == game.first_player and not game.in_extra_phase:
        game.note("    the starting player skips the first draw (two-player game)")
        return
    if game.rules.enabled(DRAW):
        draw(game, game.active)


def cleanup_step(game: "Game") -> None:
    """CR 514: discard to hand size, then damage wears off and 'until end of turn' ends."""
    p = game.player(game.active)
    if game.rules.enabled(HAND_SIZE) and game.rules.enabled(MAX_HAND_SIZE):
        while len(p.hand) > p.max_hand_size:
            options = [Option(o.label(), o, (o.handle, o.card.name)) for o in p.hand]
            card = game.choose(p.name, f"a card to discard down to {p.max_hand_size}", options, kind="card")
            discard(game, card, cause="cleanup")
    if game.rules.enabled(WEAR_OFF):
        for obj in [*game.battlefield, *game.phased_out]:  # phased-out permanents too (514.2)
            obj.damage, obj.deathtouch_damaged = 0, False
        end_effects(game, "end_of_turn")
        game.permissions = [p for p in game.permissions if p["until"] != "end_of_turn"]
    game.emit("step_begin", step=Step.CLEANUP, player=game.active)


def hand_or_library_count(game: "Game", player: str, zone: Zone) -> int:
    return len(game.player(player).zone(zone))


def creature_count(game: "Game", controller: str) -> int:
    return sum(1 for o in game.permanents(controller) if chars(game, o).is_creature())
