"""The FAQ parser: one snippet per trap of the Chinese Time Spiral FAQ, the real document,
and a made-up FAQ that needs nothing but a manifest entry."""

from __future__ import annotations

import dataclasses
import hashlib
import shutil
from pathlib import Path

import pytest

from ingest.document import Document
from ingest.errors import ParseError
from ingest.lang import get_language
from ingest.manifest import DocKind, SourceMeta, load_manifest
from ingest.parsers import _faq_lines
from ingest.parsers.faq import FaqLanguage, parse_faq
from ingest.pipeline import parse_corpus, parse_document
from ingest.records import Card, Mechanic, Note, RuleExcerpt, Ruling

META = SourceMeta(id="t", file="t.txt", lang="zh", kind=DocKind.FAQ, title="T", era="2006", sha256="0" * 64)
FIXTURE = Path(__file__).parent / "fixtures" / "made_up" / "faq.zh.txt"
ZH = get_language("zh").data_for("faq")

GENERAL = "通则释疑"
CARDS = "单卡解惑"
BEAR = ["白毛熊", "{一}{绿}", "生物~熊", "2/2"]


def _parse(lines: list[str]):
    records = parse_faq(Document(meta=META, path=Path("t.txt"), lines=lines))
    return sorted(records, key=lambda r: r.lines)


def _shape(records):
    return [(r.kind.value, r.lines) for r in records]


# Each case: lines in → every record out as (kind, lines), plus key fields of some of them.
CASES = {
    "card text wrapped onto a line starting with a comma": (
        [
            CARDS,
            "玄武岩石像鬼",
            "{二}{红}",
            "生物~石像鬼",
            "3/2",
            "飞行",
            "返响{二}{红}（在你的维持开始时，则除非你支付其返响费用",
            "",
            "，否则牺牲之。)",
            "{红}: 它得+0/+1直到回合结束。",
            "* 裁定。",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 10)), ("ruling", (11, 11))],
        {
            (2, 10): {
                "rules_text": "飞行\n返响{二}{红}（在你的维持开始时，则除非你支付其返响费用，否则牺牲之。)\n"
                "{红}: 它得+0/+1直到回合结束。",
                "power_toughness": "3/2",
                "mana_cost_normalized": "{2}{R}",
            }
        },
    ),
    "card text wrapped mid-word without punctuation": (
        [
            CARDS,
            "亚维马雅树灵",
            "{一}{绿}{绿}",
            "生物~树灵",
            "2/1",
            "树林行者",
            "当亚维马雅树灵进场时，你可以从你的牌库中搜寻一张树林牌，并将它横置进",
            "",
            "场。若你如此作，则洗牌。",
            "* 裁定。",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 9)), ("ruling", (10, 10))],
        {
            (2, 9): {
                "rules_text": "树林行者\n当亚维马雅树灵进场时，你可以从你的牌库中搜寻一张树林牌，并将它横置进场。若你如此作，则洗牌。"
            }
        },
    ),
    "ruling split by a blank line continues on a comma line": (
        [CARDS, *BEAR, "* 若有N位牌手参与游戏，则在所有牌手都决定之后", "", "，此流程便结束。", "* 下一条。"],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 8)), ("ruling", (9, 9))],
        {
            (6, 8): {
                "text": "若有N位牌手参与游戏，则在所有牌手都决定之后，此流程便结束。",
                "bullet": "* ",
                "subject": "白毛熊",
                "subject_lines": (2, 5),
            }
        },
    ),
    "a '- 。' fragment ends the ruling above": (
        [CARDS, *BEAR, "* 该伤害会单纯地没有效果", "", "- 。", "- * 下一条。"],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 8)), ("ruling", (9, 9))],
        {(6, 8): {"text": "该伤害会单纯地没有效果。", "bullet": "* "}, (9, 9): {"bullet": "- * ", "text": "下一条。"}},
    ),
    "a parenthetical paragraph after a ruling belongs to it": (
        [CARDS, *BEAR, "* 本加成最多可到+5/+5。", "", "(_拉尼卡_环境的双重地都具有两种基本地类别。)", "", "* 下一条。"],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 8)), ("ruling", (10, 10))],
        {(6, 8): {"text": "本加成最多可到+5/+5。(_拉尼卡_环境的双重地都具有两种基本地类别。)"}},
    ),
    "a ruling cut mid-word by a page break": (
        [CARDS, *BEAR, "- * 此事并非起动式或触发", "", "式异能，所以不会因此被反击。", "", "* 下一条。"],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 8)), ("ruling", (10, 10))],
        {(6, 8): {"text": "此事并非起动式或触发式异能，所以不会因此被反击。", "bullet": "- * "}},
    ),
    "bare keyword heading recognised by its paragraph": (
        [
            GENERAL,
            "风暴",
            "",
            "风暴是原本出现在_劫运降临_系列的异能。",
            "",
            "净空繁殖地",
            "{三}{红}",
            "法术",
            "风暴(当你使用此咒语时,将此咒语复制一次。)",
            "* 复制品并非被「使用」。",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 4)), ("card", (6, 9)), ("ruling", (10, 10))],
        {
            (2, 4): {"name": "风暴", "heading": "风暴", "mechanic_kind": "keyword ability"},
            (6, 9): {"section": "general", "mechanic": "风暴", "type_line": "法术", "power_toughness": None},
            (10, 10): {"subject_kind": "mechanic", "subject": "风暴", "subject_lines": (2, 4)},
        },
    ),
    "misspelt heading prefix is kept as heading_typo": (
        [GENERAL, "复出关建字异能：返响", "返响是原本出现在_克撒_环境的关键字异能。"],
        [("boilerplate", (1, 1)), ("mechanic", (2, 3))],
        {(2, 3): {"name": "返响", "heading_typo": "复出关建字异能", "mechanic_kind": "keyword ability"}},
    ),
    "rule-change heading drops its remark; its paragraphs are the introduction": (
        [
            GENERAL,
            "规则变动：没有法术力费用的牌（更改规则）",
            "",
            "关于此规则已有更动。",
            "",
            "这变动会影响到一些牌。",
            "",
            "* 没有法术力费用的牌，其总法术力费用为0。",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 6)), ("ruling", (8, 8))],
        {(2, 6): {"name": "没有法术力费用的牌", "mechanic_kind": "rule change"}},
    ),
    "new game rule quotes a rule of that time": (
        [
            GENERAL,
            "新游戏规则：+1/+1与-1/-1指示物",
            "有个新的依状态而生的效应将一同问世：",
            "420.5n 如果某永久物上同时有+1/+1指示物与-1/-1指示物，则移去之。",
            "* 此规则不会对其他指示物生效。",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 3)), ("rule_excerpt", (4, 4)), ("ruling", (5, 5))],
        {
            (2, 3): {"name": "+1/+1与-1/-1指示物", "mechanic_kind": "new game rule"},
            (4, 4): {"number": "420.5n", "mechanic": "+1/+1与-1/-1指示物"},
        },
    ),
    "quoted rule keeps its unnumbered continuation paragraph": (
        [
            GENERAL,
            "新关键字异能：购回",
            "购回是原本出现在_暴风雨_环境的异能。",
            "购回异能修订后的正式规则解析如下：",
            "502.16.购回",
            "502.16a 购回代表两个静止式异能。",
            "",
            "「购回[费用]」的意指：「你可以额外支付[费用]」。",
            "",
            "* 购回属于额外费用。",
        ],
        [
            ("boilerplate", (1, 1)),
            ("mechanic", (2, 3)),
            ("boilerplate", (4, 4)),
            ("rule_excerpt", (5, 5)),
            ("rule_excerpt", (6, 8)),
            ("ruling", (10, 10)),
        ],
        {
            (4, 4): {"name": "lead-in"},
            (5, 5): {"number": "502.16", "mechanic": "购回"},
            (6, 8): {
                "number": "502.16a",
                "text": "502.16a 购回代表两个静止式异能。「购回[费用]」的意指：「你可以额外支付[费用]」。",
            },
        },
    ),
    "commentary after an example card and before the formula are notes": (
        [
            GENERAL,
            "复出主题：裂片妖",
            "有些生物具有裂片妖此生物类别。",
            "怒火裂片妖",
            "{五}{红}",
            "生物~裂片妖",
            "所有裂片妖具有连击异能。",
            "而裂片妖也曾在_暴风雨_系列出现。",
            "裂片妖规则已有改变。裂片妖异能修订后的正式规则解析如下：",
            "* 每个裂片妖都会获得自己赋予的异能。",
        ],
        [
            ("boilerplate", (1, 1)),
            ("mechanic", (2, 3)),
            ("card", (4, 7)),
            ("note", (8, 8)),
            ("note", (9, 9)),
            ("ruling", (10, 10)),
        ],
        {
            (2, 3): {"mechanic_kind": "theme"},
            (4, 7): {"power_toughness": None, "rules_text": "所有裂片妖具有连击异能。"},
            (8, 8): {"subject_kind": "mechanic", "subject": "裂片妖", "subject_lines": (2, 3)},
            (9, 9): {"subject": "裂片妖"},
        },
    ),
    "combination heading in quotes; aura's 生物结界 line is card text": (
        [
            GENERAL,
            "组合：「回手灵气」",
            "有一组灵气。",
            "猫鼬外貌",
            "{一}{绿}",
            "结界~灵气",
            "生物结界",
            "受此结界的生物不能成为目标。",
            "* 不论此灵气是如何进入坟墓场，都会触发。",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 3)), ("card", (4, 8)), ("ruling", (9, 9))],
        {
            (2, 3): {"name": "回手灵气", "heading": "组合：「回手灵气」", "mechanic_kind": "combination"},
            (4, 8): {"type_line": "结界~灵气", "rules_text": "生物结界\n受此结界的生物不能成为目标。"},
        },
    ),
    "the timeshifted heading is information; land entries have no cost": (
        [
            GENERAL,
            "「时间转移」牌",
            "本系列包含了121张称为「时间转移」牌的副系列。",
            CARDS,
            "克撒的工厂",
            "地~克撒的",
            "{横置}：加{一}到你的法术力池中。",
            "* 它不会与克撒的塔产生互动。",
        ],
        [("boilerplate", (1, 1)), ("mechanic", (2, 3)), ("boilerplate", (4, 4)), ("card", (5, 7)), ("ruling", (8, 8))],
        {
            (2, 3): {"name": "时间转移", "mechanic_kind": "information"},
            (5, 7): {"mana_cost": None, "type_line": "地~克撒的", "section": "cards", "subsection": None},
        },
    ),
    "timeshifted subsection; last entry without bullet ends in a ruling": (
        [
            CARDS,
            "「时间转移」牌之单卡解惑",
            "达奥黜人瓦提",
            "{二}{黑}{绿}",
            "传奇生物～人类／战士",
            "3/3",
            "{横置}：目标生物的力量或是防御力成为1直到回合结束。",
            "",
            "直到此异能结算时，你才选择是要影响力量或是防御力。",
            "",
            "所有注册商标，均为威世智公司的财产。(c)2006威世智。",
        ],
        [("boilerplate", (1, 1)), ("boilerplate", (2, 2)), ("card", (3, 7)), ("ruling", (9, 9)), ("boilerplate", (11, 11))],
        {
            (2, 2): {"name": "section-title"},
            (3, 7): {"subsection": "timeshifted", "mana_cost_normalized": "{2}{B}{G}"},
            (9, 9): {"bullet": "", "subject": "达奥黜人瓦提", "subject_lines": (3, 7)},
            (11, 11): {"name": "legal"},
        },
    ),
    "empty bullet is boilerplate; no-cost card normalises to an empty cost": (
        [CARDS, "走骨行尸", "{无}", "法术", "走骨行尸是黑色。", "延缓3~{二}{黑}{黑}", "每位牌手牺牲所有生物。", "* 裁定。", "-"],
        [("boilerplate", (1, 1)), ("card", (2, 7)), ("ruling", (8, 8)), ("boilerplate", (9, 9))],
        {
            (2, 7): {
                "mana_cost": "{无}",
                "mana_cost_normalized": "",
                "rules_text": "走骨行尸是黑色。\n延缓3~{二}{黑}{黑}\n每位牌手牺牲所有生物。",
            },
            (9, 9): {"name": "empty-bullet"},
        },
    ),
    "Q&A ruling: unbulleted question opens a ruling, bulleted or blank-separated answer completes it": (
        [
            CARDS,
            *BEAR,
            "* 裁定。",
            "问：白毛熊能否在对手回合使用？",
            "",
            "* 答：可以。它具有闪现。",
            "问：它是熊吗？",
            "答：是。",
        ],
        [("boilerplate", (1, 1)), ("card", (2, 5)), ("ruling", (6, 6)), ("ruling", (7, 9)), ("ruling", (10, 11))],
        {
            (7, 9): {"text": "问：白毛熊能否在对手回合使用？答：可以。它具有闪现。", "bullet": "", "subject": "白毛熊"},
            (10, 11): {"text": "问：它是熊吗？答：是。"},
        },
    ),
    "P/T printed '/' lost its asterisks and reads */*; the card text keeps the print": (
        [CARDS, "意塑影", "{三}{蓝}{蓝}", "生物～虚影", "/", "意塑影的力量与防御力各等同于场上牌面朝下生物的数量。", "* 裁定。"],
        [("boilerplate", (1, 1)), ("card", (2, 6)), ("ruling", (7, 7))],
        {
            (2, 6): {
                "power_toughness": "*/*",
                "text": "意塑影\n{三}{蓝}{蓝}\n生物～虚影\n/\n意塑影的力量与防御力各等同于场上牌面朝下生物的数量。",
            }
        },
    ),
    "a returning ability without 关键字 is an ability word": (
        [GENERAL, "复出异能：门槛", "门槛将被改为异能提示，而不再是关键字。"],
        [("boilerplate", (1, 1)), ("mechanic", (2, 3))],
        {(2, 3): {"name": "门槛", "heading": "复出异能：门槛", "mechanic_kind": "ability word", "heading_typo": None}},
    ),
    "a question right after card text ends the card": (
        [CARDS, *BEAR, "闪现", "问：白毛熊何时可以使用？", "答：任何你能使用瞬间的时机。"],
        [("boilerplate", (1, 1)), ("card", (2, 6)), ("ruling", (7, 8))],
        {(2, 6): {"rules_text": "闪现"}, (7, 8): {"subject_kind": "card", "bullet": ""}},
    ),
}


@pytest.mark.unit
@pytest.mark.parametrize("lines, shape, fields", CASES.values(), ids=list(CASES))
def test_parse_faq_trap_snippet_gives_expected_records(lines, shape, fields):
    records = _parse(lines)
    assert _shape(records) == shape
    by_lines = {r.lines: r for r in records}
    for rng, expected in fields.items():
        record = by_lines[rng]
        for name, value in expected.items():
            actual = getattr(record, name)
            actual = getattr(actual, "value", actual)
            assert actual == value, f"{record.id}.{name}"


@pytest.mark.unit
@pytest.mark.parametrize(
    "printed, normalized",
    [
        ("{二}{绿}", "{2}{G}"),
        ("{X}{X}{红}", "{X}{X}{R}"),
        ("{白}{蓝}{黑}{红}{绿}", "{W}{U}{B}{R}{G}"),
        ("{零}", "{0}"),
        ("{无}", ""),
        ("{七}", "{7}"),
        ("{白/蓝}", "{W/U}"),
        ("{二/白}", "{2/W}"),
        ("{紫}", "{紫}"),
        ("{白/紫}", "{白/紫}"),
    ],
)
def test_normalize_cost_chinese_symbols_become_canonical(printed, normalized):
    assert _faq_lines.normalize_cost(ZH, printed) == normalized


@pytest.mark.unit
@pytest.mark.parametrize(
    "line, is_type",
    [
        ("生物~熊", True),
        ("传奇生物～精灵／祭师", True),
        ("神器生物~组装工人", True),
        ("传奇地", True),
        ("地~克撒的", True),
        ("瞬间", True),
        ("结界～灵气", True),
        ("生物结界", False),
        ("地结界", False),
        ("牌手结界", False),
        ("飞行", False),
    ],
)
def test_is_type_line_tells_types_from_enchant_lines(line, is_type):
    assert _faq_lines.is_type_line(ZH, line) is is_type


@pytest.mark.unit
def test_parse_faq_ruling_before_any_card_names_the_line():
    with pytest.raises(ParseError, match=r"t\.txt, line 2: expected a card entry before this ruling"):
        _parse([CARDS, "* 无主的裁定。"])


@pytest.mark.unit
def test_parse_faq_without_any_section_title_is_refused():
    with pytest.raises(ParseError, match=r"t\.txt, line 1: expected a line that is a section title \(通则释疑 or 单卡解惑\)"):
        _parse(["某某常见问题集", "", *BEAR, "* 裁定。"])


@pytest.mark.unit
def test_parse_faq_card_has_one_face_with_its_printed_fields():
    [card] = [r for r in _parse([CARDS, *BEAR, "闪现", "* 裁定。"]) if isinstance(r, Card)]
    [face] = card.faces
    assert (face.name, face.mana_cost, face.mana_cost_normalized, face.type_line, face.power_toughness, face.rules_text) == (
        "白毛熊",
        "{一}{绿}",
        "{1}{G}",
        "生物~熊",
        "2/2",
        "闪现",
    )


@pytest.mark.unit
@pytest.mark.parametrize(
    "change, message",
    [
        ({"heading_prefixes": {"组合": "combo"}}, "heading_prefixes['组合']: unknown mechanic kind 'combo'"),
        ({"heading_prefix_typos": {"组和": "组合X"}}, "heading_prefix_typos['组和']: '组合X' is not a heading prefix"),
        ({"bullets": ("* ", "- * ")}, "longest first"),
        ({"legal_patterns": ("(c",)}, "legal_patterns[0]: bad regular expression"),
        ({"answer_prefixes": ("答：", " ")}, "question_prefixes/answer_prefixes: prefixes must not be blank"),
    ],
)
def test_faq_language_bad_data_is_refused_naming_the_field(change, message):
    fields = {f.name: getattr(ZH, f.name) for f in dataclasses.fields(FaqLanguage) if f.init}
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("(", r"\(")):
        FaqLanguage(**{**fields, **change})


# -- the real document ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def tsp():
    meta = next(m for m in load_manifest() if m.id == "tsp-faq-zh")
    return parse_document(meta)


def _at(parsed, cls, first, last):
    found = [r for r in parsed.records if isinstance(r, cls) and r.lines == (first, last)]
    assert found, f"no {cls.__name__} at {first}-{last}"
    return found[0]


@pytest.mark.integration
def test_tsp_faq_pipeline_fills_quoted_rule_numbers_and_card_rulings(tsp):
    # "……因为你在401.9h的步骤中无法支付不存在的费用" quotes the 2006 rule it rests on
    assert _at(tsp, Ruling, 141, 141).rule_numbers == ["401.9h"]
    assert _at(tsp, Card, 1468, 1476).rulings == [(1478, 1478), (1480, 1480)]  # 痲病's two rulings


@pytest.mark.integration
def test_tsp_faq_records_refuse_edits_in_place(tsp):
    with pytest.raises(dataclasses.FrozenInstanceError):
        _at(tsp, Ruling, 141, 141).text = "edited"


@pytest.mark.integration
def test_tsp_faq_every_line_accounted_once(tsp):
    acc = tsp.accounting
    assert acc.ok and acc.unaccounted == [] and acc.overlaps == {}
    assert acc.records_by_kind["mechanic"] == 22 and acc.records_by_kind["rule_excerpt"] == 47
    # 286 bulleted rulings plus the unbulleted last one; the "- 。" fragment is no ruling of its own.
    assert acc.records_by_kind["ruling"] == 287


@pytest.mark.integration
@pytest.mark.parametrize(
    "cls, first, last, fields",
    [
        (Mechanic, 23, 29, {"name": "时间转移", "mechanic_kind": "information"}),
        (Mechanic, 135, 139, {"name": "没有法术力费用的牌", "mechanic_kind": "rule change"}),
        (Mechanic, 430, 432, {"name": "次元幽影", "heading": "次元幽影"}),
        (Mechanic, 552, 554, {"name": "瞬发法术", "mechanic_kind": "combination"}),
        (Card, 193, 207, {"name": "玄武岩石像鬼", "section": "general", "mechanic": "返响"}),
        (Card, 532, 538, {"name": "怒火裂片妖", "power_toughness": None}),
        (Card, 1126, 1136, {"name": "多重创生", "mana_cost_normalized": ""}),
        (Card, 1170, 1180, {"name": "意塑影", "power_toughness": "*/*"}),
        (Mechanic, 512, 514, {"name": "门槛", "mechanic_kind": "ability word"}),
        (Card, 1885, 1897, {"name": "亚维马雅树灵", "section": "cards", "subsection": None}),
        (Card, 1919, 1923, {"name": "斗竞技场", "subsection": "timeshifted", "mana_cost": None}),
        (RuleExcerpt, 173, 175, {"number": "502.16a", "mechanic": "购回"}),
        (RuleExcerpt, 261, 263, {"number": "502.22a", "mechanic": "返照"}),
        (RuleExcerpt, 151, 151, {"number": "420.5n"}),
        (Ruling, 333, 335, {"subject": "疯魔", "subject_lines": (311, 313)}),
        (Ruling, 654, 656, {"subject": "天使恩典", "bullet": "* "}),
        (Ruling, 1727, 1729, {"subject": "诈缚", "bullet": "- * "}),
        (Ruling, 1747, 1749, {"subject": "重踩领土"}),
        (Ruling, 1761, 1773, {"subject": "虚实难解"}),
        (Ruling, 2195, 2195, {"subject": "达奥黜人瓦提", "bullet": ""}),
        (Note, 540, 540, {"subject": "裂片妖"}),
        (Note, 367, 367, {"subject": "变身"}),
    ],
)
def test_tsp_faq_spot_checks_have_exact_lines(tsp, cls, first, last, fields):
    record = _at(tsp, cls, first, last)
    for name, value in fields.items():
        actual = getattr(record, name)
        assert getattr(actual, "value", actual) == value, f"{record.id}.{name}"


@pytest.mark.integration
def test_tsp_faq_mechanic_rulings_follow_the_last_example_card(tsp):
    storm = next(r for r in tsp.records if isinstance(r, Mechanic) and r.name == "风暴")
    assert storm.rulings == [(n, n) for n in range(478, 489, 2)]


# -- a new document needs only a manifest entry ---------------------------------------------


@pytest.mark.integration
def test_made_up_faq_parses_from_a_manifest_entry_alone(tmp_path):
    shutil.copy(FIXTURE, tmp_path / "made-up.zh.txt")
    digest = hashlib.sha256(FIXTURE.read_bytes()).hexdigest()
    (tmp_path / "manifest.toml").write_text(
        '[[document]]\nid = "made-up-faq"\nfile = "made-up.zh.txt"\nlang = "zh"\nkind = "faq"\n'
        f'title = "雾港传说 常见问题集"\nera = "2031"\nsha256 = "{digest}"\n',
        encoding="utf-8",
    )
    [parsed] = parse_corpus(tmp_path)
    shape = [(r.kind.value, r.lines) for r in parsed.records[1:] if r.kind.value != "boilerplate"]
    assert shape == [
        ("mechanic", (7, 8)),
        ("card", (9, 14)),
        ("note", (15, 15)),
        ("rule_excerpt", (17, 17)),
        ("rule_excerpt", (18, 19)),
        ("ruling", (20, 20)),
        ("ruling", (21, 23)),
        ("mechanic", (24, 25)),
        ("ruling", (26, 26)),
        ("mechanic", (27, 28)),
        ("rule_excerpt", (30, 30)),
        ("card", (34, 36)),
        ("ruling", (37, 38)),
        ("card", (39, 43)),
        ("ruling", (44, 45)),
        ("ruling", (46, 46)),
        ("ruling", (47, 48)),
        ("card", (51, 56)),
        ("ruling", (57, 57)),
    ]
    rec = {r.lines: r for r in parsed.records[1:]}
    assert rec[(9, 14)].rules_text == "潮涌{一}（当此生物进场时，你可以支付{一}。若你如此作，则抓一张牌，然后弃一张牌。)"
    assert rec[(24, 25)].heading == "雾隐" and rec[(27, 28)].heading_typo == "复出关建字异能"
    assert rec[(44, 45)].text == "深渊低语的法术力费用不存在，总法术力费用为0。"
    assert rec[(47, 48)].text == "问：深渊低语能否以其它牌手为目标？答：可以，任何牌手都能成为目标。"
    assert rec[(51, 56)].subsection == "timeshifted" and rec[(57, 57)].bullet == ""
    assert rec[(51, 56)].mana_cost_normalized == "{X}{G/W}"
    assert [rec[n].name.value for n in [(1, 3), (16, 16), (29, 29), (49, 49), (50, 50), (58, 58)]] == [
        "preamble",
        "lead-in",
        "lead-in",
        "empty-bullet",
        "section-title",
        "legal",
    ]
    assert parsed.accounting.ok
