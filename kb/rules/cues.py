"""Rule cues: what in a ruling's words says which rule it rests on (data/rules/rule-cues.csv).

A cue names one CR number and the evidence that points at it: a regular expression over the
ruling's text in one language, a termbase concept the ruling names (any language: the
termbase supplies the words), or both (the concept must be named *and* the pattern found).
Cues are data, so a document in a new language gains links from a few rows, not code; a
concept-only cue (``lang`` = ``*``) works in every language the termbase has labels for.

Every row is checked when read: the number must exist in the rule index
(data/rules/cr-rules.csv), the pattern must compile, the language must be known; the
file, line and field are named on error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from kb.rules.data import DATA_DIR, LANGS, RulesDataError, cr_rules, need_field, number_field, read_rows

RULE_CUES_CSV = DATA_DIR / "rule-cues.csv"
ANY_LANG = "*"


@dataclass(frozen=True)
class RuleCue:
    """One piece of evidence for one rule; ``fires`` says whether a record carries it."""

    id: str
    lang: str  # de | zh | en | * (any language: the cue is a concept)
    rule: str
    pattern: re.Pattern | None
    concept: str  # a termbase concept id the record must name ("" = none needed)
    source: str

    def evidence(self, text: str, lang: str, concepts: dict[str, str]) -> str | None:
        """The words of ``text`` that make this cue fire, or None. ``concepts`` maps the
        concept ids the record names to the label it names them with."""
        if self.lang not in (ANY_LANG, lang):
            return None
        words: list[str] = []
        if self.concept:
            if self.concept not in concepts:
                return None
            words.append(concepts[self.concept])
        if self.pattern is not None:
            m = self.pattern.search(text)
            if not m:
                return None
            words.append(m.group(0))
        return " … ".join(dict.fromkeys(w for w in words if w)) or None


@cache
def rule_cues(path: Path = RULE_CUES_CSV) -> tuple[RuleCue, ...]:
    columns = ("id", "lang", "rule", "pattern", "concept", "note", "source")
    known = cr_rules()
    out: list[RuleCue] = []
    seen: set[str] = set()
    for line, row in read_rows(path, columns):
        cue_id = need_field(path, line, row, "id")
        if cue_id in seen:
            raise RulesDataError(f"{path}:{line}: id {cue_id!r} listed twice")
        seen.add(cue_id)
        if row["lang"] not in (*LANGS, ANY_LANG):
            raise RulesDataError(f"{path}:{line}: lang {row['lang']!r}; allowed: {', '.join((*LANGS, ANY_LANG))}")
        rule = number_field(path, line, row, "rule")
        if rule not in known:
            raise RulesDataError(f"{path}:{line}: rule {rule} is not in the rule index {known and 'cr-rules.csv'}")
        if not row["pattern"] and not row["concept"]:
            raise RulesDataError(f"{path}:{line}: a cue needs a pattern, a concept or both")
        if row["lang"] == ANY_LANG and row["pattern"]:
            raise RulesDataError(f"{path}:{line}: a pattern is words of one language; give lang, not '*'")
        try:
            pattern = re.compile(row["pattern"], re.IGNORECASE) if row["pattern"] else None
        except re.error as e:
            raise RulesDataError(f"{path}:{line}: pattern does not compile: {e}") from None
        out.append(RuleCue(cue_id, row["lang"], rule, pattern, row["concept"], need_field(path, line, row, "source")))
    return tuple(out)
