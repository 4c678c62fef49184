"""Pairs a reader has reviewed: ``data/rules/reviews/pair-reviews.csv``.

The aligner (``kb.crosscheck.pairing``) is code; a judge reading a shown pair can find it wrong
(the two rulings speak of different things) or its verdict wrong. A review row names the two
rulings (record ids), the words each began with when it was read, and the reader's verdict:

- ``not-counterparts``: the pair is never shown; both rulings are listed unpaired instead;
- ``same`` / ``differs``: the pair is shown with the reader's verdict and ``holds_today``
  (``a`` = record_a, ``b`` = record_b, ``both``, ``neither``) and the reason, whatever the
  aligner's statuses said.

As with reviewed rule links (``kb.rules.reviewed``), a review holds only while both rulings
still begin with the words the reader saw: a new edition that rewrites either makes the review
stale, and the pair falls back to the aligner until it is reviewed again (the build counts
stale reviews). So does a rules change recorded after the review: a side the reader said holds
today that is now ``superseded`` (record_status) was judged against an older CR.
A shown pair carries ``derivation``: ``reviewed`` or ``aligner``.

A ``same`` / ``differs`` review of two rulings the aligner did not pair (a counterpart it
missed: one-to-one alignment, or likeness below its bar) adds the pair, under every concept
whose alignment holds both rulings (the concepts both are tagged with, as an aligned pair is
shown under each of them), with the same staleness rule; it has no aligner score (``score``
0.0, ``aligner_verdict`` None).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from kb.rules.data import DATA_DIR, RulesDataError, need_field, read_rows

PAIR_REVIEWS_CSV = DATA_DIR / "reviews" / "pair-reviews.csv"
COLUMNS = ("record_a", "excerpt_a", "record_b", "excerpt_b", "verdict", "holds_today", "reason", "source")
VERDICTS = ("same", "differs", "not-counterparts")
HOLDS = ("a", "b", "both", "neither")
EXCERPT_CHARS = 40  # of the reader's excerpt that must still open the ruling
REVIEWED = "reviewed"
ALIGNER = "aligner"


@dataclass(frozen=True)
class PairReview:
    """One reviewed pair, sides as the reader wrote them."""

    record_a: str
    excerpt_a: str
    record_b: str
    excerpt_b: str
    verdict: str  # same | differs | not-counterparts
    holds_today: str  # a | b | both | neither ("" for not-counterparts)
    reason: str
    where: str  # file and line, the evidence a judge can open

    def holds_for(self, texts: dict[str, str]) -> bool:
        """Both rulings still begin with the words the reader saw."""
        return _opens(texts.get(self.record_a, ""), self.excerpt_a) and _opens(texts.get(self.record_b, ""), self.excerpt_b)

    def holding(self) -> set[str]:
        """The record ids the reader said hold today."""
        sides = {"a": {self.record_a}, "b": {self.record_b}, "both": {self.record_a, self.record_b}}
        return sides.get(self.holds_today, set())

    def holds_today_for(self, first: str) -> str:
        """``holds_today`` with ``a`` meaning ``first`` (a shown pair's own a side)."""
        if first == self.record_a or self.holds_today in ("both", "neither"):
            return self.holds_today
        return {"a": "b", "b": "a"}[self.holds_today]


@dataclass
class PairReviews:
    """The reviewed pairs, by unordered pair of record ids; ``stale`` collects the reviews
    found no longer matching their rulings' text."""

    by_pair: dict[frozenset[str], PairReview]
    stale: list[PairReview] = field(default_factory=list)

    @classmethod
    def none(cls) -> PairReviews:
        """No reviews: what the aligner alone shows (how the aligner is measured)."""
        return cls({})

    def of(self, a: dict[str, Any], b: dict[str, Any]) -> PairReview | None:
        """The review of the pair of shown items ``a`` and ``b`` (dicts with ``id``, ``text``
        and ``status``), unless it is stale (a text rewritten, or a side said to hold now
        superseded): then None, and it is counted in ``stale``."""
        review = self.by_pair.get(frozenset((a["id"], b["id"])))
        if review is None:
            return None
        superseded = {x["id"] for x in (a, b) if x.get("status") == "superseded"}
        if superseded & review.holding() or not review.holds_for({x["id"]: x.get("text") or "" for x in (a, b)}):
            if review not in self.stale:
                self.stale.append(review)
            return None
        return review

    def apply(self, alignment: dict[str, Any]) -> dict[str, Any]:
        """An ``align`` result as a judge is shown it: reviewed not-counterparts pairs removed
        (their rulings listed unpaired, their flags dropped), reviewed verdicts in place of the
        aligner's, every pair with its ``derivation``. The input is left unchanged (cached)."""
        pairs: list[dict[str, Any]] = []
        hidden: list[dict[str, Any]] = []
        for pair in alignment["pairs"]:
            review = self.of(pair["a"], pair["b"])
            if review is None:
                pairs.append({**pair, "derivation": ALIGNER})
            elif review.verdict == "not-counterparts":
                hidden.append(pair)
            else:
                pairs.append(_reviewed(pair, review))
        added = self._missed(alignment)
        if not hidden and not added:
            return {**alignment, "pairs": pairs}
        gone = {frozenset((p["a"]["id"], p["b"]["id"])) for p in hidden}
        pairs += added
        still = {side["id"] for p in pairs for side in (p["a"], p["b"])}
        unpaired = {source: [i for i in items if i["id"] not in still] for source, items in alignment["unpaired"].items()}
        for pair in hidden:
            for side in (pair["a"], pair["b"]):
                listed = unpaired.setdefault(side["source"], [])
                if side["id"] not in still and side["id"] not in {i["id"] for i in listed}:
                    listed.append(side)
        flags = [f for f in alignment["flags"] if frozenset((f.get("a"), f.get("b"))) not in gone]
        return {**alignment, "pairs": pairs, "unpaired": unpaired, "flags": flags}

    def _missed(self, alignment: dict[str, Any]) -> list[dict[str, Any]]:
        """The reviewed counterparts (same / differs, not stale) of two rulings both in
        ``alignment`` that the aligner did not pair, as shown pairs (``derivation`` reviewed),
        ``a`` the side whose document the alignment lists first."""
        items = {i["id"]: i for items in alignment["unpaired"].values() for i in items}
        items |= {side["id"]: side for p in alignment["pairs"] for side in (p["a"], p["b"])}
        aligned = {frozenset((p["a"]["id"], p["b"]["id"])) for p in alignment["pairs"]}
        documents = [d["source"] for d in alignment.get("documents", [])]
        added: list[dict[str, Any]] = []
        for key, review in self.by_pair.items():
            if review.verdict == "not-counterparts" or key in aligned or not key <= items.keys():
                continue
            a, b = items[review.record_a], items[review.record_b]
            if _document_rank(documents, b) < _document_rank(documents, a):
                a, b = b, a
            if self.of(a, b) is None:
                continue
            added.append(_missed_pair(a, b, review))
        return sorted(added, key=lambda p: (p["a"]["id"], p["b"]["id"]))


def _reviewed(pair: dict[str, Any], review: PairReview) -> dict[str, Any]:
    holds = review.holds_today_for(pair["a"]["id"])
    # The aligner's words stay as evidence (statuses, the change and its date, what both name);
    # where its verdict differs from the reader's it is named as the aligner's.
    agrees = (pair["verdict"], pair["holds_today"]) == (review.verdict, holds)
    aligner = pair["why"] if agrees else f"the aligner said {pair['verdict']} ({pair['why']})"
    return {
        **pair,
        "verdict": review.verdict,
        "holds_today": holds,
        "why": f"reviewed ({review.where}): {review.reason}; {aligner}",
        "derivation": REVIEWED,
        "aligner_verdict": {"verdict": pair["verdict"], "holds_today": pair["holds_today"], "why": pair["why"]},
    }


def _missed_pair(a: dict[str, Any], b: dict[str, Any], review: PairReview) -> dict[str, Any]:
    return {
        "a": a,
        "b": b,
        "score": 0.0,  # the aligner did not pair them: no likeness of its own to rank by
        "method": "reviewed: a counterpart the aligner did not pair",
        "shared": {"rules": [], "numbers": [], "concepts": [], "ordinals": []},
        "verdict": review.verdict,
        "holds_today": review.holds_today_for(a["id"]),
        "why": f"reviewed ({review.where}): {review.reason}; the aligner did not pair these rulings",
        "derivation": REVIEWED,
        "aligner_verdict": None,
    }


def _document_rank(documents: list[str], item: dict[str, Any]) -> int:
    return documents.index(item["source"]) if item["source"] in documents else len(documents)


@cache
def load_pair_reviews(path: Path = PAIR_REVIEWS_CSV) -> dict[frozenset[str], PairReview]:
    """The reviewed pairs of ``path``, checked: verdicts and sides known, a pair listed once,
    ``holds_today`` given for a counterpart and empty otherwise."""
    out: dict[frozenset[str], PairReview] = {}
    if not path.is_file():
        return out
    where_file = path.relative_to(DATA_DIR.parents[1]) if path.is_relative_to(DATA_DIR.parents[1]) else path
    for line, row in read_rows(path, COLUMNS):
        a, b = need_field(path, line, row, "record_a"), need_field(path, line, row, "record_b")
        verdict = need_field(path, line, row, "verdict")
        if verdict not in VERDICTS:
            raise RulesDataError(f"{path}:{line}: verdict {verdict!r} is not one of {', '.join(VERDICTS)}")
        holds = row.get("holds_today") or ""
        if verdict == "not-counterparts" and holds:
            raise RulesDataError(f"{path}:{line}: holds_today must be empty for not-counterparts")
        if verdict != "not-counterparts" and holds not in HOLDS:
            raise RulesDataError(f"{path}:{line}: holds_today {holds!r} is not one of {', '.join(HOLDS)}")
        key = frozenset((a, b))
        if a == b or key in out:
            raise RulesDataError(f"{path}:{line}: pair {a} / {b} listed twice or with itself")
        out[key] = PairReview(
            record_a=a,
            excerpt_a=need_field(path, line, row, "excerpt_a"),
            record_b=b,
            excerpt_b=need_field(path, line, row, "excerpt_b"),
            verdict=verdict,
            holds_today=holds,
            reason=need_field(path, line, row, "reason"),
            where=f"{where_file} line {line}",
        )
        need_field(path, line, row, "source")
    return out


def pair_reviews(path: Path = PAIR_REVIEWS_CSV) -> PairReviews:
    """The reviews of ``path`` (read once per process), with a fresh stale count."""
    return PairReviews(dict(load_pair_reviews(path)))


def _opens(text: str, excerpt: str) -> bool:
    seen = " ".join(excerpt.split()).rstrip("…").rstrip()[:EXCERPT_CHARS]
    return " ".join(text.split()).startswith(seen)
