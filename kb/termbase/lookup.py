"""Reading the termbase: resolve a term, list concepts, find concept labels in a text.

Matching is on folded text (``kb.text.fold``: case, accents, ß and quotes ignored).
German and English labels match at word boundaries and may carry an inflection ending
(``Zeitmarke`` finds "Zeitmarken", ``exile`` finds "exiled"); irregular forms such as the
participle "ausgesetzt" are listed as ``variant`` labels in ``data/termbase/labels.csv``
rather than guessed. Chinese labels match as substrings, longest first, because Chinese
has no word boundaries in the text.
"""

from __future__ import annotations

import difflib
import re
import weakref
from functools import lru_cache
from typing import Any

import sqlite_utils

from kb.language.chinese_script import simplified
from kb.store.termbase import (
    StoredConcept,
    all_labels,
    labels_folded_as,
    labels_of_concept,
    searchable_labels,
    stored_concept,
    stored_concepts,
)
from kb.termbase.german_forms import german_forms
from kb.termbase.model import (
    ERA_PRIORITY,
    ConceptMatch,
    Era,
    Resolution,
    TermNotFound,
    load_all_labels,
)
from kb.termbase.results import Concept, Label
from kb.text import fold, fold_char

# A Latin label does not match as the second part of a hyphenated compound ("Cyber-Umwandlung"
# is a card name, not cycling).
# Endings a German or English label may carry in running text (Kreatur→Kreaturen,
# Zeitmarke→Zeitmarken, Spielstein→Spielsteine, exile→exiled, counter→counters).
INFLECTION_ENDINGS = ("ens", "en", "er", "es", "em", "ns", "ed", "e", "n", "s", "d")
# A bare "d" follows only an e (exile -> exiled) or an n (the German participle: angreifen ->
# angreifend): "board" is not the creature type Boar.
_D_ONLY_AFTER = "en"
# A bare "n" or "ns" is a German ending after -e, -el or -er only (Karte-n, Regel-n, Angreifer-n,
# Wille-ns): "turn" is not the German Tür ("tur" folded), nor "turns" its plural.
_N_ONLY_AFTER = "(?:(?<=e)|(?<=el)|(?<=er))"


def _ending(e: str) -> str:
    if e == "d":
        return f"(?<=[{_D_ONLY_AFTER}])d"
    return f"{_N_ONLY_AFTER}{e}" if e in ("n", "ns") else e


_ENDINGS_RE = "(?:" + "|".join(_ending(e) for e in INFLECTION_ENDINGS) + ")?"
# Labels shorter than this are resolvable but not searched for in running text (a
# one-character Chinese label or "ko" would match everywhere).
MIN_MENTION_LATIN = 3
MIN_MENTION_CJK = 2
_LATIN = re.compile(r"[a-z]")
_PLACEHOLDER = re.compile(r"\s*\[[^\]]*\]")


def resolve(db: sqlite_utils.Database, term: str) -> Resolution:
    """The concept ``term`` names, in any language or era, typos included. Raises
    ``TermNotFound`` with the closest labels when nothing matches."""
    key = fold(term or "")
    if not key:
        raise TermNotFound(term or "", [])
    rows = _labels_for_key(db, key)
    if not rows:
        by_id = stored_concept(db, key)
        rows = [(by_id.id, "en", by_id.en, Era.CURRENT.value)] if by_id else []
    if not rows:
        rows = _labels_for_key(db, *_uninflected(key))
    if not rows:
        # A heading as printed: "Partner von [Name]", "Reise durch die Zeit." -> the label.
        bare = fold(_PLACEHOLDER.sub("", term).strip().rstrip(".:：。"))
        rows = _labels_for_key(db, bare) if bare and bare != key else []
    if not rows and (simple := simplified(term)) != term:  # 延緩: the termbase's Chinese labels are Simplified
        return resolve(db, simple)
    if not rows:
        raise TermNotFound(term, close_labels(db, key))
    concept, lang, label, era = min(rows, key=lambda r: (r[2] != term, ERA_PRIORITY.get(r[3], 9), r[1] != "en"))
    return Resolution(
        concept=concept, label=label, lang=lang, era=era, is_typo=era == Era.TYPO.value, entry=get_concept(db, concept)
    )


def get_concept(db: sqlite_utils.Database, concept_id: str) -> Concept:
    """One concept with all its labels; ``TermNotFound`` with close ids otherwise."""
    found = stored_concept(db, concept_id)
    if found is None:
        ids = [c.id for c in stored_concepts(db)]
        raise TermNotFound(concept_id, difflib.get_close_matches(concept_id, ids, n=5, cutoff=0.5))
    return _concept(db, found)


def list_concepts(db: sqlite_utils.Database, query: str | None = None) -> list[Concept]:
    """Every concept (by id), or those whose id or any label contains ``query`` (folded)."""
    key = fold(query) if query is not None else ""
    return [_concept(db, c) for c in stored_concepts(db, key or None)]


def close_labels(db: sqlite_utils.Database, key: str, limit: int = 5) -> list[str]:
    """Labels nearest to a folded key: spelling neighbours first, then containing ones."""
    labels: dict[str, str] = {}
    for row in all_labels(db):
        labels.setdefault(row.folded, row.label)
    close = difflib.get_close_matches(key, list(labels), n=limit, cutoff=0.6)
    contains = [k for k in labels if (key in k or k in key) and k not in close and len(k) > 1]
    return [labels[k] for k in (close + sorted(contains, key=len))[:limit]]


def concepts_in(db: sqlite_utils.Database, text: str, lang: str | None = None) -> list[ConceptMatch]:
    """Concept labels found in ``text`` (labels of ``lang``; all languages when None), in
    text order, longest label first where labels overlap. Offsets index the original text.
    A label naming several concepts (2006 使用: cast and play) yields one match per concept."""
    if not text:
        return []
    pattern, by_folded = _matcher(db, lang)
    if pattern is None:
        return []
    folded, offsets = fold_with_offsets(text)
    out = []
    for m in pattern.finditer(folded):
        stem = m.group("latin_stem") or m.group("cjk")
        start, end = offsets[m.start()], offsets[m.end() - 1] + 1
        for concept, label, era, label_lang in by_folded.get(stem) or by_folded[_spaced(stem)]:
            out.append(ConceptMatch(concept=concept, label=label, era=era, start=start, end=end, lang=label_lang))
    return out


def chinese_labels(db: sqlite_utils.Database | None = None) -> list[str]:
    """Every Chinese label (all eras), longest first: the jieba user dictionary. Works from
    the curated CSV when no knowledge base is given (no spaCy or jieba needed here)."""
    if db is None:
        labels = {r["label"] for r in load_all_labels() if r["lang"] == "zh"}
    else:
        labels = {r.label for r in all_labels(db, "zh")}
    return sorted(labels, key=lambda s: (-len(s), s))


@lru_cache(maxsize=64)
def fold_with_offsets(text: str) -> tuple[str, tuple[int, ...]]:
    """``kb.text.fold`` applied character by character, with the original index of every
    folded character (so matches found in folded text map back to the original). Kept for
    the last texts: search looks for labels of each language in the same question (character
    by character, ~0.1 ms a time)."""
    chars: list[str] = []
    offsets: list[int] = []
    for i, c in enumerate(text):
        if c.isspace():
            if chars and chars[-1] != " ":
                chars.append(" ")
                offsets.append(i)
            continue
        f = fold_char(c)
        chars.extend(f)
        offsets.extend([i] * len(f))
    return "".join(chars), tuple(offsets)


def forget(db: sqlite_utils.Database) -> None:
    """Drop the cached label matchers of ``db`` (after labels were written)."""
    _MATCHERS.pop(db, None)


# --- internals ---------------------------------------------------------------------------

# A label pattern (None when no label qualifies) and the labels of each folded key:
# (concept, label, era, lang).
_Matcher = tuple["re.Pattern[str] | None", dict[str, list[tuple[str, str, str, str]]]]
_MATCHERS: "weakref.WeakKeyDictionary[Any, dict[str | None, _Matcher]]" = weakref.WeakKeyDictionary()


def _matcher(db: sqlite_utils.Database, lang: str | None) -> _Matcher:
    cache = _MATCHERS.setdefault(db, {})
    if lang in cache:
        return cache[lang]
    by_folded: dict[str, list[tuple[str, str, str, str]]] = {}
    german: dict[str, tuple[str, str, str, str]] = {}  # German forms no ending reaches (kb.termbase.german_forms)
    for r in searchable_labels(db, lang):
        if _is_latin(r.folded):
            if len(r.folded) < MIN_MENTION_LATIN:
                continue
        elif len(r.folded) < MIN_MENTION_CJK:
            continue
        hits = by_folded.setdefault(r.folded, [])
        if all(h[0] != r.concept for h in hits):
            hits.append((r.concept, r.label, r.era, r.lang))
        if r.lang == "de":
            german.update({fold(form): (r.concept, r.label, r.era, r.lang) for form in german_forms(r.label)})
    for form, hit in german.items():  # a form that is a label of its own keeps only that label
        by_folded.setdefault(form, [hit])
    latin = sorted((k for k in by_folded if _is_latin(k)), key=len, reverse=True)
    cjk = sorted((k for k in by_folded if not _is_latin(k)), key=len, reverse=True)
    never = "(?!)"  # an alternative that matches nothing keeps both group names defined
    # a Latin label of several words also matches them joined by hyphens, as German writes a
    # quoted phrase used as a compound ("Verlässt-das-Spiel"-Fähigkeiten) and English an
    # adjective ("leaves-the-battlefield abilities"); the spaced form is then looked up
    # (a label that has hyphens of its own is found under its key with every hyphen a space)
    for k in latin:
        if " " in k:
            by_folded.setdefault(_spaced(k), by_folded[k])
    latin_alts = "|".join(re.escape(k).replace(r"\ ", "[ -]") for k in latin) or never
    cjk_alts = "|".join(re.escape(k) for k in cjk) or never
    pattern = re.compile(rf"(?<![a-z0-9-])(?P<latin_stem>{latin_alts}){_ENDINGS_RE}(?![a-z0-9])|(?P<cjk>{cjk_alts})")
    result: _Matcher = (pattern if by_folded else None, by_folded)
    cache[lang] = result
    return result


def _spaced(stem: str) -> str:
    """A matched multi-word label written with hyphens, as its label key (hyphens as spaces)."""
    return stem.replace("-", " ")


def _is_latin(folded: str) -> bool:
    return bool(_LATIN.search(folded))


def _labels_for_key(db: sqlite_utils.Database, *keys: str) -> list[tuple[str, str, str, str]]:
    """(concept, lang, label, era) of the labels folded as one of ``keys``."""
    return [(r.concept, r.lang, r.label, r.era) for r in labels_folded_as(db, keys)]


def _uninflected(key: str) -> list[str]:
    """Candidate base forms of an inflected German/English term ("Zeitmarken" → "zeitmarke")."""
    if not _is_latin(key):
        return []
    return [
        key[: -len(e)]
        for e in INFLECTION_ENDINGS
        if key.endswith(e) and len(key) - len(e) >= MIN_MENTION_LATIN and _ending_follows(key[: -len(e)], e)
    ]


def _ending_follows(stem: str, ending: str) -> bool:
    """Whether ``ending`` may follow ``stem`` (the rules of ``_ENDINGS_RE``, for a whole key)."""
    if ending == "d":
        return stem[-1:] in _D_ONLY_AFTER
    if ending in ("n", "ns"):
        return stem.endswith(("e", "el", "er"))
    return True


def _concept(db: sqlite_utils.Database, row: StoredConcept) -> Concept:
    labels = [Label(lang=r.lang, label=r.label, era=r.era, note=r.note, source=r.source) for r in labels_of_concept(db, row.id)]
    return Concept(id=row.id, kind=row.kind, cr=row.cr, en=row.en, labels=labels)
