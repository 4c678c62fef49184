"""One question limit and one error for the library, the CLI and the API: a question one
character too long, or holding a control character, is refused the same way by all three."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from api.cli import cli
from kb.limits import MAX_QUESTION_CHARS
from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration

TOO_LONG = "Zeitriss " * (MAX_QUESTION_CHARS // 9) + "x" * (MAX_QUESTION_CHARS % 9 + 1)


@pytest.mark.parametrize(
    "question, words",
    [
        (TOO_LONG, f"at most {MAX_QUESTION_CHARS}"),
        ("Zeitriss\x7f", "control character"),
        ("Zeit\x00riss", "control character"),
    ],
    ids=["too-long", "delete", "nul"],
)
def test_bad_question_gets_the_same_error_from_library_cli_and_api(small_kb_path, real_search_client, question, words):
    from kb.errors import InvalidQuery
    from kb.search import Searcher

    assert len(TOO_LONG) == MAX_QUESTION_CHARS + 1
    searcher = Searcher(small_kb_path)
    try:
        with pytest.raises(InvalidQuery) as caught:
            searcher.ask(question, mode="lexical")
    finally:
        searcher.close()
    message = str(caught.value)
    assert words in message

    cli_result = CliRunner().invoke(cli, ["--db", str(small_kb_path), "ask", question, "--mode", "lexical"])
    assert cli_result.exit_code == 2 and message in cli_result.output

    err = assert_error_shape(real_search_client.get("/api/ask", params={"q": question}), 400, field="q")
    assert err["message"] == message
    assert err.get("limit") == ("max_question_chars" if question == TOO_LONG else None)


def test_ask_invalid_utf8_in_q_is_400_naming_q(real_search_client):
    r = real_search_client.get("/api/ask?q=Zeit%ffriss")
    err = assert_error_shape(r, 400, field="q")
    assert "UTF-8" in err["message"]


@pytest.mark.parametrize("path", ["/api/terms", "/api/names", "/api/cards"])
@pytest.mark.parametrize(
    "raw, words", [("%7f", "U+007F"), ("Zeit%00riss", "U+0000"), ("Zeit%ffriss", "UTF-8")], ids=["del", "nul", "bad-utf8"]
)
def test_every_free_text_q_refuses_control_characters_and_invalid_utf8(client, path, raw, words):
    # issue 15: q=%7f was searched as an empty text (200) while q= was refused
    err = assert_error_shape(client.get(f"{path}?q={raw}"), 400, code="invalid_query", field="q")
    assert words in err["message"]
    assert client.get(f"{path}?q=Zeit").status_code == 200  # an ordinary text is still searched
