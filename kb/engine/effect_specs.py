"""The vocabulary of card definitions, as data: which effects, triggers, statics, references,
filters and conditions exist and which parameters each takes.

The pydantic models of card definitions are made from these tables (``value_models``,
``ability_models``: a malformed scenario is refused with the field and the allowed values), and
FORMAT.md's vocabulary and the JSON Schema with them; the engine modules implement each entry. A trailing ``!``
marks a required parameter. Parameter kinds: int, bool, str, card_kind, amount, ref, filter, keywords,
types, words, effects, options, card, counters, mana, condition, zone, duration, copy_except, triggers,
activateds.
"""

from __future__ import annotations

# fmt: off
EFFECTS: dict[str, dict[str, str]] = {
    "damage":            {"amount": "amount!", "to": "ref", "divided": "bool"},  # divided: among the divided targets
    "destroy":           {"what": "ref!"},
    "exile":             {"what": "ref!", "counters": "counters", "gains": "keywords", "until_source_leaves": "bool",
                          "until_found": "filter"},  # what: top_of_library — "until you exile a [filter] card"
    "return_to_hand":    {"what": "ref!"},
    "sacrifice":         {"what": "ref", "who": "ref", "filter": "filter", "count": "amount"},
    "counter":           {"what": "ref!"},
    "draw":              {"who": "ref", "amount": "amount"},
    "discard":           {"who": "ref", "amount": "amount", "random": "bool", "any_number": "bool", "all": "bool",
                          "what": "ref", "filter": "filter"},  # what: "discard it" (e.g. drawn), if in a hand
    "mill":              {"who": "ref", "amount": "amount"},
    "gain_life":         {"who": "ref", "amount": "amount!"},
    "lose_life":         {"who": "ref", "amount": "amount!"},
    "exchange_life":     {"with": "ref!", "who": "ref"},  # "exchange life totals with target player" (701.12c)
    "create_token":      {"token": "card!", "count": "amount", "controller": "ref", "tapped": "bool"},
    "investigate":       {"who": "ref"},
    "add_counters":      {"what": "ref", "kind": "str!", "amount": "amount"},
    "remove_counters":   {"what": "ref", "kind": "str!", "amount": "amount"},
    "pump":              {"what": "ref", "power": "amount", "toughness": "amount", "until": "duration"},
    # "has base power and toughness 0/1" / "becomes 0/2" (layer 7b; either number may be left out)
    "set_base_pt":       {"what": "ref", "power": "amount", "toughness": "amount", "until": "duration"},
    "switch_pt":         {"what": "ref", "until": "duration"},  # "switch its power and toughness" (layer 7d)
    # "regenerate [what]" (default self): a shield used the next time it would be destroyed this turn (701.19a)
    "regenerate":        {"what": "ref"},
    "cant_be_regenerated": {"what": "ref!", "until": "duration"},  # no regeneration applies to it (701.19c)
    # "prevent the next N damage that would be dealt to [to] this turn": a shield (615.7)
    "prevent_next":      {"to": "ref!", "amount": "amount!"},
    # "prevent all [combat] damage that would be dealt by [what] this turn" (615.2): default self
    "prevent_from":      {"what": "ref", "combat": "bool", "until": "duration"},
    "cant_prevent":      {"until": "duration"},
    # "the next N damage that would be dealt to [from] this turn is dealt to [to] instead" (614.9)
    "redirect_next":     {"from": "ref", "to": "ref!", "amount": "amount!"},  # "damage can't be prevented this turn" (615.12)
    "grant":             {"what": "ref", "keywords": "keywords!", "until": "duration"},
    "choose_creature_type": {"who": "ref"},  # CR 205.3m; then filters say chosen_type: true
    "choose_card_name":  {"who": "ref", "filter": "filter"},  # CR 201.4; then filters say chosen_name: true
    "lose_abilities":    {"what": "ref", "until": "duration"},  # "loses all abilities" (layer 6)
    "change_types":      {"what": "ref", "remove": "types", "add": "types", "until": "duration"},
    # "becomes [colour]" / "becomes a [subtype] in addition to its other types" / "loses all creature types"
    "set_colors":        {"what": "ref", "colors": "types!", "until": "duration"},
    "change_subtypes":   {"what": "ref", "add": "words", "set": "words", "until": "duration"},
    "tap":               {"what": "ref!", "stays_tapped": "bool"},
    "untap":             {"what": "ref!"},
    "add_mana":          {"mana": "mana!", "who": "ref"},
    "copy_spell":        {"what": "ref!", "kind": "str", "new_targets": "bool"},  # a spell or ability on the stack (707.10);
    # (new_targets: false when the text doesn't say "you may choose new targets for the copy")
    # copy effects on permanents (707.2-707.9): "becomes a copy of", "create a token that's a copy of"
    "become_copy":       {"what": "ref", "of": "ref!", "except": "copy_except", "until": "duration"},
    "create_token_copy": {"of": "ref!", "count": "amount", "controller": "ref", "tapped": "bool",
                          "except": "copy_except"},
    "cast_copy":         {"what": "ref!", "without_paying": "bool"},  # copy a card, cast the copy (707.12)
    "cast_card":         {"what": "ref!", "without_paying": "bool"},  # "you may cast it" now, as this resolves
    "search":            {"who": "ref", "filter": "filter", "count": "amount", "to": "zone", "reveal": "bool",
                          "tapped": "bool",  # search your library, put the cards found there, shuffle
                          "library": "ref",  # whose library ("search target opponent's library"), default who's
                          "controller": "ref"},  # "onto the battlefield under target player's control", default who's
    # "look at the top N cards of your library, put [hand] of them into your hand and the rest on the
    # bottom" (rest: bottom, top or graveyard; cards put together on top or bottom are ordered, 401.4)
    "look_at_top":       {"who": "ref", "amount": "amount!", "hand": "int", "rest": "str"},
    "scry":              {"who": "ref", "amount": "amount"},  # CR 701.22a
    "shuffle":           {"who": "ref"},
    "may_cast":          {"what": "ref!", "until": "duration", "without_paying": "bool"},  # "you may cast it this turn"
    "turn_face_up":      {"what": "ref!"},
    "turn_face_down":    {"what": "ref!"},
    "gain_control":      {"what": "ref!", "until": "duration"},  # without until: for the rest of the game
    # "it phases out" (CR 702.26); "phases out until [this] leaves the battlefield": until_source_leaves
    "phase_out":         {"what": "ref!", "until_source_leaves": "bool"},
    "put_onto_battlefield": {"what": "ref!", "tapped": "bool", "under_owners_control": "bool"},
    "put_on_bottom":     {"what": "ref!"},  # "put target card on the bottom of its owner's library"
    "put_into_graveyard": {"what": "ref!"},                 # into its owner's graveyard, from any zone
    "fight":             {"what": "ref!", "other": "ref!"},   # each deals damage equal to its power to the other
    "attach":            {"what": "ref", "to": "ref!"},  # attach this Equipment (what: self) to a permanent
    "win_game":          {"who": "ref"},                 # "[you] win(s) the game" (104.2b)
    "time_travel":       {"times": "int"},
    "planeswalk":        {},                             # "you may planeswalk": nothing outside Planechase (701.31a)
    "explore":           {"what": "ref"},  # "it explores" (CR 701.44): default the source
    "detain":            {"what": "ref!"},  # CR 701.35a: until your next turn
    "exile_foretold":    {"what": "ref!"},  # "exile it face down; it becomes foretold" (CR 702.143d)
    "goad":              {"what": "ref!"},  # CR 701.15: until your next turn it attacks each combat, not you if able
    # "[what] can't attack / block / be blocked / become tapped unless declared as an attacker, its
    # activated abilities can't be activated" — for a duration (default until end of turn)
    "restrict":          {"what": "ref!", "attack": "bool", "block": "bool", "be_blocked": "bool", "activate": "bool",
                          "tap": "bool", "until": "duration"},
    # "target player can't cast spells this turn" (101.2): `spells` a filter of the spells forbidden
    "cant_cast":         {"who": "ref", "spells": "filter", "until": "duration"},
    # "after this phase, there is an additional [phase]" (CR 500.8): phases from PHASES, in order
    "add_phases":        {"phases": "phases!"},
    # "end the turn" (CR 723.1): the stack is exiled, the game skips straight to the cleanup step
    "end_the_turn":      {},
    # "at the beginning of the next end step, [effects]": a delayed triggered ability (CR 603.7)
    "at_next_end_step":  {"effects": "effects!"},
    "add_step":          {"step": "step!"},  # "you get an additional upkeep step after this step" (CR 500.9)
    "reverse_turn_order": {},  # "reverse the game's turn order": the next turns and APNAP run the other way (103.1)
    "extra_turn":        {"who": "ref"},  # "take an extra turn after this one" (CR 500.7)
    "skip_next":         {"step": "next_step!", "who": "ref"},  # "each opponent skips their next untap step" (614.10a)
    "villainous_choice": {"who": "ref", "options": "options!"},
    # "when [what] is put into your graveyard from the battlefield this turn, [effects]" (603.7a)
    "delayed":           {"when": "delayed_when!", "what": "ref!", "yours": "bool", "effects": "effects!"},
    # "when you cast your next [filter] spell this turn, [effects]" (603.7a): that spell is triggering_object
    "when_next_cast":    {"filter": "filter", "effects": "effects!"},
    # "that player chooses artifact, creature, land, or non-Aura enchantment" as it resolves (608.2d):
    # one list of effects per option; `labels` name them for the answer {option: creature}
    "choose_one":        {"who": "ref", "options": "options!", "labels": "words"},
    # "the next spell [who] casts this turn has cascade": waits for that spell (611.2f)
    "grant_next_spell":  {"who": "ref", "keywords": "keywords!"},
    # "choose up to three Doctors" as it resolves (608.2d); the filter chosen_object names them
    "choose_objects":    {"filter": "filter", "count": "int", "optional": "bool", "who": "ref"},
    "may":               {"effects": "effects!", "who": "ref"},
    "flip_coin":         {"who": "ref", "win": "effects", "lose": "effects"},  # "flip a coin. If you win the flip" (705.2)
    "may_pay":           {"cost": "mana!", "effects": "effects!", "who": "ref"},  # "you may pay {8}. If you do" (605.3a)
    "if":                {"condition": "condition!", "then": "effects", "else": "effects"},
}

# Events a triggered ability can wait for ("when"). Parameters narrow the event.
TRIGGERS: dict[str, dict[str, str]] = {
    "enters":            {"filter": "filter"},          # self, or any permanent matching filter
    "dies":              {"filter": "filter"},
    "leaves":            {"filter": "filter"},
    "put_into_graveyard": {"filter": "filter", "from": "zone"},  # from anywhere, or from the zone named
    "upkeep":            {"whose": "str"},               # you (default), each, opponent
    "draw_step":         {"whose": "str"},
    "beginning_of_combat": {"whose": "str"},
    "end_step":          {"whose": "str"},
    "end_of_combat":     {},
    "precombat_main":    {"whose": "str"},               # at the beginning of your precombat main phase
    "postcombat_main":   {"whose": "str"},               # ... of each of your postcombat main phases
    "cast":              {"by": "str", "filter": "filter", "from": "zone", "not_from": "zone"},  # whenever a player casts a spell
    "cast_self":         {},                             # when you cast this spell (functions on the stack)
    "attacks":           {"filter": "filter"},
    "you_attack":        {},
    "blocks":            {},
    "becomes_blocked":   {"filter": "filter"},  # this, or a permanent matching filter ("another Goblin you control")
    "attacks_unblocked": {},                             # whenever this attacks and isn't blocked (509.3g)
    "blocked_by":        {"filter": "filter"},           # once per blocking creature
    "deals_combat_damage_to_player": {},
    # "whenever enchanted creature deals damage to an opponent": combat or not; to: any, opponent, you
    # (judged from this permanent's controller, 109.5); filter: the damage source (default this)
    "deals_damage_to_player": {"filter": "filter", "to": "str"},
    "deals_damage_to_creature": {},                      # whenever this deals damage (combat or not) to a creature
    "is_dealt_damage":   {},                             # whenever this (a creature) is dealt damage; amount damage_dealt
    "discard":           {"by": "str"},
    "counter_removed":   {"kind": "str"},
    "gains_life":        {"who": "str"},                 # whenever you (default; any; opponent) gain life (119.9)
    "cycle":             {"by": "str"},                  # whenever a player (you, default; any; opponent) cycles
    "cycle_self":        {},                             # when you cycle this card (add zones: [graveyard])
    "turned_face_up":    {"filter": "filter"},           # when this (or a permanent matching filter) is turned face up
    "activate":          {"by": "str"},                  # whenever a player (you, default; any; opponent) activates
                                                         # a non-mana ability (a copy of one isn't activated, 707.10)
    "tapped_for_mana":   {"filter": "filter"},           # whenever this (or a match of filter) is tapped for mana
    "chapter":           {"number": "int!"},              # a Saga's chapter ability (CR 714.2b)
    "trains":            {},                             # when this creature trains (its training counter, 702.149c)
    # whenever this (or a permanent matching filter) explores; revealed: land / nonland — the card revealed
    "explores":          {"filter": "filter", "revealed": "card_kind"},
    "becomes_tapped":    {"filter": "filter"},         # whenever this (or a permanent matching filter) becomes tapped
    "becomes_untapped":  {"filter": "filter"},         # whenever this (or a match of filter) becomes untapped
    "exerted":           {"filter": "filter"},           # when you exert this (or a creature matching filter)
    # whenever you put counters (of `kind`) on this (or a permanent matching filter), by an effect or as it enters
    "counters_put":      {"kind": "str", "filter": "filter"},
    "state":             {"condition": "condition!"},    # a state trigger: "when you control seven or more Thrulls" (603.8)
}

STATICS: dict[str, dict[str, str]] = {
    # "if": a condition under which the static ability applies ("as long as seven or more cards
    # are in your graveyard" — threshold: {graveyard_at_least: 7})
    "grant":             {"to": "filter", "keywords": "keywords", "power": "int", "toughness": "int",
                          "if": "condition",
                          # abilities it grants ("all Slivers have 'when this creature enters, ...'")
                          "triggered": "triggers", "activated": "activateds"},
    # times: "{1} less for each card ..." — the amount is counted as the cost is determined
    "cost_modifier":     {"spells": "filter", "amount": "int!", "who": "str", "if": "condition", "times": "amount"},
    # "nonland permanents you control are white" (layer 5): the permanents `to` names, while it applies
    "set_colors":        {"to": "filter!", "colors": "types!"},
    # from: only spells cast from these zones ("players can't cast spells from graveyards or libraries")
    "cant_cast":         {"spells": "filter", "who": "str", "if": "condition", "from": "zones"},
    "flash_for":         {"spells": "filter", "who": "str", "if": "condition"},
    # "you can't cast this spell [if]": the card's own restriction, working wherever it could be cast (113.6e)
    "cant_be_cast":      {"if": "condition"},
    "sorcery_timing":    {"who": "str", "if": "condition"},
    "enters_with_counters": {"kind": "str!", "amount": "amount!", "if": "condition"},
    # "as a [filter] permanent enters under your control, it becomes a 7/7 Dinosaur creature in
    # addition to its other types" (614.1c): it enters so changed, for the rest of the game
    "enters_as":         {"filter": "filter", "add_types": "types", "add_subtypes": "words", "power": "int", "toughness": "int"},
    # "creatures you control are Slivers in addition to their other creature types" (layer 4, permanents only)
    "add_subtypes":      {"to": "filter", "subtypes": "words!", "if": "condition"},
    # "lands you control are Plains", "creatures you control are Zombies": the subtypes replace the old
    # ones (layer 4, permanents only); a land set to a basic land type has only its mana ability (305.7)
    "set_subtypes":      {"to": "filter", "subtypes": "words!", "if": "condition"},
    "block_ignoring":    {"keywords": "keywords!"},
    "pt_per_counter":    {"kind": "str!", "power": "int", "toughness": "int"},
    # "if [this] would be destroyed, regenerate it": each time, while it functions (701.19b); `to`: others instead
    "regenerate":        {"to": "filter"},
    # "you may have this enter as a copy of a [filter] on the battlefield, except ..." (707.5)
    "enters_as_copy":    {"filter": "filter", "except": "copy_except", "tapped": "bool",
                          # "as this enters or is turned face up ... until it is turned face down"
                          "turned_face_up": "bool", "until_face_down": "bool"},
    # "if an effect would create one or more tokens under your control, it creates twice that many
    # of those tokens instead" (a replacement effect, CR 614.1a)
    "double_tokens":     {"if": "condition"},
    "double_counters":   {},  # "if an effect would put counters on a permanent you control, twice that many instead" (614.1a)
    # "as this enters, choose a color" (a replacement effect, CR 614.1c); filters say `colors: [chosen]`
    "choose_as_enters":  {"what": "enter_choice!"},
    # "as this enters, [do something]" ("turn all other nontoken creatures face down"): done before
    # it is on the battlefield, so nothing sees it there with the old state (CR 614.1c)
    "as_enters":         {"effects": "effects!"},
    # "As an additional cost to cast this spell, discard a card / sacrifice a creature" (CR 118.8)
    # or_pay: "discard a card or pay {5}"; tap: "tap N untapped [tap_filter] you control" (3, white creatures)
    "additional_cost":   {"discard": "int", "sacrifice": "types", "or_pay": "mana", "tap": "int",
                          "tap_filter": "filter"},
    # "You may cast this card from your graveyard by discarding N cards in addition to its other
    # costs": a permission that functions in the graveyard (CR 601.3)
    "cast_from_graveyard": {"discard": "int"},
    # "You may pay {cost} rather than the mana cost of [spells] you cast": an alternative cost an
    # effect provides (CR 118.9); "{0}" for "you may cast them without paying their mana costs"
    "alternative_cost":  {"spells": "filter", "cost": "mana!", "who": "str"},
    # "Each nonland card in your hand without foretell has foretell. Its foretell cost is its mana
    # cost reduced by {2}" (CR 702.143a; the reduction takes generic mana only)
    "grant_foretell":    {"cards": "filter", "reduce": "int"},
    # "the first spell you cast each turn has cascade", "each Saga spell you cast has read ahead"
    # (a permanent's: layer 6, 613.1f); "if this spell was kicked, it has split second" (the spell's
    # own, `spells: {self: true}, if: kicked`: it functions on the stack, 113.6); `who`: whose spells
    "grant_spells":      {"spells": "filter", "keywords": "keywords!", "who": "str", "first_each_turn": "bool",
                          "if": "condition"},
    # "damage that would reduce your life total to less than [min] reduces it to [min] instead"
    "life_floor":        {"min": "int"},
    # "if a spell would deal damage to a creature or player, prevent 1 damage that spell would deal to
    # that creature or player" (CR 615.1): `from` the sources, `to` the permanents, `players` (you,
    # opponents, each) the players it protects; `amount` per damage event and recipient (default: all)
    # `noncombat`: only noncombat damage; `counters`: "put a [kind] counter on this for each 1 damage
    # prevented this way" (an additional effect, 615.5)
    "prevent_damage":    {"from": "filter", "to": "filter", "players": "str", "amount": "int", "noncombat": "bool",
                          "counters": "str"},
    # "all combat damage that would be dealt to you by unblocked creatures is dealt to this instead"
    # (614.9): damage to the `players` (you, opponents, each) or the permanents `to` matches, from
    # sources `from` matches (`combat`: combat damage only), is dealt to this permanent instead
    "redirect_damage":   {"from": "filter", "to": "filter", "players": "str", "combat": "bool", "if": "condition"},
    # "if a card would be put into an opponent's graveyard from anywhere, exile it instead" (614.1a);
    # whose: opponents (default), you, each — the graveyards' owners, seen from this permanent's controller
    "exile_instead":     {"whose": "str"},
    # "if damage would be dealt to this, sacrifice that many permanents instead" (614.1a)
    "sacrifice_instead": {},
    # "you may pay {0} rather than pay the echo cost for permanents you control" (702.30a)
    "echo_alternative":  {"cost": "mana!"},
    "skip_step":         {"step": "skip_step!", "who": "str"},  # "players skip their upkeep steps" (500.11)
    "cant_lose":         {"who": "str"},                 # "you can't lose the game" (who: you, opponents, each)
    "draw_from_bottom":  {"who": "str"},                 # "you draw cards from the bottom of your library" (121.1)
    "draw_instead":      {"who": "str", "effects": "effects!"},  # "if you would draw a card, [effects] instead" (614.11)
    # "counters remain on [this] as it moves to any zone other than a player's hand or library"
    "keeps_counters":    {"except": "zones"},
    # "its power and toughness are each equal to 20 minus the highest life total" (a CDA, layer 7a)
    "defines_pt":        {"power": "amount", "toughness": "amount"},
    "may_exert":         {},                             # "you may exert this creature as it attacks" (701.43d)
    # "this spell can't be countered" (no `spells`: the spell's own); "[spells] you control can't be
    # countered" (a permanent's: `spells`, `who`) — CR 101.2
    "cant_be_countered": {"spells": "filter", "who": "str"},
    # "[to] must be blocked by [by] if able" (509.1c): a requirement on each attacker matching `to`
    "must_be_blocked":   {"to": "filter!", "by": "filter!"},
    # "[to] can block an additional creature each combat" (amount: how many more; they add up)
    "block_additional":  {"to": "filter!", "amount": "int"},
    # "[to] can't attack or block, and its activated abilities can't be activated" (508.1c, 509.1b, 602.5);
    # `enchanted_by_others`: "[to] can't be enchanted by other Auras" (303.4c)
    "restrict":          {"to": "filter!", "attack": "bool", "block": "bool", "be_blocked": "bool", "activate": "bool",
                          "tap": "bool", "enchanted_by_others": "bool", "attackers": "filter"},
    # (`attackers` with `block`: "can't block creatures with power 2 or greater" — only those)
}

# "except ..." of a copy effect (707.9): what the copy has instead of, or besides, the copied values
COPY_EXCEPTIONS: dict[str, str] = {
    "name": "str", "add_types": "types", "subtypes": "words", "add_subtypes": "words",
    "add_supertypes": "types", "remove_supertypes": "types", "power": "int", "toughness": "int",
    "colors": "types", "gains": "keywords", "triggered": "triggers",
}

# Named references to objects and players; a mapping may also be {all: filter} or {choose: {...}}.
REFS = (
    "target", "target2", "target3", "self", "you", "each_opponent", "each_player", "active_player",
    "defending_player", "triggering_object", "triggering_player", "owner", "it", "top_of_library",
    "linked", "countered_source",
    "drawn",  # the cards an earlier draw of this ability drew itself (not a replacement's draws, 614.11b)
    "controller_of_target",  # "the creature's controller": of the (first) target, as it last existed if gone (608.2h)
)
REF_FORMS = ("all", "choose", "all_cards")
# {all_cards: {zone: graveyard, filter: {types: [creature]}}}: every card in that zone of each player's
# ("all creature cards in graveyards"; "each player exiles all creature cards from their graveyard")
ALL_CARDS_KEYS = {"zone": "zone!", "filter": "filter"}
CHOOSE_KEYS = {"filter": "filter", "zone": "zone", "who": "ref", "count": "int", "optional": "bool"}

FILTER_KEYS: dict[str, str] = {
    "types": "types", "not_types": "types", "subtypes": "types", "not_subtypes": "types", "supertypes": "types",
    "not_supertypes": "types", "controller": "str", "owner": "str", "colors": "types",
    "not_colors": "types", "name": "str", "keywords": "keywords", "not_keywords": "keywords",
    "face_down": "bool", "tapped": "bool", "token": "bool", "mv_min": "int", "mv_max": "int",
    "power_min": "int", "power_max": "int",  # "with power 2 or greater" / "3 or less": the power now (layer 7)
    "other": "bool", "counters": "str", "attacking": "bool", "blocking": "bool", "suspended": "bool",
    "copy": "bool", "commander": "bool", "attached": "bool", "self": "bool",
    "has_adventure": "bool",  # a card, spell or permanent "with an Adventure" (715.2a)
    "chosen_type": "bool",  # of the creature type chosen as this spell or ability resolves (205.3m)
    "chosen_name": "bool",  # with the card name chosen as this spell or ability resolves (201.4)
    "multicolored": "bool", "monocolored": "bool", "colorless": "bool",  # by the number of colours now (105.2a-c)
    "chosen_object": "bool",  # among the objects chosen as this resolves ("all other creatures": false)
    "targets_only_source": "bool",  # a spell whose only target is the source ("that targets only Bill Potts")
    "damaged_by_source": "bool",  # dealt damage this turn by the source ("a creature dealt damage by this creature this turn")
    "blocked": "bool",  # an attacking creature that was blocked (false, with attacking: true: unblocked)
    "same_name_as": "str",  # "all other creatures with the same name as that creature": target (201.2a)
    "name_in_graveyard": "bool",  # "with the same name as a card in their graveyard" (its controller's)
    "mana_value": "amount",  # "with mana value X" / "equal to the number of charge counters on this"
}
CONTROLLER_VALUES = ("you", "opponent", "any")
WHO_VALUES = ("you", "opponents", "each", "opponent", "any", "all")

# How long a continuous effect from a resolving spell or ability lasts (CR 611.2a-b).
DURATIONS = ("end_of_turn", "your_next_turn", "end_of_game", "source_leaves", "you_control_source", "face_down",
             "your_next_upkeep")  # "until [the beginning of] your next upkeep": ends as that upkeep begins

CONDITIONS = ("emerged", "kicked", "not_kicked", "cast_from_hand", "cast_in_your_main_phase", "your_turn", "suspended",
              "new_since_last_upkeep", "first_upkeep_this_turn",
              "target_kicked",  # "counter target spell if it was kicked": the target spell was kicked (702.33d)
              "sacrificed")  # "sacrifice it. If you do": an earlier sacrifice of this ability sacrificed something
CONDITION_FORMS = {"cast_from": "zone", "controls": "filter", "not": "condition", "count_at_least": "filter",
                   "cast_with": "str",  # cast_with: madness — "if its madness cost was paid" (the way it was cast)
                   "graveyard_at_least": "int",  # threshold: N or more cards in your graveyard
                   "kicked_with": "int",  # kicked_with: N — "if it was kicked with its N-th kicker" (702.33f)
                   "target_is": "filter",  # "if it's a creature": the (first) target as it is now
                   "top_card_is": "filter",  # "reveal the top card of your library. If it's a creature card"
                   "it_is": "filter",  # "return that card ... If it's a creature": what an earlier effect moved, now
                   "source_is": "filter",  # "if it's a creature": this ability's source now, or as it last existed (608.2h)
                   "at_least": "amounts",  # at_least: [amount, N] — "if [amount] is N or more" (parsed apart)
                   "your_turn_number_at_most": "int"}  # "during your first, second, or third turns of the game"

TARGET_KINDS = ("any", "player", "opponent", "creature", "permanent", "spell", "ability",
                "spell_or_ability", "card", "creature_or_player")
TARGET_KEYS = {"kind": "str", "filter": "filter", "zone": "zone", "if_kicked": "bool", "optional": "bool",
               "divided": "bool"}  # divided: "any number of targets", the damage divided among them (601.2d)

ENTER_CHOICES = ("color", "creature_type")  # what "as this enters, choose ..." may choose (choose_as_enters)
PHASES = ("beginning", "combat", "main", "ending")  # phases an effect may add (add_phases)
ADDABLE_STEPS = ("upkeep", "draw", "end")  # steps an effect may add after the current step (add_step)
SKIPPABLE_STEPS = ("upkeep", "draw")  # steps a static may skip (skip_step)
DELAYED_EVENTS = ("dies",)  # what a delayed ability of the effect `delayed` waits for
NEXT_SKIPPABLE_STEPS = ("untap", "upkeep", "draw", "turn")  # "skips their next [step]" / "next turn" (skip_next)
ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "snow", "world")
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# fmt: on
