"""Questions asked before, as two more retrievers: the records that answered the past questions
most like this one.

Why. Nearly every ruling of the corpus has been asked about, in the judges' own words, by the
spent evaluation sets (2,946 questions over 28 sets, each with the records that answer it). A
new question is often closest to an old one in another author's words or another language's
answer: a Chinese question about a German ruling meets the Chinese questions asked of that
ruling before. Two lists are added to the fusion (``kb.search.fusion``) and read by the ranker
(``kb.search.ranker``):

- ``asked_lexical``: BM25 over the past questions' analysed words (the question's own MATCH
  expression, as for ``search_fts``), their gold records in the order of the questions;
- ``asked_dense``: the ``ASKED_NEIGHBOURS`` past questions nearest the question's vector (the
  one already computed for the dense list: no second encoding), their gold records in the
  order of the questions.

Measured leave-one-set-out on the spent sets (each set's questions answered with its own
questions left out of the memory and the ranker refitted without it; docs/evaluation.md):
recall@5 / MRR@10 0.905 / 0.744 -> 0.935 / 0.798 (rrf); on set 26, frozen before the change and
scored once after it, 0.875 / 0.756 -> 0.933 / 0.830. Both join only beside a match of the
question's own words, terms or cards (``with_asked_lists``).

Which sets may answer. ``data/eval/asked-sets.csv`` lists the spent sets, each with when it was
spent; a set frozen and not yet scored is never listed (it measures the next change), and a
frozen set whose file no longer matches its sha256 is refused. Scoring a listed set leaves it
out (``Searcher.asked_left_out``), so no question meets itself."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from kb.curated_csv import read_curated_rows
from kb.errors import JudgedeskError
from kb.store import asked as store

if TYPE_CHECKING:
    import sqlite_utils

    from kb.search.analysis import Analysers
    from kb.search.searcher import Searcher

ASKED_SETS_CSV = Path(__file__).resolve().parents[2] / "data" / "eval" / "asked-sets.csv"
SET_COLUMNS = ("file", "set", "spent")
QUESTION_COLUMNS = ("id", "lang", "question", "gold")
LANGS = ("de", "zh", "en")
# Past questions read per list: the nearest 20 by vector (8 and 40 measured within 0.005 MRR of
# it), the best 60 by words; each list holds at most CANDIDATES records.
ASKED_NEIGHBOURS = 20
ASKED_MATCHES = 60
CANDIDATES = 30


# The lists of the question's own words, terms and cards: the asked lists join only beside one.
EVIDENCE_LISTS = ("lexical", "concepts", "cards")


class AskedDataError(JudgedeskError, ValueError):
    """The list of asked sets or one of its sets is invalid (file, line and field are named)."""

    what = "asked questions"


@dataclass(frozen=True, slots=True)
class AskedQuestion:
    set_file: str
    question_id: str
    lang: str
    question: str
    gold: tuple[str, ...]


def spent_set_files(path: Path = ASKED_SETS_CSV) -> tuple[str, ...]:
    """The file of every set ``path`` lists, in its order (what the ranker learns from)."""
    return tuple(row["file"] for _line, row in read_curated_rows(path, SET_COLUMNS, AskedDataError, "asked question sets"))


def read_asked(path: Path = ASKED_SETS_CSV) -> list[AskedQuestion]:
    """Every question of every set ``path`` lists, checked: the set's file exists, a frozen one
    still matches its sha256, and each question has an id, a language, words and gold ids."""
    out: list[AskedQuestion] = []
    for line, row in read_curated_rows(path, SET_COLUMNS, AskedDataError, "asked question sets"):
        for column in SET_COLUMNS:
            if not row[column]:
                raise AskedDataError(f"{path}:{line}: {column} is empty")
        file = path.parent / row["file"]
        if Path(row["file"]).name != row["file"] or not file.is_file():
            raise AskedDataError(f"{path}:{line}: {row['file']!r} is not a question set beside it")
        frozen = file.with_name(file.name + ".sha256")
        if frozen.is_file() and hashlib.sha256(file.read_bytes()).hexdigest() != frozen.read_text().split()[0]:
            raise AskedDataError(f"{path}:{line}: {row['file']} changed since it was frozen ({frozen.name})")
        out += _questions_of(file)
    return out


def _questions_of(file: Path) -> list[AskedQuestion]:
    out = []
    for line, row in read_curated_rows(file, QUESTION_COLUMNS, AskedDataError, "question set"):
        where = f"{file}:{line}"
        if row["lang"] not in LANGS:
            raise AskedDataError(f"{where}: lang {row['lang']!r} is not one of {', '.join(LANGS)}")
        gold = tuple(g.strip() for g in row["gold"].split(";") if g.strip())
        if not row["id"] or not row["question"] or not gold:
            raise AskedDataError(f"{where}: a question needs an id, its words and at least one gold record")
        out.append(AskedQuestion(file.name, row["id"], row["lang"], row["question"], gold))
    return out


def write_asked(db: sqlite_utils.Database, analysers: Analysers, questions: list[AskedQuestion], known: set[str]) -> int:
    """Store the questions whose gold the knowledge base holds (``known`` record ids), each with
    only those gold ids, and their words analysed in their own language; returns how many."""
    from kb.language.chinese_script import simplified

    rows: list[dict[str, object]] = []
    analysed: list[str] = []
    for q in questions:
        gold = [g for g in q.gold if g in known]
        if not gold:
            continue  # answered by a document this build does not hold
        text = simplified(q.question) if q.lang == "zh" else q.question
        rows.append(
            {
                "id": len(rows) + 1,
                "set_file": q.set_file,
                "question_id": q.question_id,
                "lang": q.lang,
                "question": q.question,
                "gold": ";".join(gold),
            }
        )
        analysed.append(" ".join(analysers.analyse(text, q.lang)))
    store.replace_asked(db, rows, analysed)
    return len(rows)


class AskedMemory:
    """The stored asked questions, read once: their gold and set per id, and their vectors for
    the model of the vector index (None until ``load_vectors``, or when it has none)."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        rows = store.asked_rows(db)
        self.gold = {r.id: r.gold for r in rows}
        self.set_of = {r.id: r.set_file for r in rows}
        self._questions_in = Counter(self.set_of.values())
        self._ids: list[int] = []
        self._index: Any = None  # a FAISS inner-product index of the vectors

    def __bool__(self) -> bool:
        return bool(self.gold)

    def load_vectors(self, db: sqlite_utils.Database, model: str) -> None:
        """The asked questions' vectors for ``model``, in a FAISS index: a numpy product here ran
        on OpenBLAS's threads, whose spinning halved a server's answers per second under four
        concurrent clients (27 against 58 questions a second with one BLAS thread)."""
        import faiss  # the dense path has loaded it already

        self._ids, matrix = store.asked_vectors(db, model)
        self._index = None
        if matrix is not None:
            self._index = faiss.IndexFlatIP(matrix.shape[1])
            self._index.add(np.ascontiguousarray(matrix, dtype=np.float32))

    def lexical(self, db: sqlite_utils.Database, expression: str | None, left_out: frozenset[str]) -> list[str]:
        """Gold records of the past questions that best match ``expression``."""
        return self._records(self.matching_questions(db, expression, left_out))

    def dense(self, vector: np.ndarray, left_out: frozenset[str]) -> list[str]:
        """Gold records of the ``ASKED_NEIGHBOURS`` past questions nearest ``vector``."""
        return self._records(self.nearest(vector, left_out))

    def matching_questions(self, db: sqlite_utils.Database, expression: str | None, left_out: frozenset[str]) -> list[int]:
        """Ids of the past questions (of sets not left out) that best match ``expression``."""
        if not expression or not self.gold:
            return []
        return [i for i in store.asked_matches(db, expression, ASKED_MATCHES) if self.set_of.get(i) not in left_out]

    def nearest(self, vector: np.ndarray, left_out: frozenset[str]) -> list[int]:
        """Ids of the ``ASKED_NEIGHBOURS`` past questions (of sets not left out) nearest ``vector``;
        none when the stored vectors are of another model or length."""
        query = np.asarray(vector, dtype=np.float32).reshape(1, -1)
        if self._index is None or self._index.d != query.shape[1]:
            return []
        # enough rows that the left-out sets' questions cannot crowd out the nearest others
        wanted = min(len(self._ids), ASKED_NEIGHBOURS + sum(self._questions_in[f] for f in left_out))
        _scores, rows = self._index.search(query, wanted)
        nearest: list[int] = []
        for row in rows[0]:
            if row < 0:
                break
            qid = self._ids[row]
            if self.set_of.get(qid) not in left_out:
                nearest.append(qid)
                if len(nearest) == ASKED_NEIGHBOURS:
                    break
        return nearest

    def _records(self, question_ids: list[int]) -> list[str]:
        """Their gold records, in the questions' order, at most ``CANDIDATES``."""
        out: dict[str, None] = {}
        for qid in question_ids:
            for g in self.gold.get(qid, ()):
                out.setdefault(g)
            if len(out) >= CANDIDATES:
                break
        return list(out)[:CANDIDATES]


def with_asked_lists(
    lists: dict[str, list[str]], memory: AskedMemory | None, vector: np.ndarray | None, left_out: frozenset[str]
) -> None:
    """Put the asked lists after the others: ``asked_dense`` (when ``vector`` is given), then
    ``asked_lexical`` (filled beside the lexical list), and neither unless a list of the
    question's own words, terms or cards found something. Alone, the past questions nearest any
    string would carry it over the no-answer line (``kb.search.answerable``)."""
    words = lists.pop("asked_lexical", [])
    if not memory or not any(lists.get(n) for n in EVIDENCE_LISTS):
        return
    if vector is not None:
        lists["asked_dense"] = memory.dense(vector, left_out)
    lists["asked_lexical"] = words


@contextmanager
def leaving_out(searcher: Searcher, set_file: str | None) -> Iterator[None]:
    """Ask with the questions of ``set_file`` (a spent set being scored) left out of the asked
    questions, so none meets itself; ``None`` asks as the searcher stands."""
    previous = searcher.asked_left_out
    if set_file:
        searcher.asked_left_out = frozenset({set_file})
    try:
        yield
    finally:
        searcher.asked_left_out = previous
