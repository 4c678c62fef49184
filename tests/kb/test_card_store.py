"""The card view's queries in kb.store: names to records, records in document order."""

from __future__ import annotations

import pytest

from kb.store.cards import card_name_spellings, card_records_named
from kb.store.records import records_by_id, rulings_under
from kb.text import fold

pytestmark = pytest.mark.integration


def test_card_records_named_says_whether_a_face_or_the_printed_name_matched(corpus_kb):
    assert {role for _, role in card_records_named(corpus_kb, [fold("Killer")])} == {"face"}
    assert {role for _, role in card_records_named(corpus_kb, [fold("Sternenwal")])} == {"name"}
    assert card_records_named(corpus_kb, []) == []


def test_records_by_id_returns_document_order_whatever_order_the_ids_come_in(corpus_kb):
    ids = [record_id for record_id, _ in card_records_named(corpus_kb, [fold("Der Dreizehnte Doctor")])]
    assert len(ids) == 2
    copies = records_by_id(corpus_kb, list(reversed(sorted(ids))))
    assert [c["lines"][0] for c in copies] == sorted(c["lines"][0] for c in copies)
    for copy in copies:
        assert all(r["subject_id"] == copy["id"] for r in rulings_under(corpus_kb, copy["id"]))


def test_card_name_spellings_include_other_languages_from_the_termbase(corpus_kb):
    names = card_name_spellings(corpus_kb)
    assert names[fold("Sternenwal")] == "Sternenwal"
    assert fold("Corpulent Corpse") in names  # the English name of a card printed only in Chinese
