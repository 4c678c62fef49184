"""Rule cues: what in a ruling's words says which rule it rests on (data/rules/rule-cues.csv).

A cue names one CR number and the evidence that points at it: a regular expression over the
ruling's text in one language, a termbase concept the ruling names (any language: the
termbase supplies the words), or both (the concept must be named *and* the pattern found).
Cues are data, so a document in a new language gains links from a few rows, not code; a
concept-only cue (``lang`` = ``*``) works in every language the termbase has labels for.

A pattern written in one era's words reads the other era's too (kb.rules.era_words: 进场 also
reads 进入战场). Every row is checked when read: the number must exist in the rule index
(data/rules/cr-rules.csv), the pattern must compile, the language must be known; the
file, line and field are named on error. An optional ``since`` column (a year) keeps a cue off
documents of an earlier era, whose words meant something else then (layer numbers before 2009).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from kb.rules.data import DATA_DIR, LANGS, RulesDataError, cr_rules, need_field, number_field, read_rows
from kb.rules.era_words import with_era_words

RULE_CUES_CSV = DATA_DIR / "rule-cues.csv"
KEYWORD_ASPECTS_CSV = DATA_DIR / "keyword-aspects.csv"
ANY_LANG = "*"


@dataclass(frozen=True)
class RuleCue:
    """One piece of evidence for one rule; ``fires`` says whether a record carries it."""

    id: str
    lang: str  # de | zh | en | * (any language: the cue is a concept)
    rule: str
    pattern: re.Pattern[str] | None
    concept: str  # a termbase concept id the record must name ("" = none needed)
    source: str
    # the first era (year) whose documents the words fit ("" = every era): "Ebene 6" names
    # the ability layer since the M10 rules of 2009; in a 2006 document layer 6 is P/T
    since: str = ""

    def fits(self, era: str) -> bool:
        """Whether a document of ``era`` (a year; "" = unknown) may be read with this cue."""
        return not (self.since and era and era < self.since)

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
            # A pattern with groups shows the group that matched: the rest only sets conditions,
            # such as a look-ahead that the ruling does not deny the cue ("并非防止效应") or
            # context words that may stand before or after the cue's own words.
            words.append(next((g for g in m.groups() if g), m.group(0)))
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
            pattern = re.compile(with_era_words(row["pattern"], row["lang"]), re.IGNORECASE) if row["pattern"] else None
        except re.error as e:
            raise RulesDataError(f"{path}:{line}: pattern does not compile: {e}") from None
        since = row.get("since", "")
        if since and not re.fullmatch(r"\d{4}", since):
            raise RulesDataError(f"{path}:{line}: since {since!r} is not a year like 2009")
        out.append(RuleCue(cue_id, row["lang"], rule, pattern, row["concept"], need_field(path, line, row, "source"), since))
    return tuple(out)


@dataclass(frozen=True)
class KeywordAspect:
    """Words that say which of a keyword's subrules a ruling about that keyword rests on,
    found through the rule index: "mehrfach Kaskade" → the subrule of cascade whose first
    words speak of "multiple instances" (702.85c). One row serves every keyword whose rule has
    such a subrule, so a keyword new to the corpus needs no row."""

    id: str
    lang: str
    pattern: re.Pattern[str]
    index_words: str  # words of the subrule's entry in the rule index (cr-rules.csv)
    source: str

    def subrule(self, keyword_rule: str, text: str, lang: str) -> tuple[str, str] | None:
        """(subrule of ``keyword_rule``'s rule, the words that said so) or None."""
        if self.lang != lang:
            return None
        m = self.pattern.search(text)
        if not m:
            return None
        family = keyword_rule.rstrip("abcdefghijklmnopqrstuvwxyz")
        for number, row in cr_rules().items():
            if number.startswith(family) and number[len(family) :].isalpha() and self.index_words in row["title"].lower():
                return number, m.group(0)
        return None


@cache
def keyword_aspects(path: Path = KEYWORD_ASPECTS_CSV) -> tuple[KeywordAspect, ...]:
    out: list[KeywordAspect] = []
    for line, row in read_rows(path, ("id", "lang", "pattern", "index_words", "note", "source")):
        if row["lang"] not in LANGS:
            raise RulesDataError(f"{path}:{line}: lang {row['lang']!r}; allowed: {', '.join(LANGS)}")
        words = need_field(path, line, row, "index_words").lower()
        if not any(words in r["title"].lower() for r in cr_rules().values()):
            raise RulesDataError(f"{path}:{line}: index_words {words!r} are in no entry of the rule index")
        try:
            pattern = re.compile(with_era_words(need_field(path, line, row, "pattern"), row["lang"]), re.IGNORECASE)
        except re.error as e:
            raise RulesDataError(f"{path}:{line}: pattern does not compile: {e}") from None
        out.append(
            KeywordAspect(need_field(path, line, row, "id"), row["lang"], pattern, words, need_field(path, line, row, "source"))
        )
    return tuple(out)
