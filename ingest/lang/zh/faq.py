"""Simplified Chinese words of a set FAQ (常见问题集), as printed in the 2006 Time Spiral FAQ.

Terms are of their time: 使用 (today 施放), 移出对战 (today 放逐), 结界 (enchantment)."""

from ingest.parsers._faq_language import FaqLanguage

FAQ = FaqLanguage(
    section_titles={
        "通则释疑": "general",  # "general explanations": new mechanics and concepts
        "单卡解惑": "cards",  # "card-by-card answers"
    },
    subsection_titles={
        "「时间转移」牌之单卡解惑": "timeshifted",
        "时间转移牌之单卡解惑": "timeshifted",
    },
    heading_prefixes={
        "新关键字异能": "keyword ability",  # new keyword ability
        "复出关键字异能": "keyword ability",  # returning keyword ability
        # "returning ability" without 关键字: no longer a keyword; the FAQ's own text says the
        # ability (门槛, threshold) becomes an ability word (异能提示) and cards print it "门槛~…".
        "复出异能": "ability word",
        "新关键字动作": "keyword action",
        "复出关键字动作": "keyword action",
        "异能提示": "ability word",
        "复出主题": "theme",  # returning theme (e.g. a creature type)
        "新主题": "theme",
        "组合": "combination",  # cycle / group of cards
        "规则变动": "rule change",
        "新游戏规则": "new game rule",
    },
    heading_separators=("：", ":"),
    # 键 and 建 are easily confused in input methods (same pinyin, jian).
    heading_prefix_typos={
        "新关建字异能": "新关键字异能",
        "复出关建字异能": "复出关键字异能",
    },
    whole_headings={
        "「时间转移」牌": ("时间转移", "information"),  # the timeshifted sub-set
    },
    bare_heading_cues=("是原本出现在", "是某个现存异能的新关键字"),
    bare_heading_kind="keyword ability",
    name_quotes=("「", "」", "『", "』"),
    name_remark_pattern=r"\s*[（(][^（）()]*[）)]\s*$",  # 没有法术力费用的牌（更改规则）
    bullets=("- * ", "* ", "- "),
    question_prefixes=("问：", "问:", "Q：", "Q:"),
    answer_prefixes=("答：", "答:", "A：", "A:"),
    continuation_starts="，,。.、；;：:）)」』！!？?…",
    sentence_ends="。.！!？?」』）)…",
    # Full- and half-width round brackets are mixed in print ("（…。)"), so they count as one kind.
    bracket_pairs={"（(": "）)", "「": "」", "『": "』", "[": "]"},
    supertypes=("传奇", "基本", "雪境", "世界"),
    card_types=("生物", "神器", "结界", "瞬间", "法术", "地", "部落", "鹏洛客"),
    subtype_separators=("~", "～"),
    # "生物结界" (enchant creature), "地结界", "牌手结界": ability lines of an aura, not types.
    not_type_line_patterns=(r"^(生物|地|牌手|神器|结界|永久物|咒语)结界$",),
    cost_symbols={
        "零": "0",
        "一": "1",
        "二": "2",
        "三": "3",
        "四": "4",
        "五": "5",
        "六": "6",
        "七": "7",
        "八": "8",
        "九": "9",
        "十": "10",
        "十一": "11",
        "十二": "12",
        "十三": "13",
        "十四": "14",
        "十五": "15",
        "十六": "16",
        "二十": "20",
        "X": "X",
        "Y": "Y",
        "Z": "Z",
        "白": "W",
        "蓝": "U",
        "黑": "B",
        "红": "R",
        "绿": "G",
        "横置": "T",
        "重置": "Q",
        "雪": "S",
        "无": "",  # printed where a card has no mana cost at all (e.g. suspend-only cards)
    },
    lead_in_patterns=(r"正式规则解析如下\s*[：:]?\s*$",),
    # Set names are set in _italics_ (never in card text); rule-change remarks.
    commentary_patterns=(r"_[^_]+_", r"规则已有", r"旧版规则", r"新版规则", r"规则修正"),
    legal_patterns=(r"所有注册商标", r"\([cC]\)\s*\d{4}", r"©\s*\d{4}", r"威世智公司的财产"),
)
