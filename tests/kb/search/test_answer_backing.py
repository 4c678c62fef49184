"""Issue 13, item 4: the top answer a judge is shown carries a check that demonstrates it —
a check linked to the ruling, or, for a rule's own text, a check of that rule."""

from __future__ import annotations

import pytest

from kb.checks.answer_coverage import AnswerBacking, backed_share, top_answers
from kb.search.evaluate import load_questions

# Development questions, lexical + termbase (the suite's KB has no vectors): 0.950 of the top
# answers carry a check at c1e7815 (0.681 when the measure was written; checks were then
# written for the rulings these questions land on, so the held-out questions' figures on
# docs/trust-last-run.md are the honest ones: 0.583 on the third set). The target is 0.75.
FLOOR_TOP_ANSWER_BACKED = 0.92


def test_backed_share_counts_top_answers_with_a_check_per_language():
    rows = [
        AnswerBacking("q1", "de", "r1", "ruling", ("c1",)),
        AnswerBacking("q2", "de", "r2", "ruling", ()),
        AnswerBacking("q3", "zh", "", "", ()),
    ]
    shares = {s.group: s.as_row() for s in backed_share(rows)}
    assert shares["all"] == {"group": "all", "answers": 3, "backed": 1, "share": 0.333}
    assert shares["de"]["share"] == 0.5 and shares["zh"]["backed"] == 0


@pytest.mark.integration
def test_most_top_answers_on_the_development_questions_carry_a_check(lexical_searcher):
    rows = top_answers(lexical_searcher, load_questions(), mode="lexical")
    overall = next(s for s in backed_share(rows) if s.group == "all")
    assert overall.answers >= 100
    assert overall.share >= FLOOR_TOP_ANSWER_BACKED, overall.as_row()


@pytest.mark.integration
def test_a_rule_excerpt_answer_carries_the_checks_of_its_rule(lexical_searcher):
    # the FAQ's own statement of suspend (old number 502.59) is answered with suspend's checks
    results = lexical_searcher.ask("502.59 延缓", limit=10, mode="lexical").results
    excerpt = next(r for r in results if r.kind == "rule_excerpt" and r.rules)
    assert excerpt.checks and excerpt.checks_of
    assert all(n.startswith("702.62") for n in excerpt.checks_of)


# The held-out question sets, lexical + termbase, recorded by `make trust` (docs/trust-last-run.md):
# the fourteenth, the corpus re-asked (written blind during stop 34 from the whole corpus, scored
# once at the end of its work), 109 of 120 (0.908);
# the thirteenth, written blind during stop 33 and scored once at the end of its search work, 97 of
# 120 (0.808);
# the twelfth, written blind during stop 32 and scored once at the end of its search work, 102 of 120
# (0.850);
# the eleventh, written blind during stop 31 and scored once at the end of its search work, 106 of 120
# (0.883);
# the tenth, written blind during stop 30 and scored once at the end of its search work, 104 of 120
# (0.867);
# the ninth, written blind during stop 28 and scored once at the end of the stop-29 search work, 80 of
# 97 (0.825);
# the eighth, written blind during stop 26 (120 questions) and scored once at its end (9ad337d), 94 of
# 120 (0.783); the seventh, written blind during stop 25 and scored once at the end of its check work
# (9d966c5), 46 of 60 (0.767); the sixth 44 of 60 (0.733) at a72b61a, the fifth 41 of 60 (0.683)
# and the fourth 49 of 60 (0.817), both spent.
# Floors a little below. Stop 45 (the questions asked before as retrievers, kb.search.asked) lowered
# seven of them (sets 14-16, 19, 21, 22, 25). On those seven, 49 top answers lost their check and 8
# gained one; 27 of the 49 are now the card record the question asks about, a gold answer (its
# printed text, which no check backs), 20 of them where a wrong ruling with a check stood first
# before. Every set stays above issue 13's 75%.
@pytest.mark.integration
@pytest.mark.parametrize(
    "name, floor",
    [
        ("questions-heldout4.csv", 0.78),
        ("questions-heldout5.csv", 0.65),
        ("questions-heldout6.csv", 0.70),
        ("questions-heldout7.csv", 0.72),
        ("questions-heldout8.csv", 0.75),
        ("questions-heldout9.csv", 0.80),
        ("questions-heldout10.csv", 0.84),
        ("questions-heldout11.csv", 0.85),
        ("questions-heldout12.csv", 0.82),
        ("questions-heldout13.csv", 0.78),
        ("questions-heldout14.csv", 0.80),  # stop 45: 98 of 120
        ("questions-heldout15.csv", 0.84),  # scored once at the end of stop 35: 108 of 120 (0.900); stop 45: 103 of 120
        ("questions-heldout16.csv", 0.82),  # scored once at the end of stop 36: 112 of 120 (0.933); stop 45: 101 of 120
        ("questions-heldout17.csv", 0.79),  # scored once at the end of stop 37: 98 of 120 (0.817)
        ("questions-heldout18.csv", 0.85),  # scored once at the end of stop 38: 106 of 120 (0.883)
        ("questions-heldout19.csv", 0.85),  # scored once at stop 39: 109 of 120 (0.908); stop 45: 104 of 120
        ("questions-heldout20.csv", 0.84),  # scored once at stop 40: 104 of 120 (0.867)
        ("questions-heldout21.csv", 0.77),  # scored once at stop 41: 104 of 120 (0.867); stop 45: 95 of 120
        ("questions-heldout22.csv", 0.81),  # scored once at stop 42: 105 of 120 (0.875); stop 45: 100 of 120
        ("questions-heldout23.csv", 0.87),  # scored once at stop 43: 108 of 120 (0.900)
        ("questions-heldout24.csv", 0.88),  # scored once at stop 44: 109 of 120 (0.908)
        ("questions-heldout25.csv", 0.82),  # scored once at stop 44: 106 of 120 (0.883); stop 45: 101 of 120
        ("questions-heldout26.csv", 0.82),  # stop 45, on the build after its scoring: 102 of 120 (0.850)
    ],
)
def test_top_answers_on_a_held_out_set_keep_their_checks(lexical_searcher, name, floor):
    from kb.search.evaluate import HELDOUT_CSV

    questions = load_questions(HELDOUT_CSV.with_name(name))
    rows = top_answers(lexical_searcher, questions, mode="lexical")
    overall = next(s for s in backed_share(rows) if s.group == "all")
    assert overall.answers == len(questions)
    assert overall.share >= floor, overall.as_row()
