import pytest

from ingest.rule_numbers import quoted_rule_numbers

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "text, expected",
    [
        ("502.59a 延缓这个关键字", ["502.59a"]),
        ("需依照规则409.1b与规则409.1f至h之规范", ["409.1b", "409.1f", "409.1g", "409.1h"]),
        ("siehe Regel 702.62a und 702.62", ["702.62a", "702.62"]),
        ("Eine 2/2-Kreatur, 3.5 Mana, 20 Lebenspunkte", []),
        ("502.57.闪现", ["502.57"]),
        ("(见规则309，「宣告阻挡者步骤」)", []),
    ],
)
def test_quoted_rule_numbers_table(text, expected):
    assert quoted_rule_numbers(text) == expected
