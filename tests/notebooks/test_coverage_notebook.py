import pytest

from tests.notebooks.conftest import has_image, outputs_text

pytestmark = pytest.mark.integration


def test_coverage_notebook_runs_and_shows_every_document_and_a_plot(run_notebook, corpus_kb_path):
    nb = run_notebook("coverage.ipynb", {"JUDGEDESK_NOTEBOOK_DB": str(corpus_kb_path)})
    text = outputs_text(nb)
    for source in ("who-notes-de", "tsp-faq-zh", "glossary-de", "casting-de", "card-types-de"):
        assert source in text
    assert has_image(nb)
