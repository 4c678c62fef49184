import pytest

from tests.notebooks.conftest import outputs_text

pytestmark = pytest.mark.integration


def test_trust_notebook_runs_and_reports_links_statuses_and_pairs(run_notebook, corpus_kb_path):
    nb = run_notebook("trust.ipynb", {"JUDGEDESK_NOTEBOOK_DB": str(corpus_kb_path)})
    text = outputs_text(nb)
    for expected in ("2025-09-19", "heldout", "key recall", "suspend-may-cast", "legend-rule-2013",
                     "removed-from-game", "pair precision", "held-out 2"):
        assert expected in text
