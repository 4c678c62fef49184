"""The whole rules vocabulary: CR 701/702, types, zones, steps, counters and glossary
entries, with labels in three languages, each label with its era and source."""

from __future__ import annotations

import pytest

from kb.termbase.coverage import GLOSSARY, coverage
from kb.termbase.lookup import resolve
from kb.termbase.model import (
    CR_CONCEPTS_CSV,
    CR_LABELS_CSV,
    DE_CR_LABELS_CSV,
    DE_LABELS_CSV,
    load_all_concepts,
    load_all_labels,
)

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "term, concept, era",
    [
        ("法术力灼烧", "mana-burn", "outdated"),  # mana burn asked in Chinese
        ("Mana Burn", "mana-burn", "outdated"),
        ("预示", "foretell", "current"),
        ("Vorherbestimmung", "foretell", "current"),
        ("指挥官", "commander", "current"),
        ("Kommandeur", "commander", "current"),
        ("时间领主", "time-lord", "current"),
        ("面临邪恶抉择", "villainous-choice", "current"),
        ("Converted Mana Cost", "mana-value", "outdated"),
        ("人类", "human", "current"),
        ("Abwehr", "ward", "current"),  # German printed card text
        ("战场", "battlefield", "current"),
        ("计时指示物", "time-counter", "current"),
        # obsolete CR terms are labels of what replaced them (the glossary's "obsolete term for")
        ("移出游戏", "exile", "outdated"),
        ("Remove from the Game", "exile", "outdated"),
        ("In Play", "battlefield", "outdated"),
        # current in the Chinese CR of 2024, obsolete in the English one of 2025
        ("替身甲", "totem-armor", "outdated"),
        ("伤害分配顺序", "damage-assignment-order", "outdated"),
        # Chinese judges' words (labels_forms.csv)
        ("进战场", "enters", "variant"),
        ("逃脱", "escape", "variant"),
        ("通用法术力", "generic-mana", "variant"),
        ("恶毒抉择", "villainous-choice", "variant"),
        # everyday words and the 2006 FAQ's word (labels_forms.csv, labels.csv)
        ("面朝下", "face-down", "variant"),
        ("墓地", "graveyard", "variant"),
        ("未受阻挡", "unblocked-creature", "2006"),
    ],
)
def test_resolve_game_vocabulary_any_language(termbase_kb, term, concept, era):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.era) == (concept, era)


@pytest.mark.parametrize(
    "concept, kind, cr",
    [
        ("foretell", "keyword", "702.143"),
        ("ward", "keyword", "702.21"),
        ("mill", "action", "701.17"),
        ("time-lord", "mechanic", "205.3m"),
        ("human", "creature-type", "205.3m"),
        ("snow", "supertype", "205.4a"),
        ("treasure", "subtype", "205.3g"),
        ("exile-zone", "zone", "406"),
    ],
)
def test_concepts_carry_kind_and_rule_number(concept, kind, cr):
    row = {c["id"]: c for c in load_all_concepts()}[concept]
    assert (row["kind"], row["cr"]) == (kind, cr)


def test_every_label_of_the_vocabulary_files_has_language_era_and_source():
    ids = {c["id"] for c in load_all_concepts()}
    for path in (CR_CONCEPTS_CSV, CR_LABELS_CSV, DE_LABELS_CSV, DE_CR_LABELS_CSV):
        assert path.is_file()
    labels = load_all_labels(ids)  # raises on a missing source, era or unknown concept
    assert len(labels) > 3000
    assert {l["lang"] for l in labels} == {"de", "zh", "en"}


def test_coverage_every_keyword_has_english_and_most_have_chinese(termbase_kb):
    rows = {r.group: r for r in coverage(termbase_kb)}
    kw, actions = rows["keyword ability (702)"], rows["keyword action (701)"]
    assert kw.concepts >= 180 and kw.en == kw.concepts and kw.share("zh") > 0.85
    assert actions.concepts >= 60 and actions.share("zh") > 0.85
    assert rows["creature type"].concepts >= 300 and rows["creature type"].share("zh") > 0.9
    assert rows[GLOSSARY].concepts >= 650
    assert rows["all concepts"].concepts == termbase_kb["concepts"].count


def test_coverage_counts_a_language_only_where_a_label_exists(fresh_kb):
    fresh_kb["concepts"].insert_all(
        [
            {"id": "a", "kind": "keyword", "cr": "702.1", "en": "a", "source": "t"},
            {"id": "b", "kind": "zone", "cr": "401", "en": "b", "source": "t"},
        ],
        pk="id",
    )
    fresh_kb["concept_labels"].insert_all(
        [
            {"concept": "a", "lang": "en", "label": "a", "folded": "a", "era": "current", "note": "", "source": "t"},
            {"concept": "a", "lang": "de", "label": "A", "folded": "a", "era": "current", "note": "", "source": "t"},
            {"concept": "b", "lang": "zh", "label": "乙", "folded": "乙", "era": "current", "note": "", "source": "t"},
        ]
    )
    rows = {r.group: r for r in coverage(fresh_kb)}
    assert (rows["keyword ability (702)"].en, rows["keyword ability (702)"].de, rows["keyword ability (702)"].zh) == (1, 1, 0)
    assert (rows["zone"].zh, rows["zone"].all_three) == (1, 0)
    assert rows["all concepts"].concepts == 2


def test_ordinary_word_labels_resolve_but_do_not_tag_running_text(termbase_kb):
    from kb.termbase.lookup import concepts_in

    assert resolve(termbase_kb, "如果").concept == "if"
    assert "if" not in {m.concept for m in concepts_in(termbase_kb, "如果延缓的第一个触发式异能被反击", "zh")}
    assert "ongoing" not in {m.concept for m in concepts_in(termbase_kb, "它会持续留在移出对战区域", "zh")}


# German names printed on German cards (Forge's German card texts), in the corpus and in
# public keyword lists: a German judge's word finds the concept.
@pytest.mark.parametrize(
    "term, concept",
    [
        ("Weiterentwicklung", "evolve"),
        ("Sturmangriff", "dash"),
        ("Aushecken", "plot"),
        ("Kumulative Versorgung", "cumulative-upkeep"),
        ("Verkleidung", "disguise"),
        ("Wucherung", "proliferate"),
        ("Wage dich ins Gewölbe", "venture-into-the-dungeon"),
        ("Ophis", "snake"),
        ("Dschinn", "djinn"),
        ("Betäubungsmarke", "stun-counter"),
        ("Altersmarke", "age-counter"),
        ("Pferdekopfnebel", "horsehead-nebula"),
        ("Nachwuchs", "offspring"),
        ("verschmolzene bleibende Karte", "merged-permanent"),
        ("Erwecken", "awaken"),
        ("Seelenwanderung", "soulshift"),
        ("Unheilsdrohend", "impending"),
        ("Ringträger", "ring-bearer"),
        ("hamstern", "forage"),
        ("Belagerung", "siege"),  # a battle's subtype, from the type line "Schlacht — Belagerung"
        ("Antilope", "antelope"),  # creature type from a German type line
        ("Hauptphase vor dem Kampf", "precombat-main-phase"),
        ("Thibalt", "tibalt"),  # the German cards spell the planeswalker type Thibalt
        ("Prätor", "praetor"),  # "Legendäre Kreatur — Phyrexianer, Prätor"
        ("Serras Reich", "serras-realm"),  # plane type, "Welt — Serras Reich"
        ("Bergwerk", "mine"),  # "Land — Urzas Bergwerk"
        ("Andauerndes Komplott", "ongoing"),  # the ongoing supertype on a scheme's type line
        ("Weltenverzauberung", "world"),  # old type line of a world enchantment
        ("Kamel", "camel"),  # "Kreatur — Kamel" (Solitary Camel)
        ("Gürteltier", "armadillo"),  # "Kreatur — Gürteltier" (Spinewoods Armadillo)
        ("Stachel", "spike"),  # "Kreatur — Stachel" (Spike Tiller)
        ("Barde", "bard"),  # "Kreatur — Mensch, Barde": aligned with Human Bard
        ("auslösen", "trigger"),  # the glossary's verb for what a trigger event does
        ("Kalmar", "squid"),  # "Kreatur — Kalmar" (Skyclave Squid)
        ("Gehäuseschnecke", "snail"),  # "Kreatur — Pilzwesen, Gehäuseschnecke": aligned with Fungus Snail
        ("Schnecke", "slug"),  # "Kreatur — Schnecke, Schrecken": aligned with Slug Horror
        ("Schurke", "villain"),  # "Andere Schurken, die du kontrollierst" (Other Villains you control)
        ("Remasuri", "sliver"),  # the German type lines' word for Sliver
        ("Hort", "lair"),  # "Land — Hort" (Treva's Ruins)
        ("Das neue Phyrexia", "new-phyrexia"),  # plane type, "Welt — Das neue Phyrexia"
        ("Wahnwitz", "mayhem"),
        ("Netzschuss", "web-slinging"),
        ("Schicksal besiegeln", "fateseal"),
        ("Blut-Spielstein", "blood-token"),
        ("Boosterpackung", "booster-pack"),  # rulebook glossary headword
        ("übergehen", "skip"),  # "Übergehe dein Ziehsegment"
    ],
)
def test_resolve_german_card_text_names_the_concept(termbase_kb, term, concept):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.lang) == (concept, "de")


@pytest.mark.parametrize(
    "term, concept",
    [
        ("Überträger", "carrier"),  # "Beschwörung eines Überträgers": no current German type line seen
        ("Seestern", "starfish"),  # "Beschwörung eines Seesterns"
        ("Zecke", "licid"),  # "Beschwörung einer Zecke"
    ],
)
def test_german_word_from_an_old_summon_line_is_outdated(termbase_kb, term, concept):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.lang, found.era) == (concept, "de", "outdated")


@pytest.mark.parametrize(
    "term, concept",
    [
        ("triggern", "trigger"),
        ("getriggert", "trigger"),
        ("ausgelöst", "trigger"),
        ("umwandeln", "cycling"),  # the verb of Umwandlung, not umgewandelte Manakosten
        ("Manawert", "mana-value"),
        ("angelegt", "attach"),
    ],
)
def test_german_judges_forms_are_variants_of_the_concept(termbase_kb, term, concept):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.era) == (concept, "variant")


def test_german_judges_loan_word_token_is_a_german_label(termbase_kb):
    from kb.termbase.lookup import concepts_in

    # "Token" is also the English label; a German question must still find the concept
    assert "token" in {m.concept for m in concepts_in(termbase_kb, "Wer kontrolliert den Token?", "de")}


def test_german_printed_participle_is_a_variant_of_the_keyword(termbase_kb):
    found = resolve(termbase_kb, "erschöpft")  # "eine erschöpfte Kreatur" in exert's reminder text
    assert (found.concept, found.era) == ("exert", "variant")


@pytest.mark.parametrize(
    "sentence, concept, label",
    [
        ("Opfere eine Kreatur: Ziehe eine Karte.", "offering", "Opfer"),  # Opfer(n) is sacrifice, not offering
        ("Schicke sie ins Exil.", "exile-zone", "Exil"),  # the exile action names the zone in every sentence
        ("Es ist Zeit für eine Entscheidung.", "time", "Zeit"),  # the plane type Zeit is also the common noun
        ("Der Turm steht am Rand der Stadt.", "tower", "Turm"),  # Urza's Tower's land type is also the common noun
        ("Der Effekt ist andauernd.", "ongoing", "andauernd"),  # the scheme supertype is also the common adjective
    ],
)
def test_german_label_that_is_an_ordinary_word_does_not_tag_text(termbase_kb, sentence, concept, label):
    from kb.termbase.lookup import concepts_in, get_concept

    assert ("de", label) in {(l.lang, l.label) for l in get_concept(termbase_kb, concept).labels}
    assert concept not in {m.concept for m in concepts_in(termbase_kb, sentence, "de")}


def test_coverage_german_labels_for_most_keywords_and_creature_types(termbase_kb):
    rows = {r.group: r for r in coverage(termbase_kb)}
    assert rows["keyword ability (702)"].share("de") > 0.89
    assert rows["keyword action (701)"].share("de") > 0.85
    assert rows["creature type"].share("de") > 0.83
    assert rows["subtype"].share("de") > 0.70
    assert rows["game term"].share("de") > 0.56
    assert rows["supertype"].share("de") == 1.0
    assert rows["counter"].share("de") > 0.8
    assert rows["all concepts"].share("de") > 0.75


def test_counter_group_holds_only_counter_kinds_and_all_have_chinese(termbase_kb):
    # "with counters", "move counters", "+X/+Y counter" in the rules name no kind of counter
    ids = {r["id"] for r in termbase_kb.query("select id from concepts where kind = 'counter'")}
    assert {"ticket-counter", "defense-counter", "charge-counter", "plus-one-counter"} <= ids
    assert not ids & {"with-counter", "move-counter", "y-counter", "s-counter", "and-counter", "additional-counter"}
    assert {r.group: r for r in coverage(termbase_kb)}["counter"].share("zh") == 1.0
    assert resolve(termbase_kb, "充电指示物").concept == "charge-counter"


@pytest.mark.parametrize(
    "plural, card_type", [("Sorceries", "sorcery"), ("Phenomena", "phenomenon"), ("Conspiracies", "conspiracy")]
)
def test_card_type_section_titles_name_the_singular_type(plural, card_type):
    concepts = {c["id"]: c for c in load_all_concepts()}
    assert concepts[card_type]["kind"] == "card-type"
    assert plural.lower().rstrip("s") not in concepts  # no "sorcerie" beside "sorcery"


# German words that name two concepts on purpose (the zone and the action, play and play a
# land, ...); a German label added for one concept must not take another concept's word.
SHARED_GERMAN_WORDS = {
    "spielen",
    "exil",
    "angreifende kreatur",
    "globale verzauberung",
    "angestachelt",
    "schatten",
    "hinweis-spielstein",
}


def test_german_labels_name_one_concept_each_except_known_shared_words():
    from collections import defaultdict

    from kb.text import fold

    concepts_of: dict[str, set[str]] = defaultdict(set)
    for label in load_all_labels({c["id"] for c in load_all_concepts()}):
        if label["lang"] == "de":
            concepts_of[fold(label["label"])].add(label["concept"])
    assert {word for word, ids in concepts_of.items() if len(ids) > 1} == SHARED_GERMAN_WORDS
