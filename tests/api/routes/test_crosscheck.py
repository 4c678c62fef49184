"""``GET /api/crosscheck/{term}``: the German release notes and the Chinese FAQ side by side on one
concept — aligned pairs, the unpaired, flags — reached by a label in either language."""

from __future__ import annotations

import pytest

from tests.api.conftest import SMALL_KB_DOCUMENTS, assert_error_shape

pytestmark = pytest.mark.integration

# Suspend is the mechanic both documents rule on: "Aussetzen" (de, 2023) and "延缓" (zh, 2006).
SUSPEND_LABELS = ("Aussetzen", "延缓")


@pytest.mark.parametrize("term", SUSPEND_LABELS)
def test_crosscheck_label_in_either_language_aligns_both_documents(client, term):
    r = client.get(f"/api/crosscheck/{term}")
    assert r.status_code == 200, r.text
    body = r.json()
    assert {"concept", "pairs", "unpaired", "flags", "documents"} <= set(body)
    assert body["pairs"], "suspend has rulings in both documents"
    for pair in body["pairs"]:
        assert pair["a"]["source"] != pair["b"]["source"] or pair["a"]["lang"] != pair["b"]["lang"]
        assert {pair["a"]["source"], pair["b"]["source"]} <= set(SMALL_KB_DOCUMENTS)
        assert isinstance(pair["score"], (int, float)) and pair["method"]


def test_crosscheck_both_labels_give_the_same_concept_and_pairs(client):
    de, zh = (client.get(f"/api/crosscheck/{t}").json() for t in SUSPEND_LABELS)
    assert de["concept"] == zh["concept"]
    assert [(p["a"]["id"], p["b"]["id"]) for p in de["pairs"]] == [(p["a"]["id"], p["b"]["id"]) for p in zh["pairs"]]


def test_crosscheck_old_rule_numbers_are_flagged(client):
    """The 2006 FAQ quotes pre-2008 rule numbers (502.59x for suspend); the cross-check says so."""
    body = client.get(f"/api/crosscheck/{SUSPEND_LABELS[1]}").json()
    assert body["flags"], body


def test_crosscheck_unknown_term_is_404_with_close_matches(client):
    err = assert_error_shape(client.get("/api/crosscheck/Aussezten"), 404, field="term")
    assert err["code"].endswith("not_found") and "Aussetzen" in err["close_matches"], err
