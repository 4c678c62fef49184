"""The termbase bridge: what a question names (concepts in any language, era or known
typo; card names in any language) and what that adds to the search.

- Expansion: each concept found in the question adds its labels in every language (and
  each card name the card's other names) to the lexical query.
- Boost: records the termbase tagged with those concepts, and the rulings of the named
  cards, form ranked lists of their own that reciprocal rank fusion merges in.
- Index enrichment: at build time each record's ``labels`` column receives the labels of
  the concepts it is tagged with and the other-language names of its card.

Everything goes through ``TermbaseView``, so search works (without the bridge) on a
knowledge base built before the termbase existed, and tests can pass a fake view.
"""

from __future__ import annotations

import heapq
import itertools
import math
import re
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, cast

import sqlite_utils

from kb.language.function_words import Reading, is_type_word
from kb.search.card_name_forms import add_typed_forms
from kb.search.instances import CONCEPT as INSTANCES
from kb.search.instances import names_instances
from kb.store.concepts import concept_tags, records_per_concept
from kb.store.records import card_name_keys
from kb.store.termbase import ORDINARY_PREFIX, card_name_rows, stored_concepts, typo_vocabulary_texts
from kb.termbase.lookup import chinese_labels, concepts_in, get_concept
from kb.termbase.model import TermNotFound
from kb.text import fold

if TYPE_CHECKING:
    from kb.search.analysis import Analysers
    from kb.search.lang_de import GermanAnalyser

# Eras whose labels are used to expand a query: typos are recognised in questions but
# never searched for (they would match only the one misprinted heading).
EXPANSION_ERAS = frozenset({"current", "2006", "variant", "outdated"})
# Tagged records one question's concept list may score. The bundled corpus's commonest
# concept tags 543 records; a question's concepts together tag at most a few thousand, so
# the budget only bites on a knowledge base many times larger.
TAG_BUDGET = 5_000
MIN_LATIN_CARD_NAME = 4
MIN_CJK_CARD_NAME = 2
_LATIN = re.compile(r"[a-z]")


@dataclass(frozen=True)
class ConceptHit:
    concept: str
    label: str  # as it appears in the termbase
    era: str
    lang: str
    start: int = -1  # where the label stands in the text it was found in (-1: not known)
    end: int = -1
    kind: str = ""  # the concept's kind (keyword, card-type, …)


@dataclass
class CardHit:
    name: str  # the name found in the question
    names: dict[str, list[str]]  # the card's names by language
    card_ids: list[str]  # card records of the corpus


@dataclass
class Bridge:
    """What the termbase recognised in one question."""

    concepts: list[ConceptHit] = field(default_factory=list)
    labels: list[tuple[str, str]] = field(default_factory=list)  # (lang, label) to add to the query
    cards: list[CardHit] = field(default_factory=list)

    @property
    def concept_ids(self) -> list[str]:
        return list(dict.fromkeys(h.concept for h in self.concepts))

    @property
    def card_ids(self) -> list[str]:
        """The card records of every card the question names."""
        return [i for card in self.cards for i in card.card_ids]


class TermbaseView(Protocol):
    def concepts_in(self, text: str, lang: str | None) -> list[ConceptHit]: ...
    def labels(self, concept: str) -> list[tuple[str, str, str]]: ...  # (lang, label, era)
    # (record_id, concept, how): every record of the concepts (at most ``limit``), or of the records
    def tagged(self, concepts: list[str], limit: int | None = None) -> list[tuple[str, str, str]]: ...
    def tags_of(self, record_ids: list[str], concepts: list[str]) -> list[tuple[str, str, str]]: ...
    def concept_frequency(self) -> dict[str, int]: ...
    def chinese_labels(self) -> list[str]: ...
    def card_names(self) -> dict[str, dict[str, list[str]]]: ...  # card key -> lang -> names


class NoTermbase:
    """The view of a knowledge base without termbase tables: recognises nothing."""

    def concepts_in(self, text: str, lang: str | None) -> list[ConceptHit]:
        return []

    def labels(self, concept: str) -> list[tuple[str, str, str]]:
        return []

    def tagged(self, concepts: list[str], limit: int | None = None) -> list[tuple[str, str, str]]:
        return []

    def tags_of(self, record_ids: list[str], concepts: list[str]) -> list[tuple[str, str, str]]:
        return []

    def concept_frequency(self) -> dict[str, int]:
        return {}

    def chinese_labels(self) -> list[str]:
        return []

    def card_names(self) -> dict[str, dict[str, list[str]]]:
        return {}


class DbTermbase:
    """The termbase of a built knowledge base, through ``kb.termbase``'s API. A searcher's
    request threads share one: its lazy reads are serialised, on a connection that should be
    its own (``Connections.dedicated``: a question borrowing the same connection meanwhile
    would break its savepoints)."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.db = db
        self._reading = threading.RLock()
        self._labels: dict[str, list[tuple[str, str, str]]] = {}
        self._tags: dict[str, list[tuple[str, str, str]]] | None = None
        self._by_record: dict[str, list[tuple[str, str, str]]] = {}
        self._kinds: dict[str, str] | None = None

    def concepts_in(self, text: str, lang: str | None) -> list[ConceptHit]:
        with self._reading:
            matches = concepts_in(self.db, text, lang)
            if self._kinds is None:
                self._kinds = {c.id: c.kind for c in stored_concepts(self.db)}
            kinds = self._kinds
        return [
            ConceptHit(m.concept, m.label, m.era, m.lang or lang or "", m.start, m.end, kinds.get(m.concept, "")) for m in matches
        ]

    def labels(self, concept: str) -> list[tuple[str, str, str]]:
        # Ordinary words (移除 "remove", "Removed": obsolete names of exile) are not searched in
        # running text; added to a query or to every record of the concept they would match
        # any question that says "removed".
        if concept not in self._labels:
            with self._reading:
                labels = get_concept(self.db, concept).labels
            # one label per folded spelling and language: "Remove from the Game" (CR glossary) and
            # "remove from the game" (curated) would count the same words twice in a record
            kept: dict[tuple[str, str], tuple[str, str, str]] = {}
            for l in labels:
                if not l.note.startswith(ORDINARY_PREFIX):
                    kept.setdefault((l.lang, fold(l.label)), (l.lang, l.label, l.era))
            self._labels[concept] = list(kept.values())
        return self._labels[concept]

    def _load_tags(self) -> dict[str, list[tuple[str, str, str]]]:
        # Read once: the knowledge base is immutable while served, and common concepts
        # (player, spell) tag a thousand records each, too many to fetch per question.
        # Each concept's records come subject first (what ``tagged``'s limit keeps).
        with self._reading:
            return self._tags if self._tags is not None else self._read_tags()

    def _read_tags(self) -> dict[str, list[tuple[str, str, str]]]:
        tags: dict[str, list[tuple[str, str, str]]] = {}
        by_record: dict[str, list[tuple[str, str, str]]] = {}
        for row in concept_tags(self.db):
            tags.setdefault(row[1], []).append(row)
            by_record.setdefault(row[0], []).append(row)
        for rows in tags.values():
            rows.sort(key=lambda t: t[2] != "subject")
        self._by_record, self._tags = by_record, tags  # _tags last: other threads test it unlocked
        return tags

    def tagged(self, concepts: list[str], limit: int | None = None) -> list[tuple[str, str, str]]:
        tags = self._load_tags()
        chained = (t for c in dict.fromkeys(concepts) for t in tags.get(c, ()))
        # Stops at the limit: a common concept tags a share of every record, so reading its
        # whole list first would cost in proportion to the knowledge base (the limit is there
        # to keep the work of one question bounded).
        return list(chained if limit is None else itertools.islice(chained, limit))

    def tags_of(self, record_ids: list[str], concepts: list[str]) -> list[tuple[str, str, str]]:
        """The tags of these records with these concepts (per record: no scan of a concept's list)."""
        self._load_tags()
        wanted = set(concepts)
        return [t for rid in dict.fromkeys(record_ids) for t in self._by_record.get(rid, ()) if t[1] in wanted]

    def concept_frequency(self) -> dict[str, int]:
        with self._reading:
            return records_per_concept(self.db)

    def chinese_labels(self) -> list[str]:
        with self._reading:
            return list(chinese_labels(self.db))

    def card_names(self) -> dict[str, dict[str, list[str]]]:
        out: dict[str, dict[str, list[str]]] = {}
        with self._reading:
            for card, lang, name in card_name_rows(self.db):
                out.setdefault(card, {}).setdefault(lang, []).append(name)
        return out


def termbase_view(db: sqlite_utils.Database) -> TermbaseView:
    """The real termbase when its package and tables exist, else ``NoTermbase``."""
    if not {"concepts", "concept_labels", "record_concepts"} <= set(db.table_names()):
        return NoTermbase()
    return DbTermbase(db)


class CardMatcher:
    """Finds card names (corpus names and the termbase's names in every language) in text."""

    def __init__(self, db: sqlite_utils.Database, termbase: TermbaseView) -> None:
        self._corpus: dict[str, list[str]] = {}  # folded name -> card record ids
        for record_id, folded in card_name_keys(db):
            self._corpus.setdefault(folded, []).append(record_id)
        self._groups: dict[str, dict[str, list[str]]] = {}  # folded name -> the card's names by lang
        for names in termbase.card_names().values():
            for lang_names in names.values():
                for name in lang_names:
                    self._groups[fold(name)] = names
        # forms judges type: no commas, no article, the name before the comma ("Adric")
        add_typed_forms(self._corpus, self._groups, termbase.card_names(), _long_enough)
        keys = [k for k in set(self._corpus) | set(self._groups) if _long_enough(k)]
        keys.sort(key=len, reverse=True)
        latin = "|".join(re.escape(k) for k in keys if _LATIN.search(k)) or "(?!)"
        cjk = "|".join(re.escape(k) for k in keys if not _LATIN.search(k)) or "(?!)"
        # a Latin name may carry a possessive s ("Face of Boe's ability": quotes are folded away)
        self._pattern = re.compile(rf"(?<![a-z0-9])(?P<latin>{latin})s?(?![a-z0-9])|(?P<cjk>{cjk})") if keys else None

    def find(self, text: str) -> list[CardHit]:
        if self._pattern is None:
            return []
        hits: dict[tuple[str, ...], CardHit] = {}
        for m in self._pattern.finditer(fold(text)):
            key = m.group("latin") or m.group("cjk")
            names = self._groups.get(key) or {}
            ids = list(self._corpus.get(key, []))
            for lang_names in names.values():
                for name in lang_names:
                    ids += [i for i in self._corpus.get(fold(name), []) if i not in ids]
            if ids:
                hits.setdefault(tuple(sorted(ids)), CardHit(name=key, names=dict(names), card_ids=ids))
        return list(hits.values())


def _long_enough(key: str) -> bool:
    return len(key) >= (MIN_LATIN_CARD_NAME if _LATIN.search(key) else MIN_CJK_CARD_NAME)


def recognise(
    question: str,
    langs: list[str],
    termbase: TermbaseView,
    cards: CardMatcher | None,
    analysed: Sequence[str] = (),
    corrected: str | None = None,
    rewritten: Sequence[str] = (),
) -> Bridge:
    """Concepts and cards the question names, and the labels they add to the query.

    Every language in ``langs`` is searched (a German judge writes "Flashback" as often as
    "Rückblende"). ``analysed`` are the question's analysed terms: matching labels against
    them too finds concepts inside compounds (Rückkaufkosten -> rückkauf + kosten), and
    ``corrected`` (``TypoCorrector``) finds what a misspelt term or card name names, and
    ``rewritten`` (``kb.search.english_forms``) what an inflected English term names."""
    texts = [question] + ([" ".join(analysed)] if analysed else []) + ([corrected] if corrected else []) + list(rewritten)
    hits: dict[str, ConceptHit] = {}
    reading = Reading(question, langs[0] if langs else "")

    # all languages (None) only when the question's own language(s) found nothing
    for languages in (_label_languages(question, langs), [None]):
        found = [
            (i, hit)
            for lang, (i, text) in itertools.product(languages, enumerate(texts))
            for hit in termbase.concepts_in(text, lang)
        ]
        types = [(h.start, h.end) for i, h in found if i == 0 and is_type_word(h.concept, h.kind)]
        for i, hit in found:  # the question as typed (i == 0) is the one with capitals and word order
            matched = texts[i][hit.start : hit.end] if hit.start >= 0 else ""
            if reading.names_concept(hit.label, hit.lang, matched, (hit.start, hit.end) if i == 0 else None, types):
                hits.setdefault(hit.concept, hit)
        keywords = [(h.start, h.end) for i, h in found if i == 0 and h.kind == "keyword" and h.start >= 0]
        if keywords and names_instances(question, langs[0] if langs else "", keywords):
            instances = _label_hit(termbase, INSTANCES)
            if instances is not None:
                hits.setdefault(INSTANCES, instances)
        if hits:
            break
    labels: list[tuple[str, str]] = []
    for concept in hits:
        labels += [(lang, label) for lang, label, era in termbase.labels(concept) if era in EXPANSION_ERAS]
    card_hits = cards.find(question) if cards else []
    if cards and corrected and not card_hits:
        card_hits = cards.find(corrected)
    for card in card_hits:
        labels += [(lang, name) for lang, names in card.names.items() for name in names]
    return Bridge(concepts=list(hits.values()), labels=list(dict.fromkeys(labels)), cards=card_hits)


def _label_hit(termbase: TermbaseView, concept: str) -> ConceptHit | None:
    """``concept`` as a hit under its first label (English where it has one), for a concept a
    question names without writing any of its labels; None when the termbase lacks it (a
    knowledge base built before the concept existed)."""
    try:
        labels = termbase.labels(concept)
    except TermNotFound:
        return None
    if not labels:
        return None
    lang, label, era = next((entry for entry in labels if entry[0] == "en"), labels[0])
    return ConceptHit(concept, label, era, lang, kind="game-term")


def _label_languages(question: str, langs: list[str]) -> list[str]:
    """The languages whose labels are looked for: the question's, and for a Chinese question
    with Latin words ("生物有 escape", "ETB 触发") English too, as Chinese judges write English
    keyword and card names. English labels can only match those words, and a Chinese label
    found elsewhere in the question would keep the all-languages fallback from reaching them."""
    if "zh" in langs and "en" not in langs and _LATIN.search(fold(question)):
        return [*langs, "en"]
    return list(langs)


def concept_ranking(
    bridge: Bridge,
    termbase: TermbaseView,
    frequency: dict[str, int],
    total: int,
    tiebreak: dict[str, int],
    budget: int = TAG_BUDGET,
    n: int | None = None,
) -> list[str]:
    """Records tagged with the question's concepts, best first (the first ``n``): a concept
    counts more when it is rare (idf) and when the record is *about* it (subject) rather than
    mentioning it; ties go to the record the lexical retriever ranked higher (``tiebreak``: id
    -> rank).

    Bounded like the lexical query: the rarest concepts are scored over all their records
    while those number at most ``budget``; the commoner ones (whose idf is the smallest)
    only add to the records already found and to the lexical candidates."""
    concepts = bridge.concept_ids
    scored: set[str] = set()
    spent = 0
    for concept in sorted(concepts, key=lambda c: frequency.get(c, 0)):
        if scored and spent + frequency.get(concept, 0) > budget:
            break
        scored.add(concept)
        spent += frequency.get(concept, 0)
    scores: dict[str, float] = {}

    idf = {c: math.log(1 + total / max(1, frequency.get(c, 1))) for c in concepts}

    def add(tags: Iterable[tuple[str, str, str]]) -> None:
        for record_id, concept, how in tags:
            scores[record_id] = scores.get(record_id, 0.0) + idf[concept] * (2.0 if how == "subject" else 1.0)

    # in the question's order, so that scores are the same sums as without a budget
    add(termbase.tagged([c for c in concepts if c in scored], limit=budget if spent > budget else None))
    common = [c for c in concepts if c not in scored]
    if common:
        add(termbase.tags_of(list(scores) + list(tiebreak), common))
    far = len(tiebreak) + 1

    def order(rid: str) -> tuple[float, int, str]:
        return -scores[rid], tiebreak.get(rid, far), rid

    # a common concept tags hundreds of records, of which a search keeps the first fifty
    return sorted(scores, key=order) if n is None else heapq.nsmallest(n, scores, key=order)


def german_vocabulary(analysers: Analysers) -> set[str]:
    """The German analyser's known words, without loading it when the build stored them
    (``search_vocab``: the corpus words; the lemma table's were left out on purpose)."""
    if analysers.lemma_vocab is None:
        return cast("GermanAnalyser", analysers.get("de")).vocab
    return set(analysers.lemma_vocab) | set(analysers.corpus_vocab)


def name_words(db: sqlite_utils.Database) -> set[str]:
    """Folded words of every card name and of the termbase's German and English labels (the
    typo corrector's vocabulary)."""
    words: set[str] = set()
    for text in typo_vocabulary_texts(db):
        words.update(re.findall(r"[a-z][a-z'-]+", fold(text or "")))
    return words
