"""What the label forms of the second development set's fixes (data/eval/questions-dev2.md)
change for a judge: the ruling that answers ranks in the first five. None of these questions
is in an evaluation set."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def rank_of(searcher, question, gold, lang=None):
    ids = [r.id for r in searcher.ask(question, lang=lang, limit=10, mode="lexical").results]
    return next((i for i, rid in enumerate(ids, 1) if rid in gold), None)


@pytest.mark.parametrize(
    "question, gold",
    [
        # German participles of verb labels: "wird aus dem Kampf entfernt", "angreifende Kreatur"
        ("攻击中的生物时间跳跃离开了，还在战斗中吗", {"who-notes-de:ruling:634-634"}),
        # declined noun phrases: "Dauerhafte Effekte", "bleibenden Karten"
        (
            "Gelten dauerhafte Effekte mit solange für destabilisierte bleibende Karten?",
            {
                "who-notes-de:ruling:2063-2063",
                "who-notes-de:ruling:637-637",
                "who-notes-de:ruling:987-987",
                "who-notes-de:ruling:266-266",
            },
        ),
        # the 2006 FAQ's word for phasing out (跃离)
        ("Can I look at my face-down creature while it is phased out?", {"tsp-faq-zh:ruling:392-392"}),
        # MDFC: the judges' abbreviation; "modale doppelseitige Karten" in the rulings
        (
            "MDFC mit Kaskade: welche Seite darf ich wirken?",
            {"who-notes-de:ruling:1402-1402", "who-notes-de:ruling:1877-1877", "who-notes-de:ruling:1107-1107"},
        ),
    ],
)
def test_label_form_question_finds_its_ruling_in_top_five(lexical_searcher, question, gold):
    rank = rank_of(lexical_searcher, question, gold)
    assert rank is not None and rank <= 5
