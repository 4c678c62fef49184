"""The README's ruling-coverage and peer-test tables are generated from the data and kept
current: a stale table, or an unknown generated block, fails here."""

from __future__ import annotations

import pytest

from kb.checks import readme_tables

pytestmark = pytest.mark.unit

PEER_ROWS = """source_repo,commit,path,test,mechanic,status,check_id,missing,source
magefree/mage,bb9895f947872753145ecbc2a7af9da2d9e6b0cd,T.java,A,retrace,translated,retrace-a,,u
magefree/mage,bb9895f947872753145ecbc2a7af9da2d9e6b0cd,T.java,B,retrace,not expressible,,coin flips,u
magefree/mage,bb9895f947872753145ecbc2a7af9da2d9e6b0cd,S.java,C,suspend,translated,suspend-c,,u
Card-Forge/forge,0123456789abcdef0123456789abcdef01234567,F.java,D,echo,translated,echo-d,,u
"""


def test_readme_tables_match_the_data():
    text = readme_tables.README.read_text(encoding="utf-8")
    assert "<!-- generated: ruling-coverage -->" in text and "<!-- generated: peer-tests -->" in text
    assert readme_tables.render(text) == text, "README.md's tables are stale: run python -m kb.checks.readme_tables --write"


def test_peer_table_counts_tests_mechanics_and_statuses_per_engine(tmp_path):
    csv_path = tmp_path / "peer-tests.csv"
    csv_path.write_text(PEER_ROWS, encoding="utf-8")
    rows = readme_tables.peer_table(csv_path).splitlines()[2:]
    assert rows == [
        "| `Card-Forge/forge@01234567` | 1 | 1 | 1 | 0 |",
        "| `magefree/mage@bb9895f9` | 3 | 2 | 2 | 1 |",
    ]


def test_ruling_table_totals_add_up_per_document():
    body = [line.split("|")[1:-1] for line in readme_tables.ruling_table().splitlines()[2:]]
    *documents, total = [[cell.strip() for cell in row] for row in body]
    assert total[0] == "all"
    for column in range(1, 5):
        assert int(total[column]) == sum(int(row[column]) for row in documents)
    for _, rulings, game_rules, backed, unbacked in documents:
        assert int(game_rules) <= int(rulings) and int(backed) + int(unbacked) == int(game_rules)


def test_unknown_generated_block_is_named_in_the_error():
    with pytest.raises(KeyError, match="no-such-table"):
        readme_tables.render("<!-- generated: no-such-table -->\n<!-- end: no-such-table -->")
