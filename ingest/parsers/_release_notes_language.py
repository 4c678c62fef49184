"""The words a release-notes parser needs from a language, validated when the data module loads.

The data module of each language (``ingest/lang/<code>/release_notes.py``) builds one
``ReleaseNotesLanguage``; the parser never hard-codes a word. Everything a pattern or a
lookup needs is compiled here once, so that a bad table fails at import, naming the field.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import partial

from ingest.parsers._patterns import compile_pattern
from ingest.records import MechanicKind

SECTION_IDS = ("general", "cards")


def _kind(value: str | MechanicKind, where: str) -> MechanicKind:
    try:
        return MechanicKind(value)
    except ValueError:
        valid = ", ".join(k.value for k in MechanicKind)
        raise ValueError(f"ReleaseNotesLanguage.{where}: unknown mechanic kind {value!r}; valid: {valid}") from None


_pattern = partial(compile_pattern, owner="ReleaseNotesLanguage")


def _section(value: str, where: str) -> str:
    if value not in SECTION_IDS:
        raise ValueError(f"ReleaseNotesLanguage.{where}: unknown section id {value!r}; valid: {', '.join(SECTION_IDS)}")
    return value


@dataclass(frozen=True)
class HeadingMatch:
    """A mechanic heading as recognised: prefix as printed, the mechanic's name and kind."""

    prefix: str | None  # None for a heading without prefix
    name: str
    kind: MechanicKind
    typo: str | None  # the misspelt prefix as printed, when it is one


@dataclass(frozen=True)
class ReleaseNotesLanguage:
    """Everything language-specific about a set's release notes (one instance per language).

    Strings are compared with stripped lines; ``*_patterns`` are regular expressions (``re.search``)."""

    # Whole-line section titles → section id ("general" or "cards").
    section_titles: dict[str, str]
    # Whole-line titles of a part of a section → (section id, subsection id), e.g. planar cards.
    subsection_titles: dict[str, tuple[str, str]]
    # Heading prefixes ("Neue Schlüsselwortaktion") → MechanicKind value; a heading is prefix + separator + name.
    heading_prefixes: dict[str, str]
    heading_separator: str
    # Other accepted spellings of a prefix (not typos) → the prefix they stand for.
    heading_prefix_variants: dict[str, str]
    # Misspelt prefixes seen in print → the prefix they stand for (kept as Mechanic.heading_typo).
    heading_prefix_typos: dict[str, str]
    # An unknown prefix this similar (difflib ratio) to a known one is read as a typo of it.
    heading_typo_similarity: float
    # Headings without a prefix that are always the same words → MechanicKind value.
    whole_headings: dict[str, str]
    # A general-section line of at most this many words, without sentence end, followed by a prose
    # paragraph, is a heading without prefix; it gets this kind.
    bare_heading_max_words: int
    bare_heading_kind: str
    # Bullets as printed (longest first); printed with leading blanks they are variants (" - ").
    # A line that is only a bullet mark is an empty bullet.
    bullets: tuple[str, ...]
    # Characters that end a sentence (or a quoted/bracketed clause that ends one).
    sentence_ends: str
    # Characters after which a wrapped line surely goes on (a comma, a word broken at a hyphen).
    open_ends: str
    # Words that cannot end an ability or ruling (articles, prepositions, conjunctions).
    open_end_words: tuple[str, ...]
    # Openers → closers: an unclosed opener means the text goes on on the next line.
    bracket_pairs: dict[str, str]
    # Type line: supertypes, card types (an optional "— subtypes" part follows the dash).
    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    type_dash: str
    # Card types of planar cards (their entries get ``planar_subsection``).
    planar_types: tuple[str, ...]
    planar_subsection: str
    # Lines between two faces of one card → face kind ("//" split, "//ADV//" adventure).
    face_separators: dict[str, str]
    # A card text line that introduces dashed modes ("Bestimme eines —").
    mode_intro_patterns: tuple[str, ...]
    # A card text line starting so continues the ability above ("Falls du dies tust, …").
    continuation_openers: tuple[str, ...]
    # Keyword lines: comma-separated keywords of at most this many words; lowercase parts allowed
    # only with these starts ("verursacht Trampelschaden"); parts starting so are sentences.
    keyword_max_words: int
    keyword_lowercase_starts: tuple[str, ...]
    sentence_openers: tuple[str, ...]
    # Paragraphs that only point to web pages ("Unter [..](..) findest du …").
    links_patterns: tuple[str, ...]
    # Trademark / copyright lines.
    legal_patterns: tuple[str, ...]

    _prefix_kinds: dict[str, MechanicKind] = field(init=False, repr=False, compare=False)
    _whole_kinds: dict[str, MechanicKind] = field(init=False, repr=False, compare=False)
    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(init=False, repr=False, compare=False)
    _type_line: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        prefix_kinds = {p: _kind(k, f"heading_prefixes[{p!r}]") for p, k in self.heading_prefixes.items()}
        for table in ("heading_prefix_variants", "heading_prefix_typos"):
            for spelling, prefix in getattr(self, table).items():
                if prefix not in prefix_kinds:
                    raise ValueError(
                        f"ReleaseNotesLanguage.{table}[{spelling!r}]: {prefix!r} is not a heading "
                        f"prefix; known: {', '.join(prefix_kinds)}"
                    )
        whole = {h: _kind(k, f"whole_headings[{h!r}]") for h, k in self.whole_headings.items()}
        _kind(self.bare_heading_kind, "bare_heading_kind")
        for title, section in self.section_titles.items():
            _section(section, f"section_titles[{title!r}]")
        for title, (section, _) in self.subsection_titles.items():
            _section(section, f"subsection_titles[{title!r}]")
        if not self.bullets or any(not b.strip() for b in self.bullets):
            raise ValueError(f"ReleaseNotesLanguage.bullets: need non-blank bullet marks, got {self.bullets!r}")
        if not 0 < self.heading_typo_similarity <= 1:
            raise ValueError(f"ReleaseNotesLanguage.heading_typo_similarity: {self.heading_typo_similarity!r} must be in (0, 1]")
        compiled = {
            name: tuple(_pattern(p, f"{name}[{i}]") for i, p in enumerate(getattr(self, name)))
            for name in ("mode_intro_patterns", "links_patterns", "legal_patterns")
        }
        supers = "|".join(re.escape(s) for s in sorted(self.supertypes, key=len, reverse=True))
        types = "|".join(re.escape(t) for t in sorted(self.card_types, key=len, reverse=True))
        if not types:
            raise ValueError("ReleaseNotesLanguage.card_types: empty")
        dash = re.escape(self.type_dash)
        type_line = _pattern(
            rf"^(?:(?:{supers})\s+)*(?:{types})(?:\s+(?:{types}))*(?:\s*{dash}\s*\S.*)?$"
            if supers
            else rf"^(?:{types})(?:\s+(?:{types}))*(?:\s*{dash}\s*\S.*)?$",
            "card_types",
        )
        object.__setattr__(self, "_prefix_kinds", prefix_kinds)
        object.__setattr__(self, "_whole_kinds", whole)
        object.__setattr__(self, "_compiled", compiled)
        object.__setattr__(self, "_type_line", type_line)

    # --- lookups the parser uses -------------------------------------------------------------

    def section_of(self, line: str) -> tuple[str, str | None] | None:
        """(section id, subsection id) when ``line`` is a section title."""
        text = line.strip()
        if text in self.section_titles:
            return self.section_titles[text], None
        if text in self.subsection_titles:
            return self.subsection_titles[text]
        return None

    def heading(self, line: str) -> HeadingMatch | None:
        """The mechanic heading ``line`` is, by its prefix or as a known whole heading."""
        text = line.strip()
        if text in self._whole_kinds:
            return HeadingMatch(prefix=None, name=text, kind=self._whole_kinds[text], typo=None)
        prefix, sep, name = text.partition(self.heading_separator)
        prefix, name = prefix.strip(), name.strip()
        if not sep or not prefix or not name or text[-1] in ".!?":
            return None
        if prefix in self._prefix_kinds:
            return HeadingMatch(prefix, name, self._prefix_kinds[prefix], None)
        if prefix in self.heading_prefix_variants:
            return HeadingMatch(prefix, name, self._prefix_kinds[self.heading_prefix_variants[prefix]], None)
        if prefix in self.heading_prefix_typos:
            return HeadingMatch(prefix, name, self._prefix_kinds[self.heading_prefix_typos[prefix]], prefix)
        # A misspelling not yet in the table: close enough to exactly one known prefix.
        known = [*self._prefix_kinds, *self.heading_prefix_variants]
        close = difflib.get_close_matches(prefix, known, n=1, cutoff=self.heading_typo_similarity)
        if close:
            canonical = self.heading_prefix_variants.get(close[0], close[0])
            return HeadingMatch(prefix, name, self._prefix_kinds[canonical], prefix)
        return None

    def bare_heading_kind_value(self) -> MechanicKind:
        return MechanicKind(self.bare_heading_kind)

    def split_bullet(self, line: str) -> tuple[str, str] | None:
        """(bullet as printed incl. leading blanks, text) for a bullet line; text is "" for an empty bullet."""
        stripped = line.lstrip()
        indent = line[: len(line) - len(stripped)]
        for bullet in self.bullets:
            if stripped.startswith(bullet):
                return indent + bullet, stripped[len(bullet) :].strip()
        for bullet in self.bullets:
            if stripped.rstrip() == bullet.strip():
                return indent + bullet.strip(), ""
        return None

    def is_type_line(self, line: str) -> bool:
        return bool(self._type_line.match(line.strip()))

    def is_planar_type(self, type_line: str) -> bool:
        words = type_line.strip().split()
        return bool(words) and words[0] in self.planar_types

    def face_kind(self, line: str) -> str | None:
        return self.face_separators.get(line.strip())

    def is_mode_intro(self, line: str) -> bool:
        return any(p.search(line.strip()) for p in self._compiled["mode_intro_patterns"])

    def is_links(self, line: str) -> bool:
        return any(p.search(line.strip()) for p in self._compiled["links_patterns"])

    def is_legal(self, line: str) -> bool:
        return any(p.search(line.strip()) for p in self._compiled["legal_patterns"])
