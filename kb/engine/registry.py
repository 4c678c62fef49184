"""The one registry of the rules the engine implements, keyed by today's CR number.

Each entry names the module (and object) that implements the rule; the engine asks
``RuleSet.enabled(number)`` at that rule's hook points, so disabling a number makes the
engine behave as if the rule did not exist. Disabling a parent ("702.62") disables its
subrules ("702.62a", "702.62b", ...). Titles are our own short summaries, never rule text.
Numbers follow the Comprehensive Rules in force when this table was written (see
``CR_EDITION``); ``data/rules/cr-rules.csv`` is the concordance the tests check against.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Iterable

from kb.engine.errors import RuleNotFound
from kb.engine.registry_basics import BASIC_ROWS
from kb.engine.registry_keywords import KEYWORD_ROWS

CR_EDITION = "2025"  # numbering of the Comprehensive Rules the registry follows
ENGINE_RULE = "engine rule"  # what an unknown number is called in a RuleNotFound the engine raises

_NUMBER = re.compile(r"^[1-9]\d{2}(?:\.\d+[a-z]?)?$")


@dataclass(frozen=True)
class RuleInfo:
    number: str
    title: str

    @property
    def parent(self) -> str:
        """``702.62a`` → ``702.62``; a rule without a letter is its own parent."""
        return self.number.rstrip("abcdefghijklmnopqrstuvwxyz")


def _rules(*rows: tuple[str, str]) -> dict[str, RuleInfo]:
    table: dict[str, RuleInfo] = {}
    for number, title in rows:
        if not _NUMBER.match(number):
            raise ValueError(f"malformed rule number {number!r} in the engine registry")
        if number in table:
            raise ValueError(f"rule {number} registered twice in the engine registry")
        table[number] = RuleInfo(number, title)
    return table


# fmt: off
RULES: dict[str, RuleInfo] = _rules(
    # --- game concepts -------------------------------------------------------------
    ("701.31a",  "A player may planeswalk only during a Planechase game: elsewhere nothing happens"),
    ("202.2",    "An object is the colour or colours of the mana symbols in its mana cost (several: multicoloured)"),
    ("105.2a",   "A monocoloured object is exactly one of the five colours"),
    ("105.2b",   "A multicoloured object is two or more of the five colours"),
    ("105.2c",   "A colourless object has no colour"),
    ("106.4",    "Unused mana empties from mana pools at the end of each step and phase (also 500.4)"),
    ("122.1a",   "A +X/+Y counter on a creature, or a creature card in another zone, adds X to power and Y to toughness"),
    ("106.12a",  "'Is tapped for mana' triggers when a mana ability with {T} in its cost resolves"),
    ("101.2",    "A 'can't' effect beats a rule or effect that allows or directs it (can't become tapped, be countered)"),
    ("202.3e",   "X in a mana cost counts its chosen value on the stack, 0 elsewhere"),
    ("103.1",    "Turn order runs from the starting player round the table; an effect may reverse its direction"),
    ("104.3a",   "A player may concede at any time, and loses the game"),
    ("103.5",    "As the game begins each player draws a starting hand, normally seven cards"),
    ("121.1",    "A player draws a card by putting the top card of their library into their hand"),
    ("104.2b",   "An effect may say that a player wins the game: the game ends"),
    ("208.3",    "A noncreature permanent has no power or toughness, even with a power and toughness printed"),
    ("308.1",    "A kindred card is cast and resolves by the rules of its other card type (a Kindred Instant at instant speed)"),
    ("308.2",    "A kindred card has creature types (its kindred subtypes) though it is no creature"),
    ("305.4",    "A land an effect puts onto the battlefield isn't played: it uses no land play"),
    ("107.4a",   "A coloured mana symbol ({W}, {U}, {B}, {R}, {G}) stands for one mana of its colour"),
    ("107.1b",   "A calculation uses a negative value as it is; only a negative result of an effect becomes 0"),
    ("107.3a",   "X in a spell's mana, alternative or additional cost is chosen and announced as it is cast"),
    ("107.3b",   "X is 0 when a spell with {X} is cast without paying its mana cost"),
    ("107.3m",   "An ETB ability or 'enters with' referring to X uses the X of the spell that became it"),
    ("113.6k",   "A trigger condition that can't trigger from the battlefield works elsewhere"),
    ("113.7a",   "An ability on the stack exists independently of its source: the source losing it doesn't stop it"),
    ("115.10a",  "Being affected isn't being targeted: 'each creature' includes creatures with shroud or hexproof"),
    ("115.3",    "The same object or player can't be chosen twice for one instance of 'target', but may be for each instance"),
    ("116.2a",   "Playing a land is a special action"),
    ("116.2b",   "Turning a face-down permanent face up is a special action"),
    ("116.2f",   "Suspending a card from hand is a special action"),
    ("116.2h",   "Foretelling a card from hand is a special action, during your turn"),
    ("117.1a",   "Noninstant spells only in your main phase with an empty stack"),
    ("117.3b",   "After a spell or ability resolves, the active player receives priority"),
    ("118.6",    "A cost based on the mana cost of an object with no mana cost is unpayable"),
    ("118.3",    "A cost can't be paid without the resources it takes (counters to remove, cards to discard)"),
    ("119.4",    "A player can pay life only if their life total is at least the amount paid"),
    ("118.6a",   "An alternative cost may be paid for a spell whose mana cost is unpayable"),
    ("118.8",    "A spell's own additional costs must be paid with its mana or alternative cost"),
    ("118.8d",   "Additional costs don't change a spell's mana cost or mana value"),
    ("118.9",    "An effect may provide an alternative cost to pay rather than the mana cost"),
    ("118.9a",   "At most one alternative cost per spell"),
    ("109.2",    "A description with a card type or subtype ('creatures you control') means permanents on the battlefield"),
    ("201.5",    "An object's name in its own text means that object only, not others with the same name"),
    ("208.2a",   "A */* creature's power and toughness are set by its characteristic-defining ability"),
    ("201.2a",   "Same name: a name in common; an object with no name shares a name with no object"),
    ("201.4",    "A chosen card name must be the name of a card, not of a token"),
    ("201.4a",   "A card name 'with a quality' is judged by that card's characteristics"),
    ("201.4b",   "A split card's name may be chosen as one half's name, not both"),
    ("201.4f",   "An adventurer card's Adventure name may be chosen, judged by the Adventure"),
    ("205.2b",   "An object may have several card types (an artifact creature): it is each of them"),
    ("300.2a",   "An object that's both a land and another card type (an artifact land) can only be played as a land"),
    ("300.2",    "An object with several card types is affected by what affects any of them ('target artifact')"),
    ("205.3d",   "Only subtypes of its card types: a permanent that stops being a creature loses its creature types"),
    ("205.3m",   "The creature types are the ones the rules list (Time Lord is one type of two words)"),
    ("118.9c",   "An alternative cost doesn't change a spell's mana cost or mana value"),
    ("118.9d",   "Cost increases, reductions and additional costs apply to an alternative cost too"),
    ("120.3a",   "Damage dealt to a player causes that player to lose that much life"),
    ("120.3c",   "Damage dealt to a planeswalker removes that many loyalty counters"),
    ("301.5c",   "An Equipment that's also a creature can't equip a creature; Equipment equips only creatures"),
    ("205.4g",   "A permanent with the supertype snow is a snow permanent; one without it is nonsnow, whatever its name"),
    ("302.3",    "A creature's subtypes are its creature types, and it may have several (a Human Soldier is both)"),
    ("302.6",    "Summoning sickness: no attack or {T} until controlled since turn start"),
    ("306.7",    "No redirection rule: damage to a player isn't moved to a planeswalker they control (it was until 2018)"),
    ("306.5b",   "A planeswalker enters with loyalty counters equal to its printed loyalty"),
    ("305.2",    "One land per turn"),
    ("305.6",    "A land with a basic land type has that type's intrinsic mana ability ({T}: add {G} for a Forest)"),
    ("305.7",    "A land set to a basic land type loses its other abilities and has that type's mana ability"),
    # --- turn structure ---------------------------------------------------------------
    ("614.10a",  "Effects skipping 'the next' occurrence add up: two of them skip the next two"),
    ("500.11",   "A skipped step doesn't happen: the game proceeds past it as though it didn't exist"),
    ("500.9",    "An added step comes directly after the step named; several: the newest first"),
    ("500.8",    "Added phases come directly after the phase named; of several, the newest first"),
    ("505.1",    "A turn has two main phases: the postcombat main phase follows combat, with or without attackers"),
    ("506.1",    "Combat phase steps in order: beginning of combat, declare attackers, declare blockers, damage, end of combat"),
    ("506.2",    "Only the defending player (the one attacked, or whose planeswalker is) declares blockers for an attacker"),
    ("508.1f",   "Declaring attackers: the active player taps the chosen creatures (vigilance excepted)"),
    ("512.1",    "The ending phase (end step, then cleanup) follows the postcombat main phase"),
    ("505.1a",   "Only the turn's first main phase is precombat; every other main phase is postcombat"),
    ("400.7a",   "Effects that changed a permanent spell's characteristics or controller apply to the permanent it becomes"),
    ("400.7",    "An object that changes zones is a new object: its counters stay behind, what tracked it loses it"),
    ("502.3",    "Untap step: the active player untaps their permanents"),
    ("501.1",    "The beginning phase (untap, upkeep and draw steps) is a turn's first phase"),
    ("502.4",    "No player gets priority in the untap step: what triggers there waits for the next step (the upkeep)"),
    ("504.1",    "Draw step: the active player draws a card"),
    ("506.4",    "A permanent that stops being a creature is removed from combat"),
    ("506.4a",   "A creature already attacking or blocking isn't removed from combat by a 'can't attack/block' effect"),
    ("508.1b",   "Attackers may attack a planeswalker the defending player controls"),
    ("508.3a",   "'Whenever [a creature] attacks' triggers when that creature is declared an attacker"),
    ("508.1c",   "Declaring attackers: restrictions ('can't attack') must be obeyed"),
    ("508.1d",   "Declaring attackers: as many requirements ('attacks if able') obeyed as possible"),
    ("509.1a",   "Each blocking creature blocks one attacker (more only where an effect lets it block additional creatures)"),
    ("509.1c",   "Declaring blockers: requirements ('must be blocked if able') obeyed as far as possible within restrictions"),
    ("509.1b",   "Declaring blockers: restrictions ('can't block') must be obeyed"),
    ("602.2",    "Only an object's controller activates its activated abilities, unless the ability says otherwise"),
    ("602.5b",   "A restriction on an activated ability's use ('activate only once') keeps applying to that object"),
    ("602.5",    "An ability that's prohibited from being activated can't be activated, mana abilities included"),
    ("508.4",    "A creature put onto the battlefield attacking never 'attacked' (no attack triggers)"),
    ("509.1g",   "A blocker stays a blocking creature until removed from combat, even once its attackers left"),
    ("509.1h",   "An attacker with blockers declared stays blocked even if they leave combat"),
    ("509.3g",   "'Attacks and isn't blocked' triggers when no blockers are declared for the attacker"),
    ("510.1",    "Combat damage is assigned and dealt"),
    ("510.1c",   "An attacker blocked by several creatures divides its combat damage among them as its controller chooses"),
    ("510.1d",   "A blocker blocking several attackers divides its combat damage among them as its controller chooses"),
    ("511.2",    "'At end of combat' abilities trigger as the end of combat step begins"),
    ("511.3",    "As the end of combat step ends, every creature is removed from combat"),
    ("514.1",    "Cleanup: discard down to maximum hand size"),
    ("514.2",    "Cleanup: damage wears off and 'until end of turn' effects end"),
    ("507.2",    "Beginning of combat step: the active player gets priority (the last chance to act before attackers)"),
    ("513.1",    "End step: no turn-based action; once it begins the active player gets priority"),
    ("514.3a",   "Cleanup: priority only after SBAs or triggers, then another cleanup step"),
    # --- spells, abilities, effects --------------------------------------------------
    ("601.2a",   "A spell's card moves to the stack first: its costs are determined with it there"),
    ("601.2b",   "Announce the alternative and additional costs to pay (also when cast by an effect)"),
    ("601.2c",   "Targets are announced, each meeting its description; of a variable number fewer may be chosen"),
    ("601.2d",   "Dividing an effect among targets: each target gets at least one (N damage: 1 to N targets)"),
    ("601.2f",   "Total cost includes cost increases and reductions"),
    ("601.2h",   "The total cost is paid in any order: a card discarded for one part may be exiled for another"),
    ("601.2g",   "Mana abilities are activated before paying; the player chooses which"),
    ("601.3",    "A spell can be cast only from a zone a rule or effect allows"),
    ("603.2",    "An ability triggers whenever a game event matches its trigger event, as the event happens (before SBAs)"),
    ("603.2f",   "'Becomes' triggers only on the event, not for a permanent entering or phasing in in that state"),
    ("603.3d",   "A triggered ability with no legal target is removed from the stack"),
    ("603.6a",   "Permanents one event puts onto the battlefield enter together: each sees the others enter"),
    ("603.6c",   "Leaves-the-battlefield abilities ('leaves', 'dies') trigger on a move from the battlefield to any zone"),
    ("603.10a",  "Leaves-the-battlefield abilities look back in time, also at permanents leaving together"),
    ("603.7a",   "A delayed triggered ability is created as a spell or ability resolves, and triggers once"),
    ("603.8",    "A state trigger triggers whenever its state holds, not again until that ability has left the stack"),
    ("603.4",    "Intervening 'if' clause checked on trigger and on resolution"),
    ("605.1a",   "An activated ability that could add mana and has no target is a mana ability: it doesn't use the stack"),
    ("605.3b",   "An activated mana ability doesn't go on the stack: it can't be responded to"),
    ("605.3a",   "Mana abilities may be activated when an effect asks for a payment"),
    ("610.3",    "'Exile until [event]': the object returns as soon as the event happens"),
    ("611.2a",   "A continuous effect lasts as long as its spell or ability says"),
    ("604.2",    "A static ability's continuous effect applies to every object it names, its own source included"),
    ("613.1d",   "Layer 4: type-changing effects apply before ability-adding effects decide what they affect"),
    ("611.2c",   "A resolving spell's effect on characteristics affects the objects there as it begins; the set stays"),
    ("611.2d",   "A variable (X) in a resolving spell's continuous effect is determined once, on resolution"),
    ("611.2b",   "'For as long as' durations: the effect ends (or never starts) with the condition"),
    ("615.1",    "A prevention effect applies to each damage event as it would happen, for each recipient apart"),
    ("615.2",    "A prevention effect may apply to the damage a source would deal (all of it, or its combat damage)"),
    ("615.5",    "A prevention effect's additional effect ('a +1/+1 counter for each 1 damage prevented') follows it"),
    ("615.12",   "'Damage can't be prevented': prevention effects (protection's too) prevent none; shields stay"),
    ("615.7",    "'Prevent the next N damage': a shield each prevented damage wears down; the rest is dealt"),
    ("303.4c",   "An Aura is illegal where its enchant ability or an effect ('can't be enchanted by other Auras') forbids"),
    ("607.1",    "Linked abilities: 'that creature' means only what the ability linked to it affected"),
    ("608.3",    "A permanent spell resolving enters the battlefield instead of going to the graveyard"),
    ("608.3a",   "A permanent spell with no targets resolving enters the battlefield under its controller's control"),
    ("608.3c",   "An Aura spell enters the battlefield attached to the object it targeted"),
    ("614.1a",   "Replacement effects say 'instead' (twice that many tokens; a damage-lowered life total stops at its floor)"),
    ("108.3",    "A card's owner is the player who started the game with it in their deck, whoever controls it"),
    ("109.5",    "'You' on an object means its controller, so 'an opponent' is an opponent of the object's controller"),
    ("113.6e",   "An object's own restriction on casting it works in any zone it could be cast from, and on the stack"),
    ("500.7",    "An extra turn is added directly after the specified turn; of several, the last added comes first"),
    ("705.2",    "The player flipping a coin calls heads or tails and wins the flip if the call matches; only that player"),
    ("101.4",    "Players making choices at once choose in APNAP order, then the actions happen at the same time"),
    ("614.11",   "A replacement effect may replace a card draw, even from an empty library; the draw doesn't happen"),
    ("614.11b",  "A draw's additional action ('draw a card and reveal it') isn't done to cards a replacement draws instead"),
    ("614.9",    "A redirection deals damage to another permanent or player instead; it does nothing if that one is gone"),
    ("616.1",    "Of several replacement effects on one event the affected player or controller picks which applies"),
    ("611.2f",   "An effect on 'the next spell' a player casts waits, then applies to the next spell that player casts"),
    ("611.3a",   "A static ability's effect isn't locked in: it applies to whatever its text names now"),
    ("608.2d",   "Choices an effect offers, not made as it was put on the stack, are made as it resolves"),
    ("406.3",    "Exiled cards are face up; a card is exiled face down only when the instruction says so"),
    ("401.4",    "Cards an effect puts into one position of a library together are ordered by their owner"),
    ("701.22a",  "Scry N: look at the top N, put any number on the bottom in any order, the rest on top in any order"),
    ("613.1f",   "Layer 6: a static's ability-adding effect also gives keywords to the spells on the stack it names"),
    ("113.6",    "An instant's or sorcery's own abilities function while it is on the stack ('if kicked, it has split second')"),
    ("613.1",    "Continuous effects apply in layer order: a CDA's type effect (layer 4) before ability loss (layer 6)"),
    ("613.4a",   "Layer 7a: a characteristic-defining ability sets power and toughness before every other P/T effect"),
    ("613.4b",   "Layer 7b: effects setting base power/toughness apply before every raise, lower and counter"),
    ("613.3",    "Within a layer, characteristic-defining abilities apply first: 'becomes a Goblin' overrides changeling"),
    ("613.7",    "Within a layer, effects apply in timestamp order: an ability gained after a loss of abilities stays"),
    ("613.4d",   "Layer 7d: switching power and toughness applies after every other P/T change, whatever its age"),
    ("614.1c",   "'Enters with counters' is a replacement effect applied as it enters"),
    ("608.2b",   "A spell or ability whose targets are all illegal doesn't resolve"),
    ("608.2c",   "A resolving spell follows its instructions in the order written (several chosen modes too)"),
    ("608.2h",   "Information about an object that left the battlefield: as it last existed there"),
    ("704.5a",   "SBA: a player with 0 or less life loses"),
    ("704.5b",   "SBA: a player who drew from an empty library loses"),
    ("704.5d",   "SBA: a token outside the battlefield ceases to exist"),
    ("704.5e",   "SBA: a copy of a spell outside the stack ceases to exist"),
    ("704.5f",   "SBA: a creature with toughness 0 or less goes to the graveyard"),
    ("704.5g",   "SBA: a creature with lethal damage is destroyed"),
    ("704.5h",   "SBA: a creature dealt damage by a deathtouch source is destroyed"),
    ("704.5i",   "SBA: a planeswalker with 0 loyalty goes to the graveyard"),
    ("704.5j",   "SBA: legend rule"),
    ("205.4c",   "A land is basic only with the supertype basic: a land with a basic land type is nonbasic without it"),
    ("205.4b",   "Changing an object's card type or subtype doesn't change its supertypes"),
    ("205.4d",   "A permanent with the supertype legendary is subject to the legend rule"),
    ("704.5m",   "SBA: an Aura attached to an illegal object or to nothing goes to the graveyard"),
    ("704.5p",   "SBA: an attached creature or battle, or a permanent no Aura/Equipment/Fortification, becomes unattached"),
    ("704.5q",   "SBA: +1/+1 and -1/-1 counters annihilate"),
    ("704.6c",   "SBA (Commander): 21 combat damage from one commander loses the game"),
    ("707.1",    "Copy effects: a permanent can become or enter as a copy; a token can be created as one"),
    ("707.2",    "A copy acquires only copiable values: printed values as modified by copy effects"),
    ("707.3",    "A copy's copiable values are the copied ones: a copy of a copy copies the original"),
    ("707.4",    "Becoming a copy on the battlefield: no entering or leaving, other effects stay"),
    ("707.5",    "An object entering as a copy is the copy as it enters (ETB abilities, 'enters with')"),
    ("707.9a",   "Copy exception: an ability the copy gains is part of its copiable values"),
    ("707.9b",   "Copy exception: a modified characteristic is part of the copiable values"),
    ("707.10",   "Copying a spell or ability puts a copy on the stack; the copy is not cast or activated"),
    ("707.10b",  "A copy of an ability has the same source as the original"),
    ("707.10c",  "The copy's controller may change any number of its targets to legal ones"),
    ("707.12",   "Casting a copy of a card: the copy is made in the card's zone and cast from there"),
    ("708.2",    "Face-down spells and permanents have only the characteristics given"),
    ("708.4",    "A spell cast face down is face down before it reaches the stack: costs and cast triggers see it face down"),
    ("708.8",    "Turned face up, it is the same permanent: no entering, effects still apply"),
    ("708.9",    "A face-down spell or permanent leaving for another zone is revealed"),
    ("709.3a",   "Split card: only the half chosen to be cast is evaluated to see if it can be cast"),
    ("709.3b",   "Split card: on the stack only the cast half's characteristics exist"),
    ("709.4a",   "Split card: it has two names; it has a chosen name if either half has it"),
    ("709.4b",   "Split card: off the stack its mana cost (colours, mana value) is both halves' combined"),
    ("715.2a",   "'Has an Adventure': it has the Adventure's characteristics, used or not"),
    ("715.3",    "Adventurer card: as it is cast, choose normally or as an Adventure"),
    ("715.3a",   "Adventurer card: cast as an Adventure, only the Adventure decides if it can be cast"),
    ("715.3b",   "Adventurer card: on the stack as an Adventure it has only the Adventure's characteristics"),
    ("715.3c",   "Adventurer card: a copy of an Adventure spell is an Adventure too"),
    ("715.3d",   "Adventurer card: the resolved Adventure is exiled and may be cast from exile, not as an Adventure"),
    ("715.4",    "Adventurer card: in every zone but the stack it has only its normal characteristics"),
    ("723.1b",   "Ending the turn exiles every object on the stack, the resolving one too (nothing is countered)"),
    ("723.1c",   "Ending the turn: state-based actions are checked, but no player gets priority"),
    ("723.1d",   "Ending the turn: the current step ends, creatures leave combat, the game skips to the cleanup step"),
    ("723.1e",   "Ending the turn skips the end step: 'at the beginning of the end step' abilities don't trigger"),
    *KEYWORD_ROWS,
    *BASIC_ROWS,
)
# fmt: on


def covers(disabled: str, number: str) -> bool:
    """Does disabling ``disabled`` switch off ``number``? ("702" ⊇ "702.62" ⊇ "702.62a")."""
    if number == disabled:
        return True
    if not number.startswith(disabled):
        return False
    nxt = number[len(disabled)]
    return nxt == "." or ("." in disabled and nxt.isalpha())


def resolve_numbers(numbers: Iterable[str]) -> tuple[str, ...]:
    """Validate numbers a user wants disabled: each must be a registered rule or cover one."""
    out: list[str] = []
    for raw in numbers:
        number = str(raw).strip().rstrip(".")
        if not any(covers(number, known) for known in RULES):
            close = difflib.get_close_matches(number, list(RULES), n=5, cutoff=0.6)
            raise RuleNotFound(number, close, what=ENGINE_RULE)
        if number not in out:
            out.append(number)
    return tuple(out)


def find_rule(number: str) -> RuleInfo:
    try:
        return RULES[number]
    except KeyError:
        raise RuleNotFound(number, difflib.get_close_matches(number, list(RULES), n=5, cutoff=0.6), what=ENGINE_RULE) from None


@dataclass(frozen=True)
class RuleSet:
    """Which registered rules are in force for one game."""

    disabled: tuple[str, ...] = ()

    @classmethod
    def without(cls, numbers: Iterable[str]) -> "RuleSet":
        return cls(resolve_numbers(numbers))

    def enabled(self, number: str) -> bool:
        if number not in RULES:
            raise RuleNotFound(number, what=ENGINE_RULE)  # a hook asked about a rule nobody registered: a bug
        if not self.disabled:  # the common case, asked over a million times in a run of the checks
            return True
        return not any(covers(d, number) for d in self.disabled)

    def disabled_rules(self) -> list[str]:
        return [n for n in RULES if not self.enabled(n)]
