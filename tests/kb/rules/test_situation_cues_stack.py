"""Cues for the stack, triggers, resolution, targets and objects (stop 47): a ruling that states
one of these rules situations in general judge wording, in German, Chinese (2006 or today's
words) or English, links the rule; a ruling that only mentions the words does not. The sentences
below are written for these tests, not taken from the corpus or a development document."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 603.12 reflexive triggered abilities
        ("de", "„Wenn du dies tust“ ist eine reflexive ausgelöste Fähigkeit; du bestimmst ihr Ziel erst danach.", "603.12"),
        ("zh", "这是一个反射触发式异能，在你支付费用之后才会触发。", "603.12"),
        ("zh", "「当你这么做时」的异能会在第一个异能结算后触发。", "603.12"),
        ("en", "The reflexive triggered ability is put onto the stack after the first ability finishes resolving.", "603.12"),
        # 603.3d a trigger without a legal target is removed from the stack
        ("de", "Gibt es kein legales Ziel, wenn die Fähigkeit ausgelöst wird, wird sie einfach vom Stapel entfernt.", "603.3d"),
        ("de", "Die Fähigkeit wird ohne Wirkung vom Stapel entfernt.", "603.3d"),
        ("zh", "若该异能触发时没有合法目标，它会被移出堆叠，不产生任何效果。", "603.3d"),
        ("en", "If the ability triggers and there are no legal targets, it's removed from the stack and does nothing.", "603.3d"),
        # 608.2b targets illegal on resolution
        ("de", "Beim Verrechnen wird geprüft, ob die Ziele immer noch legal sind.", "608.2b"),
        ("de", "Hat das Ziel inzwischen das Spiel verlassen, wird der Zauberspruch nicht verrechnet.", "608.2b"),
        ("zh", "如果两个目标都已变得不合法，该咒语不会结算。", "608.2b"),
        ("zh", "若目标生物获得了辟邪，它就成为不合法的目标。", "608.2b"),
        ("en", "If both targets have become illegal, the spell doesn't resolve.", "608.2b"),
        ("en", "If the target creature leaves the battlefield before the ability resolves, the ability won't resolve.", "608.2b"),
        ("de", "Ist die Zielkreatur nicht mehr im Spiel, wenn der Spruch verrechnet wird, wird er nicht verrechnet.", "608.2b"),
        # 401.7 library with too few cards
        ("de", "Hat die Bibliothek weniger als vier Karten, legst du die Karte zuunterst in die Bibliothek.", "401.7"),
        ("zh", "如果该牌库中的牌少于三张，则将该牌置于牌库底。", "401.7"),
        ("en", "If the library has fewer than three cards, put that card on the bottom of it.", "401.7"),
        # 119.5 setting a life total
        ("de", "Wird dein Lebenspunktestand auf 10 festgelegt, verlierst du die Differenz.", "119.5"),
        ("de", "Der Spieler erhält oder verliert so viele Lebenspunkte, wie erforderlich sind.", "119.5"),
        ("zh", "将牌手的总生命设定为10时，该牌手会获得或失去相应数量的生命。", "119.5"),
        ("en", "When an effect sets your life total to 10, you gain or lose the necessary amount of life.", "119.5"),
        # 115.7a changing targets
        ("de", "Du kannst das Ziel nur auf ein anderes legales Ziel ändern.", "115.7a"),
        ("zh", "你只能将目标改为另一个合法的目标。", "115.7a"),
        ("en", "Each target can be changed only to another legal target.", "115.7a"),
        # 111.7 / 111.8 tokens
        ("de", "Ein Spielstein, der auf den Friedhof gelegt wird, hört danach auf zu existieren.", "111.7"),
        ("zh", "该衍生物置入坟墓场之后便会消失。", "111.7"),
        ("en", "A token put into a graveyard ceases to exist the next time state-based actions are checked.", "111.7"),
        ("de", "Ein Spielstein im Exil kann nicht ins Spiel zurückkehren.", "111.8"),
        ("en", "A token that was exiled can't return to the battlefield.", "111.8"),
        # 608.2g casting a spell during resolution
        ("de", "Du wirkst die Karte während der Verrechnung der Fähigkeit.", "608.2g"),
        ("zh", "你是在该异能结算的过程中施放这张牌。", "608.2g"),
        ("en", "You cast that card while the ability is resolving, so timing restrictions don't apply.", "608.2g"),
        # 608.2d choices made on resolution
        ("de", "Welche Kreatur zurückkehrt, bestimmst du erst, wenn die Fähigkeit verrechnet wird.", "608.2d"),
        ("en", "You choose which creature to sacrifice as the ability resolves.", "608.2d"),
        # 101.2 a spell that can't be countered
        ("de", "Ein Zauberspruch, der nicht neutralisiert werden kann, wird von diesem Effekt nicht neutralisiert.", "101.2"),
        ("zh", "你可以指定一个不能被反击的咒语为目标，但它不会被反击。", "101.2"),
        ("en", "A spell that can't be countered is a legal target, but it isn't countered.", "101.2"),
        # 701.6a countering
        ("zh", "如果该咒语被反击，它就不会结算，而是置入坟墓场。", "701.6a"),
        ("de", "Wird der Zauberspruch neutralisiert, wird er nicht verrechnet.", "701.6a"),
        ("en", "If the spell is countered, it doesn't resolve and none of its effects happen.", "701.6a"),
        # 405.5 last in, first out
        ("de", "Was zuletzt auf den Stapel gelegt wurde, wird zuerst verrechnet.", "405.5"),
        ("zh", "此触发式异能会比触发它的咒语先结算。", "405.5"),
        ("en", "The ability resolves first, before the spell that caused it to trigger.", "405.5"),
        # 603.3b order of several triggers
        ("de", "Du legst die Fähigkeiten in beliebiger Reihenfolge auf den Stapel.", "603.3b"),
        ("zh", "你可以按任意顺序将这些触发式异能放上堆叠。", "603.3b"),
        ("en", "You put the triggered abilities on the stack in any order you choose.", "603.3b"),
        # 608.2h last known information
        ("de", "Es wird die Stärke der Kreatur verwendet, wie sie zuletzt im Spiel existierte.", "608.2h"),
        ("zh", "使用该生物最后已知的信息来决定伤害数量。", "608.2h"),
        ("en", "Use the creature's power as it last existed on the battlefield.", "608.2h"),
        # 603.7 delayed triggered abilities
        ("de", "Der Zauberspruch erzeugt eine Fähigkeit, die zu Beginn des nächsten Endsegments ausgelöst wird.", "603.7"),
        ("en", "It creates a triggered ability that triggers at the beginning of the next end step.", "603.7"),
        # 400.7 new object
        ("zh", "该牌回到战场后会成为一个新的物件。", "400.7"),
        ("en", "When the card returns, it becomes a new object.", "400.7"),
        # 113.7a an ability resolves though its source has left
        ("de", "Die Fähigkeit wird auch dann verrechnet, wenn die Kreatur nicht mehr im Spiel ist.", "113.7a"),
        ("zh", "即使该生物已经离开战场，此异能仍会结算。", "113.7a"),
        ("en", "The ability resolves even if the creature has left the battlefield by then.", "113.7a"),
        # 603.10a leaves-the-battlefield abilities look back in time
        ("de", "Fähigkeiten, die beim Verlassen des Spiels ausgelöst werden, schauen in der Zeit zurück.", "603.10a"),
        ("zh", "离开战场时触发的异能会回溯，检查该永久物离开前的状态。", "603.10a"),
        ("en", "Leaves-the-battlefield abilities look back in time.", "603.10a"),
        # 608.2c instructions in the order written
        ("de", "Du befolgst die Anweisungen in der Reihenfolge, in der sie auf der Karte stehen.", "608.2c"),
        # 603.3 a trigger goes on the stack the next time a player would receive priority
        ("de", "Die Fähigkeit wird auf den Stapel gelegt, sobald ein Spieler das nächste Mal Priorität erhält.", "603.3"),
        ("zh", "该异能会在下一次有牌手获得优先权时放上堆叠。", "603.3"),
        ("en", "The ability is put on the stack the next time a player would receive priority.", "603.3"),
    ],
)
def test_a_stack_situation_in_general_words_links_its_rule(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # the words, not the situation
        ("de", "Die Fähigkeit hat ein Ziel; du bestimmst es, wenn du sie aktivierst.", "603.3d"),
        ("zh", "这个异能以一个生物为目标。", "603.3d"),
        ("zh", "即使该咒语之后因目标不合法而不结算，你仍会得到宝物。", "608.2b"),
        ("en", "Choose a target creature you control.", "608.2b"),
        ("de", "Du ziehst eine Karte aus deiner Bibliothek.", "401.7"),
        ("zh", "你从牌库顶抓一张牌。", "401.7"),
        ("en", "Each player loses 2 life and you gain 2 life.", "119.5"),
        ("zh", "当交换总生命时，每位牌手获得或失去必要的生命。", "119.5"),
        ("de", "Tauschen zwei Spieler ihre Lebenspunkte, erhält oder verliert jeder so viele Lebenspunkte wie nötig.", "119.5"),
        ("de", "Du erschaffst einen 1/1 Spielstein.", "111.7"),
        ("zh", "你派出一个1/1衍生物。", "111.7"),
        ("de", "Der Zauberspruch wird ganz normal verrechnet.", "608.2g"),
        ("zh", "这个咒语不能被反击。", "101.2"),
        ("en", "This spell can't be countered.", "101.2"),
        ("de", "Die Fähigkeit wird auf den Stapel gelegt.", "405.5"),
        ("zh", "此异能在你的维持开始时触发。", "603.3b"),
        ("de", "Die Fähigkeit ist eine ausgelöste Fähigkeit.", "603.12"),
        ("en", "Target player draws a card.", "115.7a"),
        ("en", "The ability resolves before the combat damage step begins.", "405.5"),
        ("en", "You choose the targets when you cast the spell, not as it resolves.", "608.2d"),
        ("en", "Counter target spell.", "701.6a"),
        ("de", "Die Kreatur hat das Spiel verlassen.", "113.7a"),
    ],
)
def test_a_ruling_that_only_mentions_the_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in rules_read(text, lang)


def test_checking_a_target_again_on_resolution_is_no_intervening_if():
    rules = rules_read("Der Zauberspruch prüft beim Verrechnen erneut, ob sein Ziel noch legal ist.", "de")
    assert "608.2b" in rules and "603.4" not in rules
