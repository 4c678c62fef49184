"""Rule links a reader has reviewed, and the rulings that say the same thing.

Reviewed rulings are rulings whose key rules a reader found in the CR without seeing
judgedesk's links: the gold parts of data/eval/rule-links/ once they have been scored (before,
they are the measure of the linker, and a part written for a later measurement is listed only
after it has been scored), and the reviews of data/rules/reviews/, written the same way to
cover the rest of the corpus. Both have the gold files' columns. Which files are used is a
table, ``data/rules/reviewed-parts.csv`` (name, file, kind, note). A ruling they cover is shown
with the reviewed key rules (``reviewed``, the file and line as evidence) instead of what the
linker reads from its words.

A review is keyed by the ruling's record id (document and lines) and holds only while the
ruling still begins with the words its reader saw (``text_excerpt``): a new edition of a
document that moves or rewrites a ruling makes its review stale, and the ruling is then linked
from its words until it is reviewed again (the build counts stale reviews).

Beside its key rules a reviewed ruling shows one ``also`` link: the first of the further rules
its reader accepted (``acceptable_rules``, in the reader's order) that is neither a key rule nor
a subrule or parent of one. Two blind readers agree on about four key rules in five; the rule a
second reader keys and the first did not is most often one the first had written down as
acceptable, so the first such rule, shown apart from the keys, lets a judge find it. A ruling
its reader found no rule behind shows none.

A reviewed key found wrong on a second reading is corrected by a row of
``data/rules/reviews/errata.csv`` (kb/rules/review_errata.py), not by editing the reader's file:
the ruling then shows the erratum's rules, its evidence naming the reader's row and the erratum.

A ruling nobody reviewed that says, nearly word for word, what a reviewed ruling of the same
document says (release notes repeat one reminder under every card with the mechanic) rests on
the same rules: ``precedent``, naming the ruling it follows. Similarity is the cosine of
character 2–4-gram tf-idf vectors. Measured on the 400 annotated rulings of the scored parts
(the fifth held-out part unread): of the 43 pairs of one document at ``PRECEDENT_SIMILARITY`` or
above, 40 share a key rule; two of the others are one reminder written for two keywords
(flashback, jump-start), which the keyword guard below keeps apart, and one is identical text
that two reviewers keyed differently (118.9a, 601.2b).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable

from kb.rules.data import DATA_DIR, RulesDataError, need_field, read_rows
from kb.rules.gold import load_gold
from kb.rules.linker import Link
from kb.rules.review_errata import ERRATA_CSV, Erratum, check_erratum, load_errata

REVIEWED_PARTS_CSV = DATA_DIR / "reviewed-parts.csv"
REPO_DIR = DATA_DIR.parents[1]
PRECEDENT_SIMILARITY = 0.8
EXCERPT_CHARS = 40  # of the reader's excerpt that must still open the ruling
_GRAM_SIZES = (2, 3, 4)


@dataclass(frozen=True)
class Review:
    """One reviewed ruling: its key rules (empty when no CR rule is its basis) and where the
    review stands."""

    record_id: str
    rules: tuple[str, ...]
    part: str  # the name of its file in reviewed-parts.csv
    line: int
    file: str = ""  # repository path of the file
    excerpt: str = ""  # the ruling's first words as the reader saw them
    corrected_by: str = ""  # where the erratum that replaced the reader's key rules is
    further: tuple[str, ...] = ()  # the reader's acceptable rules, in the reader's order
    also_corrected: str | None = None  # an erratum's also link ("" none); None: from ``further``

    def holds_for(self, text: str) -> bool:
        """The ruling still begins with the words the reader saw (an excerpt may end in "…")."""
        seen = _words(self.excerpt).rstrip("…").rstrip()[:EXCERPT_CHARS]
        return _words(text).startswith(seen)

    @property
    def where(self) -> str:
        row = f"{self.file or self.part + '.csv'} line {self.line}"
        return f"{row}, corrected by {self.corrected_by}" if self.corrected_by else row

    def corrected(self, erratum: Erratum) -> Review:
        """This review with the erratum's key rules instead of the reader's (and its also link,
        when the erratum names one)."""
        rules = tuple(sorted(erratum.new, key=_number_order))
        return replace(self, rules=rules, corrected_by=erratum.where, also_corrected=erratum.also)

    @property
    def also(self) -> str | None:
        """The first further rule that is not a key rule, nor a subrule or parent of one (or the
        one an erratum names instead); none when the reader found no rule behind the ruling."""
        if not self.rules:
            return None
        if self.also_corrected is not None:
            return self.also_corrected or None
        return next((n for n in self.further if not any(nested(n, k) for k in self.rules)), None)

    def links(self, with_also: bool = False) -> list[Link]:
        """The key rules, and with ``with_also`` (rulings) the ``also`` link after them."""
        out = [Link(rule, "reviewed", f"reviewed: {self.where}", via=self.part) for rule in self.rules]
        if with_also and self.also:
            said = f"reviewed: {self.where}; a further rule the reader accepted, not a key rule"
            out.append(Link(self.also, "reviewed", said, via=self.part, role="also"))
        return out

    def followed_by(self, similarity: float) -> list[Link]:
        says = f"says what {self.record_id} says (similarity {similarity:.2f}), reviewed: {self.where}"
        return [Link(rule, "precedent", says, via=self.record_id) for rule in self.rules]


@dataclass(frozen=True)
class ReviewedFile:
    name: str  # a gold part's name (dev, heldout5) or a review's (who-a)
    file: str  # repository path
    kind: str  # gold | review


REVIEW_KINDS = ("gold", "review")


def reviewed_files(path: Path = REVIEWED_PARTS_CSV) -> list[ReviewedFile]:
    """The files used as reviewed links, in the table's order; each must exist."""
    out = []
    for line, row in read_rows(path, ("name", "file", "kind", "note")):
        kind = need_field(path, line, row, "kind")
        if kind not in REVIEW_KINDS:
            raise RulesDataError(f"{path}:{line}: kind {kind!r} is not one of {', '.join(REVIEW_KINDS)}")
        file = need_field(path, line, row, "file")
        if not (REPO_DIR / file).is_file():
            raise RulesDataError(f"{path}:{line}: file {file!r} does not exist")
        out.append(ReviewedFile(need_field(path, line, row, "name"), file, kind))
    return out


def reviewed_parts(path: Path = REVIEWED_PARTS_CSV) -> list[str]:
    """The names of the gold parts used as reviewed links (the scored ones)."""
    return [f.name for f in reviewed_files(path) if f.kind == "gold"]


class Reviews:
    """The reviewed rulings of the listed parts, and the precedents they give."""

    def __init__(self, reviews: Iterable[Review]):
        self.by_record = {r.record_id: r for r in reviews}
        self.stale: list[Review] = []  # reviews whose ruling no longer reads as reviewed

    @classmethod
    def load(cls, leave_out: str | None = None, errata: Path = ERRATA_CSV, parts: Path = REVIEWED_PARTS_CSV) -> Reviews:
        """Every listed part but ``leave_out`` (the part being scored), with the errata of
        ``errata`` applied. Every erratum is checked against its part, the left-out one too."""
        corrections = load_errata(errata, REPO_DIR)
        wanted = {e.part for e in corrections}
        out = []
        keys: dict[str, dict[str, frozenset[str]]] = {}
        for f in reviewed_files(parts):
            if f.name == leave_out and f.name not in wanted:
                continue
            path = REPO_DIR / f.file
            gold = load_gold(path.stem, path.parent)
            keys[f.name] = {g.record_id: g.key for g in gold}
            if f.name == leave_out:
                continue
            for g in gold:
                rules = tuple(sorted(g.key, key=_number_order))
                out.append(Review(g.record_id, rules, f.name, g.line, f.file, g.excerpt, further=g.further))
        for erratum in corrections:
            check_erratum(erratum, errata, keys.get(erratum.part))
        fixes = {(e.part, e.record_id): e for e in corrections}
        return cls(r.corrected(fixes[r.part, r.record_id]) if (r.part, r.record_id) in fixes else r for r in out)

    def of(self, record_id: str, text: str | None = None) -> Review | None:
        """The review of the ruling, unless ``text`` (the ruling's text now) no longer begins
        with the words its reader saw: then None, and the review is counted as stale."""
        review = self.by_record.get(record_id)
        if review is not None and text is not None and not review.holds_for(text):
            self.stale.append(review)
            return None
        return review

    def precedents(
        self, rulings: list[dict[str, Any]], keywords: dict[str, frozenset[str]], wanted: set[str] | None = None
    ) -> dict[str, tuple[Review, float]]:
        """For each ruling not reviewed (restricted to ``wanted`` when given): the reviewed ruling
        in the same language it says the same as, with the similarity, when one reaches
        ``PRECEDENT_SIMILARITY`` and both name the same keywords (``keywords``: record id ->
        keyword concepts named). One reminder written for flashback and again for jump-start
        reads nearly alike and rests on each keyword's own rule. The same language, not the
        same document: release notes print the same sentences set after set, so a document
        added by a manifest entry follows the reviewed rulings of another one in its language."""
        reviewed = [r for r in rulings if r["id"] in self.by_record and self.by_record[r["id"]].holds_for(r.get("text") or "")]
        open_ = [r for r in rulings if r["id"] not in self.by_record and (wanted is None or r["id"] in wanted)]
        if not reviewed or not open_:
            return {}
        matrix = _tfidf([r.get("text") or "" for r in rulings])
        row = {r["id"]: i for i, r in enumerate(rulings)}
        sims = (matrix[[row[r["id"]] for r in open_]] @ matrix[[row[r["id"]] for r in reviewed]].T).toarray()
        none: frozenset[str] = frozenset()
        comparable = [
            [_language(a) == _language(b) and keywords.get(a["id"], none) == keywords.get(b["id"], none) for b in reviewed]
            for a in open_
        ]
        out: dict[str, tuple[Review, float]] = {}
        for i, rec in enumerate(open_):
            scores = [s if same else 0.0 for s, same in zip(sims[i], comparable[i])]
            j = max(range(len(scores)), key=scores.__getitem__)
            if scores[j] >= PRECEDENT_SIMILARITY:
                out[rec["id"]] = (self.by_record[reviewed[j]["id"]], float(scores[j]))
        return out


def _language(ruling: dict[str, Any]) -> str:
    """A ruling's language (its document's where a record carries none)."""
    return ruling.get("lang") or f"document {ruling['source']}"


def nested(a: str, b: str) -> bool:
    """One number is the other or a subrule of it (702.62 / 702.62a / 702.62 itself), never a
    sibling (702.6 / 702.62)."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return long.startswith(short) and not long[len(short)].isdigit()


def _words(text: str) -> str:
    return " ".join(text.split())


def _grams(text: str) -> Counter[str]:
    s = " ".join(text.lower().split())
    return Counter(s[i : i + n] for n in _GRAM_SIZES for i in range(len(s) - n + 1))


def _tfidf(texts: list[str]) -> Any:
    """Unit tf-idf rows (sublinear term frequency, smoothed idf: a gram in every text still
    counts) over the texts given, as a sparse matrix."""
    from scipy.sparse import csr_matrix  # only the build step needs it

    counts = [_grams(t) for t in texts]
    df: Counter[str] = Counter()
    for c in counts:
        df.update(c.keys())
    column = {g: i for i, g in enumerate(df)}
    n = len(texts)
    data: list[float] = []
    cols: list[int] = []
    starts = [0]
    for c in counts:
        weights = [(1 + math.log(k)) * (1 + math.log((1 + n) / (1 + df[g]))) for g, k in c.items()]
        norm = math.sqrt(sum(w * w for w in weights)) or 1.0
        data += [w / norm for w in weights]
        cols += [column[g] for g in c]
        starts.append(len(data))
    return csr_matrix((data, cols, starts), shape=(n, len(column)))


def _number_order(number: str) -> tuple[int, ...]:
    """702.62a after 702.9 and before 702.62b: sections, rules and letters in numeric order."""
    head, _, tail = number.partition(".")
    digits = tail.rstrip("abcdefghijklmnopqrstuvwxyz")
    letter = tail[len(digits) :]
    return (int(head), int(digits or 0), ord(letter) if letter else 0)
