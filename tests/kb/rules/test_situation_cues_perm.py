"""Cues for copies, state-based actions, layers, replacement, combat and keyword basics read
the rules situation in general judge wording (stop 47), so a ruling of a new document that
states it in its own words links the rule, and a ruling that only names the words does not.
The sentences below are written for these tests, not taken from the corpus or the dev
documents."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 714.3a: a Saga gets its first lore counter as it enters
        ("de", "Sowie die Sage ins Spiel kommt, legst du eine Kapitelmarke auf sie.", "714.3a"),
        ("zh", "当传纪进入战场时，会放上第一个传纪指示物。", "714.3a"),
        ("en", "As the Saga enters, its controller puts a lore counter on it.", "714.3a"),
        # 714.3b: another lore counter as the precombat main phase begins
        ("de", "Eine weitere Sagenmarke kommt zu Beginn deiner ersten Hauptphase hinzu.", "714.3b"),
        ("zh", "在你的战斗前行动阶段开始时，该传纪会再获得一个传纪指示物。", "714.3b"),
        ("en", "Another lore counter is added at the beginning of your precombat main phase.", "714.3b"),
        # 714.4: sacrificed after the last chapter has left the stack
        ("de", "Die Saga wird erst geopfert, nachdem die Fähigkeit ihres letzten Kapitels den Stapel verlassen hat.", "714.4"),
        ("zh", "最后一章的异能结算之后，该传纪才会被牺牲。", "714.4"),
        ("en", "The Saga isn't sacrificed until the ability of its final chapter has left the stack.", "714.4"),
        # 714.2b: chapter abilities trigger when lore counters are put on
        ("de", "Die Kapitelfähigkeit wird ausgelöst, wenn die Marke hinzugefügt wird.", "714.2b"),
        ("zh", "放上传纪指示物时，对应的章节异能会触发。", "714.2b"),
        ("en", "The chapter ability triggers when the lore counter is added.", "714.2b"),
        # 700.6: historic
        ("de", "Eine Saga ist historisch, auch wenn sie nicht legendär ist.", "700.6"),
        ("zh", "神器也算是史迹，即使它不是传奇。", "700.6"),
        ("en", "An artifact is historic even if it isn't legendary.", "700.6"),
        # 700.4: dies = put into a graveyard from the battlefield
        ("de", "Eine Kreatur, die ins Exil geschickt wird, gilt nicht als gestorben.", "700.4"),
        ("zh", "被放逐的生物并不算死去。", "700.4"),
        ("en", "A creature that is exiled doesn't count as having died.", "700.4"),
        # 700.13: committing a crime
        ("de", "Du hast ein Verbrechen begangen, sobald du einen Gegner als Ziel bestimmst.", "700.13"),
        ("zh", "以对手为目标便算犯罪。", "700.13"),
        ("en", "You have committed a crime as soon as you target an opponent.", "700.13"),
        # 701.10b: doubling power gives +X/+0
        ("de", "Um die Stärke einer Kreatur zu verdoppeln, erhält sie +X/+0.", "701.10b"),
        ("zh", "将该生物的力量加倍时，它会得到+X/+0。", "701.10b"),
        ("en", "To double its power, the creature gets +X/+0.", "701.10b"),
        # 120.10: excess damage
        ("de", "Überschüssiger Schaden ist der Teil, der über die tödliche Menge hinausgeht.", "120.10"),
        ("zh", "若造成的伤害多于致命伤害，多出的部分即为超量伤害。", "120.10"),
        ("en", "Excess damage is the damage beyond what is lethal.", "120.10"),
        # 120.6: damage stays marked until the cleanup step
        ("de", "Schaden bleibt auf der Kreatur vermerkt, bis das Aufräumsegment beginnt.", "120.6"),
        ("zh", "伤害会一直保留在该生物上，直到清除步骤。", "120.6"),
        ("en", "Damage remains marked on the creature until the cleanup step.", "120.6"),
        # 701.14b: a fighter gone: no damage
        ("de", "Ist eine der Kreaturen nicht mehr im Spiel, kämpfen sie nicht, und es wird kein Schaden zugefügt.", "701.14b"),
        ("zh", "若其中一个生物已离开战场，则不会进行互斗。", "701.14b"),
        ("en", "If either creature has left the battlefield, no damage is dealt and they don't fight.", "701.14b"),
        # 701.14d: fight damage isn't combat damage
        ("de", "Schaden, den Kreaturen beim Kämpfen zufügen, ist kein Kampfschaden.", "701.14d"),
        ("zh", "互斗造成的伤害不是战斗伤害。", "701.14d"),
        ("en", "Damage dealt by creatures that fight isn't combat damage.", "701.14d"),
        # 704.5f: toughness 0
        ("de", "Als 0/0-Kreatur wird sie sofort in den Friedhof ihres Besitzers gelegt.", "704.5f"),
        ("zh", "该生物的防御力将为0，它会被置入坟墓场。", "704.5f"),
        # 613.4c / 613.4b: P/T modifications still apply over a setting effect
        ("zh", "其他改变力量和防御力的效应仍会照常生效。", "613.4c"),
        ("de", "Die +1/+1-Marken auf ihr werden trotzdem angewendet.", "613.4c"),
        ("en", "The +1/+1 counters on it still apply.", "613.4c"),
        ("zh", "此效应将其基本力量与防御力设定为4/4。", "613.4b"),
        ("en", "This effect sets its base power and toughness to 4/4.", "613.4b"),
        # 707.10: a copy of a spell is not cast and keeps the choices
        ("de", "Die Kopie hat dieselben Modi wie der ursprüngliche Zauberspruch.", "707.10"),
        ("zh", "该复制品并不是被施放的。", "707.10"),
        ("en", "The copy isn't cast, so abilities that trigger on casting don't trigger.", "707.10"),
        # 702.12b: indestructible only stops destruction
        ("de", "Eine unzerstörbare Kreatur kann trotzdem geopfert werden.", "702.12b"),
        ("zh", "具有不灭异能的生物仍可以被牺牲。", "702.12b"),
        ("en", "An indestructible creature can still be sacrificed.", "702.12b"),
        # 700.2b: a modal triggered ability's mode is chosen as it goes on the stack
        ("de", "Bei einer modalen ausgelösten Fähigkeit bestimmst du den Modus, sowie sie auf den Stapel gelegt wird.", "700.2b"),
        ("zh", "你在将此触发式异能放上堆叠时选择模式。", "700.2b"),
        ("en", "You choose the mode as the triggered ability is put on the stack.", "700.2b"),
        # 700.2a: a modal spell's mode is chosen as it is cast
        ("de", "Du wählst den Modus, sowie du den Zauberspruch wirkst.", "700.2a"),
        # 509.1h: a blocked creature stays blocked
        ("de", "Der Angreifer bleibt bis zum Ende des Kampfes geblockt.", "509.1h"),
        ("zh", "移除阻挡者并不会使攻击生物成为未受阻挡。", "509.1h"),
    ],
)
def test_a_perm_family_situation_in_general_words_links_its_rule(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("de", "Die Sage hat drei Kapitel.", "714.4"),
        ("de", "Immer wenn du einen historischen Zauberspruch wirkst, ziehe eine Karte.", "700.6"),
        ("zh", "你犯罪时，此异能触发。", "700.13"),
        ("de", "Mit Trampelschaden kann überschüssiger Schaden dem Spieler zugefügt werden.", "120.10"),
        ("en", "Trample lets excess damage be assigned to the player.", "120.10"),
        ("de", "Die Kreatur stirbt, wenn sie tödlichen Schaden erhält.", "700.4"),
        ("zh", "该生物的力量为4。", "701.10b"),
        ("de", "Die Kreatur kämpft gegen eine Kreatur deiner Wahl.", "701.14b"),
        ("de", "Die Kreatur kämpft gegen eine Kreatur deiner Wahl.", "701.14d"),
        ("de", "Die Kreatur ist ungeblockt, bis der Kampf endet.", "509.1h"),
        ("de", "Der Spielstein ist eine 1/1-Kreatur.", "704.5f"),
        ("de", "Die Kapitelfähigkeit kann ein Ziel haben.", "714.2b"),
        ("zh", "计算致命伤害时，会考虑该生物身上已标记的伤害。", "120.6"),
        ("de", "Unzerstörbarkeit hilft nicht, wenn du zwei legendäre Kreaturen mit demselben Namen kontrollierst.", "702.12b"),
    ],
)
def test_a_ruling_that_only_names_the_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in rules_read(text, lang)
