"""Situation cues (stop 47): a rules situation stated in a judge's own words links its rule,
whatever the card, in German, Chinese and English; a ruling that only mentions the words does
not. The sentences are written for these tests, not taken from any document."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 704.5j the legend rule
        (
            "de",
            "Kontrollierst du plötzlich zwei Exemplare dieser Kreatur, wählst du eines aus; das andere kommt in den Friedhof.",
            "704.5j",
        ),
        ("de", "Zwei legendäre Artefakte mit demselben Namen kannst du nicht gleichzeitig behalten.", "704.5j"),
        ("zh", "若你操控两个同名的传奇生物，你须选择其中一个保留，另一个置入坟墓场。", "704.5j"),
        ("zh", "如果你因此操控两张该永久物，你选择保留其中一张，其余的置入其拥有者的坟墓场。", "704.5j"),
        ("en", "If you control two of them, choose one and put the other into its owner's graveyard.", "704.5j"),
        # 614.1c enters with counters / as it enters
        ("de", "Die Kreatur kommt gleich mit drei +1/+1-Marken ins Spiel, nicht erst danach.", "614.1c"),
        ("de", "Das ist ein Ersatzeffekt und keine ausgelöste Fähigkeit; niemand kann darauf reagieren.", "614.1c"),
        ("zh", "该生物会带着两个+1/+1指示物进战场，这不是触发式异能。", "614.1c"),
        ("zh", "这是替代性效应，而不是触发式异能，所以无法回应。", "614.1c"),
        ("en", "It enters with four +1/+1 counters on it; this is a replacement effect, not a triggered ability.", "614.1c"),
        # 603.4 intervening if
        ("de", "Die Fähigkeit wird nur ausgelöst, falls du in diesem Zug einen Spielstein erzeugt hast.", "603.4"),
        (
            "de",
            "Ist die Bedingung beim Verrechnen nicht mehr erfüllt, passiert nichts; sie wird beim Verrechnen erneut geprüft.",
            "603.4",
        ),
        ("zh", "这是一个带有介入性“如果”子句的触发式异能。", "603.4"),
        ("zh", "如果条件不满足，此异能根本不会触发。", "603.4"),
        ("en", "This is an intervening-if ability: it only triggers if you control a Wizard.", "603.4"),
        # 202.3 mana value unchanged by what is paid
        ("de", "Zusätzliche Kosten verändern den Manabetrag nicht.", "202.3"),
        ("de", "Egal wie viel du bezahlst, der Manabetrag bleibt 3.", "202.3"),
        ("zh", "不论你支付了何种费用，该咒语的法术力值都是3。", "202.3"),
        ("en", "Paying the alternative cost doesn't change the spell's mana value.", "202.3"),
        # 704.5g lethal damage
        (
            "de",
            "Wurde der Kreatur bereits Schaden zugefügt, kann weiterer tödlicher Schaden sie zerstören, bevor die Marke kommt.",
            "704.5g",
        ),
        ("zh", "该生物受到致命伤害并被消灭，之后的效应来不及拯救它。", "704.5g"),
        ("en", "A creature dealt lethal damage is destroyed the next time state-based actions are checked.", "704.5g"),
        # 611.3a a static ability's effect follows its source at every moment
        ("de", "Verlässt der Anführer das Spiel, endet der Bonus für die anderen Kreaturen sofort.", "611.3a"),
        ("zh", "一旦该神器离开战场，其他生物便不再获得此异能。", "611.3a"),
        ("en", "As soon as the Lord leaves the battlefield, the other creatures no longer get +1/+1.", "611.3a"),
        # 603.3 a trigger goes on the stack above the spell that triggered it
        (
            "de",
            "Die Fähigkeit wird ausgelöst und kommt über dem Zauberspruch auf den Stapel, also wird sie zuerst verrechnet.",
            "603.3",
        ),
        ("zh", "此异能触发后会放在该咒语之上进入堆叠，先于该咒语结算。", "603.3"),
        ("en", "The ability triggers and goes on the stack on top of the spell, so it resolves first.", "603.3"),
        # 707.9b an exception of a copy effect is copied too
        ("de", "Dass die Kopie ein Artefakt ist, gehört zu ihren kopierbaren Werten.", "707.9b"),
        ("zh", "该衍生物具有飞行是复制效应的一部分，复制它的物件也会具有飞行。", "707.9b"),
        ("en", "The extra type is part of the copiable values of the token.", "707.9b"),
        # 604.3 a characteristic-defining ability works everywhere
        ("de", "Die Fähigkeit, die ihre Stärke festlegt, wirkt in allen Zonen, auch in deiner Hand.", "604.3"),
        ("zh", "此异能在所有区域都会生效，包括你的牌库。", "604.3"),
        ("en", "This characteristic-defining ability works in all zones.", "604.3"),
        # 113.7a an ability resolves though its source has left
        (
            "de",
            "Verlässt die Kreatur das Spiel, während ihre Fähigkeit auf dem Stapel liegt, ziehst du trotzdem eine Karte.",
            "113.7a",
        ),
        ("zh", "即使该生物在结算前已离开战场，此异能仍会照常结算。", "113.7a"),
        ("en", "The ability still resolves even if the creature has left the battlefield.", "113.7a"),
        # 118.7a a generic reduction reduces only the generic part
        ("de", "Die Kostenreduktion verringert nur den generischen Anteil; {G}{G} musst du immer bezahlen.", "118.7a"),
        ("zh", "此效应只能减少一般法术力，不能减少有色法术力。", "118.7a"),
        ("en", "The reduction applies only to the generic mana in the cost.", "118.7a"),
        # 603.10a dying together
        ("de", "Sterben beide Kreaturen gleichzeitig, wird die Fähigkeit für jede von ihnen ausgelöst.", "603.10a"),
        ("zh", "如果它与其他生物同时死去，此异能会为每个生物各触发一次。", "603.10a"),
        ("en", "If it and another creature die at the same time, the ability triggers for both.", "603.10a"),
        # 608.2h an amount determined on resolution
        ("de", "Die Anzahl der Artefakte wird erst beim Verrechnen bestimmt.", "608.2h"),
        ("zh", "你操控的生物数量在此咒语结算时才计算。", "608.2h"),
        ("en", "The number of cards in your hand is determined as the ability resolves.", "608.2h"),
        # 601.2i a spell counts as cast once casting is complete
        ("de", "Der Zauberspruch gilt als gewirkt, auch wenn er danach neutralisiert wird.", "601.2i"),
        ("zh", "即使该咒语之后被反击，它仍算是你本回合施放的咒语。", "601.2i"),
        ("en", "The spell counts as cast even if it's countered later.", "601.2i"),
        # 302.6 summoning sickness
        (
            "de",
            "Du kannst mit ihr nicht angreifen, bis du sie seit Beginn deines letzten Zuges ununterbrochen kontrollierst.",
            "302.6",
        ),
        ("zh", "该生物并非自你最近一回合开始时便持续受你操控，因此不能攻击。", "302.6"),
        ("en", "It can't attack unless you've continuously controlled it since the start of your most recent turn.", "302.6"),
        # 611.2c what a resolved spell's effect affects is fixed then
        ("de", "Kreaturen, die erst später ins Spiel kommen, sind nicht betroffen.", "611.2c"),
        ("zh", "之后才进战场的生物不受影响。", "611.2c"),
        ("en", "Creatures that enter the battlefield later in the turn aren't affected.", "611.2c"),
        # 601.2h costs are paid while casting
        ("de", "Das Abwerfen gehört zu den Kosten, daher kann kein Spieler darauf antworten.", "601.2h"),
        ("zh", "牺牲该生物是费用的一部分，无法被回应。", "601.2h"),
        ("en", "Sacrificing the creature is part of the cost, so no player can respond to it.", "601.2h"),
        ("de", "Du tappst die Kreatur, während du die Fähigkeit aktivierst.", "602.2b"),
        # 601.2b optional costs announced while casting
        ("de", "Ob du die zusätzlichen Kosten bezahlst, entscheidest du beim Wirken.", "601.2b"),
        ("zh", "你在施放该咒语时决定是否支付其额外费用。", "601.2b"),
        ("en", "You choose whether to pay the additional cost as you cast the spell.", "601.2b"),
        # 101.2 can't beats can
        ("de", "Auch wenn ein anderer Effekt es erlaubt, kann die Kreatur nicht blocken.", "101.2"),
        ("zh", "就算另一个效应允许它阻挡，它也不能阻挡。", "101.2"),
        ("en", "Even if another effect allows it to block, it can't block.", "101.2"),
        # 608.2c instructions in order; 500.9 / 500.8 added steps and phases
        ("zh", "这些效应会依照牌上所列的顺序执行。", "608.2c"),
        ("en", "Follow the instructions in the order written.", "608.2c"),
        ("de", "Du erhältst ein zusätzliches Versorgungssegment.", "500.9"),
        ("zh", "该牌手会得到一个额外的维持步骤。", "500.9"),
        ("zh", "你在本回合会得到一个额外的战斗阶段。", "500.8"),
        # layers named by number (today's numbering)
        ("de", "Der Effekt, der Fähigkeiten entfernt, wird in Ebene 6 angewendet.", "613.1f"),
        ("zh", "失去所有异能的效应在第6层生效。", "613.1f"),
        ("en", "The +2/+2 bonus is applied in layer 7c.", "613.4c"),
        ("de", "Kontrollwechselnde Effekte gelten in Schicht 2.", "613.1b"),
        # alternative costs
        ("de", "Du kannst nur eine alternative Kostenart für einen Zauberspruch anwenden.", "118.9a"),
        ("zh", "一个咒语只能使用一种替代性费用。", "118.9a"),
        ("en", "You can't apply two alternative costs to one spell.", "118.9a"),
        ("zh", "替代性费用不会改变该咒语的法术力费用。", "118.9c"),
        ("de", "Die alternativen Kosten ändern nichts an den Manakosten der Karte.", "118.9c"),
        ("zh", "即使你以替代性费用施放该咒语，你仍须支付额外费用。", "118.9d"),
        # X
        ("de", "Wirkst du die Karte, ohne ihre Manakosten zu bezahlen, ist X gleich 0.", "107.3b"),
        ("zh", "在堆叠以外的区域，X视为0。", "202.3e"),
        ("en", "While it's not on the stack, X is treated as 0.", "202.3e"),
        # targets, last known information, toughness, reflexive triggers, tokens
        ("de", "Verlässt die Zielkreatur das Spiel, bevor die Fähigkeit verrechnet wird, passiert nichts.", "608.2b"),
        ("en", "If the target is illegal when the spell tries to resolve, it doesn't resolve.", "608.2b"),
        ("en", "Use the creature's power as it last existed on the battlefield.", "608.2h"),
        ("en", "If its toughness is 0 or less, it's put into its owner's graveyard.", "704.5f"),
        ("de", "Das ist eine reflexive ausgelöste Fähigkeit.", "603.12"),
        ("zh", "如果你如此作，反射触发式异能便会触发。", "603.12"),
        ("de", "Ein Land zu spielen ist eine Sonderaktion.", "116.2a"),
        ("de", "Ein Spielstein im Friedhof hört auf zu existieren.", "111.7"),
        ("zh", "衍生物离开战场后会不复存在。", "111.7"),
        ("de", "Schaden, der einem Planeswalker zugefügt wird, führt dazu, dass Loyalitätsmarken entfernt werden.", "120.3c"),
    ],
)
def test_a_situation_in_a_judges_words_links_its_rule(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("de", "Die Fähigkeit wird nur ausgelöst, wenn die Kreatur angreift.", "603.4"),  # a trigger event, not an if
        ("zh", "这个异能只有在它位于你的坟墓场时才会触发。", "603.4"),  # where it functions
        ("zh", "它在堆叠上时是一个法术力值为2的瞬间咒语。", "202.3"),  # what the value is, not why it stays
        ("zh", "以攻击状态放进战场的生物从未被宣告为攻击者。", "614.1c"),
        ("de", "Du kontrollierst zwei Kreaturen; wähle eine davon als Ziel.", "704.5j"),
        ("de", "Der Kreatur wird Schaden zugefügt, aber sie überlebt.", "704.5g"),
        ("zh", "你在其进战场异能结算前起动其异能。", "603.3"),
        ("en", "The token copies the creature's printed values.", "707.9b"),
        ("de", "Fähigkeiten werden während Sekundenbruchteil ganz normal verrechnet.", "113.7a"),
        ("de", "Die Kreaturen kämpfen gleichzeitig gegeneinander.", "603.10a"),
        ("de", "Beim Wirken legst du fest, wie der Schaden aufgeteilt wird.", "601.2b"),
        ("zh", "此生物本回合已经攻击过。", "302.6"),
    ],
)
def test_a_ruling_that_only_mentions_the_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in rules_read(text, lang)


def test_a_layer_number_in_a_document_of_2006_is_not_read_as_todays_layer():
    # before the M10 rules (2009) power and toughness were layer 6: a 2006 FAQ's 第六层 is not
    # today's ability layer (613.1f)
    old = set(rules_read("此效应在第六层生效。", "zh", era="2006"))
    new = set(rules_read("此效应在第六层生效。", "zh", era="2025"))
    assert "613.1f" in new and "613.1f" not in old


def test_a_cue_row_whose_since_is_not_a_year_is_refused(tmp_path):
    from kb.rules.cues import rule_cues
    from kb.rules.data import RulesDataError

    bad = tmp_path / "cues.csv"
    bad.write_text(
        "id,lang,rule,pattern,concept,note,source,since\nx,de,613.1f,Ebene 6,,,CR 2025-09-19 613.1f,M10\n", encoding="utf-8"
    )
    with pytest.raises(RulesDataError, match="since 'M10' is not a year"):
        rule_cues.__wrapped__(bad)
