"""Everyday game words judges use instead of the printed or CR term: Chinese short and
colloquial words (面朝下, 效果, 墓地, 下地), German loan words and verbs (Multiplayer,
Flankieren, vorzeigen, gewonnen), English inflected phrases (phased back in, won the game),
and the words that open a modal spell (选择一项, Bestimme eines)."""

from __future__ import annotations

import pytest

from tests.kb.search.test_judge_forms import concepts_of

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "question, concept",
    [
        ("面朝下的生物被消灭以后，对手可以看它是什么吗", "face-down"),
        ("正面朝上放逐的牌，所有人都能看吗", "face-up"),
        ("这个效果会持续到什么时候", "effect"),
        ("两张牌的名字一样，算同一张牌吗", "name"),
        ("生物的能力在手上有用吗", "ability"),
        ("墓地里的牌可以随时查看吗", "graveyard"),
        ("用咒语把地放进战场，还能再下地吗", "play-land"),
        ("翻开新的平面时会发生什么", "plane"),
        ("战斗中可以施放法术吗", "combat-phase"),
        ("预读的传奇进场时选第几章", "read-ahead"),
        ("未被阻挡的攻击生物会对谁造成伤害", "unblocked-creature"),
        ("选择一项的咒语能把同一项选两次吗", "mode"),
    ],
)
def test_chinese_everyday_words_name_the_concept(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "zh")


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Wer fängt im Multiplayer an?", "multiplayer-game"),
        ("In der Mehrspieler-Runde: wer ist alles mein Gegner?", "multiplayer-game"),
        ("Zwei Kreaturen mit Flankieren greifen an, wie oft wird ausgelöst?", "flanking"),
        ("Muss ich die Karte, die ich aus der Bibliothek suche, vorzeigen?", "reveal"),
        ("Ab wann hab ich das Spiel gewonnen?", "win-the-game"),
        ("Was heißt Bestimme eines auf einem Spontanzauber?", "mode"),
    ],
)
def test_german_loan_words_and_verbs_name_the_concept(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "de")


@pytest.mark.parametrize(
    "question, concept",
    [
        ("Is a creature that phased back in a new object?", "phasing"),
        ("When a permanent phases back in, is it tapped?", "phasing"),
        ("Who won the game if both players drop to zero?", "win-the-game"),
        ("In multiplayer, can I attack two players?", "multiplayer-game"),
    ],
)
def test_english_phrases_and_inflections_name_the_concept(lexical_searcher, question, concept):
    assert concept in concepts_of(lexical_searcher, question, "en")
