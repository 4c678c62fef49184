"""Calibrating and scoring the no-answer decision (``kb.search.answerable``).

Positives: the dev questions (data/eval/questions.csv). Negatives: strings generated
here with a fixed seed (random letters, pronounceable nonsense, random Han characters) and
a few off-topic sentences. The held-out file data/eval/answerable-heldout.csv (written and
hashed before any measuring) is scored once with ``--heldout``.

    python -m kb.search.answerable_eval --db var/judgedesk.db [--mode lexical] [--heldout]
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import math
import random
from pathlib import Path

from kb.paths import sidecar
from kb.search import Searcher
from kb.search.answerable import NO_ANSWER_BELOW, assess

EVAL_DIR = Path(__file__).resolve().parents[2] / "data" / "eval"
DEV_QUESTIONS = EVAL_DIR / "questions.csv"
HELDOUT = EVAL_DIR / "answerable-heldout.csv"
HELDOUT2 = EVAL_DIR / "answerable-heldout2.csv"  # frozen before the "weak" signal was measured

OFF_TOPIC_DEV = [
    "What is the capital of France?",
    "Wie backe ich einen Kuchen?",
    "明天天气怎么样",
    "lorem ipsum dolor sit amet",
    "Wann fährt der letzte Bus nach Hause?",
    "how tall is mount everest",
]


def generated_negatives(n: int = 60, seed: int = 16) -> list[str]:
    rng = random.Random(seed)
    letters = "abcdefghijklmnopqrstuvwxyz"
    syllables = ["bl", "or", "qu", "ax", "fr", "um", "zi", "pl", "ug", "wy", "ek", "th", "on", "sn", "ar"]
    out = []
    for i in range(n):
        shape = i % 3
        if shape == 0:
            words = ("".join(rng.choice(letters) for _ in range(rng.randint(4, 9))) for _ in range(rng.randint(1, 3)))
            out.append(" ".join(words))
        elif shape == 1:
            words = ("".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))) for _ in range(rng.randint(1, 4)))
            out.append(" ".join(words))
        else:
            out.append("".join(chr(rng.randint(0x4E00, 0x9FA5)) for _ in range(rng.randint(3, 8))))
    return out + OFF_TOPIC_DEV


def top_scores(db: Path, questions: list[str], mode: str) -> list[float]:
    return [score for score, _ in _verdicts(db, questions, mode)]


def strengths(db: Path, questions: list[str], mode: str) -> list[str]:
    """ "strong" | "weak" | "none" per question (``kb.search.answerable.assess``)."""
    return [strength for _, strength in _verdicts(db, questions, mode)]


def _verdicts(db: Path, questions: list[str], mode: str) -> list[tuple[float, str]]:
    searcher = Searcher(db)
    searcher.warm_up()
    out = []
    for q in questions:
        results = searcher.ask(q, mode=mode).results
        verdict = assess(q, results)
        out.append((max((r.score or 0.0 for r in results), default=0.0), verdict.strength))
    return out


MIN_GAP_RATIO = 2.0  # a cut closer than this (by ratio) to a measured score is not kept


def calibrate(runs: list[tuple[list[float], list[float]]]) -> float:
    """One threshold for every mode measured (``runs``: (positives, negatives) per mode).
    Candidate cuts are the geometric middles of the gaps between neighbouring scores that
    are at least ``MIN_GAP_RATIO`` wide, so no cut sits on top of a score one question more
    would cross; the cut with the fewest errors over all runs wins, a wider gap on ties."""
    pooled = sorted({max(s, 1e-6) for pos, neg in runs for s in pos + neg})
    cuts = [(math.sqrt(a * b), b / a) for a, b in zip(pooled, pooled[1:]) if b / a >= MIN_GAP_RATIO]

    def errors(t: float) -> int:
        return sum(sum(p < t for p in pos) + sum(n >= t for n in neg) for pos, neg in runs)

    return min(cuts, key=lambda c: (errors(c[0]), -c[1]))[0]


def rates(positives: list[float], negatives: list[float], t: float) -> str:
    tp = sum(p >= t for p in positives)
    tn = sum(n < t for n in negatives)
    return (
        f"answered {tp}/{len(positives)} real questions, said 'no answer' to {tn}/{len(negatives)} made-up or off-topic strings"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--heldout", action="store_true")
    parser.add_argument("--heldout2", action="store_true")
    args = parser.parse_args()
    modes = ["lexical"] + (["rrf"] if sidecar(args.db, "faiss").exists() else [])
    dev = [r["question"] for r in csv.DictReader(DEV_QUESTIONS.open(encoding="utf-8"))]
    negs = generated_negatives()
    runs = []
    for mode in modes:
        pos_s, neg_s = top_scores(args.db, dev, mode), top_scores(args.db, negs, mode)
        runs.append((pos_s, neg_s))
        print(
            f"dev ({mode}): real questions' top scores {min(pos_s):.5f}..{max(pos_s):.5f}; "
            f"generated {min(neg_s):.5f}..{max(neg_s):.5f}"
        )
        for q, s in zip(negs, neg_s):
            if s >= NO_ANSWER_BELOW:
                print(f"  answered though made up: {s:.4f} {q}")
        print(f"  at NO_ANSWER_BELOW={NO_ANSWER_BELOW}: {rates(pos_s, neg_s, NO_ANSWER_BELOW)}")
    print(f"calibrated threshold over {', '.join(modes)}: {calibrate(runs):.5f}")
    for mode in modes:
        print(
            f"dev ({mode}) strengths: real {_count(strengths(args.db, dev, mode))}; "
            f"made up {_count(strengths(args.db, negs, mode))}"
        )
    if args.heldout2:
        _check_frozen(HELDOUT2)
        rows = list(csv.DictReader(HELDOUT2.open(encoding="utf-8")))
        for mode in modes:
            got = strengths(args.db, [r["question"] for r in rows], mode)
            real = [g for r, g in zip(rows, got) if r["answerable"] == "yes"]
            off = [g for r, g in zip(rows, got) if r["answerable"] == "no"]
            for r, g in zip(rows, got):
                if (g == "strong") != (r["answerable"] == "yes"):
                    print(f"  held-out 2 ({mode}) {r['id']}: {g} {r['question']}")
            print(f"held-out 2 ({mode}) strengths: real {_count(real)}; off-topic {_count(off)}")
    if args.heldout:
        _check_frozen(HELDOUT)
        rows = list(csv.DictReader(HELDOUT.open(encoding="utf-8")))
        for mode in modes:
            scores = top_scores(args.db, [r["question"] for r in rows], mode)
            pos = [s for r, s in zip(rows, scores) if r["answerable"] == "yes"]
            neg = [s for r, s in zip(rows, scores) if r["answerable"] == "no"]
            for r, s in zip(rows, scores):
                if (s >= NO_ANSWER_BELOW) != (r["answerable"] == "yes"):
                    print(f"  held-out miss ({mode}) {r['id']}: {s:.4f} {r['question']}")
            print(f"held-out ({mode}) at {NO_ANSWER_BELOW}: {rates(pos, neg, NO_ANSWER_BELOW)}")


def _check_frozen(path: Path) -> None:
    expected = (path.parent / (path.name + ".sha256")).read_text().strip()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == expected, f"{path.name} changed after freezing"


def _count(values: list[str]) -> str:
    return ", ".join(f"{k} {values.count(k)}" for k in ("strong", "weak", "none") if values.count(k))


if __name__ == "__main__":
    main()
