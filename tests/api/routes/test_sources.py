"""``GET /api/sources[/{id}?lines=a-b]``: the documents, and cited lines highlighted in context."""

from __future__ import annotations

import pytest

from tests.api.conftest import SMALL_KB_DOCUMENTS, assert_error_shape

pytestmark = pytest.mark.integration


def test_sources_lists_the_documents_of_the_knowledge_base(client):
    r = client.get("/api/sources")
    assert r.status_code == 200
    assert [d["id"] for d in r.json()] == list(SMALL_KB_DOCUMENTS)


@pytest.mark.parametrize(
    "lines, context, cited, shown",
    [
        ("229-231", 3, [229, 230, 231], (226, 234)),
        ("229", 0, [229], (229, 229)),
        ("1-2", 3, [1, 2], (1, 5)),  # context is cut at the start of the document
    ],
)
def test_source_view_marks_cited_lines_inside_their_context(client, lines, context, cited, shown):
    r = client.get("/api/sources/who-notes-de", params={"lines": lines, "context": context})
    assert r.status_code == 200, r.text
    body = r.json()
    numbers = [line["n"] for line in body["context"]]
    assert (numbers[0], numbers[-1]) == shown
    assert [line["n"] for line in body["context"] if line["cited"]] == cited
    assert body["file"] == "who-release-notes.de.txt" and body["lang"] == "de"


@pytest.mark.parametrize("lines", ["abc", "5-2", "0", "1-2-3", "-4"])
def test_source_view_malformed_line_range_is_400_naming_lines(client, lines):
    assert_error_shape(
        client.get("/api/sources/who-notes-de", params={"lines": lines}), 400, code="invalid_line_range", field="lines"
    )


def test_source_view_lines_past_the_end_is_400_naming_lines(client):
    err = assert_error_shape(client.get("/api/sources/tsp-faq-zh", params={"lines": "999999"}), 400, field="lines")
    assert "tsp-faq.zh.txt" in err["message"]


def test_source_view_unknown_document_is_404_listing_the_known_ids(client):
    err = assert_error_shape(
        client.get("/api/sources/who-notes", params={"lines": "1"}), 404, code="source_not_found", field="source_id"
    )
    assert "who-notes-de" in err["close_matches"]
