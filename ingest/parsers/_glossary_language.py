"""The words a glossary parser needs from a language, validated when the data module loads."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial

from ingest.parsers._patterns import compile_pattern

_pattern = partial(compile_pattern, owner="GlossaryLanguage")


@dataclass(frozen=True)
class LostSymbolHeadword:
    """A headword whose mana or tap symbols vanished in extraction, and what it was.

    ``printed`` is the headword as the extraction left it ("" when nothing of it is left);
    ``cue`` is a regular expression that the entry's text (definition and references) must
    match, telling apart entries printed alike (", , und so weiter" stands for generic and
    for hybrid mana); ``reconstructed`` uses the Comprehensive Rules' notation ("{X}")."""

    printed: str
    cue: str
    reconstructed: str
    source: str  # where the reconstruction comes from (provenance)


@dataclass(frozen=True)
class GlossaryLanguage:
    """Everything language-specific about a rulebook glossary (one instance per language).

    Strings are matched against stripped lines; ``*_patterns`` are regular expressions."""

    # Lines before the first headword: title, "Glossar", the reader's tip.
    preamble_patterns: tuple[str, ...]
    # Characters that end a sentence: a headword ends with none of them (definition lines,
    # one sentence or paragraph each, always do).
    sentence_ends: str
    # A headword may end in an ellipsis ("Am Ende...", "Wenn...") although "." ends sentences.
    ellipses: tuple[str, ...]
    # Headwords are short; a longer line without closing punctuation is a wrapped definition line.
    headword_max_words: int
    # Appended to a headword whose term is no longer used ("Manabrand (veraltet)").
    outdated_marker: str
    # A definition line matching one of these opens an entry whose headword (a lone symbol
    # such as {X}) was lost entirely: "Das Symbol steht für …" where "Das Symbol {X} steht" stood.
    headless_entry_patterns: tuple[str, ...]
    # A printed headword matching one of these lost a symbol (", , und so weiter", "-Symbol").
    damaged_headword_patterns: tuple[str, ...]
    lost_symbol_headwords: tuple[LostSymbolHeadword, ...]
    # Cross-reference lines: keyword → field ("see_also", "redirect", "compare"); a line that
    # starts with a keyword holds nothing but references, one or more clauses each ending in ".".
    reference_keywords: dict[str, str]
    # Between the targets of one clause: ", " (unless the comma is part of a headword such as
    # "Du, dir, dein") and words such as " sowie ", " oder ".
    target_separators: tuple[str, ...]
    # Trademark / copyright lines; lines made only of these characters are table debris.
    legal_patterns: tuple[str, ...]
    debris_chars: str

    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        allowed = {"see_also", "redirect", "compare"}
        for keyword, target in self.reference_keywords.items():
            if target not in allowed:
                raise ValueError(
                    f"GlossaryLanguage.reference_keywords[{keyword!r}]: unknown field {target!r}; "
                    f"allowed: {', '.join(sorted(allowed))}"
                )
        keywords = list(self.reference_keywords)
        if keywords != sorted(keywords, key=len, reverse=True):
            raise ValueError(
                f"GlossaryLanguage.reference_keywords: list longest first so 'Siehe auch' wins over 'Siehe': {keywords!r}"
            )
        if not self.sentence_ends or not self.target_separators or not self.outdated_marker.strip():
            raise ValueError("GlossaryLanguage: sentence_ends, target_separators and outdated_marker must not be empty")
        if self.headword_max_words < 1:
            raise ValueError(f"GlossaryLanguage.headword_max_words: need 1 or more, got {self.headword_max_words!r}")
        compiled = {
            name: tuple(_pattern(p, f"{name}[{i}]") for i, p in enumerate(getattr(self, name)))
            for name in ("preamble_patterns", "headless_entry_patterns", "damaged_headword_patterns", "legal_patterns")
        }
        cues = []
        for i, item in enumerate(self.lost_symbol_headwords):
            where = f"lost_symbol_headwords[{i}]"
            if not isinstance(item, LostSymbolHeadword):
                raise ValueError(f"GlossaryLanguage.{where}: expected a LostSymbolHeadword, got {item!r}")
            if "{" not in item.reconstructed or not item.source.strip():
                raise ValueError(
                    f"GlossaryLanguage.{where}: a reconstruction needs a symbol in braces and a source; "
                    f"got {item.reconstructed!r} from {item.source!r}"
                )
            cues.append(_pattern(item.cue, f"{where}.cue"))
        compiled["lost_symbol_cues"] = tuple(cues)
        object.__setattr__(self, "_compiled", compiled)

    def patterns(self, name: str) -> tuple[re.Pattern[str], ...]:
        """The compiled patterns of the field ``name``."""
        return self._compiled[name]

    def matches(self, name: str, text: str) -> bool:
        return any(p.search(text) for p in self._compiled[name])

    def reconstruct(self, printed: str, entry_text: str) -> str | None:
        """The headword a damaged ``printed`` headword stood for, if the data knows it."""
        for item, cue in zip(self.lost_symbol_headwords, self._compiled["lost_symbol_cues"]):
            if item.printed == printed and cue.search(entry_text):
                return item.reconstructed
        return None
