"""Term resolution in every language and era, typos, misses, and labels found in text."""

from __future__ import annotations

import sys

import pytest

from kb.errors import NotFound
from kb.termbase.lookup import chinese_labels, concepts_in, get_concept, list_concepts, resolve
from kb.termbase.model import TermNotFound

pytestmark = pytest.mark.unit

# term, concept, lang, era, is_typo
RESOLUTIONS = [
    ("Aussetzen", "suspend", "de", "current", False),
    ("延缓", "suspend", "zh", "current", False),
    ("suspend", "suspend", "en", "current", False),
    ("AUSSETZEN", "suspend", "de", "current", False),
    ("ausgesetzte", "suspend", "de", "variant", False),
    ("移出对战", "exile", "zh", "2006", False),
    ("放逐", "exile", "zh", "current", False),
    ("removed from the game", "exile", "en", "outdated", False),
    ("Ganz aus dem Spiel entfernen", "exile", "de", "outdated", False),
    ("使用", "cast", "zh", "2006", False),
    ("施放", "cast", "zh", "current", False),
    ("wirken", "cast", "de", "current", False),
    ("场上", "battlefield", "zh", "2006", False),
    ("in play", "battlefield", "en", "outdated", False),
    ("im Spiel", "battlefield", "de", "current", False),
    ("Manabrand", "mana-burn", "de", "outdated", False),
    ("Umgewandelte Manakosten", "mana-value", "de", "outdated", False),
    ("总法术力费用", "mana-value", "zh", "2006", False),
    ("Weltenwanderer", "planeswalker", "de", "outdated", False),
    ("Verschwenden", "vanishing", "de", "typo", True),
    ("Bedrohlich", "menace", "de", "typo", True),
    ("Zeitmarken", "time-counter", "de", "current", False),
    ("计时指示物", "time-counter", "zh", "current", False),
    ("Reise durch die Zeit", "time-travel", "de", "current", False),
    ("Begleiter des Doctors", "doctors-companion", "de", "current", False),
    ("Vor einem schrecklichen Dilemma stehen", "villainous-choice", "de", "current", False),
    ("Bonus", "kicker", "de", "current", False),
    ("增幅", "kicker", "zh", "current", False),
    ("Sekundenbruchteil", "split-second", "de", "current", False),
    ("Umwandlung", "cycling", "de", "current", False),
    ("destabilisiert", "phasing", "de", "variant", False),
    ("生物结界", "enchant", "zh", "2006", False),
    ("瞬发法术", "main-phase-instants", "zh", "2006", False),
    ("没有法术力费用的牌", "no-mana-cost", "zh", "2006", False),
    ("Turnierlegalität der Karten", "tournament-legality", "de", "variant", False),
    ("Partner von [Name]", "partner-with", "de", "current", False),
    ("Reise durch die Zeit.", "time-travel", "de", "current", False),
]


@pytest.mark.parametrize("term, concept, lang, era, is_typo", RESOLUTIONS)
def test_resolve_label_any_language_era_names_concept(termbase_kb, term, concept, lang, era, is_typo):
    found = resolve(termbase_kb, term)
    assert (found.concept, found.lang, found.era, found.is_typo) == (concept, lang, era, is_typo)
    assert found.entry.id == concept


def test_resolve_concept_carries_labels_of_all_three_languages(termbase_kb):
    found = resolve(termbase_kb, "延缓")
    langs = {label["lang"] for label in found.to_dict()["concept"]["labels"]}
    assert langs == {"de", "zh", "en"}
    assert found.entry.cr == "702.62"


def test_resolve_misspelt_term_raises_term_not_found_with_close_labels(termbase_kb):
    with pytest.raises(TermNotFound) as caught:
        resolve(termbase_kb, "Aussetzn")
    assert isinstance(caught.value, NotFound) and isinstance(caught.value, LookupError)
    assert "Aussetzen" in caught.value.matches
    assert "Aussetzn" in str(caught.value)


@pytest.mark.parametrize("term", ["", "   ", "qqqq-nothing"])
def test_resolve_empty_or_unknown_term_raises_term_not_found(termbase_kb, term):
    with pytest.raises(TermNotFound):
        resolve(termbase_kb, term)


def test_get_concept_unknown_id_raises_with_close_ids(termbase_kb):
    with pytest.raises(TermNotFound) as caught:
        get_concept(termbase_kb, "suspnd")
    assert "suspend" in caught.value.matches


def test_list_concepts_query_matches_labels_in_any_language(termbase_kb):
    ids = [c.id for c in list_concepts(termbase_kb, "指示物")]
    assert "time-counter" in ids and "counter" in ids and "suspend" not in ids
    assert len(list_concepts(termbase_kb)) > 100


def test_concepts_in_german_text_finds_inflected_forms_with_offsets(termbase_kb):
    text = "Falls du eine ausgesetzte Karte mit drei Zeitmarken ins Exil schickst, wirkst du sie."
    found = {m.concept: text[m.start : m.end] for m in concepts_in(termbase_kb, text, "de")}
    assert found["suspend"] == "ausgesetzte"
    assert found["time-counter"] == "Zeitmarken"
    assert found["exile"].startswith("ins Exil")
    assert found["cast"] == "wirkst"


def test_concepts_in_chinese_text_finds_2006_terms_longest_first(termbase_kb):
    text = "将此牌移出对战，且上面有三个计时指示物。"
    matches = concepts_in(termbase_kb, text, "zh")
    by_concept = {m.concept: m for m in matches}
    assert text[by_concept["exile"].start : by_concept["exile"].end] == "移出对战"
    assert by_concept["exile"].era == "2006"
    # 计时指示物 (time counter) wins over its part 指示物 (counter)
    assert "time-counter" in by_concept and "counter" not in by_concept


def test_concepts_in_other_language_labels_are_ignored(termbase_kb):
    assert concepts_in(termbase_kb, "suspend and sacrifice", "de") == []
    assert {m.concept for m in concepts_in(termbase_kb, "suspend and exile", "en")} == {"suspend", "exile"}


def test_concepts_in_label_as_second_part_of_hyphenated_compound_is_not_a_match(termbase_kb):
    # "Cyber-Umwandlung" is a card name, not cycling (Umwandlung)
    assert "cycling" not in {m.concept for m in concepts_in(termbase_kb, "Wirke Cyber-Umwandlung.", "de")}
    assert "cycling" in {m.concept for m in concepts_in(termbase_kb, "Umwandlung {2}", "de")}


def test_concepts_in_phrase_label_joined_by_hyphens_is_a_match(termbase_kb):
    # German writes a quoted phrase used as a compound with hyphens, English an adjective: the
    # release notes' "Verlässt-das-Spiel"-Fähigkeiten are leaves-the-battlefield abilities
    text = "Das Destabilisieren führt nicht dazu, dass „Verlässt-das-Spiel“-Fähigkeiten ausgelöst werden."
    found = {m.concept: text[m.start : m.end] for m in concepts_in(termbase_kb, text, "de")}
    assert found["leaves"] == "Verlässt-das-Spiel"
    english = {m.concept for m in concepts_in(termbase_kb, "Does phasing trigger leaves-the-battlefield abilities?", "en")}
    assert "leaves" in english


def test_concepts_in_word_inside_longer_word_is_not_a_match(termbase_kb):
    assert "land" not in {m.concept for m in concepts_in(termbase_kb, "Ausland Landschaft", "de")}


def test_concepts_in_bare_d_ending_follows_only_e_or_n(termbase_kb):
    # "board" is not the creature type Boar with a d; "exiled" is exile with one, and the
    # German participle "angreifend" is angreifen with one
    assert {m.concept for m in concepts_in(termbase_kb, "it is on board and exiled", "en")} >= {"battlefield", "exile"}
    assert "boar" not in {m.concept for m in concepts_in(termbase_kb, "the board", "en")}
    assert "attack" in {m.concept for m in concepts_in(termbase_kb, "Er kommt angreifend ins Spiel.", "de")}


def test_concepts_in_bare_n_ending_follows_only_e_el_or_er(termbase_kb):
    # a Latin question is read for German labels too: the English "turn(s)" is not the German
    # Tür (folded "tur") with an n, while Kreatur-en, Regel-n and Angreifer-n keep their endings
    for text in ("during my opponent's turn", "it turns into a creature"):
        assert "door" not in {m.concept for m in concepts_in(termbase_kb, text, None)}
    assert "creature" in {m.concept for m in concepts_in(termbase_kb, "zwei Kreaturen", "de")}
    assert "attack" in {m.concept for m in concepts_in(termbase_kb, "den Angreifern", "de")}


@pytest.mark.parametrize(
    "text, concept",
    [
        ("变身生物翻回正面时进战场触发的异能会触发吗", "enters"),  # 进战场, not just 战场
        ("从坟墓场用逃脱施放", "escape"),
        ("能用白色法术力支付通用法术力吗", "generic-mana"),
        ("以前移出游戏的牌现在在哪里", "exile"),
        ("他们都面临恶毒抉择时", "villainous-choice"),
    ],
)
def test_concepts_in_chinese_run_without_spaces_finds_judges_words(termbase_kb, text, concept):
    assert concept in {m.concept for m in concepts_in(termbase_kb, text, "zh")}


@pytest.mark.parametrize(
    "text, concept",
    [
        ("the creature died", "dies"),
        ("blink it with a flicker spell", "exile"),
        ("bounce it to my hand", "hand"),
        ("creatures on the board", "battlefield"),
        ("counterspell it", "counter-spell"),
    ],
)
def test_concepts_in_english_judges_slang_names_the_concept(termbase_kb, text, concept):
    assert concept in {m.concept for m in concepts_in(termbase_kb, text, "en")}


def test_concepts_in_ordinary_obsolete_words_are_not_searched(termbase_kb):
    # 移除 and "removed" resolve to exile (old card text) but are everyday words in questions
    assert resolve(termbase_kb, "移除").concept == "exile"
    assert "exile" not in {m.concept for m in concepts_in(termbase_kb, "雾幻宗师的异能被移除", "zh")}
    assert "exile" not in {m.concept for m in concepts_in(termbase_kb, "the counter is removed", "en")}


def test_chinese_labels_without_db_come_from_csv_without_jieba(termbase_kb):
    labels = chinese_labels()
    assert "计时指示物" in labels and "移出对战" in labels
    assert labels == sorted(labels, key=lambda s: (-len(s), s))
    assert set(labels) == set(chinese_labels(termbase_kb))
