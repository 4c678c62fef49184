"""Rulings repeated word for word under several cards are answered once, naming the copies."""

from __future__ import annotations

import pytest

from kb.search.repeats import fold_redirects, fold_repeats, group_members, repeat_key


@pytest.mark.unit
def test_copies_take_one_rank_in_every_list_so_the_next_distinct_answer_moves_up():
    group_of = {"a1": "a1", "a2": "a1", "a3": "a1"}
    lists = {"lexical": ["a2", "a1", "a3", "b", "c"], "dense": ["c", "a3"]}
    folded, shown = fold_repeats(lists, group_of)
    assert folded == {"lexical": ["a1", "b", "c"], "dense": ["c", "a1"]}
    assert shown["a1"] == "a2" and shown["b"] == "b"
    assert group_members(group_of, ["a2", "b"]) == {"a2": ["a1", "a2", "a3"]}


@pytest.mark.unit
def test_the_copy_under_a_card_the_question_names_is_the_one_shown():
    group_of = {"a1": "a1", "a2": "a1"}
    _, shown = fold_repeats({"lexical": ["a1"], "cards": ["a2"]}, group_of)
    assert shown["a1"] == "a2"


@pytest.mark.unit
def test_copies_ignore_case_spacing_and_punctuation_but_not_the_document_or_wording():
    same = repeat_key("doc", "ruling", "Du schickst die Karten aufgedeckt ins Exil.")
    assert same == repeat_key("doc", "ruling", "du schickst  die Karten aufgedeckt ins Exil")
    assert same != repeat_key("other-doc", "ruling", "Du schickst die Karten aufgedeckt ins Exil.")
    assert same != repeat_key("doc", "ruling", "Du schickst die Karten verdeckt ins Exil.")


@pytest.mark.integration
def test_cascade_ruling_printed_under_four_cards_is_one_result_naming_the_other_three(lexical_searcher):
    answer = lexical_searcher.ask(
        "Kaskade: schickt man die Karten aufgedeckt ins Exil, sehen alle Spieler sie?", mode="lexical", limit=5
    )
    face_up = [r for r in answer.results if r.text.startswith("Du schickst die Karten aufgedeckt ins Exil")]
    assert len(face_up) == 1
    copies = face_up[0].same_text
    assert len(copies) == 3 and all(c.subject for c in copies)
    assert {tuple(c.lines) for c in copies} | {tuple(face_up[0].lines)} == {
        (1104, 1104),
        (1399, 1399),
        (1874, 1874),
        (2208, 2208),
    }
    assert len({r.id for r in answer.results}) == len(answer.results) == 5


@pytest.mark.unit
def test_a_glossary_redirect_gives_its_rank_to_the_entry_it_names():
    folded = fold_redirects({"lexical": ["see-zone", "ruling", "zone"], "dense": ["zone"]}, {"see-zone": "zone"})
    assert folded == {"lexical": ["zone", "ruling"], "dense": ["zone"]}


@pytest.mark.integration
def test_a_question_in_a_redirects_words_is_answered_by_the_entry_it_points_at(lexical_searcher, corpus_kb):
    from kb.store.records import glossary_redirects

    redirects = glossary_redirects(corpus_kb)
    heads = {r["id"]: r["name"] for r in corpus_kb.query("select id, name from records where kind = 'term'")}
    # "Anfangshand / Siehe Starthand.": the redirect's own headword is the question
    redirect = next(i for i, name in heads.items() if name == "Anfangshand")
    assert heads[redirects[redirect]] == "Starthand"
    ids = [r.id for r in lexical_searcher.ask("Anfangshand", mode="lexical", limit=5).results]
    assert redirects[redirect] in ids[:2] and redirect not in ids
    assert not set(redirects) & set(ids)


@pytest.mark.integration
def test_an_entry_that_says_more_than_its_pointer_answers_for_itself(lexical_searcher, corpus_kb):
    from kb.store.records import glossary_redirects

    heads = {r["name"]: r["id"] for r in corpus_kb.query("select id, name from records where kind = 'term'")}
    # "Lokale Verzauberung: Lokale Verzauberungen werden als Auren-Verzauberungen bezeichnet. Siehe
    # Aura." and "Umgewandelte Manakosten: ... heißen seit April 2021 Manabetrag." say what the
    # old term means: more than a pointer, so they keep their own rank
    local, renamed = heads["Lokale Verzauberung"], heads["Umgewandelte Manakosten"]
    assert not {local, renamed} & set(glossary_redirects(corpus_kb))
    ids = [r.id for r in lexical_searcher.ask("Was ist eine lokale Verzauberung?", mode="lexical", limit=3).results]
    assert ids[0] == local
