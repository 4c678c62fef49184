"""The termbase: concepts (mechanics, keywords, zones, card types, steps, counters,
actions) with their labels in German, Chinese and English across eras (today's wording,
2006 wording, words marked outdated, typos found in the corpus), card names across
languages, and the concepts each record is about or mentions.

    resolve(db, term) -> Resolution        get_concept(db, id) -> Concept
    concepts_in(db, text, lang) -> [ConceptMatch]
    list_concepts(db, query=None) -> [Concept]
    chinese_labels(db=None) -> [str]        (jieba user dictionary; CSV when db is None)
    kb.termbase.cards.printed_names_for(db, name) -> CardNames | None
"""

from __future__ import annotations

from kb.termbase.lookup import (
    chinese_labels,
    close_labels,
    concepts_in,
    fold_with_offsets,
    get_concept,
    list_concepts,
    resolve,
)
from kb.termbase.model import (
    ConceptKind,
    ConceptMatch,
    Era,
    Resolution,
    TermbaseDataError,
    TermNotFound,
)
from kb.termbase.results import Concept

__all__ = [
    "Concept",
    "ConceptKind",
    "ConceptMatch",
    "Era",
    "Resolution",
    "TermNotFound",
    "TermbaseDataError",
    "chinese_labels",
    "close_labels",
    "concepts_in",
    "fold_with_offsets",
    "get_concept",
    "list_concepts",
    "resolve",
]
