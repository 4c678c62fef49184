"""Termbase values and the curated data files they are loaded from.

The CSVs under ``data/termbase/`` are checked when read (the ``update_exc`` pattern:
data validated at load): a bad kind, era or language, a missing provenance ``source`` or
a label pointing at an unknown concept raises ``TermbaseDataError`` naming file, row and
field.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from kb.curated_csv import read_curated_rows
from kb.errors import JudgedeskError, NotFound
from kb.termbase.results import Concept, TermResolution

DATA_DIR = Path(__file__).resolve().parents[2] / "data" / "termbase"
CONCEPTS_CSV = DATA_DIR / "concepts.csv"
LABELS_CSV = DATA_DIR / "labels.csv"
CARD_NAMES_CSV = DATA_DIR / "card_names.csv"
# The rules vocabulary derived from the CR and its Chinese translation
# (data/termbase/derive_cr_vocabulary.py) and its German labels (curated by hand).
CR_CONCEPTS_CSV = DATA_DIR / "cr_concepts.csv"
CR_LABELS_CSV = DATA_DIR / "cr_labels.csv"
DE_LABELS_CSV = DATA_DIR / "labels_de.csv"
# German labels from the German Comprehensive Rules ("Das Ausführliche Regelwerk"): a rule's
# heading or the term a rule defines, with the page and rule number it stands in.
DE_CR_LABELS_CSV = DATA_DIR / "labels_de_cr.csv"
# Forms judges write that no document prints: "flash back", "foretold", "SBA", "Manaverbrennung".
FORMS_CSV = DATA_DIR / "labels_forms.csv"
CONCEPT_FILES = (CONCEPTS_CSV, CR_CONCEPTS_CSV)
LABEL_FILES = (LABELS_CSV, CR_LABELS_CSV, DE_LABELS_CSV, DE_CR_LABELS_CSV, FORMS_CSV)


class ConceptKind(str, Enum):
    MECHANIC = "mechanic"  # a named set mechanic or theme (ability word, creature-type theme)
    KEYWORD = "keyword"  # keyword ability or keyword action with its own rule
    GAME_TERM = "game-term"
    ZONE = "zone"
    CARD_TYPE = "card-type"
    STEP = "step"
    COUNTER = "counter"
    ACTION = "action"
    SUPERTYPE = "supertype"  # basic, legendary, snow, world, ongoing (CR 205.4a)
    SUBTYPE = "subtype"  # artifact, enchantment, land, planeswalker, spell and planar types (CR 205.3)
    CREATURE_TYPE = "creature-type"  # CR 205.3m


class Era(str, Enum):
    CURRENT = "current"  # today's official wording
    Y2006 = "2006"  # the wording of 2006-era documents (Time Spiral FAQ)
    OUTDATED = "outdated"  # marked "(veraltet)" or replaced since
    TYPO = "typo"  # a misspelling found in the corpus
    VARIANT = "variant"  # an inflected or alternative form of a current label


LANGS = ("de", "zh", "en")
CARD_NAME_ERAS = ("current", "2006")
# A label is preferred in this order when one folded form names several concepts.
ERA_PRIORITY = {e.value: i for i, e in enumerate([Era.CURRENT, Era.VARIANT, Era.Y2006, Era.OUTDATED, Era.TYPO])}


class TermbaseDataError(JudgedeskError, ValueError):
    """A row of a data/termbase CSV file is invalid (file, line and field are named)."""

    what = "termbase data"


class TermNotFound(NotFound):
    """No concept has this label in any language or era; ``matches`` lists close labels."""

    what = "term"

    @property
    def matches(self) -> list[str]:
        return self.close_matches


@dataclass
class Resolution:
    """What a term names: the concept id, the label as stored, its language and era."""

    concept: str
    label: str
    lang: str
    era: str
    is_typo: bool
    entry: Concept | None = None  # the concept with all its labels

    def to_dict(self) -> dict[str, Any]:
        out = {k: getattr(self, k) for k in ("label", "lang", "era", "is_typo")}
        out["concept"] = self.entry.to_dict() if self.entry else {"id": self.concept}
        return out

    def answer(self, query: str) -> TermResolution:
        """What ``judgedesk terms QUERY`` and ``/api/terms/{term}`` show."""
        assert self.entry is not None  # resolve() always reads the concept it found
        return TermResolution(
            query=query, label=self.label, lang=self.lang, era=self.era, is_typo=self.is_typo, concept=self.entry
        )


@dataclass(frozen=True)
class ConceptMatch:
    """A label found in a text: ``text[start:end]`` is the matched form (maybe inflected)."""

    concept: str
    label: str
    era: str
    start: int
    end: int
    lang: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _read_csv(path: Path, columns: tuple[str, ...]) -> list[tuple[int, dict[str, str]]]:
    """(line, row) of a data/termbase CSV file, each row with ``columns`` only (the rows
    become table rows); its faults are ``TermbaseDataError``."""
    rows = read_curated_rows(path, columns, TermbaseDataError, "termbase data")
    return [(line, {k: row[k] for k in columns}) for line, row in rows]


def _require(path: Path, line: int, row: dict[str, str], name: str, allowed: tuple[str, ...] | None = None) -> None:
    value = row[name]
    if not value:
        raise TermbaseDataError(f"{path.name}:{line}: field {name!r} is empty")
    if allowed is not None and value not in allowed:
        raise TermbaseDataError(f"{path.name}:{line}: {name} {value!r} not one of {', '.join(allowed)}")


def load_concepts(path: Path = CONCEPTS_CSV) -> list[dict[str, str]]:
    """Curated concepts; mechanics and keywords must name their current CR rule."""
    out, seen = [], set()
    for line, row in _read_csv(path, ("id", "kind", "cr", "en", "source")):
        for name in ("id", "en", "source"):
            _require(path, line, row, name)
        _require(path, line, row, "kind", tuple(k.value for k in ConceptKind))
        if row["kind"] in (ConceptKind.MECHANIC.value, ConceptKind.KEYWORD.value) and not row["cr"]:
            raise TermbaseDataError(f"{path.name}:{line}: {row['kind']} {row['id']!r} has no cr rule number")
        if row["id"] in seen:
            raise TermbaseDataError(f"{path.name}:{line}: concept id {row['id']!r} defined twice")
        seen.add(row["id"])
        out.append(row)
    return out


def load_labels(path: Path = LABELS_CSV, concept_ids: set[str] | None = None) -> list[dict[str, str]]:
    """Curated labels; every row names an existing concept, a language, an era and a source."""
    out = []
    for line, row in _read_csv(path, ("concept", "lang", "label", "era", "note", "source")):
        for name in ("concept", "label", "source"):
            _require(path, line, row, name)
        _require(path, line, row, "lang", LANGS)
        _require(path, line, row, "era", tuple(e.value for e in Era))
        if concept_ids is not None and row["concept"] not in concept_ids:
            raise TermbaseDataError(f"{path.name}:{line}: label {row['label']!r} names unknown concept {row['concept']!r}")
        out.append(row)
    return out


def load_all_concepts(paths: tuple[Path, ...] = CONCEPT_FILES) -> list[dict[str, str]]:
    """The concepts of every concept file; an id defined in two files is refused."""
    out: list[dict[str, str]] = []
    where: dict[str, str] = {}
    for path in paths:
        for row in load_concepts(path):
            if row["id"] in where:
                raise TermbaseDataError(f"{path.name}: concept id {row['id']!r} already defined in {where[row['id']]}")
            where[row["id"]] = path.name
            out.append(row)
    return out


def load_all_labels(concept_ids: set[str] | None = None, paths: tuple[Path, ...] = LABEL_FILES) -> list[dict[str, str]]:
    """The labels of every label file (each checked like ``load_labels``)."""
    return [row for path in paths for row in load_labels(path, concept_ids)]


def load_card_names(path: Path = CARD_NAMES_CSV) -> list[dict[str, str]]:
    """Card names per language; ``name`` "unknown" marks a name no public source gave."""
    out = []
    for line, row in _read_csv(path, ("card", "lang", "name", "era", "source")):
        for name in ("card", "name", "source"):
            _require(path, line, row, name)
        _require(path, line, row, "lang", LANGS)
        _require(path, line, row, "era", CARD_NAME_ERAS)
        out.append(row)
    return out
