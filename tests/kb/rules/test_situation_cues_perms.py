"""Permanents, types, state-based actions, layers and replacement (stop 48): a cue reads how a
judge states the rules situation in general words, in German, Chinese (today's terms) and
English, and stays quiet where a ruling only mentions the words. The sentences are written for
these tests, not taken from the corpus or the development documents."""

from __future__ import annotations

import pytest

from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # 704.5f toughness 0 or less
        ("de", "Fällt die Widerstandskraft der Kreatur dadurch auf 0, wird sie in den Friedhof gelegt.", "704.5f"),
        ("zh", "如果该生物的防御力因此降为0或更少，它会被置入坟墓场。", "704.5f"),
        ("en", "If its toughness drops to 0, it's put into its owner's graveyard.", "704.5f"),
        # 704.5g lethal damage
        ("de", "Ist der markierte Schaden größer oder gleich ihrer Widerstandskraft, wird die Kreatur zerstört.", "704.5g"),
        ("zh", "若该生物已受到等同于其防御力的伤害，它会被消灭。", "704.5g"),
        ("en", "A creature with lethal damage marked on it is destroyed.", "704.5g"),
        # 704.5i planeswalker with 0 loyalty
        ("de", "Sinkt die Loyalität eines Planeswalkers auf 0, wird er auf den Friedhof seines Besitzers gelegt.", "704.5i"),
        ("zh", "若某鹏洛客的忠诚变为0，它会被置入其拥有者的坟墓场。", "704.5i"),
        ("en", "A planeswalker with no loyalty counters on it is put into its owner's graveyard.", "704.5i"),
        # 704.5j legend rule
        ("de", "Kontrollierst du zwei davon, behältst du eine und legst die andere in den Friedhof.", "704.5j"),
        ("zh", "如果你操控两个同名的传奇永久物，你选择其中一个，并将其余的置入坟墓场。", "704.5j"),
        ("en", "If you control two of them, choose one and put the other into your graveyard.", "704.5j"),
        # 122.1c shield counters
        ("de", "Würde die Kreatur zerstört werden, entfernst du stattdessen eine Schildmarke von ihr.", "122.1c"),
        ("zh", "如果具有盾指示物的永久物将被消灭，则改为从其上移去一个盾指示物。", "122.1c"),
        ("en", "If a permanent with a shield counter would be destroyed, remove a shield counter from it instead.", "122.1c"),
        # 122.1b keyword counters
        ("de", "Eine Todesberührungsmarke verleiht der Kreatur Todesberührung, solange die Marke auf ihr liegt.", "122.1b"),
        ("zh", "只要飞行指示物在该生物上，它便具有飞行异能。", "122.1b"),
        ("en", "A creature with a trample counter on it has trample as long as the counter remains.", "122.1b"),
        # 613.4b setting effects / 613.4c modifications on top
        ("de", "Der Effekt legt die Grundstärke der Kreatur auf 1 fest.", "613.4b"),
        ("zh", "此效应会将该生物的力量与防御力设定为0/1。", "613.4b"),
        ("en", "This effect sets the creature's base power and toughness to 1/1.", "613.4b"),
        ("de", "Effekte, die die Stärke erhöhen, sowie +1/+1-Marken werden danach angewendet.", "613.4c"),
        ("zh", "会增减力量与防御力的效应在此之后依旧会适用。", "613.4c"),
        ("en", "Effects that modify its power and toughness still apply, no matter when they began.", "613.4c"),
        # 614.1c enters with counters / as it enters
        ("de", "Die Marken liegen bereits auf der Kreatur, wenn sie ins Spiel kommt.", "614.1c"),
        ("zh", "你需在该地进入战场的同时选择一种颜色。", "614.1c"),
        ("en", "The color is chosen as the land enters, and no player can respond.", "614.1c"),
        ("zh", "「于此生物进战场时」所作的选择由其拥有者决定。", "614.1c"),
        ("de", "Die Farbe wählst du, während die bleibende Karte ins Spiel kommt.", "614.1c"),
        # 614.12 others entering at the same time are not counted
        ("de", "Kommen mehrere Kreaturen gleichzeitig ins Spiel, berücksichtigt keine von ihnen die anderen.", "614.12"),
        ("zh", "与它同时进入战场的其他生物不会被计算在内。", "614.12"),
        ("en", "Creatures that enter at the same time as it won't be counted.", "614.12"),
        # 302.6 summoning sickness
        ("zh", "你不能横置本回合才受你操控的生物来支付此费用。", "302.6"),
        ("de", "Eine Kreatur kann im selben Zug angreifen und {T}-Fähigkeiten aktivieren, wenn sie Eile hat.", "302.6"),
        ("de", "Entfernst du die letzte Loyalitätsmarke, wird der Planeswalker in den Friedhof gelegt.", "704.5i"),
        ("zh", "除非你自你最近一回合开始便持续操控该生物，否则它不能攻击。", "302.6"),
        ("en", "A creature can't attack unless you've controlled it continuously since your turn began.", "302.6"),
        # 614.1a replacement effects that say "instead"
        ("de", "Dies ist ein Ersatzeffekt: Die Karte wird stattdessen ins Exil geschickt.", "614.1a"),
        ("zh", "这是替代性效应，改为将它放逐。", "614.1a"),
        ("en", "This is a replacement effect: the damage is dealt to you instead.", "614.1a"),
        ("zh", "这并不指定目标，所以该灵气可以结附在不能成为目标的生物上。", "303.4f"),
        # 613.1d / 613.1f the kind of effect named
        ("de", "Typverändernde Effekte werden vor Effekten angewendet, die Fähigkeiten entfernen.", "613.1d"),
        ("zh", "改变类别的效应会先于其他效应生效。", "613.1d"),
        ("en", "Type-changing effects apply before ability-adding effects.", "613.1d"),
        ("de", "Effekte, die Fähigkeiten entfernen, wirken auch auf Fähigkeiten, die erst später hinzukommen.", "613.1f"),
        ("zh", "令其失去所有异能的效应不会移除之后才获得的异能。", "613.1f"),
        ("en", "Ability-removing effects don't remove abilities it gains later.", "613.1f"),
        # 205.1b type added, the others kept
        ("zh", "它保留原有的所有类别，并额外成为神器。", "205.1b"),
        ("en", "It becomes an artifact in addition to its other types.", "205.1b"),
        ("de", "Die Kreatur verliert dabei nicht ihre anderen Kartentypen.", "205.1b"),
        # 205.3m creature types
        ("zh", "你必须选择一个现存的生物类别，例如人类或鬼怪。", "205.3m"),
        ("en", "You must choose an existing creature type, such as Elf.", "205.3m"),
        # 308.2 kindred
        ("de", "Eine Stammes-Hexerei hat einen Kreaturentyp als Untertyp, ist aber keine Kreatur.", "308.2"),
        ("zh", "同族法术具有生物类别作为副类别，但它并不是生物。", "308.2"),
        ("en", "A kindred instant has creature types as subtypes but isn't a creature.", "308.2"),
        # 205.4c / 305.8 basic and nonbasic lands
        ("zh", "雪境地也是基本地，所以可以被搜寻基本地的效应找到。", "205.4c"),
        ("en", "Snow-covered lands are still basic lands.", "205.4c"),
        ("de", "Ein Nichtstandardland mit einem Standardlandtyp bleibt ein Nichtstandardland.", "305.8"),
        ("zh", "非基本地即使具有基本地类别，也仍是非基本地。", "305.8"),
        ("en", "A nonbasic land that has a basic land type is still nonbasic.", "305.8"),
        # 205.4a supertypes
        ("de", "Legendär und Verschneit sind Obertypen, keine Kartentypen.", "205.4a"),
        ("zh", "传奇与雪境都是超类别。", "205.4a"),
        ("en", "Legendary and snow are supertypes.", "205.4a"),
        # 305.1 playing a land is a special action
        ("de", "Ein Land zu spielen ist eine Sonderaktion; es geht nicht auf den Stapel.", "305.1"),
        ("zh", "使用地是一个特殊动作，没有人能回应。", "305.1"),
        ("en", "Playing a land is a special action, so no one can respond to it.", "305.1"),
        # 307.5 only as a sorcery
        ("de", "Den Zauberspruch kannst du nur zu einem Zeitpunkt wirken, zu dem du auch eine Hexerei wirken könntest.", "307.5"),
        ("zh", "你只能在可以施放法术的时机施放该牌。", "307.5"),
        ("en", "You may cast that spell only any time you could cast a sorcery.", "307.5"),
        # 303.4f an Aura put onto the battlefield does not target
        ("de", "Wird die Aura ins Spiel gebracht, ohne gewirkt zu werden, zielt sie nicht.", "303.4f"),
        ("zh", "以此法放进战场的灵气不会以任何东西为目标。", "303.4f"),
        ("en", "An Aura put onto the battlefield this way doesn't target, so it can enchant a creature with hexproof.", "303.4f"),
    ],
)
def test_a_perms_cue_links_the_rule_from_general_phrasing(lang, text, rule):
    assert rule in rules_read(text, lang, era="2024")


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        # the words only mentioned
        ("de", "Die Kreatur erhält eine Schildmarke.", "122.1c"),
        ("zh", "在目标生物上放置一个盾指示物。", "122.1c"),
        ("en", "Put a flying counter on target creature.", "122.1b"),
        ("de", "Historisch ist weder ein Kartentyp noch ein Obertyp.", "205.4a"),
        ("zh", "此效应检查的是基本地类别的数量，而不是基本地的数量。", "205.4c"),
        ("de", "Die Fähigkeit sucht eine Karte mit dem Kreaturentyp Elf, nicht mit diesem Namen.", "308.2"),
        ("de", "Aktiviere diese Fähigkeit nur zu einem Zeitpunkt, zu dem du eine Hexerei wirken könntest.", "307.5"),
        ("en", "Activate only any time you could cast a sorcery.", "307.5"),
        ("zh", "特殊动作（例如使用一张地）不会使用堆叠。", "305.1"),
        ("zh", "该鹏洛客进入战场时上面有三个忠诚指示物。", "704.5i"),
        ("en", "The creature gets -1/-1 until end of turn.", "704.5f"),
    ],
)
def test_a_perms_cue_stays_quiet_on_a_mere_mention(lang, text, rule):
    assert rule not in rules_read(text, lang, era="2024")
