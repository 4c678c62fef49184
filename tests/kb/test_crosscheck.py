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


# The same point made by the German 2023 notes and the Chinese 2006 FAQ (read side by side).
SUSPEND_PAIRS = [
    # exiling a card with suspend is not casting it
    ("who-notes-de:ruling:232-232", "tsp-faq-zh:ruling:117-117"),
    # targets are chosen when the spell is cast, not when it is exiled
    ("who-notes-de:ruling:233-233", "tsp-faq-zh:ruling:119-119"),
    # the first trigger (remove a time counter) countered: it triggers again next upkeep
    ("who-notes-de:ruling:235-235", "tsp-faq-zh:ruling:121-121"),
    # the second trigger countered: the card stays exiled without time counters
    ("who-notes-de:ruling:237-237", "tsp-faq-zh:ruling:125-125"),
]


@pytest.mark.parametrize("german, chinese", SUSPEND_PAIRS)
def test_crosscheck_suspend_aligns_the_same_point_in_both_documents(corpus_kb, german, chinese):
    result = crosscheck(corpus_kb, "Aussetzen")
    partners = {p["a"]["id"]: p for p in result["pairs"]}
    partners.update({p["b"]["id"]: p for p in result["pairs"]})
    pair = partners[german]
    assert {pair["a"]["id"], pair["b"]["id"]} == {german, chinese}
    assert "702.62" in pair["shared"]["rules"] and pair["score"] >= 0.5


# Concepts both the German and the Chinese documents have rulings on.
SHARED_CONCEPTS = [
    ("Aussetzen", "suspend"), ("闪现", "flash"), ("Rückblende", "flashback"), ("Bonus", "kicker"),
    ("风暴", "storm"), ("verdeckt", "face-down"), ("变身", "morph"), ("Zeitmarke", "time-counter"),
    ("Eile", "haste"), ("移出对战", "exile"), ("Sekundenbruchteil", "split-second"), ("Umwandlung", "cycling"),
    ("Kopie", "copy"), ("衍生物", "token"), ("+1/+1-Marke", "plus-one-counter"),
]


@pytest.mark.parametrize("term, concept", SHARED_CONCEPTS)
def test_crosscheck_concept_in_both_documents_shows_and_pairs_both_sides(corpus_kb, term, concept):
    result = crosscheck(corpus_kb, term)
    assert result["concept"]["id"] == concept
    assert {d["source"] for d in result["documents"]} >= {"who-notes-de", "tsp-faq-zh"}
    across = [p for p in result["pairs"] if {p["a"]["source"], p["b"]["source"]} == {"who-notes-de", "tsp-faq-zh"}]
    assert across, f"no German-Chinese pair for {concept}"
    for side in ("a", "b"):
        assert {"file", "lines", "lang", "text", "status"} <= set(across[0][side])


def test_crosscheck_flags_the_superseded_chinese_side(corpus_kb):
    result = crosscheck(corpus_kb, "延缓")
    kinds = {f["kind"] for f in result["flags"]}
    assert "superseded-one-side" in kinds


def test_crosscheck_known_typo_resolves_and_is_reported_as_typo(corpus_kb):
    result = crosscheck(corpus_kb, "Verschwenden")
    assert result["concept"]["id"] == "vanishing"
    assert result["resolved"]["is_typo"] and result["resolved"]["era"] == "typo"
    assert "Verschwinden" in result["labels"]["de"]["current"]


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
