"""Cues for combat, turn structure, zones, copies, face-down objects and card frames read the
rules situation in general judge wording (stop 48), so a ruling of a new document that states
it in its own words links the rule, and a ruling that only names the words does not.
The sentences below are written for these tests, not taken from the corpus or the dev
documents."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 508.4: put onto the battlefield attacking, never declared as an attacker
        ("de", "Der Spielstein kommt getappt und angreifend ins Spiel; Angriffsauslöser gibt es für ihn nicht.", "508.4"),
        ("zh", "该衍生物以横置且正在攻击的状态进入战场，它从未被宣告为攻击生物。", "508.4"),
        ("en", "The token enters tapped and attacking, so abilities that trigger on attacking don't trigger.", "508.4"),
        ("en", "Because the creature was never declared as an attacker, its ability won't trigger.", "508.4"),
        # 508.1a: which untapped creatures attack
        ("de", "Nur ungetappte Kreaturen können als Angreifer deklariert werden.", "508.1a"),
        ("zh", "只有未横置的生物才能进行攻击。", "508.1a"),
        ("en", "Only untapped creatures can attack, and each needs haste or to have been under your control all turn.", "508.1a"),
        # 508.1b: attacking a player or a planeswalker
        ("de", "Du entscheidest für jede Kreatur, ob sie den Spieler oder seinen Planeswalker angreift.", "508.1b"),
        ("zh", "你需为每个生物决定它攻击该牌手或其鹏洛客。", "508.1b"),
        ("en", "Each creature may attack the player or one of their planeswalkers.", "508.1b"),
        # 509.1a: which untapped creatures block, one attacker each
        ("de", "Getappte Kreaturen können nicht blocken.", "509.1a"),
        ("zh", "每个生物只能阻挡一个进攻生物。", "509.1a"),
        ("en", "The defending player chooses which of their untapped creatures block.", "509.1a"),
        # 509.1b: blocking restrictions are checked as blockers are declared
        ("de", "Ausweichfähigkeiten spielen nur beim Deklarieren der Blocker eine Rolle.", "509.1b"),
        ("zh", "能否被阻挡只在宣告阻挡者时检查。", "509.1b"),
        ("en", "Evasion only matters as blockers are declared.", "509.1b"),
        # 509.1h: stays blocked
        ("en", "If the blocker leaves the battlefield, the attacker remains blocked.", "509.1h"),
        ("de", "Die angreifende Kreatur wird dadurch nicht wieder ungeblockt.", "509.1h"),
        ("zh", "即使阻挡它的生物离开战场，进攻生物依然是被阻挡的。", "509.1h"),
        ("zh", "由其操控者决定如何在阻挡生物之间分配战斗伤害。", "510.1c"),
        ("de", "Schaden, der einem Spieler zugefügt wird, lässt ihn so viele Lebenspunkte verlieren.", "120.3a"),
        # 510.1c: a blocked creature's combat damage goes to its blockers
        ("de", "Die geblockte Kreatur verteilt ihren Kampfschaden beliebig auf die blockenden Kreaturen.", "510.1c"),
        ("zh", "若阻挡它的生物已离开战场，被阻挡的生物不会造成战斗伤害。", "510.1c"),
        ("en", "With no damage assignment order, the attacker divides its combat damage among its blockers.", "510.1c"),
        # 510.1b: an unblocked creature's combat damage
        ("de", "Nicht geblockte Angreifer fügen dem Spieler, den sie angreifen, Kampfschaden zu.", "510.1b"),
        ("zh", "未受阻挡的生物会对其所攻击的鹏洛客造成战斗伤害。", "510.1b"),
        ("en", "If the planeswalker it was attacking has left, it deals no combat damage.", "510.1b"),
        # 510.4: first and second combat damage step
        ("de", "Eine Kreatur mit Erstschlag fügt ihren Schaden im ersten Kampfschadensegment zu.", "510.4"),
        ("zh", "具有先攻的生物会在第一个战斗伤害步骤造成伤害。", "510.4"),
        ("en", "Creatures without first strike deal their damage in the second combat damage step.", "510.4"),
        # 112.1: a spell is a card on the stack
        ("de", "Die Karte ist erst ein Zauberspruch, sobald sie gewirkt wird und auf den Stapel gelegt ist.", "112.1"),
        ("zh", "只有在堆叠上的牌才是咒语。", "112.1"),
        ("en", "A spell is a card on the stack; in your hand it is just a card.", "112.1"),
        # 110.5c: a permanent keeps its status
        ("de", "Das ändert nicht, ob die Kreatur getappt ist.", "110.5c"),
        ("zh", "这并不会改变该生物是横置或未横置。", "110.5c"),
        ("en", "Phasing doesn't change whether the permanent is tapped.", "110.5c"),
        # 707.2: copiable values
        ("zh", "该复制品不会复制原生物上的指示物。", "707.2"),
        ("en", "The token doesn't copy counters on the original creature.", "707.2"),
        # 707.3: a copy of a copy
        ("de", "Die Kreatur kopiert auch die Kopiereffekte, die auf das Original angewendet wurden.", "707.3"),
        ("zh", "该生物会成为目前正复制的对象。", "707.3"),
        ("en", "A copy of a creature that's copying something else becomes a copy of that.", "707.3"),
        # 708.8: turning face up is no entering
        ("de", "Wird die Kreatur aufgedeckt, kommt sie dabei nicht ins Spiel.", "708.8"),
        ("zh", "把它翻为牌面朝上并不算进入战场。", "708.8"),
        ("en", "Turning a permanent face up doesn't cause it to enter the battlefield.", "708.8"),
        # 708.2: a face-down object has only the listed characteristics
        ("de", "Wird die Kopie verdeckt, endet der Kopiereffekt.", "708.2"),
        ("zh", "若该生物翻为牌面朝下，其复制效应便终止。", "708.2"),
        ("en", "Face-down permanents have no other characteristics than those the rules list.", "708.2"),
        # 715.3d: an Adventure spell is exiled as it resolves
        ("de", "Ein als Abenteuer gewirkter Zauberspruch geht ins Exil, und du kannst die Kreatur später wirken.", "715.3d"),
        ("zh", "以冒险施放的咒语结算后会被放逐，之后你可以施放其生物部分。", "715.3d"),
        ("en", "Once cast as an Adventure, the card goes to exile and you may cast the creature later.", "715.3d"),
        # 709.3b: only the half being cast exists on the stack
        ("de", "Auf dem Stapel hat der Zauberspruch nur die Eigenschaften der gewirkten Hälfte.", "709.3b"),
        ("zh", "施放时，另一半视为不存在。", "709.3b"),
        ("en", "The other half is treated as though it didn't exist while the spell is on the stack.", "709.3b"),
        # 802.2a: "defending player" of an attacking creature's ability
        ("de", "„Verteidigender Spieler“ meint hier den Spieler, den die Kreatur angreift.", "802.2a"),
        ("zh", "防御牌手是指该生物所攻击的牌手。", "802.2a"),
        ("en", "The defending player is the player this creature is attacking.", "802.2a"),
        # 120.3a / 120.3c: results of damage by recipient
        ("de", "Wird einem Planeswalker Schaden zugefügt, verliert er so viele Loyalitätsmarken.", "120.3c"),
        ("zh", "此伤害会使该鹏洛客失去等量的忠诚指示物。", "120.3c"),
        ("en", "Damage dealt to a planeswalker removes that many loyalty counters.", "120.3c"),
        ("zh", "该牌手受到伤害而失去等量的生命。", "120.3a"),
        ("en", "Damage dealt to a player causes that player to lose that much life.", "120.3a"),
        # 500.1 / 502.3 / 201.5: turn, untap step, own name
        ("de", "Jeder Zug besteht aus fünf Phasen.", "500.1"),
        ("de", "Im Enttappsegment enttappt der aktive Spieler alle seine getappten bleibenden Karten.", "502.3"),
        ("de", "Wenn der Name im Kartentext steht, bezieht er sich nur auf diese Karte.", "201.5"),
    ],
)
def test_a_combat_family_situation_in_general_words_links_its_rule(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # rulings that only name the words
        ("de", "Die Kreatur kann in diesem Zug angreifen.", "508.4"),
        ("zh", "当此生物攻击时，抓一张牌。", "508.4"),
        ("en", "Whenever this creature attacks, draw a card.", "508.4"),
        ("de", "Erstschlag ist eine Fähigkeit, die im Kampf wichtig ist.", "510.4"),
        ("zh", "该生物具有先攻与飞行。", "510.4"),
        ("en", "The creature has first strike until end of turn.", "510.4"),
        ("de", "Die Kreatur ist geblockt.", "510.1c"),
        ("zh", "该生物被阻挡了。", "510.1c"),
        ("en", "The creature is blocked by two creatures.", "510.1c"),
        ("de", "Du kannst die Karte ins Exil schicken.", "715.3d"),
        ("de", "Falls ein Kaskade-Zauberspruch eine Abenteuerkarte ins Exil schickt, gilt ihr Manabetrag.", "715.3d"),
        ("zh", "冒险：放逐目标生物。", "715.3d"),
        ("en", "Exile target creature.", "715.3d"),
        ("de", "Länder sind keine Zaubersprüche.", "112.1"),
        ("zh", "地不是咒语。", "112.1"),
        ("en", "Counter target spell.", "112.1"),
        ("de", "Tappe die Kreatur.", "110.5c"),
        ("zh", "横置目标生物。", "110.5c"),
        ("en", "Tap target creature. It doesn't untap during its controller's next untap step.", "110.5c"),
        ("zh", "将它翻为牌面朝上。", "708.8"),
        ("en", "You may turn it face up any time you could cast an instant.", "708.8"),
        ("de", "Kreaturen können deinen Gegner angreifen.", "508.1b"),
        ("zh", "未受阻挡的生物将对你造成的战斗伤害改为对此生物造成。", "510.1b"),
        ("en", "Copy target instant spell.", "707.2"),
    ],
)
def test_a_ruling_that_only_names_the_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in rules_read(text, lang)
