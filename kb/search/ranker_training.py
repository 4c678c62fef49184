"""Learn the ranker's weights (``kb.search.ranker``) from the spent question sets.

    python -m kb.search.ranker_training --db var/judgedesk.db            # measure only
    python -m kb.search.ranker_training --db var/judgedesk.db --write    # and rewrite ranker_weights.py

For every question of ``TRAINING_SETS`` the searcher's candidates before the ranker are read
(``Searcher._candidates``), one feature row per candidate, and each candidate is marked gold or
not (a repeat of a gold ruling counts, as in ``kb.search.evaluate``). The weights are a pairwise
logistic fit: gradient descent, from zero, on log(1 + exp(-w . (gold - other))) over every pair
of a gold and a non-gold candidate of one question; the same data gives the same weights.

Measured leave-one-set-out: each set is ordered by weights learnt from the other sets, and its
recall@5 / MRR@10 before and after the ranker are printed beside each other. Only spent sets are
read (a frozen set not yet scored must never be listed here); the knowledge base needs its
vectors for the ``rrf`` weights.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kb.search.asked import spent_set_files
from kb.search.evaluate import QUESTIONS_CSV, expand_gold, load_questions
from kb.search.ranker import CANDIDATES, FEATURES, candidate_rows

# The spent sets: every set ``data/eval/asked-sets.csv`` lists, each scored once before it was
# listed (a frozen set not yet scored is never there). Until stop 45 the weights were learnt from
# sets 1-17; since the asked lists (kb.search.asked) they are learnt from every spent set, each
# question's candidates read with its own set left out of the asked questions.
TRAINING_SETS = spent_set_files()
EPOCHS = 300
STEP = 0.5
WEIGHTS_PY = Path(__file__).with_name("ranker_weights.py")


@dataclass
class Question:
    set: str
    rows: np.ndarray  # one feature row per candidate
    gold: np.ndarray  # 1.0 where the candidate answers the question


def collect(db_path: str | Path, mode: str) -> list[Question]:
    from kb.build import open_kb
    from kb.search.detect import detect_language
    from kb.search.fusion import Mode
    from kb.search.searcher import Searcher

    searcher = Searcher(db_path)
    db = open_kb(Path(db_path))
    out: list[Question] = []
    try:
        searcher._warm_lexical()
        if mode == "rrf":
            searcher._warm_dense()
        for name in TRAINING_SETS:
            searcher.asked_left_out = frozenset({name})  # no question meets itself
            questions = load_questions(QUESTIONS_CSV.with_name(name))
            expand_gold(db, questions)
            for q in questions:
                qlang = detect_language(q["question"], searcher._label_languages())
                c = searcher._candidates(q["question"], qlang, Mode(mode), [])
                rows = candidate_rows(db, c, searcher._fts_rows, searcher._total)
                gold = [c.shown.get(f.id, f.id) in q["gold_all"] or f.id in q["gold_all"] for f in c.fused[:CANDIDATES]]
                out.append(Question(name, np.array(rows, dtype=float), np.array(gold, dtype=float)))
    finally:
        searcher.close()
        db.close()
    return out


def fit(questions: list[Question]) -> np.ndarray:
    pairs = [
        (q.rows[q.gold == 1][:, None, :] - q.rows[q.gold == 0][None, :, :]).reshape(-1, len(FEATURES))
        for q in questions
        if 0 < q.gold.sum() < len(q.gold)
    ]
    differences = np.vstack(pairs)
    w = np.zeros(len(FEATURES))
    for _ in range(EPOCHS):
        p = 1.0 / (1.0 + np.exp(differences @ w))  # the chance the pair is ordered wrong
        w += STEP * (differences * p[:, None]).mean(axis=0)
    return w


def quality(questions: list[Question], w: np.ndarray | None) -> tuple[float, float]:
    """recall@5 and MRR@10 of the candidates ordered by ``w`` (None: the fused order)."""
    hits = reciprocal = 0.0
    for q in questions:
        order = np.argsort(-(q.rows @ w), kind="stable") if w is not None else np.arange(len(q.gold))
        rank = next((i for i, j in enumerate(order[:10], 1) if q.gold[j]), None)
        hits += bool(rank and rank <= 5)
        reciprocal += 1.0 / rank if rank else 0.0
    return hits / len(questions), reciprocal / len(questions)


def leave_one_set_out(questions: list[Question]) -> list[tuple[str, int, float, float, float, float]]:
    rows = []
    for name in TRAINING_SETS:
        test = [q for q in questions if q.set == name]
        w = fit([q for q in questions if q.set != name])
        rows.append((name, len(test), *quality(test, None), *quality(test, w)))
    return rows


def _write(weights: dict[str, np.ndarray], figures: dict[str, tuple[float, float, float, float]]) -> None:
    lines = [
        '"""The ranker\'s weights (``kb.search.ranker``), one per feature, per mode; written by',
        "``python -m kb.search.ranker_training --write`` (do not edit). Leave-one-set-out over its",
        "TRAINING_SETS, recall@5 / MRR@10 of the candidates before -> after the ranker:",
        "",
        *(f"- {mode}: {b5:.3f} / {bm:.3f} -> {a5:.3f} / {am:.3f}" for mode, (b5, bm, a5, am) in figures.items()),
        '"""',
        "",
        "WEIGHTS: dict[str, tuple[float, ...]] = {",
    ]
    for mode, w in weights.items():
        lines.append(f'    "{mode}": (')
        lines += [f"        {v:.4f},  # {name}" for name, v in zip(FEATURES, w, strict=True)]
        lines.append("    ),")
    lines.append("}")
    WEIGHTS_PY.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--db", required=True)
    parser.add_argument("--write", action="store_true", help="rewrite kb/search/ranker_weights.py")
    args = parser.parse_args()
    weights: dict[str, np.ndarray] = {}
    figures: dict[str, tuple[float, float, float, float]] = {}
    for mode in ("rrf", "lexical"):
        questions = collect(args.db, mode)
        table = leave_one_set_out(questions)
        print(f"{mode}: set, n, R@5 / MRR@10 before -> after (weights learnt without the set)")
        for name, n, b5, bm, a5, am in table:
            print(f"  {name:26s} {n:4d}  {b5:.3f} / {bm:.3f} -> {a5:.3f} / {am:.3f}")
        n_all = sum(r[1] for r in table)
        b5, bm, a5, am = np.average([r[2:] for r in table], axis=0, weights=[r[1] for r in table])
        print(f"  {'all':26s} {n_all:4d}  {b5:.3f} / {bm:.3f} -> {a5:.3f} / {am:.3f}")
        figures[mode] = (b5, bm, a5, am)
        weights[mode] = fit(questions)
    if args.write:
        _write(weights, figures)


if __name__ == "__main__":
    main()
