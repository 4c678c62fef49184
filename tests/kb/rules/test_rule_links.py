"""Rule links and status of the bundled corpus, as a judge sees them."""

from __future__ import annotations

import pytest

from kb.rules.data import title_of
from kb.rules.lookup import RuleNotFound, rules_for
from kb.rulings import rulings_for_rule
from kb.store.records import iter_records

pytestmark = pytest.mark.integration


def _status(db, where, params=()):
    recs = list(iter_records(db, where, params))
    return recs, rules_for(db, [r["id"] for r in recs])


def test_every_ruling_has_a_rule_link_or_a_reason_for_none(corpus_kb):
    rulings, info = _status(corpus_kb, "r.kind = 'ruling'")
    assert rulings
    for r in rulings:
        entry = info[r["id"]]
        assert entry["rules"] or entry["no_rule_reason"], r["id"]


def test_faq_suspend_excerpt_maps_502_59a_to_702_62a(corpus_kb):
    recs, info = _status(corpus_kb, "r.kind = 'rule_excerpt' and r.name = '502.59a'")
    links = info[recs[0]["id"]]["rules"]
    (link,) = [l for l in links if l["number"] == "702.62a"]
    assert (link["derivation"], link["quoted_as"], link["evidence"]) == ("mapped", "502.59a", "502.59a")
    assert title_of("702.62a").startswith("Suspend is a keyword")


def test_faq_ruling_mentioning_removed_from_game_has_dated_wording_with_exile(corpus_kb):
    """Old words alone (移出对战, removed from the game) date the wording, not the ruling."""
    recs, info = _status(corpus_kb, "r.kind = 'ruling' and r.source = 'tsp-faq-zh' and r.text like '%移出对战%'")
    assert recs
    for r in recs:
        entry = info[r["id"]]
        assert entry["wording"] == "dated"
        assert {"old": "移出对战", "new": "放逐"} in [{"old": t["old"], "new": t["new"]} for t in entry["wording_terms"]]
    one = info["tsp-faq-zh:ruling:117-117"]
    assert one["status"] == "current" and one["status_change"] is None


def test_planeswalker_passage_of_card_types_is_superseded(corpus_kb):
    recs, info = _status(corpus_kb, "r.source = 'card-types-de' and r.text like '%Planeswalker des gleichen Untertyps%'")
    assert recs
    entry = info[recs[0]["id"]]
    assert entry["status"] == "superseded" and entry["current_rule"] == "704.5j"
    assert entry["status_change"]["id"] == "planeswalker-uniqueness"


def test_suspend_mandatory_cast_superseded_in_both_documents(corpus_kb):
    info = rules_for(corpus_kb, ["tsp-faq-zh:ruling:127-127", "who-notes-de:ruling:238-238"])
    assert {e["status"] for e in info.values()} == {"superseded"}
    assert {e["current_rule"] for e in info.values()} == {"702.62a"}


def test_who_suspend_definition_rests_on_702_62a(corpus_kb):
    entry = rules_for(corpus_kb, ["who-notes-de:ruling:229-229"])["who-notes-de:ruling:229-229"]
    assert "702.62a" in [r["number"] for r in entry["rules"]]


def test_rulings_for_rule_old_number_is_mapped_and_lists_both_languages(corpus_kb):
    result = rulings_for_rule(corpus_kb, "502.59")
    assert (result.number, result.mapped_from, result.title) == ("702.62", "502.59", "Suspend")
    assert {r.lang for r in result.rulings} == {"de", "zh"}


def test_rulings_for_rule_section_includes_subrules(corpus_kb):
    section = {r.id for r in rulings_for_rule(corpus_kb, "702").rulings}
    assert {r.id for r in rulings_for_rule(corpus_kb, "702.62").rulings} <= section


def test_rulings_for_rule_unknown_number_raises_not_found():
    with pytest.raises(RuleNotFound):
        rulings_for_rule(None, "suspend")


def test_card_ruling_naming_a_keyword_rests_on_its_rule_by_mention(corpus_kb):
    # a ruling under a card without keywords that explains how an Adventure is cast
    entry = rules_for(corpus_kb, ["who-notes-de:ruling:1161-1161"])["who-notes-de:ruling:1161-1161"]
    links = [r for r in entry["rules"] if r["number"].startswith("715.3")]
    assert links and all(link["title"] and link["evidence"] for link in links)


def test_a_theme_heading_alone_cites_no_whole_section(corpus_kb):
    """储藏地 (storage lands) groups rulings by theme; a bare "305 Lands" says nothing about the
    rule one of them rests on, so only the ruling's own words can give it a link."""
    recs, info = _status(corpus_kb, "r.kind = 'ruling' and r.subject = '储藏地'")
    assert recs and all("305" not in [l["number"] for l in info[r["id"]]["rules"]] for r in recs)


def test_a_sliver_heading_is_no_rule_but_the_rulings_words_are(corpus_kb):
    # 205.3m only lists creature types; tsp 546 (abilities granted by Slivers add up) rests on
    # several instances of an ability working on their own (113.2c)
    recs, info = _status(corpus_kb, "r.id = 'tsp-faq-zh:ruling:546-546'")
    numbers = [l["number"] for l in info[recs[0]["id"]]["rules"]]
    assert "205.3m" not in numbers and "113.2c" in numbers


def test_ruling_about_one_keyword_of_a_card_rests_on_that_keyword_alone(corpus_kb):
    """The TARDIS has flying, crew and cascade; its cascade ruling cites cascade, and the one
    in the middle of the run that says the cards are exiled face up cites exile face up."""
    ids = ["who-notes-de:ruling:1871-1871", "who-notes-de:ruling:1874-1874"]
    info = rules_for(corpus_kb, ids)
    cited = {rid: [r["number"] for r in info[rid]["rules"]] for rid in ids}
    assert "702.85a" in cited[ids[0]] and "406.3" in cited[ids[1]]
    for rid, numbers in cited.items():
        assert not {"702.9", "702.9a", "702.122", "702.122a"} & set(numbers), f"{rid} cites the card's other keywords"
    crew = rules_for(corpus_kb, ["who-notes-de:ruling:1868-1868"])["who-notes-de:ruling:1868-1868"]
    assert not any(r["number"].startswith("702.85") for r in crew["rules"])


@pytest.mark.parametrize(
    "term, rule",
    [("Starthand", "103.5"), ("Spiel verlassen", "603.6c"), ("Kampfschaden", "510"), ("Unentschieden", "104.4")],
)
def test_a_glossary_term_rests_on_the_rule_of_the_concept_it_defines(corpus_kb, term, rule):
    # the term's headword labels a termbase concept; "Unentschieden" is a drawn game, not drawing a card.
    # Every bundled term now shows its reviewed rules (ruletexts-a), so this reads the linker alone.
    from kb.rules.build import derive_all
    from kb.rules.reviewed import Reviews

    ids = {
        r["id"]
        for r in corpus_kb.query("select id from records where kind = 'term' and json_extract(data, '$.headword') = ?", [term])
    }
    links, _, _ = derive_all(corpus_kb, Reviews([]), only=ids)
    (row,) = [l for l in links if l["derivation"] == "heading"]
    assert row["rule"] == rule and row["evidence"]
