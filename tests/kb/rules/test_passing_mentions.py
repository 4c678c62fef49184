"""A rule's words named in passing are no evidence (stop 48). A ruling about something else that
only mentions the modes chosen, a mana ability, paying life, an ETB trigger or prevented damage
gets no link to those rules; a ruling that states the rule still does. A heading that names a
subtype (a Room, a Role, a Sliver) links no rule: the subtype lists of 205.3 say nothing about a
ruling. The sentences are written for these tests, not taken from any document."""

from __future__ import annotations

import pytest

from kb.rules.linker import RecordEvidence, link_record
from tests.kb.rules.cue_reading import rules_read


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("zh", "如果你选择了全部三个模式，而第一个目标在结算前离开了战场，其余模式仍会执行。", "700.2a"),
        ("zh", "该复制品会沿用原咒语所选择的模式。", "700.2a"),
        ("en", "If you chose both modes and the target becomes illegal, the spell doesn't resolve.", "700.2a"),
        ("zh", "在其他任何区域，X都视为0，所以它在坟墓场中的法术力值是2。", "107.3b"),
        ("zh", "你可以令X为0；若你如此作，这些生物都会成为0/0。", "107.3b"),
        ("zh", "以结界形态回到战场后，它仍会让你的生物具有此法术力异能。", "605.1a"),
        (
            "de",
            "Die Kreatur behält ihre Manafähigkeit, auch als Kopie.",
            "605.1a",
        ),
        ("zh", "其它效应或费用（例如「失去1点生命」或「支付1点生命」）不受影响。", "119.4"),
        ("zh", "你使用的地牌上「当它进场时」所触发之异能并不会触发。", "603.6a"),
        ("zh", "两个「进场时」异能会同时触发，你可以依任意顺序将它们放入堆叠。", "603.6a"),
        ("zh", "就算该伤害被防止，此异能仍会触发。", "615.1"),
        ("de", "Jetmir zählt sich selbst mit, ebenso Kreaturen-Spielsteine.", "601.2i"),
        ("zh", "这是特殊动作，不使用堆叠。", "116.2"),
    ],
)
def test_a_passing_mention_links_nothing(lang: str, text: str, rule: str) -> None:
    assert rule not in rules_read(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("zh", "你在施放此咒语时选择两个模式，之后不能更改。", "700.2a"),
        ("en", "You choose the modes as you cast the spell.", "700.2a"),
        ("zh", "如果你不支付其法术力费用而施放它，则X只能为0。", "107.3b"),
        ("zh", "该异能不是法术力异能，它会用到堆叠。", "605.1a"),
        ("de", "Die ausgelöste Fähigkeit ist keine Manafähigkeit und benutzt den Stapel.", "605.1a"),
        ("zh", "你不能支付超过你总生命的生命。", "119.4"),
        ("zh", "该生物进场时会触发此异能。", "603.6a"),
        ("zh", "此效应会防止接下来将对你造成的3点伤害。", "615.1"),
        ("zh", "此伤害无法被防止。", "615.12"),
        ("de", "Wirkst du den Zauberspruch aus dem Exil, zählt er sich selbst mit.", "601.2i"),
    ],
)
def test_a_stated_rule_still_links(lang: str, text: str, rule: str) -> None:
    assert rule in rules_read(text, lang)


@pytest.mark.parametrize(
    "concept, label, rule",
    [("room", "房间", "205.3h"), ("role", "Rolle", "205.3h"), ("sliver", "Sliver", "205.3m"), ("treasure", "Schatz", "205.3g")],
)
def test_a_subtype_heading_links_no_rule(concept: str, label: str, rule: str) -> None:
    rec = {"text": "Du entscheidest beim Wirken, welche Hälfte du wirkst.", "lang": "de", "kind": "ruling"}
    found = RecordEvidence(mentions={}, heading=(concept, label, rule))
    assert rule not in [l.rule for l in link_record(rec, "2025", found, (), {})]


def test_a_keyword_heading_still_links_its_rule() -> None:
    rec = {"text": "Du entscheidest beim Wirken, ob du die Kosten bezahlst.", "lang": "de", "kind": "ruling"}
    found = RecordEvidence(mentions={}, heading=("kicker", "Bonus", "702.33a"))
    assert [l.rule for l in link_record(rec, "2025", found, (), {})] == ["702.33a"]


@pytest.mark.parametrize(
    "lang, text, expected",
    [
        ("zh", "你在施放此咒语时，将4点伤害以任意方式分配给一至四个目标。", True),
        ("zh", "该生物的战斗伤害要先分配给阻挡它的生物。", False),
        ("de", "Du verteilst den Schaden beim Wirken auf die Ziele.", True),
        ("de", "Den Kampfschaden verteilst du auf die blockenden Kreaturen.", False),
        ("en", "You divide the damage as you cast the spell.", True),
        ("en", "You may divide its combat damage among the blocking creatures.", False),
    ],
)
def test_dividing_on_casting_is_not_assigning_combat_damage(lang: str, text: str, expected: bool) -> None:
    assert ("601.2d" in rules_read(text, lang)) is expected


@pytest.mark.parametrize(
    "lang, text, expected",
    [
        ("zh", "如果你得到第十个中毒指示物，你便输掉这盘游戏。", True),
        ("zh", "具有下毒的生物对牌手造成战斗伤害时，该牌手得到中毒指示物。", False),
        ("de", "Ein Spieler mit zehn oder mehr Giftmarken verliert das Spiel.", True),
        ("de", "Der Spieler erhält so viele Giftmarken, wie die Kreatur Schaden zufügt.", False),
        ("en", "A player with ten or more poison counters loses the game.", True),
        ("en", "That player gets two poison counters.", False),
    ],
)
def test_poison_counters_given_are_not_the_rule_that_ten_lose(lang: str, text: str, expected: bool) -> None:
    assert ("704.5c" in rules_read(text, lang)) is expected


@pytest.mark.parametrize(
    "lang, text, rule, expected",
    [
        ("de", "Die zuletzt auf den Stapel gelegte Fähigkeit wird zuerst verrechnet.", "405.5", True),
        (
            "de",
            "Kaskade wird ausgelöst, wenn du den Zauberspruch wirkst, und daher vor dem Zauberspruch verrechnet.",
            "405.5",
            False,
        ),
        ("zh", "直到此异能结算时，你才选择要影响哪一个生物。", "608.2d", True),
        ("zh", "你在施放时选择对手；并非在结算时才作此选择。", "608.2d", False),
        ("zh", "此咒语结算时，才会决定加成的数量。", "608.2d", False),
        ("zh", "你在施放此咒语时决定目标的数量。", "601.2c", True),
        ("zh", "此伤害效应之目标数最少为1，最多为5。", "601.2c", False),
    ],
)
def test_stack_order_resolution_choices_and_target_counts_need_their_own_words(
    lang: str, text: str, rule: str, expected: bool
) -> None:
    assert (rule in rules_read(text, lang)) is expected
