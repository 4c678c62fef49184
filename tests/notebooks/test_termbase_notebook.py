import pytest

from tests.notebooks.conftest import has_image, outputs_text

pytestmark = pytest.mark.integration


def test_termbase_notebook_runs_and_shows_coverage_superseded_and_the_suspend_crosscheck(run_notebook, corpus_kb_path):
    nb = run_notebook("termbase.ipynb", {"JUDGEDESK_NOTEBOOK_DB": str(corpus_kb_path)})
    text = outputs_text(nb)
    for expected in ("who-notes-de", "tsp-faq-zh", "suspend-may-cast", "Both resolve to **suspend**", "702.62",
                     "concept (labels by language)", "mentioned", "Aufblitzen"):
        assert expected in text
    assert has_image(nb)
    for kind in ("keyword ability (702)", "keyword action (701)", "creature type", "CR glossary entries"):
        assert f"| {kind} |" in text, f"the vocabulary coverage table lacks {kind}"
