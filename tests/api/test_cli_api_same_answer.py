"""``judgedesk ask --json`` and ``GET /api/ask`` serve the same typed answer: the same keys
and values for the same question on the same knowledge base (lexical ranking, no vectors)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from api.cli import cli

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "question",
    [
        "Wann verlässt eine Karte mit Zeitmarken das Exil?",  # German rulings
        "延缓的牌什么时候从放逐区施放？",  # Chinese rulings and rule excerpts (checks_of)
        "Aussetzn",  # a misspelt term alone
        "xyzzy plugh",  # nothing found
    ],
)
def test_ask_cli_json_and_api_json_are_the_same_answer(real_search_client, small_kb_path, question):
    args = ["--db", str(small_kb_path), "ask", question, "--mode", "lexical", "--limit", "6", "--json"]
    cli_run = CliRunner().invoke(cli, args)
    assert cli_run.exit_code == 0, cli_run.output
    api = real_search_client.get("/api/ask", params={"q": question, "mode": "lexical", "limit": 6})
    assert api.status_code == 200, api.text
    assert json.loads(cli_run.output) == api.json()


def test_ask_json_shows_status_fields_on_rulings_and_on_rule_texts_only_when_they_say_something(real_search_client):
    body = real_search_client.get("/api/ask", params={"q": "502.59 延缓", "mode": "lexical", "limit": 10}).json()
    kinds = {r["kind"] for r in body["results"]}
    assert "ruling" in kinds and kinds - {"ruling"}, "the question should find rulings and rule excerpts"
    for r in body["results"]:
        # a ruling always says whether its words are today's; a 2006 rule excerpt only when they are not
        assert ("wording" in r) == (r["kind"] == "ruling" or r.get("wording") == "dated"), r["id"]
        if r["kind"] != "ruling" and "wording" in r:
            assert r["wording_terms"], r["id"]
        assert "checks_of" in r and (r["checks_of"] == [] or r["kind"] != "ruling")
        assert "no_rule_reason" not in r or not r["rules"]
