"""The shorter forms of card names judges type, and which of them may stand for a card."""

import pytest

from kb.search.card_name_forms import add_typed_forms, name_head, spoken_variants, unique_heads, without_commas


def test_a_head_is_the_name_before_the_comma_when_it_reads_as_a_name():
    assert name_head("Adric, Mathematical Genius") == "adric"
    assert name_head("Die Trommel, Bergbauanlage") == "die trommel"
    assert name_head("K-9, Mark I") == "k-9"
    # words, not a name: a sentence and a phrase with small words
    assert name_head("Rette sich, wer kann") is None
    assert name_head("All of History, All at Once") is None
    assert name_head("Ornithopter") is None


def test_a_head_two_cards_share_names_neither():
    cards = [
        (frozenset({"c1"}), ["The Master, Multiplied", "Der Master, vervielfacht"]),
        (frozenset({"c2"}), ["The Master, Formed Anew"]),
        (frozenset({"c3"}), ["Idris, Soul of the TARDIS", "Idris, Seele der TARDIS"]),
    ]
    assert unique_heads(cards) == {"der master": frozenset({"c1"}), "idris": frozenset({"c3"})}


def test_typed_forms_join_the_matcher_tables_without_displacing_a_full_name():
    corpus = {"adric, mathe-genie": ["card-a"], "ace": ["card-x"]}
    names = {"de": ["Adric, Mathe-Genie"], "en": ["Adric, Mathematical Genius"]}
    groups = {"adric, mathe-genie": names, "adric, mathematical genius": names}
    ace = {"en": ["Ace, Fearless Rebel"]}
    add_typed_forms(corpus, groups, {"adric": names, "ace-card": ace}, lambda key: len(key) >= 4)
    assert without_commas("adric, mathematical genius") in groups
    assert corpus["adric"] == ["card-a"] and groups["adric"] is names
    assert corpus["ace"] == ["card-x"]  # a full name keeps its card; "ace" is also too short


def test_ordinals_as_judges_type_them_and_german_names_without_their_article():
    assert spoken_variants("The Tenth Doctor", "en") == ["the 10th doctor", "10th doctor"]
    assert spoken_variants("The First Doctor", "en") == ["the 1st doctor", "1st doctor"]
    assert spoken_variants("Der Dreizehnte Doctor", "de") == ["dreizehnte doctor", "dreizehnter doctor", "13. doctor"]
    # one word left after the article is an ordinary word ("Moment"), not the card
    assert spoken_variants("Das Moment", "de") == []
    assert spoken_variants("Cybership", "en") == []


def test_number_words_as_digits_and_german_adjectives_with_the_ending_a_sentence_gives_them():
    assert spoken_variants("Five Hundred Year Diary", "en") == ["500 year diary"]
    # "das Fünfhundertjährige Tagebuch", "den Weinenden Engel": the printed ending is the name's alone
    assert "funfhundertjahrige tagebuch" in spoken_variants("Fünfhundertjähriges Tagebuch", "de")
    assert set(spoken_variants("Weinender Engel", "de")) == {f"weinend{e} engel" for e in ("e", "en", "em", "es")}
    assert "fluchtigen doctor" in spoken_variants("Der flüchtige Doctor", "de")
    # no adjective before the noun: an article ("der") or a short word is left alone
    assert spoken_variants("Riss in der Zeit", "de") == []
    assert spoken_variants("Rose Tyler", "de") == []


@pytest.mark.integration
def test_a_german_question_naming_a_card_with_its_adjective_declined_finds_the_card(corpus_kb_path):
    from kb.search import Searcher

    searcher = Searcher(corpus_kb_path, use_bridge=True)
    question = "Kann ich das Fünfhundertjährige Tagebuch in dem Zug, in dem ich es ausspiele, direkt tappen?"
    top = [r.id for r in searcher.ask(question, limit=3, mode="lexical").results]
    assert "who-notes-de:card:1234-1244" in top


def test_a_name_with_an_exclamation_mark_is_also_matched_without_it():
    names = {"en": ["Kerblam! Warehouse"], "de": ["Kerb!am Lagerhalle"]}
    corpus = {"kerblam! warehouse": ["card-k"]}
    groups = {"kerblam! warehouse": names}
    add_typed_forms(corpus, groups, {"kerblam": names}, lambda key: len(key) >= 4)
    assert corpus["kerblam warehouse"] == ["card-k"] and groups["kerblam warehouse"] is names
