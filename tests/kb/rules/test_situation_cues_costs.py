"""Cues for casting, costs, timing and mana value read the rules situation in general judge
wording (German, Chinese of either era, English), so that a ruling of a new document gets the
rule; a ruling that only mentions the same words does not. The sentences below are written for
these tests, not taken from the corpus or the development documents."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


def _rules(text: str, lang: str, mentions: dict[str, str] | None = None) -> list[str]:
    return rules_read(text, lang, mentions)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 117.1a: casting follows the timing of the card's type
        ("de", "Wirkst du die Karte aus dem Friedhof, geht das nur in deiner Hauptphase bei leerem Stapel.", "117.1a"),
        ("de", "Du wirkst die Karte aus dem Exil nur zu den üblichen Zeitpunkten.", "117.1a"),
        ("zh", "即使从坟墓场施放这张牌，你也只能在你的行动阶段中且堆叠为空时施放。", "117.1a"),
        ("zh", "从放逐区使用此牌时，仍须遵守其类别的时机限制。", "117.1a"),
        ("en", "You can cast the exiled card only during your main phase while the stack is empty.", "117.1a"),
        ("en", "Casting it from your graveyard still follows the normal timing rules.", "117.1a"),
        # 606.3: one loyalty ability per permanent per turn, at sorcery speed
        ("de", "Du kannst pro Zug nur eine Loyalitätsfähigkeit jedes Planeswalkers aktivieren.", "606.3"),
        ("de", "Eine Loyalitätsfähigkeit kannst du nur in deiner Hauptphase aktivieren, wenn der Stapel leer ist.", "606.3"),
        ("zh", "每回合你只能起动每个鹏洛客的一个忠诚异能。", "606.3"),
        ("en", "You can activate only one loyalty ability of each planeswalker per turn.", "606.3"),
        # 302.6: summoning sickness
        ("de", "Eine Kreatur, die in diesem Zug unter deine Kontrolle gekommen ist, kann nicht angreifen.", "302.6"),
        ("de", "Du kannst ihre {T}-Fähigkeit erst aktivieren, wenn du sie seit Beginn deines Zuges kontrollierst.", "302.6"),
        ("zh", "本回合才进入战场的生物不能攻击，除非它具有敏捷。", "302.6"),
        ("en", "A creature that came under your control this turn can't attack unless it has haste.", "302.6"),
        # 601.2c: targets are chosen as the spell is cast
        ("de", "Die Ziele bestimmst du, wenn du den Zauberspruch wirkst, nicht erst bei der Verrechnung.", "601.2c"),
        ("zh", "你在施放此咒语时就须选择目标。", "601.2c"),
        ("zh", "你须在支付费用之前选择目标。", "601.2c"),
        ("en", "You choose the targets as you cast the spell, not as it resolves.", "601.2c"),
        # 601.2b: modes and optional costs are announced while casting
        ("de", "Welchen Modus du verwendest, bestimmst du, während du den Zauberspruch wirkst.", "601.2b"),
        ("de", "Ob du die optionalen Kosten bezahlst, entscheidest du, wenn du den Zauberspruch wirkst.", "601.2b"),
        ("zh", "你在施放该咒语时选择模式。", "601.2b"),
        ("en", "You choose the mode as you cast the spell.", "601.2b"),
        # 107.3a: the value of X is announced while casting or activating
        ("de", "Wenn du den Zauberspruch wirkst, bestimmst du den Wert für X.", "107.3a"),
        ("zh", "施放此咒语时，你要宣告X的值。", "107.3a"),
        ("en", "You choose the value of X as you cast the spell.", "107.3a"),
        # 601.2f: total cost (English)
        ("en", "Effects that make the spell cost {1} more to cast still apply.", "601.2f"),
        ("en", "Cost reductions are applied when you determine the total cost.", "601.2f"),
        # 601.2g: mana abilities while casting
        ("de", "Du kannst Manafähigkeiten aktivieren, während du den Zauberspruch wirkst.", "601.2g"),
        ("zh", "在施放咒语的过程中，你可以起动法术力异能。", "601.2g"),
        ("en", "You can activate mana abilities while casting the spell.", "601.2g"),
        # 601.2h: costs are paid while casting and stay paid
        ("de", "Wird der Zauberspruch neutralisiert, bekommst du die geopferte Kreatur nicht zurück.", "601.2h"),
        ("zh", "即使咒语被反击，你牺牲的生物也不会回来。", "601.2h"),
        ("en", "If the spell is countered, the sacrificed creature doesn't come back.", "601.2h"),
        # 601.2i: a cast trigger triggers once the spell is cast, whatever happens to the spell
        (
            "de",
            "Sie wird ausgelöst, wenn du einen Zauberspruch wirkst, und auch dann verrechnet, wenn er neutralisiert wird.",
            "601.2i",
        ),
        ("zh", "该异能在你施放咒语时触发，即使该咒语被反击，它仍会结算。", "601.2i"),
        ("en", "The ability triggers when you cast the spell and resolves even if the spell is countered.", "601.2i"),
        # 602.2b: activating follows the casting steps (cost changes apply to activation costs)
        ("de", "Effekte, die Kosten reduzieren, reduzieren auch die Aktivierungskosten dieser Fähigkeit.", "602.2b"),
        ("zh", "减少费用的效应也会减少此异能的起动费用。", "602.2b"),
        ("en", "Cost reductions also reduce the activation cost of the ability.", "602.2b"),
        # 118.8d: additional costs don't change mana value
        ("de", "Zusätzliche Kosten verändern nicht den Manabetrag des Zauberspruchs.", "118.8d"),
        ("zh", "额外费用不会改变该咒语的法术力值。", "118.8d"),
        ("en", "Additional costs don't change the spell's mana value.", "118.8d"),
        # 305.2 / 305.4 / 305.1: playing lands
        ("de", "Normalerweise kannst du nur ein Land pro Zug spielen.", "305.2"),
        ("zh", "每回合你只能使用一张地。", "305.2"),
        ("en", "You can normally play only one land per turn.", "305.2"),
        ("de", "Ein Land, das du durch einen Effekt ins Spiel bringst, zählt nicht als dein Landspiel für diesen Zug.", "305.4"),
        ("zh", "将地放进战场不算是使用地。", "305.4"),
        ("en", "Putting a land onto the battlefield doesn't count as playing a land.", "305.4"),
        ("de", "Länder gehen nicht auf den Stapel, daher kann niemand darauf antworten.", "305.1"),
        ("zh", "使用地不会用到堆叠。", "305.1"),
        ("en", "Playing a land doesn't use the stack.", "305.1"),
    ],
)
def test_a_casting_or_cost_situation_links_its_rule(lang, text, rule):
    assert rule in _rules(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # the words without the situation
        ("de", "Eine Loyalitätsfähigkeit kannst du nur in deiner Hauptphase aktivieren, wenn der Stapel leer ist.", "117.1a"),
        ("de", "Du kannst einen Verzauberungszauber nur in einer deiner Hauptphasen wirken, wenn der Stapel leer ist.", "117.1a"),
        ("zh", "你只能在你的行动阶段中且堆叠为空时使用地。", "117.1a"),
        ("en", "You may play a land only during your main phase when the stack is empty.", "117.1a"),
        ("de", "Die Loyalitätsfähigkeit erhöht die Loyalität um 1.", "606.3"),
        ("zh", "这个忠诚异能会让你抓一张牌。", "606.3"),
        ("en", "The loyalty ability deals 2 damage to any target.", "606.3"),
        ("de", "Du kannst in diesem Zug eine zusätzliche Kreatur angreifen lassen.", "302.6"),
        ("zh", "本回合中每当一个生物攻击时，你获得1点生命。", "302.6"),
        ("en", "Whenever a creature attacks this turn, you gain 1 life.", "302.6"),
        ("de", "Der Zauberspruch hat zwei Ziele deiner Wahl.", "601.2c"),
        ("zh", "此咒语以两个生物为目标。", "601.2c"),
        ("en", "The spell has two targets.", "601.2c"),
        ("de", "Der Zauberspruch hat drei Modi.", "601.2b"),
        ("zh", "此咒语有三个模式。", "601.2b"),
        ("en", "The spell has three modes.", "601.2b"),
        ("de", "X ist die Anzahl der Kreaturen, die du kontrollierst.", "107.3a"),
        ("zh", "X为你操控的生物数量。", "107.3a"),
        ("en", "X is the number of creatures you control.", "107.3a"),
        ("de", "Der Wald hat eine Manafähigkeit.", "601.2g"),
        ("zh", "该地具有法术力异能。", "601.2g"),
        ("en", "This land has a mana ability.", "601.2g"),
        ("de", "Opfere eine Kreatur: Ziehe eine Karte.", "601.2h"),
        ("zh", "牺牲一个生物：抓一张牌。", "601.2h"),
        ("en", "Sacrifice a creature: Draw a card.", "601.2h"),
        ("de", "Neutralisiere einen Zauberspruch deiner Wahl.", "601.2i"),
        ("zh", "反击目标咒语。", "601.2i"),
        ("en", "Counter target spell.", "601.2i"),
        ("de", "Die Aktivierungskosten der Fähigkeit sind {2}.", "602.2b"),
        ("zh", "此异能的起动费用为{二}。", "602.2b"),
        ("en", "The activation cost is {2}.", "602.2b"),
        ("de", "Als zusätzliche Kosten musst du eine Kreatur opfern.", "118.8d"),
        ("zh", "作为施放此咒语的额外费用，牺牲一个生物。", "118.8d"),
        ("en", "As an additional cost to cast this spell, sacrifice a creature.", "118.8d"),
        ("zh", "抓一张牌，然后你可以将一张地放进战场。", "305.4"),
        ("en", "You may put a land card from your hand onto the battlefield.", "305.4"),
        ("en", "You may put a land card from your hand onto the battlefield.", "305.2"),
    ],
)
def test_a_ruling_that_only_mentions_the_words_gets_no_link(lang, text, rule):
    assert rule not in _rules(text, lang)


def test_sorcery_timing_and_loyalty_timing_are_told_apart():
    text = "Eine Loyalitätsfähigkeit kannst du nur in deiner Hauptphase aktivieren, wenn der Stapel leer ist."
    assert "606.3" in _rules(text, "de") and "117.1a" not in _rules(text, "de")
    assert "305.1" in _rules("You may play a land only during your main phase when the stack is empty.", "en")


def test_any_time_with_priority_is_117_1b_only_for_activating():
    assert "117.1b" in _rules("你可以在任何你拥有优先权的时候起动此异能。", "zh")
    rules = _rules("被预示的瞬间可以在任何你拥有优先权的时候施放。", "zh")
    assert "117.1b" not in rules and "117.1a" in rules


@pytest.mark.parametrize(
    "lang, text, mentions, rule",
    [
        ("zh", "将牌预示是特殊动作，不用到堆叠。", {"foretell": "预示"}, "116.2h"),
        ("en", "Foretelling a card is a special action.", {"foretell": "Foretelling"}, "116.2h"),
        ("de", "Eine Karte auszuhecken ist eine Sonderaktion.", {"plot": "auszuhecken"}, "116.2k"),
        ("zh", "将牌设谋是特殊动作。", {"plot": "设谋"}, "116.2k"),
        ("en", "Plotting a card is a special action.", {"plot": "Plotting"}, "116.2k"),
        ("de", "Deinen Gefährten auf die Hand zu nehmen ist eine Sonderaktion.", {"companion": "Gefährten"}, "116.2g"),
        ("en", "Putting your companion into your hand is a special action.", {"companion": "companion"}, "116.2g"),
    ],
)
def test_a_keywords_special_action_cites_its_subrule(lang, text, mentions, rule):
    assert rule in _rules(text, lang, mentions)


def test_a_keyword_named_without_its_special_action_gets_no_special_action_subrule():
    assert "116.2k" not in _rules("Ausgeheckte Karten kannst du in einem späteren Zug wirken.", "de", {"plot": "Ausgeheckte"})
