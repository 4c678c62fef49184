"""Situation cues (stop 47): a rules situation stated in a judge's own words links its rule,
whatever the card, in German, Chinese and English; a ruling that only mentions the words does
not. The sentences are written for these tests, not taken from any document."""

from __future__ import annotations

import pytest

from kb.rules.cues import keyword_aspects, rule_cues
from kb.rules.linker import RecordEvidence, link_record


def _rules(text: str, lang: str) -> set[str]:
    rec = {"text": text, "lang": lang, "kind": "ruling"}
    return {l.rule for l in link_record(rec, "2025", RecordEvidence(mentions={}), rule_cues(), {}, keyword_aspects())}


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
    ],
)
def test_a_situation_in_a_judges_words_links_its_rule(lang, text, rule):
    assert rule in _rules(text, lang)


@pytest.mark.parametrize(
    "lang, text, rule",
    [
        ("de", "Die Fähigkeit wird nur ausgelöst, wenn die Kreatur angreift.", "603.4"),  # a trigger event, not an if
        ("zh", "这个异能只有在它位于你的坟墓场时才会触发。", "603.4"),  # where it functions
        ("zh", "它在堆叠上时是一个法术力值为2的瞬间咒语。", "202.3"),  # what the value is, not why it stays
        ("zh", "以攻击状态放进战场的生物从未被宣告为攻击者。", "614.1c"),
        ("de", "Du kontrollierst zwei Kreaturen; wähle eine davon als Ziel.", "704.5j"),
    ],
)
def test_a_ruling_that_only_mentions_the_words_does_not_link_the_rule(lang, text, rule):
    assert rule not in _rules(text, lang)
