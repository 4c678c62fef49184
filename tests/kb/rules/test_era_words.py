"""A Chinese document of today says 放逐, 进入战场, 法术力值 and 施放 where the 2006 FAQ said
移出对战, 进场, 总法术力费用 and 使用; the cues were written from the 2006 words. A ruling in
today's words must get the rule its 2006 wording gets (issue 12: a new document benefits
without code). The sentences are written for these tests, not taken from the corpus."""

from __future__ import annotations

import re

import pytest

from kb.rules import cues as cues_module
from kb.rules.cues import keyword_aspects, rule_cues
from kb.rules.era_words import era_word_groups, with_era_words
from kb.rules.linker import RecordEvidence, link_record


def _rules(text: str, lang: str = "zh") -> list[str]:
    rec = {"text": text, "lang": lang, "kind": "ruling"}
    return [l.rule for l in link_record(rec, "2025", RecordEvidence(mentions={}), rule_cues(), {}, keyword_aspects())]


# The same ruling in 2006 words and in today's, and the rule both rest on.
SAME_RULING = [
    ("此牌在堆叠以外时，其总法术力费用中的X为0。", "此牌在堆叠以外时，其法术力值中的X为0。", "202.3e"),
    ("当此生物进场时，其异能会触发一次。", "当此生物进入战场时，其异能会触发一次。", "603.6a"),
]


@pytest.mark.parametrize("dated, today, rule", SAME_RULING)
def test_a_ruling_in_todays_chinese_words_gets_the_rule_its_2006_wording_gets(dated, today, rule):
    assert rule in _rules(dated)
    assert rule in _rules(today)


@pytest.mark.parametrize("dated, today, rule", SAME_RULING)
def test_without_the_era_words_todays_wording_loses_the_rule(monkeypatch, dated, today, rule):
    # The guard for the test above: the cues written in 2006 words (source: the 2006 FAQ's
    # wording) do not read today's words by themselves. Cues written later in today's words
    # are left out: they read today's words of their own.
    monkeypatch.setattr(cues_module, "with_era_words", lambda source, lang: source)
    rule_cues.cache_clear()
    try:
        dated_cues = [c for c in rule_cues() if "(2006)" in c.source]

        def read(text: str) -> list[str]:
            rec = {"text": text, "lang": "zh", "kind": "ruling"}
            return [l.rule for l in link_record(rec, "2025", RecordEvidence(mentions={}), dated_cues, {}, keyword_aspects())]

        assert rule in read(dated)
        assert rule not in read(today)
    finally:
        rule_cues.cache_clear()


def test_the_term_pairs_come_from_the_wording_rows_of_the_changes_table():
    groups = {frozenset(g) for g in era_word_groups("zh")}
    assert frozenset({"总法术力费用", "法术力值"}) in groups
    assert frozenset({"进场", "进入战场"}) in groups
    # a row whose pattern is no list of plain words gives no pair (使用 for an ability: 起动)
    assert not any("起动" in g for g in groups)


def test_words_inside_a_character_class_are_left_alone():
    assert with_era_words("[^进场]", "zh") == "[^进场]"
    assert with_era_words("进场时", "zh") == "(?:进入战场|进场)时"


def test_a_word_under_a_quantifier_stays_one_word():
    # "Sippen-?\w*" spelled as "(?:Stammes|Sippen\-)?\w*" would match any word at all
    pattern = re.compile(with_era_words(r"\bSippen-?\w*", "de"))
    assert pattern.search("Sippenkreatur")
    assert not pattern.search("Eine Kreatur ohne Typ")


def test_every_cue_still_compiles_with_the_words_of_both_eras():
    rule_cues.cache_clear()
    assert rule_cues() and keyword_aspects()


# Today's Simplified Chinese for the 2006 FAQ's words, by hand (the zh-CN CR's terms), applied
# in this order; independent of the wording rows the era words are read from.
TODAYS_CHINESE = [
    (r"移出对战|移出游戏", "放逐"),
    (r"(?<!战)场上", "战场上"),
    (r"进场", "进入战场"),
    (r"离场", "离开战场"),
    (r"在场(?!上)", "在战场上"),
    (r"依状态而生的效应", "状态动作"),
    (r"总法术力费用", "法术力值"),
    (r"回合结束步骤", "结束步骤"),
    (r"使用(?=[^，。；「」牌]{0,6}异能)", "起动"),
    (r"(?<!打算)(?<!才)使用", "施放"),
]


def _faq_links(db_path) -> dict[str, set[str]]:
    import sqlite_utils

    from kb.rules.build import derive_all
    from kb.rules.reviewed import Reviews

    db = sqlite_utils.Database(db_path)
    try:
        ids = {r["id"] for r in db["records"].rows_where("kind = 'ruling' and source = 'tsp-faq-zh'", select="id")}
        out: dict[str, set[str]] = {i: set() for i in ids}
        for link in derive_all(db, Reviews([]), only=ids)[0]:  # the linker alone: no review applied
            out[link["record_id"]].add(link["rule"])
        return out
    finally:
        db.close()


def test_the_faq_rewritten_in_todays_chinese_gets_the_links_of_its_2006_words(corpus_kb_path, sources_copy, tmp_path):
    import hashlib
    import re

    from kb.build import build_knowledge_base

    faq = sources_copy / "tsp-faq.zh.txt"
    before = hashlib.sha256(faq.read_bytes()).hexdigest()
    text = faq.read_text(encoding="utf-8")
    for dated, today in TODAYS_CHINESE:
        text = re.sub(dated, today, text)
    faq.write_text(text, encoding="utf-8")
    manifest = sources_copy / "manifest.toml"
    after = hashlib.sha256(faq.read_bytes()).hexdigest()
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(before, after), encoding="utf-8")
    modern_path = tmp_path / "modern.db"
    build_knowledge_base(modern_path, sources_copy, with_vectors=False)

    dated_links, todays_links = _faq_links(corpus_kb_path), _faq_links(modern_path)
    assert dated_links.keys() == todays_links.keys() and len(dated_links) > 250
    same = sum(dated_links[i] == todays_links[i] for i in dated_links)
    # 285 of 287 at stop 46; 261 before the era words
    assert same / len(dated_links) >= 0.97, f"{same} of {len(dated_links)} rulings keep their links"
