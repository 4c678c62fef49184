"""The language data a rulebook-chapter parser needs (``RulebookChapterLanguage``), validated at load.

Kept apart from the parser so that ``ingest/lang/<code>/rulebook.py`` can build its constant
without importing the parser itself."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial

from ingest.parsers._patterns import compile_pattern

__all__ = ["RulebookChapterLanguage"]


_pattern = partial(compile_pattern, owner="RulebookChapterLanguage")


@dataclass(frozen=True)
class RulebookChapterLanguage:
    """Everything language-specific about a rulebook chapter (one instance per language).

    Strings are matched against stripped lines; ``*_pattern(s)`` are regular expressions."""

    # A sidebar box's title line starts with this mark glued to the title ("-Standardländer").
    box_title_marks: str
    # Characters that table extraction leaves behind ("| |  |"); a line of only these is debris.
    debris_chars: str
    # Numbered headings / steps ("3) Hexereien", "1) |"); group 1 is the number.
    numbered_pattern: str
    # Bullets as printed, longest first.
    bullets: tuple[str, ...]
    # Characters that cannot start a sentence: a line starting with one continues the one before.
    continuation_starts: str
    # Characters that end a sentence (checked after closing quotes/brackets are stripped).
    sentence_ends: str
    # A heading never ends with one of these (an ellipsis "Stammes-…" may end one).
    heading_forbidden_ends: str
    # Closing quotes and brackets, stripped before looking at a line's last character.
    closers: str
    # A line ending with one of these introduces a list ("Für sie gilt:").
    list_intro_ends: str
    # Words that cannot end a heading or a paragraph (articles, prepositions, conjunctions):
    # a short line ending in one ("Fast alles in") is the start of a paragraph cut in two.
    dangling_words: frozenset[str]
    # Words after a line-final hyphen that show it is an elided compound ("Tapp-" "oder"), not
    # a word broken in two ("Manasym-" "bole").
    hyphen_keep_words: frozenset[str]
    # Sentence openers that continue the prose rather than a list of statements ("Und dann …").
    prose_openers: tuple[str, ...]
    # Openers of an example that illustrates the paragraph above it ("Zum Beispiel …").
    example_openers: tuple[str, ...]
    # Whole-line patterns: page numbers (Boilerplate footer) and legal lines.
    page_number_patterns: tuple[str, ...]
    legal_patterns: tuple[str, ...]
    # A heading is at most this many words (a box title at most box_title_max_words).
    heading_max_words: int = 8
    box_title_max_words: int = 12

    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in ("box_title_marks", "debris_chars", "continuation_starts", "sentence_ends", "closers", "list_intro_ends"):
            value = getattr(self, name)
            if not value or any(c.isspace() for c in value):
                raise ValueError(f"RulebookChapterLanguage.{name}: need one or more non-space characters, got {value!r}")
        if clash := set(self.box_title_marks) & set(self.debris_chars):
            raise ValueError(f"RulebookChapterLanguage.box_title_marks: {sorted(clash)} are also debris_chars")
        if any(not b.strip() for b in self.bullets):
            raise ValueError(f"RulebookChapterLanguage.bullets: blank bullet in {self.bullets!r}")
        if list(self.bullets) != sorted(self.bullets, key=len, reverse=True):
            raise ValueError(f"RulebookChapterLanguage.bullets: list longest first: {self.bullets!r}")
        if self.heading_max_words < 1 or self.box_title_max_words < 1:
            raise ValueError("RulebookChapterLanguage.heading_max_words/box_title_max_words must be positive")
        numbered = _pattern(self.numbered_pattern, "numbered_pattern")
        if numbered.groups < 1:
            raise ValueError(f"RulebookChapterLanguage.numbered_pattern: needs a group for the number: {self.numbered_pattern!r}")
        compiled = {"numbered_pattern": (numbered,)}
        for name in ("page_number_patterns", "legal_patterns"):
            compiled[name] = tuple(_pattern(p, f"{name}[{i}]") for i, p in enumerate(getattr(self, name)))
        object.__setattr__(self, "_compiled", compiled)

    def patterns(self, name: str) -> tuple[re.Pattern[str], ...]:
        return self._compiled[name]
