"""``GET /api/terms?q=`` and ``GET /api/terms/{term}``: one concept behind labels of every language
and era; an unknown label is a 404 with the closest labels."""

from __future__ import annotations

import pytest

from tests.api.conftest import assert_error_shape

pytestmark = pytest.mark.integration


@pytest.fixture
def concepts(client) -> list[dict]:
    r = client.get("/api/terms")
    assert r.status_code == 200, r.text
    return r.json()["concepts"]


@pytest.fixture
def multilingual_concept(concepts) -> dict:
    """A concept with labels in at least two languages (taken from the termbase, not hard-coded)."""
    for concept in concepts:
        if len({label["lang"] for label in concept["labels"]}) >= 2:
            return concept
    pytest.fail("the termbase has no concept labelled in two languages")


def test_terms_without_query_lists_concepts_with_labels(concepts):
    assert concepts
    for concept in concepts:
        assert {"id", "kind", "en", "labels"} <= set(concept)
        assert all({"lang", "label", "era"} <= set(label) for label in concept["labels"])


def test_terms_query_narrows_to_concepts_with_a_matching_label(client, concepts, multilingual_concept):
    label = multilingual_concept["labels"][0]["label"]
    found = client.get("/api/terms", params={"q": label}).json()["concepts"]
    assert multilingual_concept["id"] in [c["id"] for c in found]
    assert len(found) <= len(concepts)


def test_terms_resolve_every_label_names_the_same_concept(client, multilingual_concept):
    for label in multilingual_concept["labels"]:
        r = client.get(f"/api/terms/{label['label']}")
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["concept"]["id"] == multilingual_concept["id"], (label, body)
        assert body["query"] == label["label"]


def test_terms_resolve_misspelt_label_is_404_with_close_matches(client, multilingual_concept):
    label = max((l["label"] for l in multilingual_concept["labels"] if l["lang"] != "zh"), key=len, default=None)
    if label is None or len(label) < 5:
        pytest.fail(f"concept {multilingual_concept['id']} has no long latin label to misspell")
    typo = label[:-2] + label[-1] + label[-2] + "x"
    err = assert_error_shape(client.get(f"/api/terms/{typo}"), 404, code="term_not_found", field="term")
    assert err["close_matches"], err


def test_terms_query_too_long_is_422_naming_q(client):
    assert_error_shape(client.get("/api/terms", params={"q": "x" * 500}), 422, code="invalid_request", field="q")
