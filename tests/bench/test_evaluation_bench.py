"""``python -m bench evaluation`` is registered, refuses a held-out set changed after freezing,
and measures the lexical system on a knowledge base without vectors (here on the development set
only: the held-out sets are scored when the page is recorded, not on every test run)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.integration


def test_evaluation_benchmark_measures_every_question_set(monkeypatch, capsys, corpus_kb_path):
    import bench.evaluation
    from bench.__main__ import BENCHMARKS

    assert BENCHMARKS["evaluation"] == "bench.evaluation"
    monkeypatch.setenv("JUDGEDESK_DB", str(corpus_kb_path))
    monkeypatch.setattr(bench.evaluation, "SETS", (("dev", "questions.csv"),))
    bench.evaluation.main()
    out = capsys.readouterr().out
    assert "dev R@5" in out and "\nlexical " in out
    per_language = out.split("per question language", 1)[1].split("\n\n", 1)[0]
    langs = {line.split()[1] for line in per_language.splitlines() if line.startswith("dev ")}
    assert langs == {"de", "zh", "en"}
    # the development set asks some records twice: it is measured on each record's first question too
    assert "each record's first question only" in out


def test_every_question_set_is_measured_and_the_held_out_ones_are_frozen():
    import bench.evaluation
    from kb.search.evaluate import QUESTIONS_CSV

    files = [file for _, file in bench.evaluation.SETS]
    assert files[-1] == "questions-heldout26.csv"
    assert all(QUESTIONS_CSV.with_name(file + ".sha256").is_file() for file in files if "heldout" in file)
    assert [path.name for _, path in bench.evaluation.question_sets()] == files


@pytest.mark.parametrize(
    "changed",
    [
        "questions-heldout2.csv",
        "questions-heldout3.csv",
        "questions-heldout4.csv",
        "questions-heldout5.csv",
        "questions-heldout6.csv",
        "questions-heldout7.csv",
        "questions-heldout8.csv",
        "questions-heldout9.csv",
        "questions-heldout10.csv",
        "questions-heldout11.csv",
        "questions-heldout12.csv",
        "questions-heldout13.csv",
        "questions-heldout14.csv",
        "questions-heldout15.csv",
        "questions-heldout16.csv",
        "questions-heldout17.csv",
        "questions-heldout18.csv",
        "questions-heldout19.csv",
        "questions-heldout20.csv",
        "questions-heldout21.csv",
        "questions-heldout22.csv",
        "questions-heldout23.csv",
        "questions-heldout24.csv",
        "questions-heldout25.csv",
        "questions-heldout26.csv",
    ],
)
def test_a_held_out_set_changed_after_freezing_is_refused(monkeypatch, tmp_path, changed):
    import bench.evaluation
    from kb.search.evaluate import QUESTIONS_CSV

    for name in [file for _, file in bench.evaluation.SETS]:
        (tmp_path / name).write_bytes(QUESTIONS_CSV.with_name(name).read_bytes())
        frozen = QUESTIONS_CSV.with_name(name + ".sha256")
        if frozen.is_file():
            (tmp_path / frozen.name).write_bytes(frozen.read_bytes())
    (tmp_path / changed).write_text("id,lang,kind,question,gold\n", encoding="utf-8")
    monkeypatch.setattr("kb.search.evaluate.QUESTIONS_CSV", tmp_path / "questions.csv")
    with pytest.raises(SystemExit, match=f"{changed} changed"):
        bench.evaluation.question_sets()


def test_a_set_that_re_asks_a_record_is_also_measured_on_each_records_first_question():
    from bench.evaluation import first_question_per_record

    questions = [
        {"id": "de01", "gold": ["a"]},
        {"id": "de02", "gold": ["b"]},
        {"id": "de03", "gold": ["a"]},  # re-asks a
        {"id": "zh01", "gold": ["c", "b"]},  # b was asked already
        {"id": "en01", "gold": ["d"]},
    ]
    assert [q["id"] for q in first_question_per_record(questions)] == ["de01", "de02", "en01"]
