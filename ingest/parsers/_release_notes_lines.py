"""Shapes of single lines and of wrapped text in release notes: costs, power/toughness, whether a
piece of text is finished, keyword lines, and joining card text into one line per ability.

Mana symbols, braces and digits are the same in every language; words come from the
``ReleaseNotesLanguage`` passed in.
"""

from __future__ import annotations

import re
from typing import Callable

from ingest.parsers._release_notes_language import ReleaseNotesLanguage

_COST_LINE = re.compile(r"^(?:\{[^{}\s]+\}\s*)+$")
_SYMBOL = re.compile(r"\{[^{}]*\}")
# "3/2", "*/*", "1+*/2", "X/X"; extraction sometimes ate the asterisks and left "/".
_POWER_TOUGHNESS = re.compile(r"^[0-9X*+\-]*/[0-9X*+\-]*$")
# A word that is only mana symbols, a number, a dash or X: not counted as a keyword's word.
_NOT_A_WORD = re.compile(r"^(?:(?:\{[^{}]*\})+[,.]?|\d+|[—–-]|X|\*)$")
# A sentence end followed by more text: the line holds a sentence, not a keyword list.
_INNER_SENTENCE = re.compile(r"[.!?]\s+\S")


def is_cost_line(line: str) -> bool:
    return bool(_COST_LINE.match(line.strip()))


def normalize_cost(cost: str) -> str:
    """The canonical cost: blanks between symbols dropped, "{2} {U}" → "{2}{U}" (symbols as printed)."""
    return "".join(_SYMBOL.findall(cost))


def is_power_toughness(line: str) -> bool:
    return bool(_POWER_TOUGHNESS.match(line.strip()))


def normalize_power_toughness(value: str) -> str:
    """An empty side is an asterisk lost in extraction: "/" → "*/*" (Duggan's */* printed as "/")."""
    power, _, toughness = (side.strip() for side in value.strip().partition("/"))
    return f"{power or '*'}/{toughness or '*'}"


def brackets_open(text: str, lang: ReleaseNotesLanguage) -> bool:
    """True when some bracket or quote opened in ``text`` is not closed yet."""
    for opener, closer in lang.bracket_pairs.items():
        if text.count(opener) > text.count(closer):
            return True
    return False


def ends_sentence(text: str, lang: ReleaseNotesLanguage) -> bool:
    """True when ``text`` ends a sentence and leaves no bracket open."""
    text = text.rstrip()
    return bool(text) and text[-1] in lang.sentence_ends and not brackets_open(text, lang)


def ends_open(text: str, lang: ReleaseNotesLanguage) -> bool:
    """True when ``text`` surely goes on: open bracket, trailing comma/hyphen/colon, or an article."""
    text = text.rstrip()
    if not text:
        return False
    if brackets_open(text, lang) or text[-1] in lang.open_ends:
        return True
    return text.split()[-1] in lang.open_end_words


def is_keyword_line(text: str, lang: ReleaseNotesLanguage) -> bool:
    """A line of keywords without sentence end ("Fliegend, Wachsamkeit", "Bemannen 4",
    "Aussetzen 4 — {3} {R} {W}", "Partner von Madame Vastra") rather than a broken sentence."""
    text = text.strip()
    if not text or text[-1] in lang.sentence_ends or ends_open(text, lang):
        return False
    if ":" in text or _INNER_SENTENCE.search(text):
        return False
    dash = re.escape(lang.type_dash)
    if re.search(rf"{dash}\s*[^\s{{\d]", text):  # "Wort — Satz": an ability word's sentence
        return False
    for part in (p.strip() for p in text.split(",")):
        if not part:
            return False
        if part.startswith(lang.sentence_openers):
            return False
        if part[0].islower() and not part.startswith(lang.keyword_lowercase_starts):
            return False
        words = [w for w in part.split() if not _NOT_A_WORD.match(w)]
        if len(words) > lang.keyword_max_words:
            return False
    return True


def ability_complete(text: str, lang: ReleaseNotesLanguage) -> bool:
    """True when an ability (so far) is finished, so that the next line starts a new one."""
    text = text.rstrip()
    if not text or ends_open(text, lang):
        return False
    if text.endswith(lang.type_dash):  # "Bestimme eines —": the modes follow as their own lines
        return True
    return ends_sentence(text, lang) or is_keyword_line(text, lang)


def continues_ability(previous: str, line: str, lang: ReleaseNotesLanguage) -> bool:
    """Does card text ``line`` continue the ability ``previous`` (wrapped, or its own reminder text)?"""
    line = line.strip()
    if not line:
        return False
    if line[0].islower() or line[0] in ",.;:)":
        return True
    if line.startswith(("(", "*(")):  # reminder text printed on its own line
        return True
    if line.startswith(lang.continuation_openers):
        return True
    return not ability_complete(previous, lang)


def abilities(lines: list[tuple[str, str]], lang: ReleaseNotesLanguage, join: Callable[[list[str]], str]) -> list[str]:
    """Card text lines (role, text) → one string per ability.

    Roles: "text" (joined when it continues the ability above), "mode" (a dashed mode, kept as
    printed, always its own line) and "keyword" (a dashed keyword line; the dash dropped).
    ``join`` joins wrapped pieces the language's way (``Language.join_lines``)."""
    out: list[str] = []
    for role, text in lines:
        text = text.strip()
        if role == "text" and out and continues_ability(out[-1], text, lang):
            out[-1] = join([out[-1], text])
        else:
            out.append(text)
    return out
