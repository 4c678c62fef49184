"""``GET /api/cards?q=`` and ``GET /api/cards/{name}``: names in any spelling, every ruling, 404s that help."""

from __future__ import annotations

import pytest

from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration


@pytest.fixture
def ruled_card(small_kb_path) -> dict:
    """A card of the small knowledge base that has rulings (taken from the KB, not hard-coded)."""
    from kb.build import open_kb

    db = open_kb(small_kb_path)
    try:
        row = next(
            db.query(
                "select c.id, c.name, count(r.id) n from records c join records r on r.subject_id = c.id "
                "where c.kind = 'card' and c.name not like '%/%' group by c.id order by n desc, c.seq limit 1"
            )
        )
    finally:
        db.close()
    return row


def test_card_view_known_name_lists_every_ruling_with_source_and_status(client, ruled_card):
    r = client.get(f"/api/cards/{ruled_card['name']}")
    assert r.status_code == 200, r.text
    body = r.json()
    copy = next(c for c in body["copies"] if c["id"] == ruled_card["id"])
    assert len(copy["rulings"]) == ruled_card["n"]
    for ruling in copy["rulings"]:
        assert {"text", "source", "file", "lines", "lang", "status", "rules", "checks"} <= set(ruling)


@pytest.mark.parametrize("spelling", [str.upper, str.lower, lambda s: f"  {s} "])
def test_card_view_other_case_or_spacing_finds_the_same_card(client, ruled_card, spelling):
    r = client.get("/api/cards/" + spelling(ruled_card["name"]).strip())
    assert r.status_code == 200, r.text
    assert ruled_card["id"] in [c["id"] for c in r.json()["copies"]]


def test_card_view_misspelt_name_is_404_with_close_matches(client, ruled_card):
    name = ruled_card["name"]
    typo = name[:-2] + name[-1] + name[-2]  # swap the last two letters
    err = assert_error_shape(client.get(f"/api/cards/{typo}"), 404, code="card_not_found", field="name")
    assert name in err["close_matches"]
    assert typo in err["message"]


def test_cards_search_part_of_a_name_lists_its_copies(client, ruled_card):
    part = ruled_card["name"][: max(4, len(ruled_card["name"]) // 2)]
    r = client.get("/api/cards", params={"q": part})
    assert r.status_code == 200, r.text
    hits = r.json()["cards"]
    assert ruled_card["id"] in [c["id"] for c in hits]
    assert all({"id", "name", "source", "file", "lines", "lang"} <= set(c) for c in hits)


def test_cards_search_nothing_similar_is_an_empty_list(client):
    r = client.get("/api/cards", params={"q": "qqqqxxxxzzzz"})
    assert r.status_code == 200 and r.json()["cards"] == []


@pytest.mark.parametrize("params", [{}, {"q": ""}, {"q": "x" * 500}])
def test_cards_search_missing_or_oversized_q_is_422(client, params):
    assert_error_shape(client.get("/api/cards", params=params), 422, code="invalid_request", field="q")
