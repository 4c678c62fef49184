"""Names as a judge types them (kb.names): the termbase's card names in every language and
era, the card names the documents print, and the labels of the termbase's concepts."""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from kb.store.records import has_table

# ``card_names.name`` when no public source gave a card's name in a language (never shown).
UNKNOWN_NAME = "unknown"


@dataclass(frozen=True, slots=True)
class CardName:
    """One name of a card in the termbase (``card_names``), in one language and era."""

    card: str
    """the card's id in the termbase (its English name)"""
    lang: str
    name: str
    folded: str
    era: str
    """current, or the era of an older name"""
    source: str


@dataclass(frozen=True, slots=True)
class PrintedCardName:
    """A card name (printed or face) as a document of the corpus prints it."""

    name: str
    folded: str
    lang: str
    source: str


@dataclass(frozen=True, slots=True)
class ConceptLabel:
    """One label of a termbase concept (``concept_labels``), with the concept's English name."""

    concept: str
    lang: str
    label: str
    folded: str
    era: str
    source: str
    english: str | None


def termbase_card_names(db: sqlite_utils.Database) -> list[CardName]:
    """Every known name of every card in the termbase (none before the termbase is built);
    a name the termbase records as unknown is left out."""
    if not has_table(db, "card_names"):
        return []
    sql = "select card, lang, name, folded, era, source from card_names where name != ?"
    return [CardName(**row) for row in db.query(sql, [UNKNOWN_NAME])]


def printed_card_names(db: sqlite_utils.Database) -> list[PrintedCardName]:
    """Each card name the documents print, once per document language and source."""
    sql = (
        "select distinct n.name, n.folded, r.lang, r.source from record_names n "
        "join records r on r.id = n.record_id where n.kind = 'card'"
    )
    return [PrintedCardName(**row) for row in db.query(sql)]


def concept_labels(db: sqlite_utils.Database) -> list[ConceptLabel]:
    """Every label of every termbase concept (none before the termbase is built)."""
    if not has_table(db, "concept_labels"):
        return []
    sql = (
        "select l.concept, l.lang, l.label, l.folded, l.era, l.source, c.en as english "
        "from concept_labels l join concepts c on c.id = l.concept"
    )
    return [ConceptLabel(**row) for row in db.query(sql)]
