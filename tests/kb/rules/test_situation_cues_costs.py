"""Cues for casting, costs, timing and mana value read the rules situation in general judge
wording (German, Chinese of either era, English), so that a ruling of a new document gets the
rule; a ruling that only mentions the same words does not. The sentences below are written for
these tests, not taken from the corpus or the development documents."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


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
    assert rule in rules_read(text, lang)


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
    assert rule not in rules_read(text, lang)


def test_sorcery_timing_and_loyalty_timing_are_told_apart():
    text = "Eine Loyalitätsfähigkeit kannst du nur in deiner Hauptphase aktivieren, wenn der Stapel leer ist."
    assert "606.3" in rules_read(text, "de") and "117.1a" not in rules_read(text, "de")
    assert "305.1" in rules_read("You may play a land only during your main phase when the stack is empty.", "en")


def test_any_time_with_priority_is_117_1b_only_for_activating():
    assert "117.1b" in rules_read("你可以在任何你拥有优先权的时候起动此异能。", "zh")
    rules = rules_read("被预示的瞬间可以在任何你拥有优先权的时候施放。", "zh")
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
    assert rule in rules_read(text, lang, mentions)


def test_a_keyword_named_without_its_special_action_gets_no_special_action_subrule():
    assert "116.2k" not in rules_read("Ausgeheckte Karten kannst du in einem späteren Zug wirken.", "de", {"plot": "Ausgeheckte"})


# stop 48: cannot pay (118.3), additional / alternative costs and mana value (118.8d, 118.9a/c/d),
# X (107.3a/b, 202.3e), mana symbols (107.4b/c/e/f/h), colour (202.2, 202.2b/d), mana value
# (202.3a/f/g), announcing and paying (601.2a/b/c/h), all pass (117.4)
@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("de", "Kontrollierst du keine Kreatur, kannst du die zusätzlichen Kosten nicht bezahlen.", "118.3"),
        ("de", "Hast du keine Karten auf der Hand, kannst du diese Kosten nicht bezahlen.", "118.3"),
        ("de", "Eine bereits getappte Kreatur kannst du nicht erneut tappen, um die Kosten zu bezahlen.", "118.3"),
        ("zh", "如果你的坟墓场中少于三张牌，你就不能施放此咒语。", "118.3"),
        ("zh", "若你没有可牺牲的生物，则无法支付此额外费用。", "118.3"),
        ("zh", "已横置的生物不能再被横置来支付费用。", "118.3"),
        ("en", "If you control no artifacts, you can't pay the additional cost and can't cast the spell.", "118.3"),
        ("en", "A creature that's already tapped can't be tapped to pay the cost.", "118.3"),
        ("de", "Die zusätzlichen Kosten ändern nichts an den Manakosten des Zauberspruchs.", "118.8d"),
        ("de", "Auch wenn du die Kickerkosten bezahlt hast, bleibt der Manabetrag unverändert 3.", "118.8d"),
        ("zh", "支付额外费用并不会改变该咒语的法术力值。", "118.8d"),
        ("zh", "无论你牺牲了多少生物，该咒语的法术力值都是4。", "118.8d"),
        ("en", "Paying the kicker cost doesn't change the spell's mana value.", "118.8d"),
        ("de", "Wirkst du die Karte für ihre alternativen Kosten, bleibt ihr Manabetrag unverändert.", "118.9c"),
        ("de", "Der Manabetrag ändert sich nicht, auch wenn du alternative Kosten bezahlst.", "118.9c"),
        ("zh", "即使你以替代性费用施放此咒语，其法术力值仍然是5。", "118.9c"),
        ("zh", "以不支付其法术力费用的方式施放咒语时，其法术力值不会改变。", "118.9c"),
        ("en", "If you cast it for its alternative cost, its mana value is still 5.", "118.9c"),
        ("de", "Wirkst du ihn, ohne seine Manakosten zu bezahlen, musst du trotzdem alle Kosten bezahlen.", "118.9d"),
        ("zh", "如果你不支付其法术力费用来施放它，你仍须支付其额外费用。", "118.9d"),
        ("zh", "即使以替代性费用施放，也必须支付额外费用。", "118.9d"),
        ("en", "If you cast it without paying its mana cost, you must still pay any additional costs.", "118.9d"),
        ("de", "Den Wert für X legst du beim Wirken fest.", "107.3a"),
        ("de", "Beim Wirken bestimmst du den Wert für X.", "107.3a"),
        ("zh", "施放此咒语时，你要宣告X的值。", "107.3a"),
        ("zh", "X的值是在施放时决定的。", "107.3a"),
        ("en", "You choose the value of X as you cast the spell.", "107.3a"),
        ("de", "Wirkst du die Karte ohne Bezahlen ihrer Manakosten, musst du X gleich 0 wählen.", "107.3b"),
        ("zh", "如果你不支付其法术力费用来施放它，X必须为0。", "107.3b"),
        ("en", "If you cast it without paying its mana cost, you must choose 0 as the value of X.", "107.3b"),
        ("de", "Gibt es kein legales Ziel, kannst du den Zauberspruch nicht wirken.", "601.2c"),
        ("zh", "如果没有合法目标，你就不能施放此咒语。", "601.2c"),
        ("en", "You can't cast the spell without a legal target.", "601.2c"),
        ("de", "Du opferst die Kreatur, während du die Kosten des Zauberspruchs bezahlst.", "601.2h"),
        ("zh", "为支付费用而牺牲的生物不能成为此咒语的目标。", "601.2h"),
        ("en", "You may pay the costs in any order.", "601.2h"),
        ("de", "Erst wenn alle Spieler nacheinander passen, wird der oberste Zauberspruch verrechnet.", "117.4"),
        ("zh", "所有玩家连续让过优先权后，堆叠顶端的咒语才会结算。", "117.4"),
        ("en", "Once all players pass priority in succession, the top object of the stack resolves.", "117.4"),
        ("de", "Die Farbe einer Karte wird durch die Manasymbole in ihren Manakosten bestimmt.", "202.2"),
        ("zh", "牌的颜色由其法术力费用中的法术力符号决定。", "202.2"),
        ("en", "A card's color is determined by the mana symbols in its mana cost.", "202.2"),
        ("de", "Phyrexanisches Mana kannst du mit Mana seiner Farbe oder mit 2 Lebenspunkten bezahlen.", "107.4f"),
        ("zh", "每个非瑞克西亚法术力符号可以用一点对应颜色的法术力或2点生命来支付。", "107.4f"),
        ("en", "You can pay for each Phyrexian mana symbol with either one mana of its color or 2 life.", "107.4f"),
        ("de", "Eine Karte mit phyrexanischen Manasymbolen ist trotzdem schwarz, auch wenn du Lebenspunkte bezahlst.", "202.2d"),
        ("zh", "即使你以支付生命的方式支付非瑞克西亚法术力，该牌仍然是黑色。", "202.2d"),
        ("en", "The card is still black even if you paid life for its Phyrexian mana.", "202.2d"),
        ("de", "Jedes phyrexanische Manasymbol zählt 1 zum Manabetrag.", "202.3g"),
        ("zh", "支付生命并不会改变该咒语的法术力值。", "202.3g"),
        ("en", "The spell's mana value is 3 even if you paid 2 life for its Phyrexian mana.", "202.3g"),
        ("de", "Beim Wirken entscheidest du für jedes phyrexanische Symbol, ob du Lebenspunkte zahlst.", "601.2b"),
        ("zh", "你在施放时宣告每个非瑞克西亚法术力符号要如何支付。", "601.2b"),
        ("en", "As you cast the spell, you announce whether you'll pay 2 life or mana for each Phyrexian symbol.", "601.2b"),
        ("de", "Schneemana muss von einer verschneiten Quelle stammen.", "107.4h"),
        ("de", "Generische Manakosten können mit Mana jeder Art bezahlt werden.", "107.4b"),
        ("zh", "一般法术力可以用任何类型的法术力支付。", "107.4b"),
        ("en", "Generic mana can be paid with any type of mana.", "107.4b"),
        ("de", "Das {C} in den Kosten muss mit farblosem Mana bezahlt werden.", "107.4c"),
        ("zh", "{C}必须以无色法术力来支付。", "107.4c"),
        ("de", "Ein Hybrid-Manasymbol kann mit einer der beiden Farben bezahlt werden.", "107.4e"),
        ("zh", "混血法术力符号可以用其中任一种颜色的法术力支付。", "107.4e"),
        ("de", "Eine Karte ohne Manakosten hat einen Manabetrag von 0.", "202.3a"),
        ("zh", "没有法术力费用的牌，其法术力值为0。", "202.3a"),
        ("en", "A card with no mana cost has a mana value of 0.", "202.3a"),
        ("de", "Den Modus bestimmst du beim Wirken; du kannst ihn später nicht mehr ändern.", "601.2b"),
        ("zh", "模式一旦选定便不能再更改。", "601.2b"),
        ("en", "You choose the mode as you cast the spell; you can't change it later.", "601.2b"),
        ("de", "Ohne eine andere Kreatur, die du opfern kannst, kannst du die Fähigkeit nicht aktivieren.", "118.3"),
        ("de", "Befinden sich nicht genug Karten in deinem Friedhof, kannst du den Zauberspruch nicht wirken.", "118.3"),
        ("zh", "若你的手上没有牌，你就无法支付该费用。", "118.3"),
        ("zh", "如果你操控的神器不足两个，就不能起动此异能。", "118.3"),
        ("en", "If you have fewer than three cards in your graveyard, you can't cast it.", "118.3"),
        ("en", "You can't pay the cost if you don't control an untapped creature.", "118.3"),
        ("de", "Das Opfern der Kreatur als zusätzliche Kosten verändert den Manabetrag nicht.", "118.8d"),
        ("zh", "额外费用不会影响该咒语的法术力值。", "118.8d"),
        ("en", "Additional costs don't affect the spell's mana value.", "118.8d"),
        ("de", "Der Manabetrag wird durch die Manakosten bestimmt, auch wenn du alternative Kosten bezahlt hast.", "118.9c"),
        ("zh", "以替代性费用施放并不会改变咒语的法术力值。", "118.9c"),
        ("en", "Casting a spell for an alternative cost doesn't change its mana value.", "118.9c"),
        ("de", "Auch wenn du alternative Kosten bezahlst, kannst du zusätzliche Kosten wie Kicker bezahlen.", "118.9d"),
        ("zh", "以替代性费用施放时，你依然可以支付增幅费用。", "118.9d"),
        ("en", "You can still pay additional costs, such as kicker costs, when you pay an alternative cost.", "118.9d"),
        ("de", "Wie hoch X ist, bestimmst du beim Wirken.", "107.3a"),
        ("zh", "你在施放该咒语时选择X的数值。", "107.3a"),
        ("en", "X is chosen when you cast the spell.", "107.3a"),
        ("de", "Wirkst du sie auf diese Weise, ist X gleich 0.", "107.3b"),
        ("zh", "以此法施放时，X只能为0。", "107.3b"),
        ("en", "X has to be 0 because you're casting it without paying its mana cost.", "107.3b"),
        ("de", "Die Kosten kannst du in beliebiger Reihenfolge bezahlen.", "601.2h"),
        ("zh", "你可以按任意顺序支付这些费用。", "601.2h"),
        ("en", "The creature sacrificed to pay the cost can't be chosen as a target.", "601.2h"),
        ("de", "Passen beide Spieler nacheinander, wird die Fähigkeit verrechnet.", "117.4"),
        ("zh", "所有玩家都连续放弃优先权时，该异能结算。", "117.4"),
        ("en", "When all players pass in succession, the ability resolves.", "117.4"),
        ("de", "Eine Karte ohne farbige Manasymbole in ihren Manakosten ist farblos.", "202.2b"),
        ("zh", "法术力费用中没有有色法术力符号的牌是无色的。", "202.2b"),
        ("en", "A card with no colored mana symbols in its mana cost is colorless.", "202.2b"),
        ("de", "Du kannst statt eines schwarzen Manas 2 Lebenspunkte bezahlen.", "107.4f"),
        ("zh", "你可以支付2点生命来代替{黑}。", "107.4f"),
        ("en", "You can pay 2 life instead of {B} for each Phyrexian mana symbol.", "107.4f"),
        ("de", "Der Manabetrag bleibt 4, auch wenn du Lebenspunkte statt Mana bezahlst.", "202.3g"),
        ("zh", "非瑞克西亚法术力符号在计算法术力值时都算作1。", "202.3g"),
        ("zh", "含有非瑞克西亚法术力符号的牌仍是该颜色。", "202.2d"),
        ("de", "Ohne legales Ziel kann die Fähigkeit nicht aktiviert werden.", "601.2c"),
        ("en", "If there are no legal targets, you can't cast the spell.", "601.2c"),
        ("de", "Länder haben keine Manakosten, ihr Manabetrag ist 0.", "202.3a"),
        ("de", "Außerhalb des Stapels wird X als 0 behandelt.", "202.3e"),
        ("zh", "在堆叠以外的区域，X视为0。", "202.3e"),
        ("en", "In every other zone, X is treated as 0.", "202.3e"),
        ("de", "Während du die Kosten bezahlst, ist der Zauberspruch bereits auf dem Stapel.", "601.2a"),
        ("zh", "支付费用时，该咒语已经在堆叠上。", "601.2a"),
        ("en", "The spell is already on the stack when you pay its costs.", "601.2a"),
        ("zh", "你不能将迫近与其他替代性费用合并使用。", "118.9a"),
        ("de", "Du kannst nicht zwei alternative Kosten kombinieren.", "118.9a"),
        ("en", "You can't combine two alternative costs.", "118.9a"),
        ("zh", "此咒语的费用增加{二}。", "601.2f"),
        ("de", "Nachdem der Zauberspruch verrechnet wurde, erhältst du als Erster Priorität.", "117.3b"),
        ("zh", "该咒语结算后，你会先获得优先权。", "117.3b"),
        ("en", "After the spell resolves, the active player receives priority.", "117.3b"),
        ("de", "Der Manabetrag einer Karte ist die Gesamtzahl des Manas in ihren Manakosten.", "202.3"),
        ("zh", "法术力值是指其法术力费用中的法术力总数。", "202.3"),
        ("en", "A card's mana value is the total amount of mana in its mana cost.", "202.3"),
        ("de", "Es gibt sechs Arten von Mana: fünf Farben und farblos.", "106.1b"),
        ("zh", "共有六种法术力：五种颜色以及无色。", "106.1b"),
        ("en", "There are six types of mana: white, blue, black, red, green, and colorless.", "106.1b"),
        ("de", "Mana gibt es in fünf Farben.", "106.1a"),
        ("zh", "法术力有五种颜色。", "106.1a"),
        ("en", "There are five colors of mana.", "106.1a"),
    ],
)
def test_a_costs_situation_in_general_judge_words_links_its_rule(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("de", "Du kannst die Kosten bezahlen, auch wenn die Kreatur getappt ist.", "118.3"),
        ("zh", "你可以不支付此费用。", "118.3"),
        ("en", "If you do, you can pay the cost again.", "118.3"),
        ("de", "Falls das Ziel kein legales Ziel mehr ist, wird der Zauberspruch nicht verrechnet.", "601.2c"),
        ("zh", "如果该目标在结算时已不合法，此咒语会被反击。", "601.2c"),
        ("zh", "X为你所操控的生物数量。", "107.3a"),
        ("de", "Die Kreatur ist schwarz.", "202.2"),
        ("de", "Du verlierst 2 Lebenspunkte.", "107.4f"),
        ("zh", "该生物的法术力值为0。", "202.3a"),
        ("de", "Alle Spieler mischen ihre Bibliotheken.", "117.4"),
        ("de", "Der Manabetrag des Zauberspruchs ist 4.", "118.9c"),
        ("zh", "放逐该生物。", "118.8d"),
        ("de", "Der Zauberspruch ist auf dem Stapel.", "601.2a"),
        ("zh", "X为你坟墓场中的牌数。", "202.3e"),
        ("en", "Pay 2 life: Draw a card.", "107.4f"),
        ("zh", "此咒语的替代性费用为{二}{黑}。", "118.9c"),
        ("de", "Der Zauberspruch wird verrechnet.", "117.3b"),
        ("zh", "支付{二}：此生物得+1/+1。", "601.2f"),
        ("en", "Its mana value is 3.", "202.3a"),
    ],
)
def test_a_ruling_that_only_names_cost_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in rules_read(text, lang)
