"""Rule links scored against the gold set (data/eval/rule-links/): floors a little below what
the linker reached when it was finished, dev and frozen held-out part (see its README).
The issue's target (0.90 / 0.90 on the held-out part) is not reached; these floors keep what
was reached from sliding back. Each part is scored with its own reviews left out
(kb.rules.evaluate.linker_links): the scored parts are also the linker's reviewed links."""

from __future__ import annotations

import pytest

from kb.rules.evaluate import GoldSetError, linker_links, load_gold, score_links

pytestmark = pytest.mark.integration


# At b0e6f87 (stop 22): dev 0.889 / 0.857; the spent held-out parts, read since they were scored,
# 0.940 / 0.846, 0.907 / 0.851 and 0.928 / 0.661; the fourth held-out part, annotated blind
# during that stop's linker work and scored once there: 0.677 / 0.491. The fifth, annotated blind during
# the stop-23 work (reviewed links, precedents), scored once at 0e4d7e5: 0.762 / 0.531. Since every ruling is
# reviewed, a part left out also gets precedents from the reviews (heldout: 0.902 / 0.877).
# Stop 34's cue rows (written on rulings outside every gold part and audit sample) moved the
# first held-out part to 0.865 / 0.862: its one reader keys 601.2 where the rows now read
# 601.2a / 601.2i, and not 701.6a for a countered flashback spell. On the 209 rulings of the
# held-out parts, never read for those rows, the linker alone went from 0.684 / 0.463 to
# 0.709 / 0.514 (precision / recall against the links shown), so the floor follows the part.
# Stop 38's audit keyed who 1400's sentence to 118.8 as well (both blind readers): who 1105 of
# heldout2 follows it as its precedent, and that part's one reader did not key 118.8 (0.874).
@pytest.mark.parametrize(
    "part, rulings, precision, key_recall",
    [
        ("dev", 140, 0.86, 0.83),
        ("heldout", 70, 0.86, 0.82),
        ("heldout2", 70, 0.87, 0.82),
        ("heldout3", 60, 0.90, 0.63),
        ("heldout4", 60, 0.65, 0.46),
        ("heldout5", 60, 0.74, 0.50),
    ],
)
def test_rule_links_hold_their_measured_quality(corpus_kb, part, rulings, precision, key_recall):
    score = score_links(corpus_kb, load_gold(part), linker_links(corpus_kb, part))
    assert score.rulings == rulings
    assert score.precision >= precision, score.as_row()
    assert score.key_recall >= key_recall, score.as_row()


def test_a_changed_held_out_file_is_refused(tmp_path):
    from kb.rules.evaluate import GOLD_DIR

    for name in ("heldout.csv", "heldout.csv.sha256"):
        (tmp_path / name).write_bytes((GOLD_DIR / name).read_bytes())
    (tmp_path / "heldout.csv").write_text((GOLD_DIR / "heldout.csv").read_text(encoding="utf-8") + "\n", encoding="utf-8")
    with pytest.raises(GoldSetError, match="sha256"):
        load_gold("heldout", tmp_path)
