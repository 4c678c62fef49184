"""Cues for objects, zones, control, turn structure, counters, tokens and drawing (stop 47): a
ruling that states one of these rules situations in general judge wording, in German, Chinese
(2006 or today's words) or English, links the rule; a ruling that only mentions the words does
not. The sentences below are written for these tests, not taken from the corpus or a
development document."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 109.2 a card type without "card" means a permanent on the battlefield
        ("de", "Kreaturenkarten auf deiner Hand sind keine Kreaturen und werden nicht betroffen.", "109.2"),
        ("zh", "你手上的生物牌不是生物，因此不会受到影响。", "109.2"),
        ("zh", "由你拥有且不在场上的神器牌不会获得此异能。", "109.2"),
        (
            "en",
            "Creature cards in your graveyard aren't affected, as the ability only counts creatures on the battlefield.",
            "109.2",
        ),
        # 109.5 "you" = the object's controller
        ("de", "Das Wort „du“ bezieht sich immer auf den momentanen Beherrscher der bleibenden Karte.", "109.5"),
        ("zh", "此异能中的「你」是指该永久物目前的操控者。", "109.5"),
        ("en", '"You" refers to the permanent\'s current controller, not necessarily its owner.', "109.5"),
        # 110.2 owner and controller of a permanent
        ("de", "Die Entscheidung trifft der Besitzer der Kreatur und nicht ihr bisheriger Beherrscher.", "110.2"),
        ("zh", "该选择由该生物的拥有者来做，而不是其目前的操控者。", "110.2"),
        ("en", "The card's owner, rather than its controller, makes that choice.", "110.2"),
        # 111.2 the player who creates a token owns it
        ("de", "Der Besitzer eines Spielsteins ist der Spieler, der ihn erzeugt hat.", "111.2"),
        ("zh", "衍生物由派出它的牌手拥有，即使另一位牌手获得了它的操控权。", "111.2"),
        ("en", "A token is owned by the player who created it, even if another player controls it.", "111.2"),
        # 108.2b tokens aren't cards
        ("de", "Ein Spielstein ist keine Karte, daher kannst du ihn nicht abwerfen.", "108.2b"),
        ("zh", "衍生物并不是牌，因此不会被算入。", "108.2b"),
        ("en", "A token isn't a card, so it isn't counted.", "108.2b"),
        # 121.2 draws one at a time
        ("de", "Du ziehst die drei Karten eine nach der anderen.", "121.2"),
        ("zh", "你要一次抓一张牌，共抓三张。", "121.2"),
        ("en", "You draw those cards one at a time.", "121.2"),
        # 121.1 what counts as drawing
        ("de", "Eine Karte auf diese Weise auf deine Hand zu nehmen, gilt nicht als Ziehen.", "121.1"),
        ("zh", "将该牌置于你手上不算是抓牌。", "121.1"),
        ("en", "Putting the card into your hand this way isn't drawing a card.", "121.1"),
        # 122.3 +1/+1 and -1/-1 counters
        ("de", "Liegen eine +1/+1-Marke und eine -1/-1-Marke auf ihr, werden beide entfernt.", "122.3"),
        ("zh", "若它上面同时有+1/+1指示物与-1/-1指示物，则将两者成对移去。", "122.3"),
        ("en", "If it has +1/+1 counters and -1/-1 counters on it, they're removed in pairs.", "122.3"),
        # 122.2 counters don't follow a zone change
        ("de", "Kehrt die Kreatur ins Spiel zurück, verliert sie alle Marken.", "122.2"),
        ("zh", "该永久物回到手上时，其上的指示物都会消失。", "122.2"),
        ("en", "If the creature returns to the battlefield, it returns without its counters.", "122.2"),
        # 300.2 several card types
        ("de", "Eine Artefaktkreatur wird gleichermaßen von allem betroffen, was Artefakte oder Kreaturen betrifft.", "300.2"),
        ("zh", "该永久物既是神器也是生物，因此两种效应都会影响它。", "300.2"),
        ("en", "An object that's both an artifact and a creature is affected by anything that affects either.", "300.2"),
        # 301.5c Equipment unattached stays on the battlefield
        ("de", "Verlässt die ausgerüstete Kreatur das Spiel, bleibt die Ausrüstung im Spiel.", "301.5c"),
        ("zh", "如果所装备的生物离开战场，该武具会留在战场上。", "301.5c"),
        ("en", "If the equipped creature leaves, the Equipment becomes unattached and stays on the battlefield.", "301.5c"),
        # 303.4c an Aura on an illegal object goes to the graveyard
        ("de", "Verlässt die verzauberte Kreatur das Spiel, wird die Aura auf den Friedhof ihres Besitzers gelegt.", "303.4c"),
        ("zh", "若所结附的生物离场，该灵气会置入其拥有者的坟墓场。", "303.4c"),
        (
            "en",
            "If the enchanted creature gains protection from blue, the blue Aura is put into its owner's graveyard.",
            "303.4c",
        ),
        # 307.1 sorcery timing
        ("de", "Eine Hexerei kannst du nur in deiner Hauptphase wirken, wenn der Stapel leer ist.", "307.1"),
        ("zh", "法术只能在你的行动阶段中，且堆叠为空时施放。", "307.1"),
        ("en", "A sorcery can be cast only during your main phase while the stack is empty.", "307.1"),
        # 406.3 cards in exile are face up by default
        ("de", "Karten im Exil sind normalerweise offen, jeder Spieler kann sie ansehen.", "406.3"),
        ("zh", "被放逐的牌通常是牌面朝上，任何牌手都可以查看。", "406.3"),
        ("en", "The cards are exiled face up, so every player can see them.", "406.3"),
        # 113.6 abilities function on the battlefield
        ("de", "Die Fähigkeit funktioniert nur, solange die Karte im Spiel ist.", "113.6"),
        ("zh", "此异能只有在该永久物在战场上时才会生效。", "113.6"),
        ("en", "The ability functions only while the creature is on the battlefield.", "113.6"),
        # 201.5 a card's own name
        ("de", "Der Name im Regeltext bezieht sich nur auf dieses Objekt, nicht auf andere Karten mit demselben Namen.", "201.5"),
        ("zh", "卡牌叙述中的名称只指它自己，并不影响其他同名的永久物。", "201.5"),
        ("en", "A card that uses its own name refers only to itself, not to other permanents with that name.", "201.5"),
        # 208.1 printed power and toughness
        ("de", "Die Stärke steht unten rechts vor dem Schrägstrich.", "208.1"),
        ("zh", "力量是右下角斜线前的数字。", "208.1"),
        ("en", "The power is the number before the slash in the lower right corner.", "208.1"),
        # 500.1 / 501.1 turn structure
        ("zh", "额外回合中阶段与步骤的顺序不变。", "500.1"),
        ("en", "The order of the phases and steps doesn't change.", "500.1"),
        ("de", "Zur Startphase gehören das Enttappsegment, das Versorgungssegment und das Ziehsegment.", "501.1"),
        ("zh", "开始阶段包括重置步骤、维持步骤与抓牌步骤。", "501.1"),
        ("en", "The beginning phase has an untap step, an upkeep step and a draw step.", "501.1"),
        # 502.1 phasing in the untap step / 502.3 untapping
        ("de", "Die Kreatur phast im nächsten Enttappsegment ihres Beherrschers wieder ein.", "502.1"),
        ("en", "The creature phases in during its controller's next untap step.", "502.1"),
        ("de", "Im Enttappsegment enttappt der aktive Spieler alle seine bleibenden Karten.", "502.3"),
        ("zh", "该牌手在其重置步骤中重置所有由他操控的永久物。", "502.3"),
        ("en", "The creature doesn't untap during its controller's untap step.", "502.3"),
        # 514.2 cleanup
        ("de", "Effekte „bis zum Ende des Zuges“ enden im Aufräumsegment.", "514.2"),
        ("zh", "生物身上的伤害会在清除步骤中移除。", "514.2"),
        ("en", "Damage marked on the creature is removed during the cleanup step.", "514.2"),
        # 106.4 / 500.4 mana empties
        ("de", "Nicht verbrauchtes Mana verschwindet am Ende des Segments aus deinem Manavorrat.", "106.4"),
        ("de", "Am Ende jeder Phase verschwindet das Mana aus deinem Manavorrat.", "500.4"),
        ("zh", "每个步骤结束时，法术力池中未使用的法术力会消失。", "500.4"),
        ("en", "Your mana pool empties at the end of each step and phase.", "500.4"),
        ("en", "Unspent mana is lost at the end of the step.", "106.4"),
        # 605.3b mana abilities don't use the stack
        ("de", "Manafähigkeiten gehen nicht auf den Stapel, auf sie kann nicht reagiert werden.", "605.3b"),
        ("zh", "法术力异能不使用堆叠，因此无法被回应。", "605.3b"),
        ("en", "Mana abilities don't use the stack, so no player can respond to them.", "605.3b"),
        # 701.21a sacrifice
        ("de", "Opfern ist kein Zerstören; eine unzerstörbare Kreatur kann geopfert werden.", "701.21a"),
        ("zh", "具不可毁坏异能的生物仍然可以被牺牲。", "701.21a"),
        ("en", "You can only sacrifice creatures you control.", "701.21a"),
        # 701.26a / b tapping
        ("de", "Tappen heißt, die Karte seitwärts zu drehen.", "701.26a"),
        ("en", "To tap a permanent, turn it sideways.", "701.26a"),
        ("de", "Beim Enttappen wird die Karte wieder aufrecht gedreht.", "701.26b"),
        ("en", "Untapping means rotating it back to the upright position.", "701.26b"),
        # 100.2a four copies
        ("de", "Du darfst höchstens vier Exemplare einer Karte im Deck haben, Standardländer ausgenommen.", "100.2a"),
        ("zh", "构组套牌中可以放入任意数量的基本地，其他牌最多四张同名。", "100.2a"),
        (
            "en",
            "A constructed deck can contain any number of basic lands but no more than four copies of any other card.",
            "100.2a",
        ),
    ],
)
def test_a_cue_links_the_rule_from_general_phrasing(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # a mana pool named, nothing said about its emptying
        ("de", "Erhöhe deinen Manavorrat um ein Mana beliebiger Farbe.", "106.4"),
        ("zh", "横置此地：加{绿}到你的法术力池中。", "106.4"),
        # a card that gets a type, not a rule about several types
        ("de", "Falls das Ziel sowohl eine Kreatur als auch ein Land ist, wird es zerstört.", "300.2"),
        # an analogy to sorcery timing for another kind of action
        ("de", "Diese Fähigkeit kannst du (wie Hexereien) nur in deiner Hauptphase aktivieren.", "307.1"),
        # exiling face down as a keyword's action, not the status of exiled cards
        ("zh", "你可以支付{二}，将手上一张牌牌面朝下放逐。", "406.3"),
        ("de", "Du schickst die Karte verdeckt ins Exil.", "406.3"),
        # a permanent that is not sideways is untapped
        ("de", "Eine bleibende Karte, die nicht seitwärts gedreht ist, ist ungetappt.", "701.26a"),
        # a token named beside a card, nothing about cards
        ("en", "Create a token that's a copy of that card.", "108.2b"),
        # drawing named, not what counts as a draw
        ("de", "Ziehe zwei Karten.", "121.1"),
        ("en", "Whenever you draw a card during your draw step, you gain 1 life.", "121.1"),
        # mana abilities named without the stack
        ("zh", "其进战场异能不是法术力异能。它会使用堆叠。", "605.3b"),
        # counters mentioned, not their removal in pairs
        ("en", "Put a +1/+1 counter on target creature and a -1/-1 counter on another target creature.", "122.3"),
        # sacrifice named as a cost only
        ("de", "Opfere eine Kreatur: Ziehe eine Karte.", "701.21a"),
        # an owner named, no contrast with a controller
        ("zh", "将该生物移回其拥有者手上。", "110.2"),
        # cards in exile named without their face
        ("en", "Exile target card from a graveyard.", "406.3"),
    ],
)
def test_a_ruling_that_only_mentions_the_words_gets_no_link(lang, text, rule):
    assert rule not in rules_read(text, lang)
