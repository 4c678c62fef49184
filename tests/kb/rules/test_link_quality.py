"""Rule links scored against the gold set (data/eval/rule-links/): floors a little below what
the linker reached when it was finished, dev and frozen held-out part (see its README).
The issue's target (0.90 / 0.90 on the held-out part) is not reached; these floors keep what
was reached from sliding back."""

from __future__ import annotations

import pytest

from kb.rules.evaluate import GoldSetError, load_gold, score_links

pytestmark = pytest.mark.integration


# dev 0.866 / 0.824 and the spent held-out part 0.833 / 0.738 (read since it was scored) at
# ace1fbe; the second held-out part, frozen before that work and scored once there: 0.781 / 0.507.
@pytest.mark.parametrize("part, precision, key_recall", [("dev", 0.84, 0.79), ("heldout", 0.80, 0.70), ("heldout2", 0.75, 0.48)])
def test_rule_links_hold_their_measured_quality(corpus_kb, part, precision, key_recall):
    score = score_links(corpus_kb, load_gold(part))
    assert score.rulings == 70 if part.startswith("heldout") else 140
    assert score.precision >= precision, score.as_row()
    assert score.key_recall >= key_recall, score.as_row()


def test_a_changed_held_out_file_is_refused(tmp_path):
    from kb.rules.evaluate import GOLD_DIR

    for name in ("heldout.csv", "heldout.csv.sha256"):
        (tmp_path / name).write_bytes((GOLD_DIR / name).read_bytes())
    (tmp_path / "heldout.csv").write_text((GOLD_DIR / "heldout.csv").read_text(encoding="utf-8") + "\n", encoding="utf-8")
    with pytest.raises(GoldSetError, match="sha256"):
        load_gold("heldout", tmp_path)
