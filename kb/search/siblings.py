"""Sibling rulings: the rulings under one card (or mechanic) heading, told apart by what each
says beyond the card's name.

A question that names a card finds that card's rulings through every retriever, and they
all agree on the name: the title column, the card's names in the labels column and every
mention of the name in a ruling's text score the same words. Among the siblings the fusion
then favours the ruling that repeats the card's name or is simply short, not the one on the
point the question asks about (the commonest miss of the held-out sets: the right ruling at
rank 2-5 under a sibling of the same card).

What is left here is the *content match*'s vocabulary: the question's terms that can tell
siblings apart (``content_terms``: its analysed words and the analysed labels of the concepts it
names, in every language, the words of the named cards' names left out) and their weight
(``idf``). ``kb.search.ranker`` sums them per candidate, its heading's words left out.

History. From stop 24 to stop 34 the siblings among the shown results were re-ordered within
their own positions by a Borda count of their fused place and their content-match place. Stop 35
replaced that with the ranker, which learns how much the content match counts against the lists'
ranks (1506 spent questions, rrf R@5 / MRR: the fused order 0.895 / 0.735, with the Borda count
0.897 / 0.737, with the ranker 0.910 / 0.754, each set ordered by weights learnt without it).
The Borda count's own record, as it was kept:

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
from collections.abc import Iterable


def content_terms(question_terms: Iterable[str], label_terms: Iterable[str], name_terms: Iterable[str]) -> set[str]:
    """The question's words that can tell one ruling of a card from another: its analysed
    words and its concepts' label words, without the words of the cards it names."""
    return (set(question_terms) | set(label_terms)) - set(name_terms)


def idf(docs: int, total: int) -> float:
    """BM25's idf (always positive): rare words tell siblings apart, common ones hardly."""
    return math.log((total - docs + 0.5) / (docs + 0.5) + 1.0)
