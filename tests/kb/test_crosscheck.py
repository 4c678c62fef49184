"""The translation cross-check on the suspend pair (German 2023 notes, Chinese 2006 FAQ)."""
from __future__ import annotations

import pytest

from kb.crosscheck import counterparts, crosscheck, numbers_in

pytestmark = pytest.mark.integration


@pytest.mark.unit
@pytest.mark.parametrize("text, lang, expected", [
    ("Lege drei Zeitmarken darauf (702.62a).", "de", {3}),
    ("放置三个计时指示物，造成两点伤害", "zh", {3, 2}),
    ("Sie ist eine 2/2 Kreatur.", "de", {2}),
    ("移去十二个指示物", "zh", {12}),
])
def test_numbers_in_normalises_number_words_and_skips_rule_numbers(text, lang, expected):
    assert numbers_in(text, lang) == expected


@pytest.mark.parametrize("term", ["Aussetzen", "延缓", "suspend"])
def test_crosscheck_suspend_in_any_language_aligns_both_documents_on_702_62(corpus_kb, term):
    result = crosscheck(corpus_kb, term)
    assert result["concept"]["id"] == "suspend" and result["rule"]["number"] == "702.62"
    assert {"who-notes-de", "tsp-faq-zh"} <= {d["source"] for d in result["documents"]}
    pairs = [p for p in result["pairs"] if {p["a"]["source"], p["b"]["source"]} == {"who-notes-de", "tsp-faq-zh"}]
    assert pairs and any("702.62" in p["shared"]["rules"] for p in pairs)
    for p in pairs:
        assert p["a"]["lang"] != p["b"]["lang"] and 0 < p["score"] <= 1 and p["method"]
        assert {"file", "lines", "lang", "text", "status"} <= set(p["a"])


def test_crosscheck_pairs_not_suspended_exile_with_its_chinese_counterpart(corpus_kb):
    result = crosscheck(corpus_kb, "Aussetzen")
    partners = {p["a"]["id"]: p["b"]["id"] for p in result["pairs"]}
    partners.update({b: a for a, b in partners.items()})
    # "exiling with suspend is not casting; no stack, can't be responded to" in both documents
    assert partners["who-notes-de:ruling:232-232"] == "tsp-faq-zh:ruling:117-117"


def test_crosscheck_flags_the_superseded_chinese_side(corpus_kb):
    result = crosscheck(corpus_kb, "延缓")
    kinds = {f["kind"] for f in result["flags"]}
    assert "superseded-one-side" in kinds


def test_crosscheck_same_result_for_each_label(corpus_kb):
    a, b = crosscheck(corpus_kb, "Aussetzen"), crosscheck(corpus_kb, "延缓")
    assert [(p["a"]["id"], p["b"]["id"]) for p in a["pairs"]] == [(p["a"]["id"], p["b"]["id"]) for p in b["pairs"]]


def test_counterparts_are_symmetrical(corpus_kb):
    result = crosscheck(corpus_kb, "suspend")
    for pair in result["pairs"][:5]:
        a, b = pair["a"]["id"], pair["b"]["id"]
        assert b in {c["id"] for c in counterparts(corpus_kb, a)}
        assert a in {c["id"] for c in counterparts(corpus_kb, b)}


def test_crosscheck_unknown_term_raises_with_close_labels(corpus_kb):
    from kb.termbase import TermNotFound

    with pytest.raises(TermNotFound) as e:
        crosscheck(corpus_kb, "Aussetzn")
    assert "Aussetzen" in e.value.close_matches
