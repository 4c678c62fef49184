"""The termbase built from the bundled corpus: heading typos, record tags, card names."""

from __future__ import annotations

import re

import pytest

from kb.termbase.cards import printed_names_for
from kb.termbase.lookup import resolve

pytestmark = pytest.mark.integration


def test_build_heading_typo_resolves_as_typo_of_keyword_ability(corpus_kb):
    found = resolve(corpus_kb, "Schlüsselworfähigkeit")
    assert (found.concept, found.is_typo) == ("keyword-ability", True)
    source = next(x.source for x in found.entry.labels if x.label == "Schlüsselworfähigkeit")
    assert source.startswith("who-notes-de ")


@pytest.mark.parametrize("source", ["who-notes-de", "tsp-faq-zh"])
def test_build_suspend_rulings_of_both_documents_are_tagged_subject(corpus_kb, source):
    rows = list(
        corpus_kb.query(
            "select count(*) n from record_concepts c join records r on r.id = c.record_id "
            "where c.concept = 'suspend' and c.how = 'subject' and r.kind = 'ruling' and r.source = ?",
            [source],
        )
    )
    assert rows[0]["n"] >= 5


@pytest.mark.parametrize(
    "concept", ["suspend", "flash", "flashback", "kicker", "storm", "face-down", "time-counter", "haste", "exile"]
)
def test_build_shared_concepts_are_mentioned_in_german_and_chinese_documents(corpus_kb, concept):
    langs = {
        r["lang"]
        for r in corpus_kb.query(
            "select distinct r.lang from record_concepts c join records r on r.id = c.record_id where c.concept = ?", [concept]
        )
    }
    assert {"de", "zh"} <= langs


def test_printed_names_for_english_name_gives_2006_chinese_name(corpus_kb):
    found = printed_names_for(corpus_kb, "Corpulent Corpse")
    assert found.lang == "en" and "肥胖死尸" in found.names["zh"]
    assert "肥胖死尸" in list(found.names)  # iteration yields every name, as kb.cards expects


def test_printed_names_for_english_name_gives_german_name(corpus_kb):
    found = printed_names_for(corpus_kb, "the tenth doctor")
    assert found.names["de"] == ["Der Zehnte Doctor"]


def test_printed_names_for_2006_and_current_chinese_names_are_both_kept(corpus_kb):
    found = printed_names_for(corpus_kb, "乙太网")
    assert found.era == "current" and set(found.names["zh"]) == {"以太网", "乙太网"}


def test_printed_names_for_unknown_name_is_none(corpus_kb):
    assert printed_names_for(corpus_kb, "No Such Card") is None


def test_find_card_by_english_name_finds_chinese_card(corpus_kb):
    from kb.cards import find_card

    result = find_card(corpus_kb, "Corpulent Corpse")
    assert result.matched_by == "en"
    assert [c.source for c in result.copies] == ["tsp-faq-zh"]


# A record is tagged with what its words name as the search reads a question
# (kb.language.function_words): German "will" (want) is a function word, the type Will a name.
def test_build_german_verb_will_tags_no_record_with_the_planeswalker_type_will(corpus_kb):
    german = list(corpus_kb.query("select id, text from records where lang = 'de'"))
    tagged = {r["record_id"] for r in corpus_kb.query("select record_id from record_concepts where concept = 'will'")}
    verb_only = {r["id"] for r in german if re.search(r"\bwill\b", r["text"]) and not re.search(r"\bWill", r["text"])}
    assert len(verb_only) >= 5  # the rulebook's "Falls er das will", "so oft er will", …
    assert not verb_only & tagged


def test_build_creature_type_elf_written_as_a_name_is_tagged_elf(corpus_kb):
    named = {
        r["id"] for r in corpus_kb.query("select id, text from records where lang = 'de'") if re.search(r"[„\"“]Elf\b", r["text"])
    }
    tagged = {r["record_id"] for r in corpus_kb.query("select record_id from record_concepts where concept = 'elf'")}
    assert named and named <= tagged


def test_build_a_glossary_entry_is_about_the_concept_its_headword_names_and_a_redirect_is_not(corpus_kb):
    def subjects(headword: str) -> set[str]:
        rows = corpus_kb.query(
            "select c.concept from record_concepts c join records r on r.id = c.record_id "
            "where r.kind = 'term' and r.name = ? and c.how = 'subject'",
            [headword],
        )
        return {r["concept"] for r in rows}

    assert subjects("Zone") == {"zone"}  # the definition a question about zones wants
    assert subjects("Beginn des Kampfes") == {"beginning-of-combat"}
    assert subjects("Bereich") == set()  # "Siehe Zone.": a pointer, not an entry about zones
    # a headword of several names is about the concept they share; the entry of an outdated
    # word says what it is called today, the answer to a question in the old word
    assert subjects("Antworten, Als Antwort") == {"respond"}
    assert subjects("Lebenspunkte, Lebenspunktestand") == {"life"}
    assert subjects("Umgewandelte Manakosten") == {"mana-value"}


def test_build_a_rulebook_passage_is_about_the_one_concept_its_section_heading_names(corpus_kb):
    rows = corpus_kb.query(
        "select r.name, c.concept from records r left join record_concepts c "
        "on c.record_id = r.id and c.how = 'subject' where r.kind = 'passage'"
    )
    subjects: dict[str, set[str | None]] = {}
    for row in rows:
        subjects.setdefault(row["name"], set()).add(row["concept"])
    assert subjects["Einsatzverzögerung"] == {"summoning-sickness"}
    assert subjects["Artefakte"] == {"artifact"}
    assert subjects["Länder"] == {"land"}  # read as German, not as the English subtype Lander
    assert subjects["Einen Zauberspruch wirken"] == {None}  # two concepts (cast, spell): no subject
