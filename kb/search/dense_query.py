"""The text embedded for a question's dense list: the question, or (``expand_dense``) the
question followed by its concepts' and cards' names in the other languages."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kb.search.bridge import Bridge, TermbaseView

# Expanding the question through the termbase before embedding (one label in each other
# language of its three rarest concepts, its cards' other names) was measured on
# data/eval/questions.csv and is off by default: it lifts dense retrieval alone (recall@5 /
# MRR@10 0.613/0.471 -> 0.782/0.639, cross-lingual recall@5 0.467 -> 0.733) and the full
# system by one rank or so (MRR 0.800 -> 0.811 with all-label passages), but the longer
# text costs a second embedding's worth of time (warm rrf p50 about 1.9x one query
# embedding instead of 1.2x, over the 1.5x budget). ``Searcher(expand_dense=True)`` turns it on.
DENSE_QUERY_EXPANSION = False
DENSE_EXPANSION_CONCEPTS = 3


def expanded_query(question: str, qlang: str, bridge: Bridge, termbase: TermbaseView, frequency: dict[str, int]) -> str:
    """The question followed by one label in each other language of its rarest concepts
    and its cards' names in the other languages (short: the embedding's cost grows with
    the text)."""
    labels: list[str] = []
    concepts = sorted(bridge.concept_ids, key=lambda c: frequency.get(c, 0))[:DENSE_EXPANSION_CONCEPTS]
    for concept in concepts:
        seen: set[str] = {qlang}
        for lang, label, era in termbase.labels(concept):
            if era == "current" and lang not in seen:
                seen.add(lang)
                labels.append(label)
    for card in bridge.cards:
        labels += [names[0] for lang, names in card.names.items() if names and lang != qlang]
    labels = list(dict.fromkeys(labels))
    return f"{question} ({' / '.join(labels)})" if labels else question
