"""One scenario per keyword, told as a judge would: the situation, the ruling of the corpus it
demonstrates (quoted, with its document and line) and the CR rule it rests on (number and our
own summary). Each test runs the bundled check, then runs it again with that rule switched off
in the engine — the ruling's outcome must then no longer happen."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.checks import find_scenarios, parse_scenario, run_scenario

pytestmark = pytest.mark.unit


def demonstrates(check_id: str, rule: str, ruling: tuple[str, int]) -> None:
    """The check links ``ruling`` (document, first line), passes with every rule in force, and
    fails once ``rule`` is disabled."""
    (scenario,) = find_scenarios([check_id])
    linked = {(link.source, link.lines[0]) for link in scenario.rulings}
    assert ruling in linked, f"{check_id} does not link the ruling {ruling} it is said to demonstrate"
    assert rule in scenario.rules, f"{check_id} does not cite CR {rule}"
    result = run_scenario(scenario)
    assert result.passed, f"{check_id} fails with every rule in force: {result.failure}"
    without = run_scenario(scenario, disable=[rule])
    assert not without.passed, f"{check_id} still passes with CR {rule} disabled"
    assert without.failure, "a failing run names what went wrong"


def test_flash_creature_cast_in_the_opponents_end_step():
    """B casts a bear with flash in A's end step and in response to A's spell; an ordinary bear
    can't be cast then.

    Ruling (tsp-faq-zh line 53): «所有具此异能的旧版本牌都将会被勘误，好将此异能改为闪现。» — older
    cards with "play any time you could play an instant" become flash.
    Rule: CR 702.8a — flash lets you cast the card any time you could cast an instant."""
    demonstrates("flash-cast-any-time-you-could-cast-an-instant", "702.8a", ("tsp-faq-zh", 53))


def test_split_second_spell_on_the_stack_forbids_responses():
    """A casts a split second spell; while it is on the stack B gets priority but may only
    activate mana abilities — casting an instant is refused.

    Ruling (tsp-faq-zh line 77): «具转瞬异能的牌在堆叠上时，牌手依旧会得到优先权。»
    Rule: CR 702.61a — while the spell is on the stack, no other spells and no non-mana
    activated abilities."""
    demonstrates("split-second-forbids-spells-and-abilities", "702.61a", ("tsp-faq-zh", 77))


def test_suspended_card_counts_down_and_is_cast():
    """A suspends a card with three time counters; one is removed in each of A's upkeeps and
    when the last goes the card is cast without paying its mana cost.

    Ruling (who-notes-de line 229): «Aussetzen ist ein Schlüsselwort, das drei Fähigkeiten
    verkörpert. …»
    Rule: CR 702.62a — suspend's special action from hand, the upkeep countdown and the cast."""
    demonstrates("suspend-basic-countdown", "702.62a", ("who-notes-de", 229))


def test_flashback_spell_countered_is_still_exiled():
    """A casts a sorcery from the graveyard for its flashback cost; B counters it; it goes to
    exile, not back to the graveyard.

    Ruling (tsp-faq-zh line 271): «如果以返照方式使用的咒语被反击，它依旧会被移出对战，…»
    Rule: CR 702.34a — a spell cast with flashback is exiled whenever it would leave the stack."""
    demonstrates("flashback-countered-spell-is-exiled", "702.34a", ("tsp-faq-zh", 271))


def test_kicker_target_is_chosen_only_when_kicked():
    """A casts a spell unkicked with only its creature target, then kicked with a creature and
    the artifact target that only the kicked effect needs.

    Ruling (tsp-faq-zh line 305): «如果你支付增幅费用后获得的效应需要目标，则除非你曾宣告你要支付
    增幅费用，便不能为该效应选择目标。»
    Rule: CR 702.33g — targets of a part that happens only if kicked are chosen only if kicked."""
    demonstrates("kicker-target-only-when-kicked", "702.33g", ("tsp-faq-zh", 305))


def test_storm_copies_are_put_on_the_stack_not_cast():
    """A casts two spells, then a storm spell: two copies; a second storm spell later counts only
    the spells cast, never the copies.

    Ruling (tsp-faq-zh line 478): «这些复制品是直接放入堆叠~它们并非被「使用」。…»
    Rule: CR 707.10 — a copy of a spell is put onto the stack, it isn't cast."""
    demonstrates("storm-copies-are-not-cast", "707.10", ("tsp-faq-zh", 478))


def test_morph_card_cast_face_down_for_three():
    """A casts a card with morph face down for {3}: a nameless 2/2 without abilities.

    Ruling (tsp-faq-zh line 385): «变身让你可以支付{三}来将某张牌以牌面朝下的方式使用, …»
    Rule: CR 702.37a — morph lets you cast the card as a 2/2 face-down creature for {3}."""
    demonstrates("morph-cast-face-down-as-a-2-2", "702.37a", ("tsp-faq-zh", 385))


def test_madness_works_when_discarding_to_hand_size():
    """A ends the turn with eight cards and discards a madness card in the cleanup step; it is
    exiled and A may cast it for its madness cost.

    Ruling (tsp-faq-zh line 343): «不论你弃牌的原因为何，疯魔都会产生作用。…»
    Rule: CR 702.35a — madness exiles the discarded card and lets its owner cast it."""
    demonstrates("madness-works-for-cleanup-discard", "702.35a", ("tsp-faq-zh", 343))


def test_buyback_spell_countered_goes_to_the_graveyard():
    """A pays buyback on a spell that B counters: it goes to the graveyard, not back to hand.

    Ruling (tsp-faq-zh line 179): «除非被购回的咒语结算，才会将它移回你手上。如果该咒语被反击，它会
    如常置入坟墓场。»
    Rule: CR 702.27a — buyback is an optional additional cost; the spell returns only as it
    resolves."""
    demonstrates("buyback-countered-spell-goes-to-graveyard", "702.27a", ("tsp-faq-zh", 179))


def test_buyback_spell_cast_by_another_player_returns_to_its_owners_hand():
    """A casts B's buyback instant from B's graveyard (an effect lets A) and pays buyback: as it
    resolves it goes to B's hand — today's rule, where the 2006 FAQ said B's graveyard.

    Ruling (tsp-faq-zh line 181): «如果你操控了不由你拥有的咒语，并且其购回费用已支付，则它结算时会
    如常置入其拥有者的坟墓场。» (linked as outdated).
    Rule: CR 702.27a — the spell goes to its owner's hand instead of that player's graveyard."""
    demonstrates("buyback-today-owner-hand-when-cast-by-another", "702.27a", ("tsp-faq-zh", 181))


def test_another_players_card_is_not_castable_without_a_permission():
    """The same scenario without the effect that allows it: A names B's card in the cast and is
    refused by the rule that lets a player cast only from their hand unless something allows
    another zone (CR 601.3), not by a missing card."""
    (scenario,) = find_scenarios(["buyback-today-owner-hand-when-cast-by-another"])
    text = (
        Path(scenario.file)
        .read_text(encoding="utf-8")
        .replace("  - cast: {player: A, card: Grave Borrower, targets: [Searing Touch]}\n  - resolve: all\n", "", 1)
    )
    result = run_scenario(parse_scenario(text))
    assert not result.passed
    assert "601.3" in (result.failure or "") and "Searing Touch" in (result.failure or "")


def test_echo_is_paid_by_the_player_who_gained_control():
    """B gains control of A's echo creature; in B's next upkeep echo triggers for B, who can't
    pay and sacrifices it.

    Ruling (tsp-faq-zh line 219): «…或者它现在的操控者在其上一个维持之后才获得它的操控权。»
    Rule: CR 702.30a — echo triggers in your upkeep if the permanent came under your control
    since your last upkeep."""
    demonstrates("echo-triggers-for-new-controller", "702.30a", ("tsp-faq-zh", 219))


def test_flanking_trigger_shrinks_the_blocker_without_flanking():
    """A attacks with two flankers; B blocks one with an ordinary 2/2 (one trigger, it becomes
    1/1 and dies) and one with its own flanker (no trigger).

    Ruling (tsp-faq-zh line 1733): «诈缚能用来反击侧面攻击的触发式异能。» — the -1/-1 comes from a
    trigger on the stack.
    Rule: CR 702.25a — whenever it becomes blocked by a creature without flanking, that blocker
    gets -1/-1 until end of turn."""
    demonstrates("flanking-blocker-without-flanking-shrinks", "702.25a", ("tsp-faq-zh", 1733))


def test_wall_that_gains_shadow_can_block_nothing():
    """B's wall may block shadow creatures as though they had no shadow; once it has shadow
    itself it can block neither a shadow nor an ordinary attacker.

    Ruling (tsp-faq-zh line 638): «若乙太焰墙获得次元幽影异能, 则它便无法阻挡任何生物…»
    Rule: CR 702.28b — shadow creatures block and are blocked only by shadow creatures."""
    demonstrates("shadow-block-as-though-without-shadow", "702.28b", ("tsp-faq-zh", 638))


def test_cascade_must_exile_but_casting_is_optional():
    """A casts a cascade spell and declines to cast the card found; the exiled cards go to the
    bottom of the library.

    Ruling (who-notes-de line 1101): «Wenn die Kaskade-Fähigkeit verrechnet wird, musst du Karten
    ins Exil schicken. Optional ist nur der Teil …»
    Rule: CR 702.85a — exile until a nonland card with lower mana value; you may cast it free."""
    demonstrates("cascade-exiling-is-mandatory-casting-optional", "702.85a", ("who-notes-de", 1101))


def test_myriad_twice_makes_two_tokens_per_other_opponent():
    """A lord gives A's creature a second instance of myriad; it attacks B, both instances
    trigger, and two token copies attack the other opponent C.

    Ruling (who-notes-de line 542): «Mehrere Vorkommen von Myriade werden unabhängig voneinander
    ausgelöst.»
    Rule: CR 702.116b — each instance of myriad triggers separately."""
    demonstrates("myriad-each-instance-triggers", "702.116b", ("who-notes-de", 542))


def test_vanishing_permanent_is_sacrificed_with_its_last_counter():
    """A's permanent enters with time counters, loses one each upkeep and is sacrificed when the
    last is removed.

    Ruling (who-notes-de line 116): «Zeitmarken kommen normalerweise auf Karten mit Aussetzen und
    Verschwinden vor, …»
    Rule: CR 702.63a — enters with N time counters; remove one each upkeep; sacrifice at the last."""
    demonstrates("vanishing-enters-with-counters-and-is-sacrificed", "702.63a", ("who-notes-de", 116))


def test_time_travel_removing_the_last_counter_casts_the_card():
    """A time travels and removes the last time counter from a suspended card, which is then
    cast as suspend says.

    Ruling (who-notes-de line 115): «Um durch die Zeit zu reisen, sieh dir jede bleibende Karte mit
    Zeitmarke … an.»
    Rule: CR 701.56 — for each permanent and suspended card with a time counter, add or remove one."""
    demonstrates("time-travel-removing-last-counter-casts-suspended-card", "701.56", ("who-notes-de", 115))


def test_villainous_choices_are_made_one_player_after_another():
    """Two opponents face a villainous choice: the first in turn order chooses and that option
    happens before the second chooses.

    Ruling (who-notes-de line 137): «… In diesem Fall trifft der erste Spieler in Zugreihenfolge
    seine Entscheidung …»
    Rule: CR 701.55 — to face a villainous choice, choose one of two options; it is performed."""
    demonstrates("villainous-choice-several-players-in-turn-order", "701.55", ("who-notes-de", 137))


def test_doctors_companion_refuses_a_changeling_doctor():
    """A companion and a Time Lord Doctor that also has changeling can't be commanders together:
    the Doctor has other creature types.

    Ruling (who-notes-de line 81): «Die Fähigkeit Begleiter des Doctors erlaubt dir, zwei
    Kommandeure zu haben, … und keinen weiteren Kreaturentypen ist.»
    Rule: CR 702.124m — two commanders if the other is a legendary Time Lord Doctor with no other
    creature types."""
    demonstrates("doctors-companion-refuses-changeling-doctor", "702.124m", ("who-notes-de", 81))


def test_fuse_casts_both_halves_for_both_costs_left_half_first():
    """A casts a split card with fuse from the hand as both halves: it costs both mana costs, has
    their total mana value, and the left half's instructions are followed first.

    Ruling (who-notes-de line 1272): «Bezahle beide Manakosten, um einen fusionierten geteilten
    Zauberspruch zu wirken. …»
    Rule: CR 702.102a — from the hand, a split card with fuse may be cast with both halves."""
    demonstrates("split-card-fused-spell-costs-both-and-resolves-left-then-right", "702.102a", ("who-notes-de", 1272))


def test_adventure_that_resolves_is_exiled_and_cast_later():
    """A casts an adventurer card as its Adventure; it resolves, goes to exile instead of the
    graveyard, and A casts the creature from exile.

    Ruling (who-notes-de line 1162): «Falls ein Zauberspruch als Abenteuer gewirkt wird, schickt
    sein Beherrscher ihn ins Exil, anstatt ihn auf den Friedhof seines Besitzers zu legen, …»
    Rule: CR 715.3d — the resolved Adventure is exiled; its owner may cast the card from exile."""
    demonstrates("adventure-resolved-is-exiled-and-cast-later-resolves", "715.3d", ("who-notes-de", 1162))
