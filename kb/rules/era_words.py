"""One thing in the words of two eras, so that a cue written in one era's words reads the other's.

The cues of data/rules/rule-cues.csv were written from the corpus: its Chinese FAQ speaks 2006
Chinese (移出对战, 进场, 总法术力费用, 使用), while a Chinese document of today says 放逐, 进入战场,
法术力值, 施放 for the same things. The wording rows of data/rules/change-patterns.csv already
pair each dated term with today's (they give the wording note); here the plain ones among them
become alternatives inside a cue's pattern: "总法术力费用" in a cue reads "(?:总法术力费用|法术力值)".
Only rows whose pattern, lookarounds aside, is a list of plain words and whose ``new`` starts
with a plain word are used; a term is a word of two or more characters. Words inside a
character class (``[^场上]``) or followed by a quantifier (``Sippen-?``) are left as they are.
A dated word read only in context (使用 before 异能 is today's 起动) gives no pair: outside
that context it means something else.
"""

from __future__ import annotations

import re
from functools import cache

from kb.rules.changes import change_patterns

_LOOKAROUND = re.compile(r"\(\?<?[=!][^()]*\)")
_PLAIN_WORDS = re.compile(r"[^\\.^$*+?{}\[\]()|]{2,}")
_CHARACTER_CLASS = re.compile(r"\[(?:\\.|[^\]\\])*\]")
_QUANTIFIERS = ("?", "*", "+", "{")


@cache
def era_word_groups(lang: str) -> tuple[tuple[str, ...], ...]:
    """Groups of words that name one thing in different eras (dated words, then today's)."""
    groups: list[tuple[str, ...]] = []
    for p in change_patterns():
        if p.lang != lang or p.change.kind != "wording" or not p.new:
            continue
        dated = _LOOKAROUND.sub("", p.pattern.pattern).split("|")
        today = re.split(r"[\s(（]", p.new.strip(), maxsplit=1)[0]
        words = [*dated, today]
        if all(_PLAIN_WORDS.fullmatch(w) for w in words):
            groups.append(tuple(dict.fromkeys(words)))
    return tuple(groups)


@cache
def _finder(lang: str) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    alternatives: dict[str, set[str]] = {}
    for group in era_word_groups(lang):
        for word in group:
            alternatives.setdefault(word, set()).update(group)
    if not alternatives:
        return None, {}
    by_length = sorted(alternatives, key=len, reverse=True)
    finder = re.compile("|".join(map(re.escape, by_length)))
    # The longer word first, so that "进入战场" is not read as a shorter one before it.
    spelled = {w: "(?:" + "|".join(map(re.escape, sorted(alts, key=len, reverse=True))) + ")" for w, alts in alternatives.items()}
    return finder, spelled


def with_era_words(source: str, lang: str) -> str:
    """``source`` (a regular expression in ``lang``) with each dated or current term it names
    replaced by the alternatives of all eras."""
    finder, spelled = _finder(lang)
    if finder is None:
        return source
    classes = [m.span() for m in _CHARACTER_CLASS.finditer(source)]

    def spell(m: re.Match[str]) -> str:
        if any(start <= m.start() < end for start, end in classes):
            return m.group(0)
        # A quantifier after the word binds to its last character ("Sippen-?"); after the
        # alternatives it would bind to the whole group and make the word optional.
        if source[m.end() : m.end() + 1] in _QUANTIFIERS:
            return m.group(0)
        return spelled[m.group(0)]

    return finder.sub(spell, source)
