"""The third frozen held-out question set (data/eval/questions-heldout3.md): unchanged since it
was committed, 20 questions per language, more than half cross-lingual, no ruling that an earlier
set already asks, and every gold record still exists in the knowledge base built from the bundled
corpus, in the language its kind says.

No score is asserted here: the set is scored once, by the lead, at the end of the session."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from kb.search.evaluate import QUESTIONS_CSV, load_questions

pytestmark = pytest.mark.integration

HELDOUT3_CSV = QUESTIONS_CSV.with_name("questions-heldout3.csv")
EARLIER_SETS = ("questions.csv", "questions-heldout.csv", "questions-heldout2.csv")


def frozen_hash(path: Path) -> str:
    """The hash in the `sha256sum` file committed beside the set, checked that it names the set."""
    digest, name = path.with_name(path.name + ".sha256").read_text(encoding="utf-8").split()
    assert name == path.name
    return digest


def test_heldout3_set_is_unchanged_since_frozen():
    assert hashlib.sha256(HELDOUT3_CSV.read_bytes()).hexdigest() == frozen_hash(HELDOUT3_CSV)


def test_heldout3_set_has_20_questions_per_language_at_least_30_cross_lingual():
    questions = load_questions(HELDOUT3_CSV)
    assert [sum(q["lang"] == lang for q in questions) for lang in ("de", "zh", "en")] == [20, 20, 20]
    assert {q["kind"] for q in questions} == {"same", "cross"}
    assert sum(q["kind"] == "cross" for q in questions) >= 30
    assert len({q["id"] for q in questions}) == len(questions)
    assert all(q["question"].strip() and q["gold"] for q in questions)


def test_heldout3_first_gold_records_were_not_gold_of_an_earlier_set():
    # the first gold record of each question is its draw; draws came from pools without the
    # earlier sets' gold (a parallel listed after it may be gold elsewhere too)
    earlier = {g for name in EARLIER_SETS for q in load_questions(QUESTIONS_CSV.with_name(name)) for g in q["gold"]}
    reused = [(q["id"], q["gold"][0]) for q in load_questions(HELDOUT3_CSV) if q["gold"][0] in earlier]
    assert reused == []


def test_heldout3_gold_records_exist_and_kind_matches_their_languages(corpus_kb):
    questions = load_questions(HELDOUT3_CSV)
    gold_ids = sorted({g for q in questions for g in q["gold"]})
    marks = ", ".join("?" for _ in gold_ids)
    lang_of = {r["id"]: r["lang"] for r in corpus_kb.query(f"select id, lang from records where id in ({marks})", gold_ids)}
    missing = [(q["id"], g) for q in questions for g in q["gold"] if g not in lang_of]
    assert missing == []
    # "same": some record in the question's own language answers it; "cross": none does
    wrong_kind = [q["id"] for q in questions if (q["kind"] == "same") != any(lang_of[g] == q["lang"] for g in q["gold"])]
    assert wrong_kind == []
