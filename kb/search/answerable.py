"""Is there an answer at all? A calibrated decision on the ranked results, and "did you mean"
for the game terms and card names a question almost spells.

The fused score of a result is a sum of ``weight / (60 + rank)`` over the retrievers that
found it (``kb.search.fusion``): the lexical and card lists weigh 1, the termbase concept
list 0.6, the dense list 0.1 (the lists of questions asked before weigh 1 but join only beside a
lexical, card or concept match: ``kb.search.asked``). A question that no lexical, card or
concept list matches is found by the dense list alone, so its best score is at most 0.1 / 61 ≈ 0.0016; a question
sharing one word with one record gets at least 1 / 61 ≈ 0.0164 at the top, and one whose
game terms the termbase recognises gets about 0.026.

``NO_ANSWER_BELOW`` was chosen on the dev questions (data/eval/questions.csv, 119 real
judge questions) against 66 generated gibberish, made-up and off-topic strings
(``python -m kb.search.answerable_eval --db var/judgedesk.db``): the cut with the fewest
errors over both modes (lexical, hybrid) among the gaps at least twice as wide as they are
high, at the geometric middle of the widest, measured 0.0052 and rounded to 0.005. It lies
between the dense-only scores (≤ 0.0016) and one shared word (≥ 0.0164), so it answers all
119 dev questions and refuses 63 of the 66 strings; the three it lets through share a word
or a Chinese character with a ruling ("Wann fährt der letzte Bus nach Hause?"). Off-topic
sentences in a real language are the score's blind spot: docs/page.md has the held-out figures.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from kb.build import open_kb
from kb.search.models import Answer, AskResponse, SearchResult, Suggestion
from kb.store.termbase import label_entries
from kb.text import fold

NO_ANSWER_BELOW = 0.005
_WORD = re.compile(r"[0-9a-zäöüß]+(?:[-'][0-9a-zäöüß]+)*")
_HAN = re.compile(r"[\u3400-\u9fff]+")
CLOSE_CUTOFF = 0.75  # difflib ratio: one slip in a word of eight letters is still "close"
HAN_CUTOFF = 0.66  # a Chinese term of three characters with one of them wrong
MAX_SUGGESTIONS = 6


@dataclass
class Answerability:
    answered: bool
    top_score: float
    threshold: float
    reason: str | None = None
    did_you_mean: list[Suggestion] = field(default_factory=list)
    strength: str = "strong"  # "strong" | "weak" (shares words only) | "none"

    def response(self, answer: Answer) -> AskResponse:
        """``answer`` with this verdict."""
        return AskResponse(
            **dict(answer),
            answered=self.answered,
            answer_strength=self.strength,
            no_answer_reason=self.reason,
            answer_threshold=self.threshold,
            did_you_mean=self.did_you_mean,
        )


def names_game_words(results: list[SearchResult]) -> bool | None:
    """Did the searcher recognise a game term or a card name in the question (``explain`` of
    the results)? None when the results do not say (no result explains itself)."""
    known = [r.explain for r in results if r.explain is not None]
    if not known:
        return None
    return any(e.query_concepts or e.cards for e in known)


def assess(
    question: str, results: list[SearchResult], labels: LabelIndex | None = None, threshold: float = NO_ANSWER_BELOW
) -> Answerability:
    """Answered when the best result scores at least ``threshold``; a weak answer when, above
    it, the question names no game term and no card (118 of the 119 dev questions name one;
    the off-topic sentences that pass the score name none), so its results only share words
    with it. "Did you mean" unless the answer is strong, and for a term typed alone."""
    top = max((r.score or 0.0 for r in results), default=0.0)
    answered = top >= threshold
    weak = answered and names_game_words(results) is False
    strength = "none" if not answered else "weak" if weak else "strong"
    reason = {
        "none": "no ruling, term or passage matches the question's words"
        if not results
        else "only loose matches by meaning, none sharing a word, term or card name with the question",
        "weak": "the question names no game term or card the termbase knows; the results only share words with it",
        "strong": None,
    }[strength]
    suggestions: list[Suggestion] = []
    if labels is not None:
        vague = is_vague(question)
        if strength != "strong" or vague:
            suggestions = labels.suggest(question, include_exact=vague)
    return Answerability(answered, round(top, 6), threshold, reason, suggestions, strength)


def is_vague(question: str) -> bool:
    """One or two words, or a few Chinese characters: a term typed alone, not a question
    (its close and exact labels are all worth offering)."""
    han = "".join(_HAN.findall(question))
    if han:
        return len(han) <= 6 and not _WORD.search(question.lower())
    return len(_WORD.findall(question.lower())) <= 2


class LabelIndex:
    """Termbase labels and card names of one knowledge base, folded, for close matching."""

    def __init__(self, entries: list[tuple[str, Suggestion]]):
        from kb.search.close_matches import CloseMatcher

        self.entries = entries  # (folded text, suggestion)
        self.by_folded: dict[str, list[Suggestion]] = {}
        for folded, s in entries:
            self.by_folded.setdefault(folded, []).append(s)
        # built once per knowledge base, not per question (see kb.search.close_matches)
        self._matcher = CloseMatcher(list(self.by_folded))
        self._position = {key: i for i, key in enumerate(self.by_folded)}

    def suggest(self, question: str, *, include_exact: bool = False) -> list[Suggestion]:
        q = fold(question).strip(" ?!.？。！")
        pieces = set(_WORD.findall(q)) | {q}
        for run in _HAN.findall(q):  # Chinese has no spaces: every 2-4 character window
            pieces |= {run[i : i + n] for n in (2, 3, 4) for i in range(len(run) - n + 1)}
        found: dict[tuple[str, str], Suggestion] = {}
        for piece in sorted(pieces, key=len, reverse=True):
            if len(piece) < 3 or (piece.isascii() and len(piece) < 4):
                continue
            exact = piece in self.by_folded
            cutoff = CLOSE_CUTOFF if piece.isascii() or len(piece) > 3 else HAN_CUTOFF
            close = self._matcher.close(piece, n=3, cutoff=cutoff)  # difflib.get_close_matches' answer
            for key in close:
                if key == piece and not include_exact:
                    continue
                if exact and key != piece and not include_exact:
                    continue  # a word that is a label is not a typo of another
                for s in self.by_folded[key]:
                    found.setdefault((s.kind, s.target), s)
            # a plural or inflected form of a label ("counters" -> "counter")
            if include_exact:
                for key in self._labels_inflected_as(piece):
                    for s in self.by_folded[key]:
                        found.setdefault((s.kind, s.target), s)
        return list(found.values())[:MAX_SUGGESTIONS]

    def _labels_inflected_as(self, piece: str) -> list[str]:
        """The labels of 4 characters or more that ``piece`` is, or extends by one or two
        characters (a plural, an inflection), in the index's order."""
        prefixes = {piece[:n] for n in range(max(4, len(piece) - 2), len(piece) + 1)}
        return sorted((p for p in prefixes if p in self._position), key=self._position.__getitem__)


@lru_cache(maxsize=4)
def label_index(db_path: str, mtime: float) -> LabelIndex:
    """Read once per knowledge base file (``mtime`` makes a rebuilt one read again)."""
    db = open_kb(Path(db_path), readonly=True)
    try:
        entries = [
            (e.folded, Suggestion(text=e.text, kind=e.kind, lang=e.lang, target=e.target, english=e.english))
            for e in label_entries(db)
        ]
        return LabelIndex(entries)
    finally:
        db.close()


def annotate(answer: Answer, db_path: str | Path) -> AskResponse:
    """``answer`` (``Searcher.ask``'s) with ``answered``, ``answer_strength``,
    ``no_answer_reason``, ``answer_threshold`` and ``did_you_mean``."""
    path = Path(db_path)
    labels = label_index(str(path), path.stat().st_mtime) if path.exists() else None
    return assess(answer.question, answer.results, labels).response(answer)
