"""``python -m bench evaluation``: search quality on every question set, measured.

``SETS`` lists them in the order they were written, of three kinds:

- the development sets (``questions.csv``, read and tuned to for many sessions, and
  ``questions-dev2.csv``, written in stop 29 before the search work it guided);
- the held-out sets of fresh answers (``questions-heldout.csv`` and ``questions-heldout2.csv`` to
  ``questions-heldout13.csv``): each written blind to the search before a stop's search work,
  frozen (its sha256 beside it) and scored once at that work's end, spent since; the ninth re-asks
  some records, so it is also measured on each record's first question
  (``first_question_per_record``);
- the re-asked sets (``questions-heldout14.csv`` onwards, "re-asked N"): written blind the same
  way but from the whole corpus with nothing left out, so they re-ask answers earlier sets asked,
  in words nobody tuned to, as an outside judge would; reported apart from the fresh-answer sets.

Which stop wrote and scored each set, and what the search was then: docs/evaluation.md and each
set's write-up (``data/eval/questions-heldoutN.md``). For each set: recall@5, cross-lingual
recall@5 and MRR@10 of the four systems of ``kb.search.evaluate`` (lexical, dense, rrf without the
termbase, rrf with it = the full system), and the full system per question language.
Held-out files are checked against their sha256 first. ``python -m bench --record
docs/evaluation-last-run.md evaluation`` (``make evaluation``) writes the tables with the date
and the commit; docs/evaluation.md explains them.

The knowledge base is ``$JUDGEDESK_DB``; without vectors only the lexical rows are measured."""

from __future__ import annotations

import hashlib
from pathlib import Path

from bench._table import print_table
from kb.build import open_kb
from kb.paths import resolve_db_path, sidecar
from kb.search import evaluate as search_evaluation
from kb.search.evaluate import SYSTEMS, evaluate_systems, expand_gold, load_questions, summarise

SETS = (
    ("dev", "questions.csv"),
    ("dev 2", "questions-dev2.csv"),
    ("held-out", "questions-heldout.csv"),
    ("held-out 2", "questions-heldout2.csv"),
    ("held-out 3", "questions-heldout3.csv"),
    ("held-out 4", "questions-heldout4.csv"),
    ("held-out 5", "questions-heldout5.csv"),
    ("held-out 6", "questions-heldout6.csv"),
    ("held-out 7", "questions-heldout7.csv"),
    ("held-out 8", "questions-heldout8.csv"),
    ("held-out 9", "questions-heldout9.csv"),
    ("held-out 10", "questions-heldout10.csv"),
    ("held-out 11", "questions-heldout11.csv"),
    ("held-out 12", "questions-heldout12.csv"),
    ("held-out 13", "questions-heldout13.csv"),
    ("re-asked 14", "questions-heldout14.csv"),
    ("re-asked 15", "questions-heldout15.csv"),
    ("re-asked 16", "questions-heldout16.csv"),
    ("re-asked 17", "questions-heldout17.csv"),
    ("re-asked 18", "questions-heldout18.csv"),
    ("re-asked 19", "questions-heldout19.csv"),
    ("re-asked 20", "questions-heldout20.csv"),
    ("re-asked 21", "questions-heldout21.csv"),
    ("re-asked 22", "questions-heldout22.csv"),
    ("re-asked 23", "questions-heldout23.csv"),
    ("re-asked 24", "questions-heldout24.csv"),
    ("re-asked 25", "questions-heldout25.csv"),
    ("re-asked 26", "questions-heldout26.csv"),
)


def question_sets() -> list[tuple[str, Path]]:
    out = []
    for name, file in SETS:
        # read at call time (not bound at import), so a test or a caller can point the sets elsewhere
        path = search_evaluation.QUESTIONS_CSV.with_name(file)
        frozen = path.with_name(path.name + ".sha256")
        if frozen.is_file() and hashlib.sha256(path.read_bytes()).hexdigest() != frozen.read_text().split()[0]:
            raise SystemExit(f"{path.name} changed since it was frozen ({frozen.name})")
        out.append((name, path))
    return out


def first_question_per_record(questions: list[dict]) -> list[dict]:
    """The independent questions of a set: each keeps only when none of its gold records was
    the gold of an earlier question (a set that ran out of records re-asks some)."""
    seen: set[str] = set()
    out = []
    for q in questions:
        if not seen.intersection(q["gold"]):
            out.append(q)
        seen.update(q["gold"])
    return out


def _row(rows: list[dict]) -> tuple[float, float, float]:
    overall = summarise(rows, ("system",))[0]
    cross = [r for r in rows if r["kind"] == "cross"]
    cross_recall = summarise(cross, ("system",))[0]["recall@5"] if cross else float("nan")
    return overall["recall@5"], cross_recall, overall["mrr@10"]


def main() -> None:
    path = resolve_db_path()
    with_vectors = sidecar(path, "faiss").is_file()
    systems = SYSTEMS if with_vectors else tuple(s for s in SYSTEMS if s[1] == "lexical")
    db = open_kb(path)
    results: dict[str, list[dict]] = {}
    independent: dict[str, set[str]] = {}
    try:
        for name, qpath in question_sets():
            questions = load_questions(qpath)
            expand_gold(db, questions)
            results[name] = evaluate_systems(path, questions, systems=systems)
            firsts = first_question_per_record(questions)
            if len(firsts) < len(questions):
                independent[name] = {q["id"] for q in firsts}
    finally:
        db.close()
    table = []
    for label, _mode, _bridge in systems:
        row: list[object] = [label]
        for name, _ in SETS:
            r5, x5, mrr = _row([r for r in results[name] if r["system"] == label])
            row += [r5, x5, mrr]
        table.append(row)
    heads = ["system"] + [f"{n} {m}" for n, _ in SETS for m in ("R@5", "xR@5", "MRR")]
    print_table("Search quality by question set (R@5 recall@5, xR@5 cross-lingual recall@5, MRR@10)", heads, table)
    full = systems[-1][0]
    per_lang = []
    for name, _ in SETS:
        for s in summarise([r for r in results[name] if r["system"] == full], ("lang",)):
            per_lang.append([name, s["lang"], s["n"], s["recall@5"], s["mrr@10"]])
    print_table(f"The full system ({full}) per question language", ["set", "lang", "n", "R@5", "MRR"], per_lang)
    reasked = []
    for name, ids in independent.items():
        for label, _mode, _bridge in systems:
            every = [r for r in results[name] if r["system"] == label]
            firsts = [r for r in every if r["id"] in ids]
            reasked.append([name, label, len(every), *_row(every), len(firsts), *_row(firsts)])
    print_table(
        "Sets that re-ask a record: every question, and each record's first question only",
        ["set", "system", "n", "R@5", "xR@5", "MRR", "n first", "R@5 first", "xR@5 first", "MRR first"],
        reasked,
    )
