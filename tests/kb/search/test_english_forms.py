"""English words brought to the forms of the termbase's English labels (kb.search.english_forms)."""

from __future__ import annotations

import pytest

from kb.search.english_forms import base_form, label_words, normalised

VOCABULARY = label_words(
    [
        "Ability",
        "Triggered Ability",
        "Linked Abilities",
        "Tap",
        "Exile",
        "Pay",
        "leaves the battlefield",
        "enters the battlefield",
        "Enter",
        "Copy",
        "Creature",
        "Counter",
        "Counters",
        "Dies",
        "Attacking Creatures",
    ]
)


@pytest.mark.parametrize(
    "word, base",
    [
        ("tapping", "tap"),  # doubled consonant undone
        ("exiling", "exile"),  # the e dropped before -ing restored
        ("copies", "copy"),
        ("paid", "pay"),  # irregular
        ("left", "leaves"),  # irregular, then the label's -s form
        ("entered", "enters"),  # the -s form the phrase label uses
        ("taps", "tap"),
        ("countered", "counters"),  # the -s form: the matcher finds "counter" in it too
        ("dying", "dies"),  # the verb's ie became y before -ing
        ("thing", "thing"),  # no inflection: "th" + -ing is not "the", although "the" is a label word
        ("xyzzing", "xyzzing"),  # no label word: unchanged
        ("its", "its"),  # short words never rewritten
    ],
)
def test_base_form_of_an_inflected_word_is_the_label_word(word, base):
    assert base_form(word, VOCABULARY) == base


def test_base_form_keeps_a_label_word_unless_asked_to_reduce_it():
    assert base_form("abilities", VOCABULARY) == "abilities"  # "Linked Abilities" has it
    assert base_form("abilities", VOCABULARY, keep_known=False) == "ability"


def test_normalised_gives_both_rewrites_and_nothing_for_a_text_in_label_forms():
    texts = normalised("Do triggered abilities of a creature that left the battlefield trigger?", VOCABULARY)
    assert any("triggered abilities" in t and "leaves the battlefield" in t for t in texts)
    assert any("ability" in t.split() for t in texts)
    assert normalised("tap the creature", VOCABULARY) == []


def test_normalised_leaves_a_noun_ending_in_ing_alone():
    # "thing" once became "the" (stem "th" + e), rewriting the question into "does the the trigger"
    assert all("the the" not in t for t in normalised("does the thing die", VOCABULARY))


def test_a_label_word_is_made_plural_only_where_a_label_goes_on_after_it():
    # "leave"/"enter" after a plural subject take the -s of "leaves/enters the battlefield";
    # a noun is not made plural because some label ends in its plural ("Attacking Creatures")
    assert base_form("enter", VOCABULARY, keep_known=False) == "enters"
    assert base_form("creature", VOCABULARY, keep_known=False) == "creature"
    texts = normalised("Do creatures enter the battlefield tapped?", VOCABULARY)
    assert any("creature enters the battlefield" in t for t in texts)
