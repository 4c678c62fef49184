"""``GET /api/names?q=`` suggests card names as a judge types, in any language, with the
English name beside; ``GET /api/names/card/{name}`` lists a card's names with era and source."""

from __future__ import annotations

import pytest

from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    "typed, expected", [("zehn", "The Tenth Doctor"), ("Der Zeh", "The Tenth Doctor"), ("tenth", "The Tenth Doctor")]
)
def test_names_first_letters_in_german_or_english_suggest_the_card(client, typed, expected):
    suggestions = client.get("/api/names", params={"q": typed}).json()["suggestions"]
    assert expected in [s["english"] for s in suggestions]
    assert all(s["kind"] == "card" for s in suggestions)


def test_names_one_card_is_suggested_once(client):
    targets = [s["target"] for s in client.get("/api/names", params={"q": "Doctor"}).json()["suggestions"]]
    assert len(targets) == len(set(targets))


def test_names_terms_are_suggested_when_asked_for(client):
    suggestions = client.get("/api/names", params={"q": "延缓", "kind": "term"}).json()["suggestions"]
    assert ("term", "suspend") in [(s["kind"], s["target"]) for s in suggestions]


def test_card_names_lists_every_language_with_era_and_source(client):
    body = client.get("/api/names/card/Der Zehnte Doctor").json()
    assert body["card"] == "The Tenth Doctor"
    langs = {n["lang"] for n in body["names"]}
    assert {"de", "en"} <= langs
    assert all(n["era"] and n["source"] for n in body["names"])


def test_card_names_unknown_card_is_404_with_close_names(client):
    err = assert_error_shape(client.get("/api/names/card/Der Zehnte Doktor"), 404, code="card_not_found")
    assert "Der Zehnte Doctor" in err["close_matches"]
