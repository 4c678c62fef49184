"""The registry's rows for the basic rules a glossary term or rulebook passage of the corpus
explains (mana symbols, "at the beginning of" triggers, damage to planeswalkers, spells leaving
the stack, tokens, card-type timing): number and our own short title, in the form of
``kb.engine.registry``'s other rows, which reads them (kept apart so that the registry stays
under a screenful and rows added for rule texts don't collide with other additions)."""

from __future__ import annotations

# fmt: off
BASIC_ROWS: tuple[tuple[str, str], ...] = (
    ("107.4b",   "A numeral ({1}, {X}) in a cost is generic mana: mana of any type pays it"),
    ("107.4c",   "{C} in a cost is one colourless mana: only colourless mana pays it"),
    ("306.8",    "Damage dealt to a planeswalker removes that many loyalty counters (as 120.3c says)"),
    ("603.3b",   "Triggered abilities go on the stack in APNAP order: the active player's first, each player ordering their own"),
    ("603.2b",   "'At the beginning of' a step or phase: the ability triggers as that step or phase begins"),
    ("111.7",    "A token in a zone other than the battlefield ceases to exist (as 704.5d checks)"),
    ("113.8",    "A triggered ability is controlled by the player who controlled its source when it triggered"),
    ("117.3a",   "The active player receives priority first at the beginning of each step and phase (cleanup and untap aside)"),
    ("117.3c",   "A player who casts a spell, activates an ability or takes a special action receives priority afterwards"),
    ("402.2",    "A player's maximum hand size is normally seven: the cleanup step's discard (514.1) enforces it"),
    ("117.3d",   "A player who passes priority hands it to the next player in turn order"),
    ("405.5",    "When all players pass in succession, the top (last-added) object on the stack resolves"),
    ("301.1",    "An artifact card is cast in its controller's main phase with an empty stack (117.1a)"),
    ("301.5a",   "'Equipped creature' is the creature the Equipment is attached to"),
    ("302.1",    "A creature card is cast in its controller's main phase with an empty stack (117.1a)"),
    ("303.1",    "An enchantment card is cast in its controller's main phase with an empty stack (117.1a)"),
    ("303.4b",   "'Enchanted creature' (or permanent, player) is the object the Aura is attached to"),
    ("306.1",    "A planeswalker card is cast in its controller's main phase with an empty stack (117.1a)"),
    ("307.1",    "A sorcery card is cast in its controller's main phase with an empty stack (117.1a)"),
    ("310.1",    "A battle card is cast in its controller's main phase with an empty stack (117.1a)"),
    ("508.8",    "With no creatures declared as attackers, the declare blockers and combat damage steps are skipped"),
    ("510.1a",   "Each attacking and blocking creature assigns combat damage equal to its power (0 or less: none)"),
    ("500.4",    "Unused mana empties from each player's mana pool as each step and phase ends (as 106.4 says)"),
    ("503.1a",   "What triggers at the beginning of the upkeep is put on the stack before the active player gets priority"),
)
# fmt: on
