"""Questions as judges write them: English phrasal and inflected forms, German separable
verbs, misspelt card and term names, Chinese without spaces and in 2006 words."""

from __future__ import annotations

import pytest

from kb.search.typos import TypoCorrector
from kb.text import fold

pytestmark = pytest.mark.integration


def concepts_of(searcher, question, lang=None):
    answer = searcher.ask(question, lang=lang, limit=5, mode="lexical")
    explain = answer.results[0].explain if answer.results else None
    return set(explain.query_concepts) if explain else set()


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Can I flash back a sorcery that was discarded?", "flashback"),
        ("The spell I flashed back got countered, where does it go?", "flashback"),
        ("I cast it from the graveyard, does it get exiled afterwards?", "flashback"),
        ("Can I buy back a copy of a spell?", "buyback"),
        ("When can I cast a card I foretold?", "foretell"),
        ("Is there still mana burn?", "mana-burn"),
        ("Do SBA check legendary permanents?", "state-based-actions"),
    ],
)
def test_english_phrasal_and_inflected_forms_name_the_keyword(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "en")


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Ich werfe die Karte mit Wahnsinn ab, was passiert?", "discard"),
        ("Deckt er die verdeckte Kreatur auf oder nicht?", "reveal"),
        ("Wenn ich aufgebe, verliere ich dann sofort?", "concede"),
        # the card's instruction quoted inside the question: the quote is a clause of its own
        ('Gegner spielt "wirf zwei Karten ab" auf mich, wer sucht aus?', "discard"),
    ],
)
def test_german_separable_verbs_name_the_action(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "de")


@pytest.mark.parametrize(
    "question, concept",
    [
        ("法术力灼烧还存在吗", "mana-burn"),
        ("预示的牌什么时候能施放", "foretell"),
        ("指挥官税怎么算", "commander-tax"),
        ("有两个指挥官的套牌怎么组", "commander"),
        ("时间领主是一个生物类别吗", "time-lord"),
        ("把延缓牌移出对战算使用吗", "suspend"),
        ("变身生物翻面时进战场触发的异能会触发吗", "enters"),
        ("用逃脱施放的生物结算后会怎样", "escape"),
        ("以前被移出游戏的牌现在算在哪个区域", "exile"),
    ],
)
def test_chinese_without_spaces_and_old_words_name_the_concept(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "zh")


@pytest.mark.parametrize(
    "question, concept",
    [
        # a Chinese label (坟墓场, 生物) is found too: the English word must still count
        ("让坟墓场的生物有escape，我能回应吗？", "escape"),
        ("生物的ETB异能什么时候触发？", "enters"),
    ],
)
def test_chinese_question_with_english_keyword_names_the_concept(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "zh")


def test_chinese_judges_word_finds_the_german_ruling(lexical_searcher):
    # 恶毒抉择 is no printed wording; the ruling is in the German release notes (Dilemma)
    answer = lexical_searcher.ask("恶毒抉择：对手不止一个的时候由谁先选？", lang="zh", limit=5, mode="lexical")
    assert "villainous-choice" in concepts_of(lexical_searcher, "恶毒抉择：对手不止一个的时候由谁先选？", "zh")
    assert any(r.id.startswith("who-notes-de:") and "Dilemma" in r.text for r in answer.results)


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Wie funktioniert Kaskdae mit geteilten Karten?", "cascade"),
        ("Does supsend give haste?", "suspend"),
    ],
)
def test_misspelt_term_names_are_recognised(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question)


def test_misspelt_card_name_finds_the_cards_rulings(lexical_searcher):
    answer = lexical_searcher.ask("What does Trickbnd counter?", lang="en", limit=5, mode="lexical")
    explain = answer.results[0].explain
    assert explain and explain.cards, "the misspelt card name was not recognised"
    assert any(r.subject and "诈缚" in r.subject for r in answer.results)


def test_typo_corrector_leaves_known_and_short_words_alone():
    fixer = TypoCorrector({"cascade", "shapeshifter", "trickbind"}, vocabulary={"karte"})
    assert fixer.correct("Karte cascade Kasc") is None
    assert fixer.correct("the Shapshifter and cascde") == "the shapeshifter and cascade"
    assert fixer.correct("zzzzzzzz") is None  # nothing close: unchanged


def test_german_without_umlauts_meets_the_umlaut_spelling():
    # folding drops the umlaut (Ruckblende is Rückblende, Strasse is Straße); the ue spelling
    # of a keyboard without umlauts is one letter off, which the typo corrector mends
    assert fold("Ruckblende") == fold("Rückblende") and fold("Strasse") == fold("Straße")
    fixer = TypoCorrector({fold("Rückblende"), fold("Kampfschaden")})
    assert fixer.correct("Rueckblende und Kampfschaden") == "ruckblende und kampfschaden"


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Do slivers share their activated abilities with each other?", "activated-ability"),
        ("Does tapping an exiled card do anything?", "tap"),
        ("What happens to auras when the creature left the battlefield?", "leaves"),
        ("Two creatures entered the battlefield at once - who orders the triggers?", "enters"),
        ("Is the buyback cost still paid if the spell is countered?", "pay"),
        ("Can I respond after blockers are declared, during combat?", "combat-phase"),
        ("What can I do at the beginning of combat?", "beginning-of-combat"),
    ],
)
def test_english_inflected_words_and_short_step_names_name_the_concept(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "en")


def test_english_token_name_expands_to_the_german_token_name(lexical_searcher):
    # "Clue token" is its own concept (111.10); its German name reaches the release notes' ruling
    question = "What exactly is on the Clue token that investigate makes?"
    answer = lexical_searcher.ask(question, lang="en", limit=5, mode="lexical")
    assert "clue-token" in concepts_of(lexical_searcher, question, "en")
    assert any("Hinweis-Spielstein" in r.text for r in answer.results)


@pytest.mark.parametrize(
    "question, subject",
    [
        ("With Face of Boe, when do I cast the suspended spell?", "Das Gesicht von Boe"),
        ("Does Face of Boe's ability let me cast it right away?", "Das Gesicht von Boe"),
        ("Bogardan Hellkite divides 5 damage: how many targets?", "博卡登残虐者"),
    ],
)
def test_english_card_name_without_article_or_with_possessive_finds_the_cards_rulings(lexical_searcher, question, subject):
    answer = lexical_searcher.ask(question, lang="en", limit=5, mode="lexical")
    explain = answer.results[0].explain
    assert explain and explain.cards, "the card name was not recognised"
    assert any(r.subject == subject for r in answer.results)


@pytest.mark.parametrize(
    "question, subject",
    [
        ("adric mathematical genius copies an ability of my creature, whose ability is the copy?", "Adric, Mathe-Genie"),
        ("Adric数学天才复制了我生物的起动式异能，来源算谁？", "Adric, Mathe-Genie"),
        ("drum mining facility ends the turn, do dies triggers still go on the stack?", "Die Trommel, Bergbauanlage"),
        ("Strax heilt, wie genau funktioniert das?", "Strax, sontaranischer Krankenpfleger"),
        ("10th doctor attack trigger exiles a card without suspend, what happens?", "Der Zehnte Doctor"),
        ("Dreizehnter Doctor: wann enttappen meine Kreaturen mit Marken?", "Der Dreizehnte Doctor"),
    ],
)
def test_card_named_by_its_head_or_without_commas_finds_the_cards_rulings(lexical_searcher, question, subject):
    # judges call a legendary card by the name before the comma, rarely type the commas, write
    # ordinals as digits and drop a German name's article
    answer = lexical_searcher.ask(question, limit=5, mode="lexical")
    explain = answer.results[0].explain
    assert explain and explain.cards, "the card name was not recognised"
    assert answer.results[0].subject == subject
