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
    ("105.2",    "An object is the colour or colours of the mana symbols in its mana cost (several: multicoloured)"),
    ("105.2a",   "A monocoloured object is exactly one of the five colours"),
    ("105.2b",   "A multicoloured object is two or more of the five colours"),
    ("105.2c",   "A colourless object has no colour"),
    ("106.4",    "Unused mana empties from mana pools at the end of each step and phase (also 500.4)"),
    ("122.1a",   "A +X/+Y counter on a creature adds X to its power and Y to its toughness"),
    ("106.12a",  "'Is tapped for mana' triggers when a mana ability with {T} in its cost resolves"),
    ("101.2",    "A 'can't' effect beats a rule or effect that allows or directs the thing (can't become tapped)"),
    ("202.3e",   "X in a mana cost counts its chosen value on the stack, 0 elsewhere"),
    ("104.3a",   "A player may concede at any time, and loses the game"),
    ("104.2b",   "An effect may say that a player wins the game: the game ends"),
    ("107.3a",   "X in a spell's mana, alternative or additional cost is chosen and announced as it is cast"),
    ("107.3b",   "X is 0 when a spell with {X} is cast without paying its mana cost"),
    ("107.3m",   "An ETB ability or 'enters with' referring to X uses the X of the spell that became it"),
    ("113.6k",   "A trigger condition that can't trigger from the battlefield works elsewhere"),
    ("113.7a",   "An ability on the stack exists independently of its source: the source losing it doesn't stop it"),
    ("115.3",    "The same object or player can't be chosen twice for one instance of 'target', but may be for each instance"),
    ("116.2a",   "Playing a land is a special action"),
    ("116.2b",   "Turning a face-down permanent face up is a special action"),
    ("116.2f",   "Suspending a card from hand is a special action"),
    ("116.2h",   "Foretelling a card from hand is a special action, during your turn"),
    ("117.1a",   "Noninstant spells only in your main phase with an empty stack"),
    ("118.6",    "A cost based on the mana cost of an object with no mana cost is unpayable"),
    ("119.4",    "A player can pay life only if their life total is at least the amount paid"),
    ("118.6a",   "An alternative cost may be paid for a spell whose mana cost is unpayable"),
    ("118.8",    "A spell's own additional costs must be paid with its mana or alternative cost"),
    ("118.8d",   "Additional costs don't change a spell's mana cost or mana value"),
    ("118.9",    "An effect may provide an alternative cost to pay rather than the mana cost"),
    ("118.9a",   "At most one alternative cost per spell"),
    ("201.4",    "A chosen card name must be the name of a card, not of a token"),
    ("201.4a",   "A card name 'with a quality' is judged by that card's characteristics"),
    ("201.4b",   "A split card's name may be chosen as one half's name, not both"),
    ("201.4f",   "An adventurer card's Adventure name may be chosen, judged by the Adventure"),
    ("205.3d",   "Only subtypes of its card types: a permanent that stops being a creature loses its creature types"),
    ("205.3m",   "The creature types are the ones the rules list (Time Lord is one type of two words)"),
    ("118.9c",   "An alternative cost doesn't change a spell's mana cost or mana value"),
    ("118.9d",   "Cost increases, reductions and additional costs apply to an alternative cost too"),
    ("120.3a",   "Damage dealt to a player causes that player to lose that much life"),
    ("120.3c",   "Damage dealt to a planeswalker removes that many loyalty counters"),
    ("301.5c",   "An Equipment that's also a creature can't equip a creature; Equipment equips only creatures"),
    ("302.6",    "Summoning sickness: no attack or {T} until controlled since turn start"),
    ("306.5b",   "A planeswalker enters with loyalty counters equal to its printed loyalty"),
    ("305.2",    "One land per turn"),
    ("305.6",    "A land with a basic land type has that type's intrinsic mana ability ({T}: add {G} for a Forest)"),
    ("305.7",    "A land set to a basic land type loses its other abilities and has that type's mana ability"),
    # --- turn structure ---------------------------------------------------------------
    ("500.8",    "Added phases come directly after the phase named; of several, the newest first"),
    ("505.1",    "A turn has two main phases: the postcombat main phase follows combat, with or without attackers"),
    ("505.1a",   "Only the turn's first main phase is precombat; every other main phase is postcombat"),
    ("400.7",    "An object that changes zones is a new object: its counters stay behind, what tracked it loses it"),
    ("502.3",    "Untap step: the active player untaps their permanents"),
    ("504.1",    "Draw step: the active player draws a card"),
    ("506.4",    "A permanent that stops being a creature is removed from combat"),
    ("506.4a",   "A creature already attacking or blocking isn't removed from combat by a 'can't attack/block' effect"),
    ("508.1b",   "Attackers may attack a planeswalker the defending player controls"),
    ("508.3a",   "'Whenever [a creature] attacks' triggers when that creature is declared an attacker"),
    ("508.1c",   "Declaring attackers: restrictions ('can't attack') must be obeyed"),
    ("508.1d",   "Declaring attackers: as many requirements ('attacks if able') obeyed as possible"),
    ("509.1a",   "Each blocking creature blocks one attacker (more only where an effect lets it block additional creatures)"),
    ("509.1b",   "Declaring blockers: restrictions ('can't block') must be obeyed"),
    ("602.2",    "Only an object's controller activates its activated abilities, unless the ability says otherwise"),
    ("602.5b",   "A restriction on an activated ability's use ('activate only once') keeps applying to that object"),
    ("602.5",    "An ability that's prohibited from being activated can't be activated, mana abilities included"),
    ("508.4",    "A creature put onto the battlefield attacking never 'attacked' (no attack triggers)"),
    ("509.1h",   "An attacker with blockers declared stays blocked even if they leave combat"),
    ("509.3g",   "'Attacks and isn't blocked' triggers when no blockers are declared for the attacker"),
    ("510.1",    "Combat damage is assigned and dealt"),
    ("511.2",    "'At end of combat' abilities trigger as the end of combat step begins"),
    ("511.3",    "As the end of combat step ends, every creature is removed from combat"),
    ("514.1",    "Cleanup: discard down to maximum hand size"),
    ("514.2",    "Cleanup: damage wears off and 'until end of turn' effects end"),
    ("514.3a",   "Cleanup: priority only after SBAs or triggers, then another cleanup step"),
    # --- spells, abilities, effects --------------------------------------------------
    ("601.2b",   "Announce the alternative and additional costs to pay (also when cast by an effect)"),
    ("601.2c",   "A variable number of targets ('up to one other target') is announced: fewer may be chosen"),
    ("601.2d",   "Dividing an effect among targets: each target gets at least one (N damage: 1 to N targets)"),
    ("601.2f",   "Total cost includes cost increases and reductions"),
    ("601.2h",   "The total cost is paid in any order: a card discarded for one part may be exiled for another"),
    ("601.2g",   "Mana abilities are activated before paying; the player chooses which"),
    ("601.3",    "A spell can be cast only from a zone a rule or effect allows"),
    ("603.2f",   "'Becomes' triggers only on the event, not for a permanent entering or phasing in in that state"),
    ("603.3d",   "A triggered ability with no legal target is removed from the stack"),
    ("603.6a",   "Permanents one event puts onto the battlefield enter together: each sees the others enter"),
    ("603.6c",   "Leaves-the-battlefield abilities ('leaves', 'dies') trigger on a move from the battlefield to any zone"),
    ("603.10a",  "Leaves-the-battlefield abilities look back in time, also at permanents leaving together"),
    ("603.4",    "Intervening 'if' clause checked on trigger and on resolution"),
    ("605.1a",   "An activated ability that could add mana and has no target is a mana ability: it doesn't use the stack"),
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
    ("608.3c",   "An Aura spell enters the battlefield attached to the object it targeted"),
    ("614.1a",   "Replacement effects say 'instead' (twice that many tokens; a damage-lowered life total stops at its floor)"),
    ("611.3a",   "A static ability's effect isn't locked in: it applies to whatever its text names now"),
    ("608.2d",   "Choices an effect offers, not made as it was put on the stack, are made as it resolves"),
    ("401.4",    "Cards an effect puts into one position of a library together are ordered by their owner"),
    ("701.22a",  "Scry N: look at the top N, put any number on the bottom in any order, the rest on top in any order"),
    ("613.1f",   "Layer 6: a static's ability-adding effect also gives keywords to the spells on the stack it names"),
    ("113.6",    "An instant's or sorcery's own abilities function while it is on the stack ('if kicked, it has split second')"),
    ("613.1",    "Continuous effects apply in layer order: a CDA's type effect (layer 4) before ability loss (layer 6)"),
    ("613.4b",   "Layer 7b: effects setting base power/toughness apply before every raise, lower and counter"),
    ("613.3",    "Within a layer, characteristic-defining abilities apply first: 'becomes a Goblin' overrides changeling"),
    ("613.7",    "Within a layer, effects apply in timestamp order: an ability gained after a loss of abilities stays"),
    ("613.4d",   "Layer 7d: switching power and toughness applies after every other P/T change, whatever its age"),
    ("614.1c",   "'Enters with counters' is a replacement effect applied as it enters"),
    ("608.2b",   "A spell or ability whose targets are all illegal doesn't resolve"),
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
    ("704.5m",   "SBA: an Aura attached to an illegal object or to nothing goes to the graveyard"),
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
    # --- keyword actions ----------------------------------------------------------------
    ("701.3a",   "Attach: an Aura or Equipment is put onto the object; if it can't be, it doesn't move (701.3b)"),
    ("701.6a",   "Counter: the spell or ability leaves the stack without resolving; a spell goes to its owner's graveyard"),
    ("701.8a",   "Destroy: move the permanent from the battlefield to its owner's graveyard"),
    ("701.9a",   "Discard: move a card from its owner's hand to that player's graveyard"),
    ("701.13a",  "Exile: move the object to the exile zone from wherever it is"),
    ("701.14a",  "Fight: each of two creatures deals damage equal to its power to the other"),
    ("701.19a",  "Regenerate (resolving): a shield replaces the next destruction this turn: tap, remove damage, leave combat"),
    ("701.19b",  "Regenerate (static ability): replaces each destruction while the ability functions"),
    ("701.19c",  "'Can't be regenerated': no regeneration shield or ability applies to it"),
    ("701.43a",  "Exert: the permanent doesn't untap during its controller's next untap step"),
    ("701.16a",  "Investigate: create a Clue token, a colourless Clue artifact with '{2}, sacrifice this: draw a card'"),
    ("701.15a",  "Goad: until the goading player's next turn the creature is goaded"),
    ("701.15b",  "Goad: a goaded creature attacks each combat if able, a player other than the goading one if able"),
    ("701.15d",  "Goad: the same player goading a creature again has no effect"),
    ("701.21a",  "Sacrifice: its controller moves it to its owner's graveyard; it isn't destroyed (indestructible doesn't help)"),
    ("701.23b",  "Searching a hidden zone for a stated quality, a player may find nothing"),
    ("701.23d",  "Searching a hidden zone simply for a quantity of cards, a player must find that many (as many as there are)"),
    ("701.24a",  "Shuffling randomizes the library"),
    ("701.26a",  "Tap: only an untapped permanent can be tapped (tapping a tapped one is no event)"),
    ("701.26b",  "Untap: only a tapped permanent can be untapped (untapping an untapped one is no event)"),
    ("701.35a",  "Detain: until its controller's next turn it can't attack or block, its activated abilities can't be activated"),
    ("701.44a",  "Explore: reveal the top card; a land goes to hand, else a +1/+1 counter and it may go to the graveyard"),
    ("701.44b",  "Explore: a permanent explores once the process is complete, even if parts were impossible"),
    ("701.44c",  "Explore: a permanent that changed zones explores by its last known information"),
    ("701.55",   "Face a villainous choice"),
    ("701.56",   "Time travel"),
    # --- evergreen keyword abilities (combat) ------------------------------------------
    ("702.2",    "Deathtouch"),
    ("702.3",    "Defender: can't attack"),
    ("702.4",    "Double strike"),
    ("702.7",    "First strike"),
    ("702.9",    "Flying: blockable only by flying or reach"),
    ("702.10",   "Haste: attack and {T} despite summoning sickness"),
    ("702.15",   "Lifelink"),
    ("702.17",   "Reach: can block creatures with flying"),
    ("702.19",   "Trample"),
    ("702.11b",  "Hexproof: can't be the target of spells or abilities opponents control"),
    ("702.16b",  "Protection: can't be targeted by spells or abilities with the quality"),
    ("702.16c",  "Protection: can't be enchanted by Auras with the quality"),
    ("702.16e",  "Protection: damage from sources with the quality is prevented"),
    ("702.16f",  "Protection: can't be blocked by creatures with the quality"),
    ("702.18a",  "Shroud: can't be the target of spells or abilities"),
    ("702.12b",  "Indestructible: not destroyed by effects that say 'destroy' or by lethal or deathtouch damage"),
    ("702.20",   "Vigilance: attacking doesn't cause it to tap"),
    ("702.14c",  "Landwalk: can't be blocked while the defending player controls a land of the named type"),
    ("702.36b",  "Fear: can't be blocked except by artifact creatures and/or black creatures"),
    ("702.111",  "Menace: can't be blocked except by two or more creatures"),
    # --- the keywords the corpus rules on ---------------------------------------------------
    ("702.6a",   "Equip [cost]: attach this Equipment to target creature you control; activate only as a sorcery"),
    ("702.5a",   "Enchant: what an Aura spell can target and an Aura can enchant"),
    ("702.8a",   "Flash: cast any time you could cast an instant"),
    ("702.23a",  "Rampage N: when blocked, +N/+N until end of turn for each blocker beyond the first"),
    ("702.23b",  "Rampage: the bonus is worked out once, as the ability resolves"),
    ("702.23c",  "Rampage: each instance triggers separately"),
    ("702.25a",  "Flanking: a blocker without flanking gets -1/-1"),
    ("702.25b",  "Flanking: each instance triggers separately"),
    ("702.27a",  "Buyback: optional additional cost; the spell returns to hand"),
    ("702.26a",  "Phasing: in the untap step, before untapping, phasing permanents phase out and those phased out phase in"),
    ("702.26b",  "Phasing: a phased-out permanent is treated as though it doesn't exist; it leaves combat"),
    ("702.26d",  "Phasing is no zone change: no enters/leaves triggers; counters stay, tokens go on existing"),
    ("702.26f",  "Phasing: 'for as long as' effects tracking a permanent end when it phases out"),
    ("702.26g",  "Phasing: Auras attached to a permanent phase out and in with it (indirectly)"),
    ("702.28b",  "Shadow: blocks and is blocked only by creatures with shadow"),
    ("702.30a",  "Echo: pay the echo cost at your next upkeep or sacrifice"),
    ("702.29a",  "Cycling: discard this card from hand, pay the cost, draw a card"),
    ("702.29c",  "Cycling: 'when you cycle' abilities trigger on the discard for the cost"),
    ("702.29e",  "Typecycling: search for a card of that type instead of drawing"),
    ("702.33a",  "Kicker: optional additional cost, paid at most once"),
    ("702.33c",  "Multikicker: a kicker cost that may be paid any number of times"),
    ("702.33d",  "Kicker: a spell is kicked if its kicker cost was declared"),
    ("702.33f",  "Kicker: 'kicked with its [A] kicker' refers to that kicker cost only"),
    ("702.33g",  "Kicker: targets of a kicked-only effect exist only if kicked"),
    ("702.34a",  "Flashback: cast from graveyard for the flashback cost, then exile"),
    ("702.35a",  "Madness: exile on discard, then cast for the madness cost"),
    ("702.37a",  "Morph: cast face down as a 2/2 for {3}"),
    ("702.37e",  "Morph: turn a face-down permanent face up by paying its morph cost"),
    ("702.40a",  "Storm: copy the spell for each spell cast before it this turn"),
    ("702.40b",  "Storm: each instance triggers separately"),
    ("702.61a",  "Split second: no spells or non-mana activated abilities while on the stack"),
    ("702.61b",  "Split second: mana abilities may still be activated (and special actions taken)"),
    ("702.62a",  "Suspend: exile with time counters, remove one each upkeep, cast the card"),
    ("702.62b",  "Suspend: a 'suspended' card is in exile with suspend and a time counter"),
    ("702.62c",  "Suspend: effects that prohibit casting also prohibit suspending"),
    ("702.63a",  "Vanishing: enters with time counters, remove one each upkeep, sacrifice"),
    ("702.73a",  "Changeling: the object is every creature type"),
    ("702.81a",  "Retrace: cast from graveyard by discarding a land card as an additional cost"),
    ("702.119a", "Emerge: sacrifice a creature and pay the emerge cost, reduced by its mana value"),
    ("702.133a", "Jump-start: cast from graveyard by discarding a card; exiled when it leaves the stack"),
    ("702.138a", "Escape: cast from graveyard for the escape cost, exiling other graveyard cards"),
    ("702.85a",  "Cascade: exile until a cheaper nonland card, cast it free"),
    ("702.85c",  "Cascade: each instance triggers separately"),
    ("702.143a", "Foretell: pay {2}, exile it face down; cast it on a later turn for its foretell cost"),
    ("702.102a", "Fuse: from your hand, cast both halves of the split card as one fused split spell"),
    ("702.102d", "Fuse: a fused split spell follows the left half's instructions, then the right half's"),
    ("702.144a", "Demonstrate: when cast, you may copy it; then an opponent you choose copies it too"),
    ("702.51a",  "Convoke: each creature tapped as the total cost is paid pays {1} or one mana of its colour"),
    ("702.66a",  "Delve: each card exiled from your graveyard as the total cost is paid pays {1}"),
    ("702.122a", "Crew N: tap other creatures with total power N or more: the Vehicle becomes an artifact creature"),
    ("702.155a", "Read ahead: the turn it entered, a chapter triggers only with exactly its number of lore counters"),
    ("702.155b", "Read ahead: as the Saga enters, choose a chapter; it enters with that many lore counters"),
    ("702.155c", "Read ahead: several instances are redundant"),
    ("714.2b",   "A chapter ability triggers when lore counters reach its chapter number"),
    ("714.3a",   "A Saga without read ahead enters with a lore counter"),
    ("714.4",    "SBA: a Saga at or past its final chapter, with no chapter ability waiting, is sacrificed"),
    ("714.3b",   "As your precombat main phase begins, put a lore counter on each of your Sagas (no stack)"),
    ("702.134a", "Mentor: when it attacks, +1/+1 counter on target attacker with lesser power"),
    ("702.149a", "Training: when it attacks with a stronger attacker, +1/+1 counter on it"),
    ("702.153a", "Casualty N: you may sacrifice a creature with power N or more as you cast it; if you did, copy it"),
    ("702.116a", "Myriad: attacking token copies for the other opponents"),
    ("702.116b", "Myriad: each instance triggers separately"),
    ("702.124i", "Partner with [name]: the named pair may be commanders; on entering, search for the partner"),
    ("702.124m", "Doctor's companion: a second commander if the other is a Time Lord Doctor"),
    ("702.124h", "Partner: two commanders if each of them has partner"),
    # --- Commander ---------------------------------------------------------------------------
    ("903.8",    "Commander tax: {2} more for each previous cast from the command zone"),
    ("903.10a",  "Commander: 21 combat damage from the same commander loses the game"),
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
        return not any(covers(d, number) for d in self.disabled)

    def disabled_rules(self) -> list[str]:
        return [n for n in RULES if not self.enabled(n)]
