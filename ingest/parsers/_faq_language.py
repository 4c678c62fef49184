"""The words an FAQ parser needs from a language, validated when the data module loads."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial

from ingest.parsers._patterns import compile_pattern
from ingest.records import MechanicKind


def _kind(value: str, where: str) -> MechanicKind:
    try:
        return MechanicKind(value)
    except ValueError:
        valid = ", ".join(k.value for k in MechanicKind)
        raise ValueError(f"FaqLanguage.{where}: unknown mechanic kind {value!r}; valid: {valid}") from None


_pattern = partial(compile_pattern, owner="FaqLanguage")


@dataclass(frozen=True)
class FaqLanguage:
    """Everything language-specific about a set FAQ (one instance per language).

    Strings are matched against stripped lines; ``*_patterns`` are regular expressions."""

    # Whole-line section titles → section id ("general": mechanics, "cards": card by card).
    section_titles: dict[str, str]
    # Whole-line titles of a part of the card section → subsection id (e.g. "timeshifted").
    subsection_titles: dict[str, str]
    # Heading prefixes ("新关键字异能") → MechanicKind value; a heading is prefix + separator + name.
    heading_prefixes: dict[str, str]
    heading_separators: tuple[str, ...]
    # Misspelt prefixes seen in print → the prefix they stand for (kept as Mechanic.heading_typo).
    heading_prefix_typos: dict[str, str]
    # Headings without a prefix that are always the same words → (mechanic name, MechanicKind value).
    whole_headings: dict[str, tuple[str, str]]
    # A bare heading is a short line whose next paragraph starts with it and contains one of these.
    bare_heading_cues: tuple[str, ...]
    bare_heading_kind: str
    # Brackets stripped from a heading's name (「瞬发法术」 → 瞬发法术) and a trailing remark dropped.
    name_quotes: tuple[str, ...]
    name_remark_pattern: str
    # Bullets as printed, longest first; a line that is only a bullet mark is an empty bullet.
    bullets: tuple[str, ...]
    # Q&A rulings: a question opens a ruling even without a bullet ("问：…？"); its answer
    # ("答：…"), bulleted or not, belongs to the same ruling.
    question_prefixes: tuple[str, ...]
    answer_prefixes: tuple[str, ...]
    # Characters that cannot start a sentence: a line starting with one continues the one before.
    continuation_starts: str
    # Characters that end a sentence or a quoted/bracketed clause.
    sentence_ends: str
    # Openers → closers of one kind of bracket ("（(" → "）)"): an unclosed opener means the text
    # goes on on the next line.
    bracket_pairs: dict[str, str]
    # Type line: supertypes, card types, subtype separators ("~"), enchant lines that look alike.
    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    subtype_separators: tuple[str, ...]
    not_type_line_patterns: tuple[str, ...]
    # Cost symbols inside braces → canonical symbol ("二" → "2", "绿" → "G"; "" = no mana cost).
    cost_symbols: dict[str, str]
    # The formula that introduces quoted rules ("…正式规则解析如下：").
    lead_in_patterns: tuple[str, ...]
    # Prose after an example card that comments on it (a Note, not card text).
    commentary_patterns: tuple[str, ...]
    # Trademark / copyright lines.
    legal_patterns: tuple[str, ...]

    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(init=False, repr=False, compare=False)
    _prefix_kinds: dict[str, MechanicKind] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        prefix_kinds = {p: _kind(k, f"heading_prefixes[{p!r}]") for p, k in self.heading_prefixes.items()}
        for typo, prefix in self.heading_prefix_typos.items():
            if prefix not in prefix_kinds:
                raise ValueError(
                    f"FaqLanguage.heading_prefix_typos[{typo!r}]: {prefix!r} is not a heading prefix; "
                    f"known: {', '.join(prefix_kinds)}"
                )
        for heading, (_, kind) in self.whole_headings.items():
            _kind(kind, f"whole_headings[{heading!r}]")
        _kind(self.bare_heading_kind, "bare_heading_kind")
        if not self.bullets or any(not b.strip() for b in self.bullets):
            raise ValueError(f"FaqLanguage.bullets: need one or more non-blank bullets, got {self.bullets!r}")
        if list(self.bullets) != sorted(self.bullets, key=len, reverse=True):
            raise ValueError(f"FaqLanguage.bullets: list longest first so '- * ' wins over '- ': {self.bullets!r}")
        if any(not p.strip() for p in (*self.question_prefixes, *self.answer_prefixes)):
            raise ValueError(
                "FaqLanguage.question_prefixes/answer_prefixes: prefixes must not be blank, got "
                f"{self.question_prefixes!r} / {self.answer_prefixes!r}"
            )
        if not self.heading_separators or not self.card_types or not self.section_titles:
            raise ValueError("FaqLanguage: heading_separators, card_types and section_titles must not be empty")
        compiled = {
            name: tuple(_pattern(p, f"{name}[{i}]") for i, p in enumerate(getattr(self, name)))
            for name in ("not_type_line_patterns", "lead_in_patterns", "commentary_patterns", "legal_patterns")
        }
        compiled["name_remark_pattern"] = (_pattern(self.name_remark_pattern, "name_remark_pattern"),)
        object.__setattr__(self, "_compiled", compiled)
        object.__setattr__(self, "_prefix_kinds", prefix_kinds)

    def patterns(self, name: str) -> tuple[re.Pattern[str], ...]:
        """The compiled patterns of the field ``name``."""
        return self._compiled[name]

    def prefix_kind(self, prefix: str) -> MechanicKind:
        return self._prefix_kinds[self.heading_prefix_typos.get(prefix, prefix)]
