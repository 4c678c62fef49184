"""A record's status says what it means: superseded only when a rules change of substance
made what it says untrue since its document was written; old words only date its wording."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from kb.export import export_records
from kb.rules import status as status_module
from kb.rules.changes import change_patterns, changes
from kb.rules.data import RulesDataError, title_of
from kb.rules.lookup import rules_for
from kb.rules.status import record_status
from kb.rules.status_eval import REVIEW_CSV, read_review, score_status

TSP_DATE, WHO_DATE = "2006-08-18", "2023-06-22"  # the two documents' own dates


def _ruling(lang: str, text: str, subject: str = "") -> dict:
    return {"kind": "ruling", "lang": lang, "text": text, "subject": subject}


# --- unit: the derivation on hand-made records -------------------------------------------


@pytest.mark.unit
@pytest.mark.parametrize(
    "lang, text, old, new",
    [
        ("zh", "若将牌以延缓方式来移出对战，并不算是使用该牌。", "移出对战", "放逐"),
        ("zh", "没有法术力费用的牌，其总法术力费用为0。", "总法术力费用", "法术力值"),
        ("zh", "将永久物翻为牌面朝上，并不会触发进场异能。", "进场", "进入战场"),
        ("de", "Die Karte wird aus dem Spiel entfernt.", "aus dem Spiel entfernt", "ins Exil schicken"),
        ("de", "Die umgewandelten Manakosten eines Spielsteins sind 0.", "umgewandelten Manakosten", "Manabetrag"),
        ("en", "Exile it. If it's removed from the game, nothing happens.", "removed from the game", "exile"),
    ],
)
def test_status_old_term_only_dates_wording_never_supersedes(lang, text, old, new):
    got = record_status(_ruling(lang, text), TSP_DATE)
    assert got.status == "current" and got.change is None
    assert got.wording == "dated"
    assert (old, new) in {(t.old, t.new) for t in got.terms}


# tsp 887 (stop-26 audit): an ability whose target left "is countered" (2006); since Dominaria
# (2018) it doesn't resolve (608.2b). Old words for a rule that still holds: wording only.
@pytest.mark.unit
@pytest.mark.parametrize(
    "lang, text",
    [
        ("zh", "如果该目标生物在此异能结算前离场，则此异能会被反击。"),
        ("zh", "如果此触发式异能被反击（举例来说，该目标咒语成为不合法的目标），则吮咒蛾螺不会获得任何指示物。"),
        ("en", "If the target creature leaves the battlefield, the ability is countered on resolution."),
    ],
)
def test_status_countered_for_illegal_targets_dates_wording_to_doesnt_resolve(lang, text):
    got = record_status(_ruling(lang, text), TSP_DATE)
    assert got.status == "current" and got.change is None
    assert "illegal-targets-doesnt-resolve" in {t.change for t in got.terms}


@pytest.mark.unit
def test_status_a_countered_trigger_without_illegal_targets_keeps_its_word():
    # countering by a spell (Stifle) is still "countered" today
    got = record_status(_ruling("zh", "如果延缓的第一个触发式异能被反击，则不会因此移去计时指示物。"), TSP_DATE)
    assert "illegal-targets-doesnt-resolve" not in {t.change for t in got.terms}


@pytest.mark.unit
def test_status_countered_on_resolution_is_current_wording_after_dominaria():
    got = record_status(_ruling("en", "The ability is countered on resolution."), "2019-01-01")
    assert got.wording == "current"


@pytest.mark.unit
def test_status_2006_use_of_shiyong_reads_activate_before_ability_and_cast_before_spell():
    terms = record_status(_ruling("zh", "转瞬不会让牌手无法使用法术力异能，但牌手不能使用咒语。"), TSP_DATE).terms
    assert [(t.old, t.new) for t in terms] == [("使用", "起动"), ("使用", "施放")]


@pytest.mark.unit
def test_status_suspend_must_cast_in_german_is_superseded_with_the_change_and_todays_rule():
    rec = _ruling(
        "de",
        "Sowie die zweite ausgelöste Fähigkeit verrechnet wird, musst du die Karte wirken, falls möglich.",
        subject="Aussetzen",
    )
    got = record_status(rec, WHO_DATE)
    assert got.status == "superseded"
    c = got.change
    assert (c.id, c.date, c.rule) == ("suspend-may-cast", "2024-02-09", "702.62a")
    assert "may" in c.today and "musst du die Karte wirken" in c.evidence
    assert got.wording == "current"


@pytest.mark.unit
@pytest.mark.parametrize(
    "text",
    [
        "Falls du auf diese Weise die letzte Zeitmarke von einer ausgesetzten Karte entfernst, wirkst du jene Karte.",
        "Wenn die letzte Zeitmarke entfernt wird, wirkst du sie, ohne ihre Manakosten zu bezahlen.",
    ],
)
def test_status_german_suspend_cast_stated_as_what_happens_is_superseded(text):
    assert record_status(_ruling("de", text), WHO_DATE).change.id == "suspend-may-cast"


@pytest.mark.unit
def test_status_suspend_may_cast_in_german_stays_current():
    rec = _ruling("de", "Wenn die letzte Zeitmarke entfernt wird, kannst du die Karte wirken.", subject="Aussetzen")
    assert record_status(rec, WHO_DATE).status == "current"


@pytest.mark.unit
@pytest.mark.parametrize(
    "lang, text, written, change_id",
    [
        ("de", "Sowie sie verrechnet wird, musst du die Karte wirken, falls möglich.", "2024-03-01", "suspend-may-cast"),
        ("zh", "在牌面朝下的生物之战斗伤害进入堆叠后，如果你将它翻回正面，便会触发此异能。", "2010-01-01", "combat-damage-stack"),
        ("zh", "「传奇规则」才会将它们都置入坟墓场。", "2014-01-01", "legend-rule-2013"),
    ],
)
def test_status_change_applies_only_to_documents_written_before_it(lang, text, written, change_id):
    rec = _ruling(lang, text, subject="Aussetzen" if lang == "de" else "")
    date = changes()[change_id].date
    year_before = f"{int(date[:4]) - 1}{date[4:]}"
    assert record_status(rec, year_before).change.id == change_id
    assert record_status(rec, written).status == "current"


@pytest.mark.unit
def test_status_outdated_glossary_term_is_current_with_dated_wording_to_the_entry_it_names():
    term = {
        "kind": "term",
        "lang": "de",
        "headword": "Umgewandelte Manakosten",
        "outdated": True,
        "redirect": "Manabetrag",
        "text": "Umgewandelte Manakosten (veraltet)\nDie umgewandelten Manakosten heißen "
        "seit April 2021 Manabetrag.\nSiehe Manabetrag.",
    }
    got = record_status(term, "2009-07-11")
    assert got.status == "current"
    # the glossary's own mark and the changes.csv row agree; the pair names the change
    assert got.wording == "dated" and [(t.old, t.new, t.change) for t in got.terms][0] == (
        "Umgewandelte Manakosten",
        "Manabetrag",
        "converted-mana-cost",
    )
    unknown = {
        "kind": "term",
        "lang": "de",
        "headword": "Weltenwanderer",
        "outdated": True,
        "redirect": "Planeswalker",
        "text": "Weltenwanderer (veraltet)\nSiehe Planeswalker.",
    }
    assert [(t.old, t.new, t.change) for t in record_status(unknown, "2009-07-11").terms] == [
        ("Weltenwanderer", "Planeswalker", "glossary-veraltet")
    ]


@pytest.mark.unit
def test_status_new_language_benefits_from_pattern_rows_without_code(tmp_path, monkeypatch):
    rows = tmp_path / "patterns.csv"
    rows.write_text(
        "change,lang,pattern,context,unless,new,source\n"
        "suspend-may-cast,fr,tu dois lancer la carte,suspension,,,test row\n"
        "removed-from-game,fr,retirée? de la partie,,,exilée,test row\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(status_module, "change_patterns", lambda: change_patterns(rows))
    got = record_status(
        _ruling("fr", "Quand le dernier marqueur est retiré, tu dois lancer la carte.", subject="suspension"), TSP_DATE
    )
    assert got.status == "superseded" and got.change.id == "suspend-may-cast"
    old = record_status(_ruling("fr", "La carte est retirée de la partie."), TSP_DATE)
    assert old.status == "current" and [(t.old, t.new) for t in old.terms] == [("retirée de la partie", "exilée")]


@pytest.mark.unit
@pytest.mark.parametrize(
    "body, complaint",
    [
        ("nope,de,x,,,,src\n", "not in changes.csv"),
        ("removed-from-game,de,x,,,,src\n", "needs today's term"),
        ("mana-burn,de,(unclosed,,,,src\n", "does not compile"),
    ],
)
def test_change_patterns_bad_row_names_file_and_line(tmp_path, body, complaint):
    path = tmp_path / "patterns.csv"
    path.write_text("change,lang,pattern,context,unless,new,source\n" + body, encoding="utf-8")
    with pytest.raises(RulesDataError, match=rf"patterns.csv:2: .*{complaint}"):
        change_patterns(path)


@pytest.mark.unit
def test_changes_each_has_a_date_todays_rules_with_titles_and_a_source():
    for change in changes().values():
        assert change.source and change.today and change.title, change.id
        assert all(title_of(r) for r in change.rules), change.id


@pytest.mark.unit
def test_changes_each_substance_change_has_patterns_in_every_corpus_language():
    langs = {(p.change.id, p.lang) for p in change_patterns()}
    for change in changes().values():
        if change.kind == "substance":
            assert {(change.id, lang) for lang in ("de", "zh", "en")} <= langs, change.id


# --- integration: the bundled corpus ------------------------------------------------------

NAMED_CASES = [
    # the suspended card "must" be cast: since 2024 you may cast it
    ("who-notes-de:ruling:229-229", "suspend-may-cast", "702.62a"),
    ("who-notes-de:ruling:238-238", "suspend-may-cast", "702.62a"),
    ("who-notes-de:ruling:394-394", "suspend-may-cast", "702.62a"),
    ("tsp-faq-zh:ruling:127-127", "suspend-may-cast", "702.62a"),
    # Gemstone Caverns: the change is the legend rule, not "in play"
    ("tsp-faq-zh:ruling:1058-1058", "legend-rule-2013", "704.5j"),
    # Celestial Dawn and a land entering tapped
    ("tsp-faq-zh:ruling:1945-1945", "etb-lookahead", "614.12"),
]


@pytest.mark.integration
@pytest.mark.parametrize("record_id, change_id, rule", NAMED_CASES)
def test_corpus_named_real_change_is_superseded_with_todays_rule(corpus_kb, record_id, change_id, rule):
    entry = rules_for(corpus_kb, [record_id])[record_id]
    assert entry["status"] == "superseded"
    assert entry["status_change"]["id"] == change_id and entry["status_change"]["rule"] == rule
    assert entry["status_change"]["date"] and entry["status_change"]["today"] and entry["status_change"]["evidence"]


@pytest.mark.integration
def test_corpus_gemstone_caverns_wording_is_dated_separately(corpus_kb):
    entry = rules_for(corpus_kb, ["tsp-faq-zh:ruling:1058-1058"])["tsp-faq-zh:ruling:1058-1058"]
    assert entry["wording"] == "dated" and {"old": "场上", "new": "战场上", "change": "in-play"} in entry["wording_terms"]


@pytest.mark.integration
def test_corpus_no_ruling_is_superseded_for_wording_alone(corpus_kb):
    wording_ids = {p.change.id for p in change_patterns() if p.change.kind == "wording"}
    rows = list(corpus_kb.query("select matched from record_status where status = 'superseded'"))
    assert rows and not {m for r in rows for m in r["matched"].split(",")} & wording_ids


@pytest.mark.integration
def test_corpus_post_2009_glossary_mana_burn_entry_is_current(corpus_kb):
    rid = next(r["id"] for r in corpus_kb.query("select id from records where kind = 'term' and text like 'Manabrand%'"))
    entry = rules_for(corpus_kb, [rid])[rid]
    assert entry["status"] == "current" and entry["wording"] == "dated"


@pytest.mark.integration
def test_export_ruling_carries_status_status_change_and_wording(corpus_kb):
    rulings = {r["id"]: r for r in export_records(corpus_kb, "ruling")}
    sup, cur = rulings["who-notes-de:ruling:238-238"], rulings["tsp-faq-zh:ruling:117-117"]
    assert sup["status"] == "superseded" and sup["status_change"]["id"] == "suspend-may-cast"
    assert sup["wording"] == "current" and sup["wording_terms"] == []
    assert cur["status"] == "current" and cur["status_change"] is None
    assert cur["wording"] == "dated" and cur["wording_terms"]


@pytest.mark.unit
def test_status_review_is_frozen():
    want = (REVIEW_CSV.parent / "status-review.sha256").read_text(encoding="utf-8").split()[0]
    assert hashlib.sha256(Path(REVIEW_CSV).read_bytes()).hexdigest() == want
    assert len(read_review()) == 778


# Floors a little below what was measured (data/eval/status-review.md has the figures): every
# reviewed superseded ruling found with no false alarm, dated wording found on every ruling that
# has it, and the old -> new pairs right but for 使用 read as "cast" where it means "play".
FLOORS = {"superseded": (0.85, 0.85), "wording": (0.95, 0.95), "terms": (0.95, 0.95)}


@pytest.mark.integration
@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_status_against_review_holds_precision_and_recall_floors(corpus_kb, split):
    s = score_status(corpus_kb, split)
    for name, score in (("superseded", s.superseded), ("wording", s.wording), ("terms", s.terms)):
        p, r = FLOORS[name]
        assert score.precision >= p and score.recall >= r, (name, score.disagreements)
    assert s.change_agrees == s.superseded.tp
