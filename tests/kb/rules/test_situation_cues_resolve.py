"""Cues for triggers, resolution, durations and new objects (stop 48): a ruling that states one
of these rules situations in general judge wording, in German, Chinese (today's words; the 2006
words are read through kb.rules.era_words) or English, links the rule; a ruling that only
mentions the words does not. The sentences below are written for these tests, not taken from
the corpus or a development document."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 603.2 a triggered ability triggers whenever its event happens, wanted or not
        ("de", "Die Fähigkeit wird auch dann ausgelöst, wenn du das Ereignis selbst herbeigeführt hast.", "603.2"),
        ("de", "Sie wird trotzdem ausgelöst, ob du das willst oder nicht.", "603.2"),
        ("zh", "不论你是否愿意，此异能都会触发。", "603.2"),
        ("zh", "即使你不想抓牌，这个异能也会触发。", "603.2"),
        ("en", "The ability still triggers even if you'd rather it didn't.", "603.2"),
        ("en", "It triggers whether or not you control another creature.", "603.2"),
        # 603.2c once per event
        ("de", "Die Fähigkeit wird nur einmal ausgelöst, auch wenn mehrere Kreaturen gleichzeitig angreifen.", "603.2c"),
        ("de", "Sie löst pro Zug nur einmal aus, egal wie viele Karten du abwirfst.", "603.2c"),
        ("zh", "即使同时有数个生物进入战场，此异能也只会触发一次。", "603.2c"),
        ("en", "If several tokens are created at once, the ability triggers only once.", "603.2c"),
        # 603.4 intervening if
        ("de", "Die Bedingung wird beim Auslösen und beim Verrechnen noch einmal geprüft.", "603.4"),
        ("de", "Sie prüft zu Beginn deines Zuges, ob du die meisten Leben hast, und beim Verrechnen erneut.", "603.4"),
        ("de", "Hast du keine Handkarten mehr, sowie die Fähigkeit verrechnet wird, passiert nichts.", "603.4"),
        ("zh", "此异能结算时会再次检查你是否操控神器。", "603.4"),
        ("zh", "结算时，如果你已不再操控三个或更多生物，则此异能没有效果。", "603.4"),
        ("en", "The condition is checked when the ability triggers and again when it resolves.", "603.4"),
        ("en", "It does nothing if the condition is no longer true when it resolves.", "603.4"),
        # 603.6a permanents entering together see each other
        ("de", "Kommen mehrere Kreaturen gleichzeitig ins Spiel, wird die Fähigkeit für jede von ihnen ausgelöst.", "603.6a"),
        ("zh", "若其他生物与它同时进入战场，此异能会为每个生物触发。", "603.6a"),
        ("en", "If another creature enters the battlefield at the same time, the ability triggers for it too.", "603.6a"),
        # 603.6d 'enters with' / 'as enters' is a static ability
        ("de", "Die Kreatur kommt mit den Marken ins Spiel; das ist keine ausgelöste Fähigkeit.", "603.6d"),
        ("de", "Während sie ins Spiel kommt, kann niemand darauf reagieren.", "603.6d"),
        ("zh", "随着它进入战场时放置指示物并不是触发式异能，因此无法回应。", "603.6d"),
        ("en", "It enters with the counters; that's a static ability, not a triggered ability.", "603.6d"),
        # 603.10a leaves-the-battlefield triggers look back in time
        ("de", "Sie wird ausgelöst, weil die Kreatur unmittelbar bevor sie das Spiel verließ eine Marke hatte.", "603.10a"),
        ("zh", "此异能会检查该生物离开战场前是否有+1/+1指示物。", "603.10a"),
        ("en", "The ability triggers based on the creature's power just before it left the battlefield.", "603.10a"),
        # 608.3a a permanent spell resolves and enters
        ("de", "Sobald der Kreaturenzauberspruch verrechnet wird, kommt er ins Spiel.", "608.3a"),
        ("de", "Nach der Verrechnung kommt die bleibende Karte ins Spiel.", "608.3a"),
        ("zh", "生物咒语结算后会进入战场，成为永久物。", "608.3a"),
        ("en", "When the creature spell resolves, it enters the battlefield.", "608.3a"),
        # 608.2h values and conditions determined on resolution
        ("de", "Die Anzahl wird erst beim Verrechnen bestimmt.", "608.2h"),
        ("de", "X wird erst bestimmt, sowie die Fähigkeit verrechnet wird.", "608.2h"),
        ("zh", "伤害数量在此异能结算时才计算。", "608.2h"),
        ("zh", "此咒语结算时，才会决定该生物得+X/+0的数值。", "608.2h"),
        ("en", "The number of cards is determined as the ability resolves.", "608.2h"),
        # 611.2a effects of resolved spells last their duration
        ("de", "Der Bonus gilt bis zum Ende des Zuges, auch wenn die Quelle das Spiel verlässt.", "611.2a"),
        ("zh", "即使该生物离开战场，此效应仍会持续到回合结束。", "611.2a"),
        ("en", "The effect lasts until end of turn even if the creature leaves the battlefield.", "611.2a"),
        # 611.2b 'for as long as'
        ("de", "Verlässt die Kreatur das Spiel, bevor die Fähigkeit verrechnet wird, erhältst du gar keine Kontrolle.", "611.2b"),
        ("de", "Die „solange“-Dauer endet, sobald du die Kreatur nicht mehr kontrollierst.", "611.2b"),
        ("zh", "若该生物在异能结算前离开战场，则你根本不会获得该永久物的操控权。", "611.2b"),
        ("en", "If the creature leaves before the ability resolves, you won't gain control of the artifact at all.", "611.2b"),
        # 611.3a a static ability's effect changes at once
        ("de", "Die Anzahl der Artefakte wird ständig überprüft.", "611.3a"),
        ("zh", "此加成会持续计算，生物数量一旦改变，加成便立即改变。", "611.3a"),
        ("en", "The bonus is constantly updated as the number of creatures changes.", "611.3a"),
        # 400.7 a new object
        ("de", "Nach dem Zonenwechsel ist sie nicht mehr dieselbe Kreatur.", "400.7"),
        ("zh", "返回战场的那张牌不再是同一个永久物。", "400.7"),
        ("en", "Once it returns, it isn't the same object anymore.", "400.7"),
        # 101.2 "can't" beats "can"
        ("de", "Auch wenn ein anderer Effekt dir erlaubt, Länder zu spielen, kannst du trotzdem keine spielen.", "101.2"),
        ("zh", "就算另一个效应让你可以在任何时候施放咒语，你也不能施放它。", "101.2"),
        ("en", "Even if another effect allows you to cast it, you still can't cast it.", "101.2"),
        # 405.5 / 405.2 the stack
        ("zh", "该触发式异能会先于原本的咒语结算。", "405.5"),
        ("zh", "复制品会放在堆叠的最上方。", "405.2"),
        ("en", "The copy is put on top of the stack.", "405.2"),
        # 608.2b a spell whose targets all became illegal does not resolve
        ("zh", "如果该咒语因目标不合法而未能结算，则你不抓牌。", "608.2b"),
        # 113.7a the ability resolves though its source is gone
        ("zh", "就算该生物已被消灭，其异能仍会结算。", "113.7a"),
        # 608.2g a card cast while something resolves
        ("de", "Du wirkst die Karte, während die Fähigkeit verrechnet wird, also zu jedem Zeitpunkt.", "608.2g"),
        ("zh", "你是在该异能结算的过程中施放此牌，因此不受时机限制。", "608.2g"),
        # 608.2n an instant or sorcery goes to the graveyard as it finishes resolving
        ("zh", "瞬间咒语结算完毕后便置入其拥有者的坟墓场。", "608.2n"),
        ("en", "The sorcery is put into its owner's graveyard as the last step of its resolution.", "608.2n"),
        # 603.1 trigger words
        ("de", "Ausgelöste Fähigkeiten beginnen mit „wenn“, „immer wenn“ oder „zu Beginn“.", "603.1"),
        ("zh", "触发式异能以「当」、「每当」或「在」开头。", "603.1"),
        ("en", 'A triggered ability begins with "when," "whenever," or "at."', "603.1"),
        # more wordings of the same situations
        ("zh", "此异能是强制的，即使你不想，它也一定会触发。", "603.2"),
        ("de", "Falls du beim Verrechnen nicht mehr die meisten Kreaturen kontrollierst, passiert nichts.", "603.4"),
        ("de", "Sie wird nicht ausgelöst, falls du zu Beginn deines Endsegments keine Kreaturen kontrollierst.", "603.4"),
        ("zh", "如果你在你的结束步骤开始时没有操控生物，则此异能不会触发。", "603.4"),
        ("zh", "此异能触发时和结算时都会检查你是否操控神器。", "603.4"),
        ("de", "Es zählt die Anzahl der Kreaturen, die du beim Verrechnen kontrollierst.", "608.2h"),
        ("zh", "该牌手失去的生命，是依此异能结算时当时的总生命来计算。", "608.2h"),
        ("de", "Sobald sich die Anzahl ändert, ändert sich auch der Bonus.", "611.3a"),
        ("zh", "此加成会随你操控的神器数量改变而随时变动。", "611.3a"),
        ("zh", "此效应在回合结束前都会持续，即使该生物离开战场。", "611.2a"),
        ("zh", "即使该永久物之后离开战场，此效应也不会终止。", "611.2a"),
        ("de", "Verlierst du die Kontrolle über die Kreatur, endet der Effekt sofort.", "611.2b"),
        ("zh", "如果你在此异能结算前就失去了对该生物的操控，则此效应不会生效。", "611.2b"),
        ("de", "Selbst wenn ein Effekt es dir erlauben würde, kannst du den Zauberspruch nicht wirken.", "101.2"),
        ("zh", "该异能独立于其来源，即使来源离开战场也会结算。", "113.7a"),
        ("zh", "堆叠上最后放进的物件最先结算。", "405.5"),
        ("zh", "如果其中一个目标不合法，此咒语仍会结算，但不会对该不合法目标造成伤害。", "608.2b"),
        ("de", "Du wirkst den Zauberspruch als Teil der Verrechnung der Fähigkeit.", "608.2g"),
        ("zh", "你在此异能结算时施放该牌，因此可以忽略时机限制。", "608.2g"),
        ("de", "Falls du keine Kreatur kontrollierst, sowie die Fähigkeit ausgelöst würde, wird sie nicht ausgelöst.", "603.4"),
        ("en", "The ability checks whether you control an artifact both when it triggers and when it resolves.", "603.4"),
        ("de", "Der Wert von X wird ermittelt, wenn der Zauberspruch verrechnet wird.", "608.2h"),
        ("en", "If the source has left the battlefield by the time it resolves, the ability still resolves.", "113.7a"),
        ("zh", "如果在此异能结算前，该生物已离开战场，则你不会获得其操控权。", "611.2b"),
        ("de", "Verlässt sie das Spiel, bevor die Fähigkeit verrechnet wird, erhältst du nicht die Kontrolle.", "611.2b"),
        # 115.7 changing targets
        ("de", "Du kannst das Ziel des Zauberspruchs auf ein anderes legales Ziel ändern.", "115.7a"),
        ("zh", "你只能将目标改为另一个合法目标。", "115.7a"),
        ("en", "You can change the target only to another legal target.", "115.7a"),
        ("de", "Du darfst neue Ziele für den Zauberspruch wählen.", "115.7d"),
        ("zh", "你可以为该咒语选择新的目标。", "115.7d"),
        ("en", "You may choose new targets for the spell.", "115.7d"),
    ],
)
def test_a_resolution_situation_in_general_words_links_its_rule(lang, text, rule):
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # the words without the situation
        ("de", "Die Fähigkeit wird ausgelöst, wenn die Kreatur angreift.", "603.2"),
        ("zh", "此异能在你的维持开始时触发。", "603.2"),
        ("zh", "该咒语被反击后，由犯罪而触发的异能依然会触发。", "603.2"),
        ("de", "Die Training-Fähigkeit wird nur ausgelöst, wenn sie mit einer stärkeren Kreatur angreift.", "603.4"),
        ("zh", "如果此咒语同时进入战场的生物是牌面朝下，它们会牌面朝下进入战场。", "603.6a"),
        ("zh", "如果在用掉护盾之前，该目标生物已经离场，则伤害不会转移。", "115.7a"),
        ("zh", "即使该咒语之后被反击，或因目标不合法而没有结算，你仍会得到宝物。", "608.2b"),
        ("zh", "你在此异能结算时才决定是否牺牲另一个生物。", "608.2h"),
        ("de", "Du wählst ein neues Ziel für die Kopie.", "115.7d"),
        ("zh", "你可以为该复制品选择新的目标。", "115.7d"),
        ("en", "You may choose new targets for the copy.", "115.7d"),
        ("de", "Solange die Kreatur getappt ist, hat sie Fluchtweg.", "611.2b"),
        ("de", "Die Kreatur kommt ins Spiel.", "608.3a"),
        ("en", "The creature enters the battlefield tapped.", "608.3a"),
        ("de", "Er erhält Eile bis zum Ende des Zuges.", "611.2a"),
        ("zh", "该生物得+2/+2直到回合结束。", "611.2a"),
        ("en", "You can't cast spells this turn.", "101.2"),
        ("de", "Wenn die Kreatur ins Spiel kommt, ziehst du eine Karte.", "608.3a"),
        ("de", "Du kannst die Fähigkeit nur einmal pro Zug aktivieren.", "603.2c"),
        ("zh", "每回合中，此异能只能起动一次。", "603.2c"),
        ("de", "Die Kreatur ist nicht mehr dieselbe Farbe wie vorher.", "400.7"),
        ("zh", "如果你没有操控生物，则你不能施放此咒语。", "603.4"),
        ("zh", "只要你操控三个或更多神器，此生物便具有飞行异能。", "611.2b"),
        ("en", "The ability triggers when a creature you control dies.", "603.2"),
        ("en", "If the spell is countered, you do not draw a card.", "608.2b"),
        ("en", "The set of affected creatures is locked in as the spell resolves.", "608.2h"),
        ("zh", "即使此生物离开战场，你也不会失去生命。", "611.2a"),
        ("de", "Die Kreatur erhält +2/+2 bis zum Ende des Zuges.", "611.2a"),
    ],
)
def test_a_ruling_that_only_mentions_the_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in rules_read(text, lang)
