"""``GET /api/ask``: parameters reach the searcher; bad input is a 4xx naming the parameter."""

from __future__ import annotations

import pytest

from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration


def test_ask_german_question_returns_rulings_with_cli_fields(client, fake_searcher):
    r = client.get("/api/ask", params={"q": "Aussetzen Zeitmarke", "limit": 3})
    assert r.status_code == 200, r.text
    body = r.json()
    assert {"question", "lang", "lang_detected", "mode", "results"} <= set(body)
    assert body["results"], "the fake finds rulings that share a word"
    for item in body["results"]:
        assert {
            "kind",
            "id",
            "text",
            "source",
            "file",
            "lines",
            "lang",
            "date",
            "score",
            "rules",
            "status",
            "counterparts",
            "checks",
        } <= set(item)
    assert fake_searcher.calls[-1] == {"question": "Aussetzen Zeitmarke", "lang": None, "limit": 3, "mode": "rrf"}


@pytest.mark.parametrize("params", [{"q": "x", "lang": "zh", "mode": "lexical", "limit": 7}])
def test_ask_explicit_options_are_passed_to_the_searcher(client, fake_searcher, params):
    assert client.get("/api/ask", params=params).status_code == 200
    call = fake_searcher.calls[-1]
    assert (call["lang"], call["mode"], call["limit"]) == (params["lang"], params["mode"], params["limit"])


@pytest.mark.parametrize(
    "params, field",
    [
        ({"q": ""}, "q"),
        ({"q": "   "}, "q"),
        ({"q": "x" * 5000}, "q"),
        ({"q": "Aussetzen", "lang": "fr"}, "lang"),
        ({"q": "Aussetzen", "mode": "magic"}, "mode"),
    ],
)
def test_ask_bad_input_is_400_naming_the_parameter(client, params, field):
    err = assert_error_shape(client.get("/api/ask", params=params), 400, field=field)
    assert err["code"] == "invalid_query"


@pytest.mark.parametrize("params, field", [({}, "q"), ({"q": "x", "limit": 0}, "limit"), ({"q": "x", "limit": "ten"}, "limit")])
def test_ask_malformed_parameters_are_422_naming_the_parameter(client, params, field):
    assert_error_shape(client.get("/api/ask", params=params), 422, code="invalid_request", field=field)


@pytest.mark.parametrize(
    "q", ['"unbalanced', "AND OR NOT", "a* OR (b", "NEAR(x y)", "col:value", "'; drop table records; --", "延缓^2", "{}[]"]
)
def test_ask_fts_syntax_characters_never_500(client, q):
    r = client.get("/api/ask", params={"q": q})
    assert r.status_code in (200, 400), r.text
    if r.status_code == 400:
        assert_error_shape(r, 400, field="q")


# With the real searcher (kb.search) on the small knowledge base: lexical ranking, no vectors.


@pytest.mark.parametrize(
    "question, lang, source",
    [
        ("Wann verlässt eine Karte mit Zeitmarken das Exil?", "de", "who-notes-de"),
        ("延缓的牌什么时候从放逐区施放？", "zh", "tsp-faq-zh"),
    ],
)
def test_ask_real_searcher_question_in_its_language_finds_rulings_of_that_document(real_search_client, question, lang, source):
    r = real_search_client.get("/api/ask", params={"q": question})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["lang"] == lang and body["lang_detected"] is True
    assert body["results"], f"no result for {question!r}"
    assert source in [item["source"] for item in body["results"]]
    for item in body["results"]:
        first, last = item["lines"]
        assert 1 <= first <= last and item["file"] and item["lang"] in ("de", "zh", "en")


def test_ask_real_searcher_explicit_language_is_reported_as_chosen(real_search_client):
    body = real_search_client.get("/api/ask", params={"q": "Aussetzen", "lang": "de"}).json()
    assert body["lang"] == "de" and body["lang_detected"] is False


@pytest.mark.parametrize(
    "params, field", [({"q": ""}, "q"), ({"q": "Aussetzen", "lang": "fr"}, "lang"), ({"q": "Aussetzen", "mode": "magic"}, "mode")]
)
def test_ask_real_searcher_bad_input_is_400_naming_the_parameter(real_search_client, params, field):
    assert_error_shape(real_search_client.get("/api/ask", params=params), 400, field=field)


@pytest.mark.parametrize("q", ['"unbalanced', "AND OR NOT", "a* OR (b", "NEAR(x y)", "col:value", "^*^", "延缓^2", "{}[]", "-"])
def test_ask_real_searcher_fts_syntax_characters_never_500(real_search_client, q):
    r = real_search_client.get("/api/ask", params={"q": q})
    assert r.status_code in (200, 400), r.text
    if r.status_code == 400:
        assert_error_shape(r, 400, field="q")


def test_ask_real_searcher_a_german_mechanic_name_alone_is_read_as_german(real_search_client):
    body = real_search_client.get("/api/ask", params={"q": "Aussetzen"}).json()
    assert body["lang"] == "de" and body["lang_detected"] is True
