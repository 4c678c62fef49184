"""Rule links come from what a ruling says, not from the card it stands under."""

from __future__ import annotations

import re

import pytest

from kb.rules.cues import RuleCue, keyword_aspects, rule_cues
from kb.rules.data import RulesDataError, cr_rules
from kb.rules.linker import Link, RecordEvidence, is_ancestor, link_record, most_specific


@pytest.fixture(scope="module")
def linker_alone(corpus_kb_path) -> list[dict]:
    """The linker's own links, with no reviewed ruling (kb/rules/reviewed.py): these tests are
    about reading a ruling's words, which a review would hide."""
    from kb.build import open_kb
    from kb.rules.build import derive_all
    from kb.rules.reviewed import Reviews

    db = open_kb(corpus_kb_path)
    try:
        links, _, _ = derive_all(db, Reviews([]))
        spans = {r["id"]: r for r in db.query("select id, source, first, last, kind from records")}
    finally:
        db.close()
    return [{**spans[l["record_id"]], **l} for l in links]


def _links(rows: list[dict], source: str, first: int) -> dict[str, dict]:
    return {r["rule"]: r for r in rows if r["source"] == source and r["kind"] == "ruling" and r["first"] <= first <= r["last"]}


@pytest.mark.integration
@pytest.mark.parametrize(
    "source, line, rule, not_rule",
    [
        ("who-notes-de", 518, "707.10", "702.124m"),  # a copy keeps X: copies, not the Doctor's companion
        ("who-notes-de", 376, "104.3a", "702.12"),  # conceding, not indestructible
        ("who-notes-de", 1358, "202.3e", "702.63"),  # X is 0 outside the stack, not vanishing
        ("who-notes-de", 1279, "709.4a", "702.102"),  # naming a split card, not fuse
        ("tsp-faq-zh", 2081, "603.7", "702.62"),  # 延缓触发式异能 is a delayed trigger, not suspend
        ("tsp-faq-zh", 1727, "702.62a", None),  # Trickbind against suspend's triggers names suspend
        ("tsp-faq-zh", 1058, "704.5j", None),  # the legend rule
        ("tsp-faq-zh", 2029, "104.4b", "702.29a"),  # 无限循环 is a loop (a draw), not cycling (循环)
        ("tsp-faq-zh", 1410, "611.2a", "702.21a"),  # 蛋白石守护者: 守护 in the card's name is no ward
        ("tsp-faq-zh", 1506, "109.5", None),  # "its controller" is each Sliver's own controller
        ("tsp-faq-zh", 1618, "101.4", None),  # active player first, then in turn order
    ],
)
def test_a_ruling_cites_the_rule_its_words_rest_on(linker_alone, source, line, rule, not_rule):
    links = _links(linker_alone, source, line)
    assert rule in links, f"{source} {line}: {sorted(links)}"
    assert links[rule]["evidence"], "every link says which words gave it"
    if not_rule:
        assert not_rule not in links


@pytest.mark.integration
def test_a_keywords_word_in_the_cards_name_or_for_what_it_is_attached_to_is_no_keyword(linker_alone):
    # 新绿之拥所结附的生物 (the enchanted creature) and "die ausgerüstete Kreatur" speak of the
    # permanent, not of enchant / equip
    assert "702.5a" not in _links(linker_alone, "tsp-faq-zh", 1813)
    assert "702.6a" not in _links(linker_alone, "who-notes-de", 297)


@pytest.mark.integration
def test_every_link_names_a_rule_of_the_index_and_its_evidence(corpus_kb):
    known = cr_rules()
    rows = list(
        corpus_kb.query("select l.*, r.text from rule_links l join records r on r.id = l.record_id where r.kind = 'ruling'")
    )
    assert rows
    assert all(row["rule"] in known for row in rows)
    assert all(row["evidence"] for row in rows)


@pytest.mark.integration
def test_a_card_ruling_cites_a_keyword_only_where_its_own_words_name_it(linker_alone, corpus_kb):
    texts = {r["id"]: r["text"] for r in corpus_kb.query("select id, text from records where kind = 'ruling'")}
    rows = [r for r in linker_alone if r["kind"] == "ruling" and r["derivation"] == "keyword"]
    assert rows
    for row in rows:
        assert row["evidence"].lower() in texts[row["record_id"]].lower()


def test_the_most_specific_subrule_wins_and_strong_evidence_first():
    links = most_specific(
        [
            Link("702.62", "heading", "Aussetzen"),
            Link("702.62a", "cue", "letzte Zeitmarke"),
            Link("702", "keyword", "x"),
            Link("104.3a", "quoted", "104.3a"),
        ]
    )
    assert [l.rule for l in links] == ["104.3a", "702.62a"]
    assert is_ancestor("702", "702.62a") and is_ancestor("702.62", "702.62a")
    assert not is_ancestor("702.6", "702.62") and not is_ancestor("702.62a", "702.62")


def test_a_keyword_named_only_as_an_example_is_not_cited():
    rec = {"text": "Manche Schlüsselwörter (wie Bravour) sind ausgelöste Fähigkeiten.", "lang": "de", "kind": "ruling"}
    found = RecordEvidence(mentions={"prowess": "Bravour"})
    assert link_record(rec, "2023", found, (), {"prowess": "702.108"}) == []
    rec["text"] = "Bravour wird ausgelöst, wenn du einen Zauberspruch wirkst, der keine Kreatur ist."
    assert [l.rule for l in link_record(rec, "2023", found, (), {"prowess": "702.108"})] == ["702.108"]


def test_a_concept_cue_works_in_any_language_the_termbase_labels():
    cue = RuleCue("concede", "*", "104.3a", None, "concede", "test")
    assert cue.evidence("牌手可以随时认输。", "zh", {"concede": "认输"}) == "认输"
    assert cue.evidence("Spieler dürfen aufgeben.", "de", {}) is None


def test_a_2006_number_is_mapped_to_todays(fresh_kb):
    rec = {"text": "参见规则502.59a。", "lang": "zh", "kind": "ruling"}
    links = link_record(rec, "2006", RecordEvidence(mentions={}), (), {})
    assert links and links[0].derivation == "mapped" and links[0].rule.startswith("702.62")
    assert links[0].quoted_as == "502.59a"


def test_every_document_before_the_2009_renumbering_quotes_the_old_numbers(fresh_kb):
    # a 2007 FAQ quotes 502.59a as the 2006 one did; a document of today's era quotes today's
    rec = {"text": "参见规则502.59a。", "lang": "zh", "kind": "ruling"}
    assert [l.rule[:6] for l in link_record(rec, "2007", RecordEvidence(mentions={}), (), {})] == ["702.62"]
    assert not any(l.rule.startswith("702.62") for l in link_record(rec, "2025", RecordEvidence(mentions={}), (), {}))


def test_the_cue_table_is_checked_when_read(tmp_path):
    assert rule_cues(), "the bundled cue table loads"
    bad = tmp_path / "cues.csv"
    bad.write_text("id,lang,rule,pattern,concept,note,source\nx,de,999.99z,foo,,,here\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match=re.escape("999.99z")):
        rule_cues(bad)
    bad.write_text("id,lang,rule,pattern,concept,note,source\nx,*,104.3a,aufgeben,,,here\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="lang"):
        rule_cues(bad)


@pytest.mark.integration
def test_rule_lists_only_the_rulings_that_rest_on_it(corpus_kb):
    from kb.rulings import rulings_for_rule

    for number in ("702.62", "702.62a", "707.10"):
        listed = rulings_for_rule(corpus_kb, number).rulings
        assert listed, number
        for ruling in listed:
            cited = [r.number for r in ruling.rules]
            assert any(n == number or is_ancestor(number, n) for n in cited), (number, cited)


def test_several_instances_of_a_keyword_cite_its_multiple_instances_subrule():
    # one data row serves every keyword whose rule has a "multiple instances" subrule
    aspects = keyword_aspects()
    rec = {"text": "Hat ein Zauberspruch mehrfach Kaskade, wird jedes Vorkommen einzeln ausgelöst.", "lang": "de"}
    found = RecordEvidence(mentions={"cascade": "Kaskade"})
    assert [l.rule for l in link_record(rec, "2023", found, (), {"cascade": "702.85a"}, aspects)] == ["702.85c"]
    rec = {"text": "这些生物会获得一次践踏异能；它们并不会因为有几类基本地类别就获得几次践踏。", "lang": "zh"}
    found = RecordEvidence(mentions={"trample": "践踏"})
    assert [l.rule for l in link_record(rec, "2006", found, (), {"trample": "702.19a"}, aspects)] == ["702.19g"]
    # without such words, or for a keyword without such a subrule, the definition stays
    rec = {"text": "Kaskade wird ausgelöst, wenn du den Zauberspruch wirkst.", "lang": "de"}
    assert [
        l.rule
        for l in link_record(rec, "2023", RecordEvidence(mentions={"cascade": "Kaskade"}), (), {"cascade": "702.85a"}, aspects)
    ] == ["702.85a"]
    rec = {"text": "Hat eine Karte mehrfach Rückblende, bestimmst du die Kosten.", "lang": "de"}
    found = RecordEvidence(mentions={"flashback": "Rückblende"})
    assert [l.rule for l in link_record(rec, "2023", found, (), {"flashback": "702.34a"}, aspects)] == ["702.34a"]


def test_the_keyword_aspect_table_is_checked_when_read(tmp_path):
    bad = tmp_path / "aspects.csv"
    bad.write_text("id,lang,pattern,index_words,note,source\nx,de,mehrfach,no such words anywhere,,here\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="index_words"):
        keyword_aspects(bad)
    bad.write_text("id,lang,pattern,index_words,note,source\nx,de,(unclosed,multiple instances,,here\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="pattern"):
        keyword_aspects(bad)
