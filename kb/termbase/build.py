"""Build step ``kb.termbase.build:build_termbase``: load the curated CSVs, add the labels
the corpus itself attests (glossary headwords, mechanic headings, typos in headings), tag
every record with the concepts it is about or mentions (or, in a run of a card's rulings
about one keyword, stands between), and load the card names.

Derived rows carry a ``source`` naming the document and line they come from, e.g.
"glossary-de 212-214 (corpus)".
"""

from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING, Iterable

import sqlite_utils

from ingest.records import Mechanic, Record, RulebookPassage, RuleExcerpt, Ruling, Term
from kb.language.function_words import Reading, is_type_word
from kb.store.records import row_counts
from kb.store.termbase import (
    StoredLabel,
    all_labels,
    concept_ids_of_kinds,
    stored_concepts,
    write_card_names,
    write_concepts,
    write_labels,
    write_record_concepts,
)
from kb.termbase.lookup import concepts_in, forget
from kb.termbase.model import (
    CARD_NAMES_CSV,
    Era,
    load_all_concepts,
    load_all_labels,
    load_card_names,
)
from kb.text import fold

if TYPE_CHECKING:
    from kb.build import BuildContext

# Kinds of record whose text is tagged with the concepts it mentions.
_TAGGED_KINDS = {"ruling", "mechanic", "term", "passage", "rule_excerpt", "note", "card"}
_TYPO_SIMILARITY = 0.85  # a heading word this close to a German label (but not equal) is its typo
_WORD = re.compile(r"[\w-]+")
_SPECIFIC_WORD = 12  # single-word redirect headwords this long are specific enough to be labels


def build_termbase(ctx: BuildContext) -> None:
    """Fill concepts, concept_labels, card_names and record_concepts (see module doc)."""
    db: sqlite_utils.Database = ctx.db
    records = [r for doc in ctx.parsed for r in doc.records]
    load_curated(db)
    derived = corpus_labels(db, records)
    insert_labels(db, derived)
    forget(db)
    tags = record_concepts(db, records)
    tags += context_concepts(db, records, tags)
    write_record_concepts(db, tags)
    cards = load_card_names(CARD_NAMES_CSV)
    write_card_names(db, ({**row, "folded": fold(row["name"])} for row in cards))
    n = row_counts(db, ("concepts", "concept_labels", "record_concepts", "card_names"))
    ctx.progress(
        f"termbase: {n['concepts']} concepts, {n['concept_labels']} labels, "
        f"{n['record_concepts']} record tags, {n['card_names']} card names"
    )


def load_curated(db: sqlite_utils.Database) -> None:
    """Concepts and labels from the CSVs; each concept's English name is also an en label."""
    concepts = load_all_concepts()
    write_concepts(db, concepts)
    labels = load_all_labels({c["id"] for c in concepts})
    english = [
        {"concept": c["id"], "lang": "en", "label": c["en"], "era": Era.CURRENT.value, "note": "", "source": c["source"]}
        for c in concepts
    ]
    insert_labels(db, labels + english)


def insert_labels(db: sqlite_utils.Database, labels: Iterable[dict[str, str]]) -> None:
    # a label the CSV already has keeps its curated row
    write_labels(db, ({**row, "folded": fold(row["label"]), "note": row.get("note") or ""} for row in labels))


def corpus_labels(db: sqlite_utils.Database, records: list[Record]) -> list[dict[str, str]]:
    """Labels attested by the corpus: glossary headwords (outdated ones as ``outdated``)
    and the words of mechanic headings that are misspellings of a German label."""
    index = _label_index(db)
    out: list[dict[str, str]] = []
    for rec in records:
        where = f"{rec.source} {rec.lines[0]}-{rec.lines[1]} (corpus)"
        if isinstance(rec, Term):
            out += _glossary_labels(rec, index, where)
        elif isinstance(rec, Mechanic) and rec.heading_typo:
            out += _typo_labels(rec.heading_typo, rec.lang, index, where)
    return out


def record_concepts(db: sqlite_utils.Database, records: list[Record]) -> list[dict[str, str]]:
    """(record, concept) tags: ``subject`` for rulings, excerpts and mechanic records that
    belong to a mechanic heading and for a glossary entry of a concept's label; ``mention``
    for every label found in a record's text that names its concept there, as the search reads
    a question (``kb.language.function_words``: the German "will" of "Falls er das will" is not
    the planeswalker type Will)."""
    index = _label_index(db)
    kinds = {c.id: c.kind for c in stored_concepts(db)}
    out: list[dict[str, str]] = []
    for rec in records:
        subject = _subject_name(rec)
        if subject:
            if isinstance(rec, RulebookPassage):
                concept = _concept_of_section(db, rec, subject)
            else:
                concept = _concept_for(index, subject) or _concept_of_headword_parts(index, rec, subject)
            if concept:
                out.append({"record_id": rec.id, "concept": concept, "label": subject, "how": "subject"})
        if rec.kind.value in _TAGGED_KINDS:
            seen = set()
            reading = Reading(rec.text, rec.lang)
            matches = concepts_in(db, rec.text, rec.lang)
            types = [(m.start, m.end) for m in matches if is_type_word(m.concept, kinds.get(m.concept, ""))]
            for m in matches:
                matched = rec.text[m.start : m.end]
                if m.concept not in seen and reading.names_concept(m.label, m.lang, matched, (m.start, m.end), types):
                    seen.add(m.concept)
                    out.append({"record_id": rec.id, "concept": m.concept, "label": m.label, "how": "mention"})
    return out


def context_concepts(db: sqlite_utils.Database, records: list[Record], tags: list[dict[str, str]]) -> list[dict[str, str]]:
    """``context`` tags: a card's rulings about one keyword come in a run, and the middle of
    the run often no longer names it ("Du schickst die Karten aufgedeckt ins Exil" between
    two cascade rulings). A ruling that names no keyword of its own, under the same card as
    the rulings before and after it, takes the keywords both of those name."""
    keyword_ids = concept_ids_of_kinds(db, ("keyword", "mechanic"))
    keywords: dict[str, dict[str, str]] = {}
    for tag in tags:
        if tag["concept"] in keyword_ids:
            keywords.setdefault(tag["record_id"], {}).setdefault(tag["concept"], tag["label"])
    runs: dict[tuple[str, str, tuple[int, int]], list[Record]] = {}
    for rec in records:
        if isinstance(rec, Ruling) and getattr(rec.subject_kind, "value", rec.subject_kind) == "card":
            runs.setdefault((rec.source, rec.subject, rec.subject_lines), []).append(rec)
    out: list[dict[str, str]] = []
    for run in runs.values():
        run.sort(key=lambda r: r.lines[0])
        named = [keywords.get(r.id, {}) for r in run]
        for i, rec in enumerate(run):
            if named[i]:
                continue
            before = next((n for n in reversed(named[:i]) if n), {})
            after = next((n for n in named[i + 1 :] if n), {})
            for concept in before.keys() & after.keys():
                out.append({"record_id": rec.id, "concept": concept, "label": before[concept], "how": "context"})
    return out


# --- internals ---------------------------------------------------------------------------


def _label_index(db: sqlite_utils.Database) -> dict[str, list[StoredLabel]]:
    index: dict[str, list[StoredLabel]] = {}
    for row in all_labels(db, current_first=False):
        index.setdefault(row.folded, []).append(row)
    return index


def _concept_for(index: dict[str, list[StoredLabel]], name: str) -> str | None:
    rows = index.get(fold(re.sub(r"\s*\[.*?\]", "", name))) or index.get(fold(name))
    if not rows:
        return None
    concept: str = sorted(rows, key=lambda r: r.era != Era.CURRENT.value)[0].concept
    return concept


def _concept_of_headword_parts(index: dict[str, list[StoredLabel]], rec: Record, headword: str) -> str | None:
    """A glossary headword of several names ("Antworten, Als Antwort", "Booster;
    Boosterpackung") is about the concept its names share; None when they name different
    concepts or none."""
    if not isinstance(rec, Term):
        return None
    parts = [p for p in re.split(r"\s*[,;]\s*", headword) if p]
    concepts = {_concept_for(index, p) for p in parts} if len(parts) > 1 else set()
    return concepts.pop() if len(concepts) == 1 and None not in concepts else None


def _concept_of_section(db: sqlite_utils.Database, rec: RulebookPassage, heading: str) -> str | None:
    """A rulebook passage is about what its section heading names ("Artefakte",
    "Einsatzverzögerung"), when the heading names one concept only ("Einen Zauberspruch
    wirken" names two and stays untagged)."""
    # read in the passage's language: folded, "Länder" is also the English subtype Lander
    concepts = {m.concept for m in concepts_in(db, heading, rec.lang)}
    return concepts.pop() if len(concepts) == 1 else None


def _subject_name(rec: Record) -> str | None:
    if isinstance(rec, Ruling) and getattr(rec.subject_kind, "value", rec.subject_kind) == "mechanic":
        return rec.subject
    if isinstance(rec, RuleExcerpt):
        return rec.mechanic
    if isinstance(rec, Mechanic):
        return rec.name
    if isinstance(rec, RulebookPassage):
        return rec.heading or None
    if isinstance(rec, Term) and (not rec.redirect or rec.outdated or rec.definition.strip()):
        # a glossary entry is about the concept its headword names: the "Zone" entry is the
        # definition a question about zones wants, not one more record that mentions them.
        # An entry that says more than its pointer says what the old word is called today
        # ("Umgewandelte Manakosten ... heißen seit April 2021 Manabetrag", "Lokale
        # Verzauberungen werden als Auren-Verzauberungen bezeichnet"), the answer to a question
        # in old words; a plain redirect ("Siehe Zone") answers nothing and stays untagged.
        return re.sub(r"\s*\(veraltet\)\s*$", "", rec.headword_reconstructed or rec.headword).strip() or None
    return None


def _glossary_labels(term: Term, index: dict[str, list[StoredLabel]], where: str) -> list[dict[str, str]]:
    """A headword the termbase lacks becomes a label when it is a pure redirect ("Siehe
    Ins Exil schicken") to a known label: ``outdated`` when marked "(veraltet)", else
    ``variant``. "Siehe auch" links are related terms, not synonyms, and are not followed."""
    headword = re.sub(r"\s*\(veraltet\)\s*$", "", term.headword_reconstructed or term.headword).strip()
    if not headword or fold(headword) in index or not term.redirect:
        return []
    if not (term.outdated or " " in headword or len(headword) >= _SPECIFIC_WORD):
        return []  # a plain word ("Entfernen", "Wahl") would tag every sentence using it
    concept = _concept_for(index, term.redirect)
    if not concept:
        return []
    era = Era.OUTDATED.value if term.outdated else Era.VARIANT.value
    return [
        {
            "concept": concept,
            "lang": "de",
            "label": headword,
            "era": era,
            "note": f"glossary: see {term.redirect}",
            "source": where,
        }
    ]


def _typo_labels(heading_typo: str, lang: str, index: dict[str, list[StoredLabel]], where: str) -> list[dict[str, str]]:
    german = {k: rows for k, rows in index.items() if any(r.lang == lang for r in rows)}
    out = []
    for word in _WORD.findall(heading_typo):
        key = fold(word)
        if key in index or len(key) < 5:
            continue
        near = difflib.get_close_matches(key, list(german), n=1, cutoff=_TYPO_SIMILARITY)
        if near:
            concept = german[near[0]][0].concept
            out.append(
                {
                    "concept": concept,
                    "lang": lang,
                    "label": word,
                    "era": Era.TYPO.value,
                    "note": f"misspelling of {german[near[0]][0].label} in a heading",
                    "source": where,
                }
            )
    return out
