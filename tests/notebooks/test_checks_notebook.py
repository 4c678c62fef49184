import pytest

from tests.notebooks.conftest import has_image, outputs_text

pytestmark = pytest.mark.integration


def test_checks_notebook_shows_keywords_documents_mutations_and_a_plot(run_notebook, corpus_kb_path):
    """The checks notebook runs top to bottom against the corpus KB and shows every keyword, both
    rulings documents, the mutation table and the coverage chart."""
    from kb.checks.coverage import KEYWORD_IDS

    nb = run_notebook("checks.ipynb", {"JUDGEDESK_NOTEBOOK_DB": str(corpus_kb_path)})
    text = outputs_text(nb)
    for keyword in KEYWORD_IDS:
        assert f"| {keyword} |" in text
    for source in ("tsp-faq-zh", "who-notes-de"):
        assert source in text
    assert "mutation runs" in text and "0 survived" in text
    assert has_image(nb)
    # issue 13: the classified rulings' coverage by class, document and mechanic
    assert "game-rules rulings backed by a passing check" in text
    assert "| suspend |" in text and "tsp-faq-zh:ruling:1058-1058" in text
