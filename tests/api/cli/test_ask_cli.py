"""``judgedesk ask``: text and JSON output, --batch JSON Lines in input order, clean errors."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


def _run(kb, *args, input=None):
    return CliRunner().invoke(cli, ["--db", str(kb), "ask", *args], input=input)


def test_ask_prints_sourced_rulings(corpus_kb_path):
    r = _run(corpus_kb_path, "Aussetzen letzte Zeitmarke entfernt", "--mode", "lexical", "--limit", "3")
    assert r.exit_code == 0, r.output
    assert "who-release-notes.de.txt:" in r.output and "[de" in r.output


def test_ask_names_the_other_cards_a_repeated_ruling_is_printed_under(corpus_kb_path):
    r = _run(corpus_kb_path, "Kaskade: sehen alle Spieler die ins Exil geschickten Karten?", "--mode", "lexical", "--limit", "1")
    assert r.exit_code == 0, r.output
    assert "aufgedeckt ins Exil" in r.output
    also = " ".join(r.output.split("also printed under", 1)[1].split())
    for lines in ("1104", "1399", "2208", "1874"):
        assert lines in also or f"who-release-notes.de.txt:{lines}" in r.output


def test_ask_json_has_the_contract_fields(corpus_kb_path):
    r = _run(corpus_kb_path, "延缓 计时指示物", "--mode", "lexical", "--json", "--limit", "2")
    body = json.loads(r.output)
    assert body["lang"] == "zh" and body["mode"] == "lexical" and len(body["results"]) == 2


def test_ask_batch_prints_json_lines_in_input_order(corpus_kb_path):
    questions = ["Aussetzen Zeitmarke", "延缓 被反击", "suspend countered"]
    r = _run(corpus_kb_path, "--batch", "-", "--json", "--mode", "lexical", "--limit", "2", input="\n".join(questions) + "\n")
    assert r.exit_code == 0, r.output
    rows = [json.loads(line) for line in r.output.splitlines()]
    assert [row["question"] for row in rows] == questions and all("results" in row for row in rows)


@pytest.mark.parametrize(
    "args, message",
    [
        (["   "], "empty"),
        (["x", "--lang", "fr"], "de, zh, en"),
        (["x", "--mode", "magic"], "rrf, lexical, dense"),
        ([], "QUESTION or --batch"),
    ],
)
def test_ask_bad_input_exits_2_with_a_clear_message(corpus_kb_path, args, message):
    r = _run(corpus_kb_path, *args)
    assert r.exit_code == 2 and message in r.output and "Traceback" not in r.output
