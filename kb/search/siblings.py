"""Sibling rulings: the rulings under one card (or mechanic) heading, in the order of what
each says beyond the card's name.

A question that names a card finds that card's rulings through every retriever, and they
all agree on the name: the title column, the card's names in the labels column and every
mention of the name in a ruling's text score the same words. Among the siblings the fusion
then favours the ruling that repeats the card's name or is simply short, not the one on the
point the question asks about (the commonest miss of the held-out sets: the right ruling at
rank 2-5 under a sibling of the same card).

``order_siblings`` re-orders, within the positions the siblings already hold, each group of
two or more rulings of one subject among the shown results: each sibling's place is its
place in the fused order plus its place by *content match* (a Borda count of the two
orders, ties kept in fused order). Content match is the idf-weighted sum of the question's
terms (its analysed words and the analysed labels of the concepts it names, in every
language) that the ruling's analysed title-less text or labels contain, the words of the
named cards' names and of the ruling's own heading left out. Results of other subjects keep
their places, so recall@k of the shown results never changes and the work is one lookup per
sibling (O(results)). A sibling passes one above it only when it leads it by more places in
the word match than it trails it in the fused order (equal sums keep the fused order): the
fused order still carries what the words cannot see, such as a ruling in another language
found through its labels or its vector.

Measured on every question set (all spent: dev and held-out 1-5, 509 questions), full
system (rrf) R@5 / xR@5 / MRR@10 before -> after, and lexical alone (see docs/evaluation.md):

- kept, the Borda count over the shown results: rrf 0.888 / 0.856 / 0.746 -> 0.894 / 0.856 /
  0.756, lexical 0.888 / 0.863 / 0.736 -> 0.896 / 0.867 / 0.746. MRR up in every set but
  held-out 2 (0.680 -> 0.678, its recall@5 up 0.811 -> 0.822), recall@5 down in none; over
  all sets up in every language (rrf MRR de 0.719 -> 0.729, zh 0.787 -> 0.795, en 0.730 -> 0.742).
- rejected, siblings sorted by content match alone: MRR up more on some sets (rrf 0.760) but
  recall@5 down on held-out 1, 2 and 5 (held-out 5 0.917 -> 0.900): the fused order knows things the word
  match does not (a cross-lingual ruling whose only shared words are its labels).
- rejected, content rank counted 0.5x / 1.5x / 2x in the Borda count: 0.5x changes little
  (MRR 0.748), 1.5x and 2x lift dev and held-out 4 but lose recall on held-out 1 and 5.
- rejected, only the rulings of the cards the question names (not every subject): about half
  the gain (rrf MRR 0.747); siblings of a card the question only describes need it too.
- rejected, ties of the Borda count broken by the word match instead of the fused order: rrf
  0.886 / 0.849 / 0.764, MRR up but recall@5 down on held-out 1 and 5 (0.917 -> 0.900).
- not needed, every sibling in the fused list instead of the shown ones: rrf MRR 0.757 against
  0.756, for more work per question.
- rejected, with siblings sorted by the word match alone, the text without the labels column
  (cross-lingual rulings share no text word with the question): rrf 0.876 / 0.838 / 0.738.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from kb.search.fusion import Fused

if TYPE_CHECKING:
    import sqlite_utils


def content_terms(question_terms: Iterable[str], label_terms: Iterable[str], name_terms: Iterable[str]) -> set[str]:
    """The question's words that can tell one ruling of a card from another: its analysed
    words and its concepts' label words, without the words of the cards it names."""
    return (set(question_terms) | set(label_terms)) - set(name_terms)


def idf(docs: int, total: int) -> float:
    """BM25's idf (always positive): rare words tell siblings apart, common ones hardly."""
    return math.log((total - docs + 0.5) / (docs + 0.5) + 1.0)


def sibling_groups(fused: list[Fused], subject_of: dict[str, str]) -> dict[str, list[int]]:
    """Positions in ``fused`` of each subject with two or more rulings there."""
    groups: dict[str, list[int]] = {}
    for position, f in enumerate(fused):
        subject = subject_of.get(f.id)
        if subject:
            groups.setdefault(subject, []).append(position)
    return {s: p for s, p in groups.items() if len(p) > 1}


def order_siblings(
    fused: list[Fused],
    subject_of: dict[str, str],
    words_of: Callable[[list[str]], dict[str, tuple[set[str], set[str]]]],
    terms: set[str],
    weight: Callable[[str], float],
) -> list[Fused]:
    """``fused`` with each group of sibling rulings re-ordered within its own positions by
    fused place + content-match place. ``subject_of`` maps a ruling to its card or mechanic;
    ``words_of(ids)`` gives each ruling's (heading words, text and label words); ``weight``
    a term's weight (idf)."""
    groups = sibling_groups(fused, subject_of)
    if not groups or not terms:
        return fused
    words = words_of([fused[p].id for positions in groups.values() for p in positions])
    out = list(fused)
    for positions in groups.values():
        members = [fused[p] for p in positions]
        match = {}
        for f in members:
            heading, text = words.get(f.id, (set(), set()))
            # fsum: a plain sum over a set depends on its (hash-seeded) order in the last bits,
            # and equal matches must compare equal for the shared places below
            match[f.id] = math.fsum(weight(t) for t in (terms - heading) & text)
        by_match = sorted(members, key=lambda f: -match[f.id])
        place: dict[str, int] = {}
        for i, f in enumerate(by_match):  # equal matches share a place
            place[f.id] = place[by_match[i - 1].id] if i and match[f.id] == match[by_match[i - 1].id] else i
        borda = {f.id: i + place[f.id] for i, f in enumerate(members)}
        for position, f in zip(positions, sorted(members, key=lambda f: borda[f.id])):
            out[position] = f
    return out


def order_shown_siblings(
    db: sqlite_utils.Database, fused: list[Fused], terms: set[str], fts_rows: dict[str, int], total: int
) -> list[Fused]:
    """``order_siblings`` on the knowledge base: the rulings' subjects from ``records``, their
    analysed words from ``search_fts`` by rowid (``fts_rows``: record id -> rowid, read once),
    the terms' document counts from ``search_terms``: three lookups by key per question, none
    of which grows with the knowledge base."""
    from kb.search.lexical import term_documents
    from kb.store import search_index
    from kb.store.records import record_subjects

    ids = [f.id for f in fused]
    if len(ids) < 2 or not terms:
        return fused
    # by primary key only: a condition on kind would let SQLite walk every ruling's index entry
    subject_of = {r.id: r.subject_id for r in record_subjects(db, ids) if r.kind == "ruling" and r.subject_id}
    if not sibling_groups(fused, subject_of):
        return fused  # no card with two rulings shown: nothing more to read

    def words_of(members: list[str]) -> dict[str, tuple[set[str], set[str]]]:
        rowids = [fts_rows[m] for m in members if m in fts_rows]
        texts = search_index.indexed_texts(db, rowids)
        return {t.record_id: (set(t.title.split()), set(t.body.split()) | set(t.labels.split())) for t in texts}

    docs = term_documents(db, terms)
    weights = {t: idf(docs.get(t, 0), total) for t in terms}
    return order_siblings(fused, subject_of, words_of, terms, weights.__getitem__)
