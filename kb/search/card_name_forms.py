"""The shorter forms in which judges type card names.

A printed name like "Adric, Mathematical Genius" is rarely typed whole: a judge writes "adric
mathematical genius" (no comma), "Adric" (the name before the comma, which is how players call a
legendary card) or "drum mining facility" (no comma, no article); "10th Doctor" for The Tenth
Doctor ("500 Year Diary" for Five Hundred Year Diary), and in German "Zehnter Doctor" or "10.
Doctor" for Der Zehnte Doctor, and an adjective
before the name's noun with the ending the sentence gives it ("das Fünfhundertjährige Tagebuch",
"den Weinenden Engel" for Fünfhundertjähriges Tagebuch, Weinender Engel). These forms are
matched as card names when they name one card only; a head that two different cards share ("The
Master" of two Master cards) names neither.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from kb.text import fold

# A head must be a name, not words: each of its words starts with a capital or a digit
# ("Die Trommel", "K-9", "Ib Halfheart"), which "Rette sich" or "All of History" do not.
_NAME_WORD = re.compile(r"^[A-ZÄÖÜ0-9]")
_MAX_HEAD_WORDS = 2
# Ordinal words of printed names and the digits judges type for them ("10th", German "10.").
_ORDINALS_EN = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth".split()
)
_ORDINALS_DE = [  # folded as the names are ("funfte", "zwolfte")
    fold(o)
    for o in (
        "erste zweite dritte vierte fünfte sechste siebte achte neunte zehnte elfte zwölfte dreizehnte vierzehnte fünfzehnte"
    ).split()
]
_CARDINALS_EN = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
} | {w: 10 * n for n, w in enumerate("thirty forty fifty sixty seventy eighty ninety".split(), start=3)}
_MULTIPLIERS_EN = {"hundred": 100, "thousand": 1000}
_GERMAN_ARTICLES = ("der ", "die ", "das ")
# The endings a German adjective takes before a noun (strong, weak, mixed declension), longest
# first so that "-es" is read before "-e"; a stem shorter than _MIN_STEM is no adjective ("der").
_ADJECTIVE_ENDINGS = ("en", "em", "er", "es", "e")
_MIN_STEM = 4


def _suffix(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def spoken_variants(name: str, lang: str) -> list[str]:
    """Folded forms of one printed name that judges type instead: English ordinals as digits
    ("the 10th doctor", "10th doctor"); German without the article when two words or more are
    left ("dreizehnte doctor"), its ordinal with the ending it takes then ("dreizehnter doctor")
    and as digits ("13. doctor")."""
    words = fold(name).split()
    out: list[str] = []
    if lang == "en":
        digits_for_words = with_cardinal_digits(words)
        if digits_for_words != words:
            out.append(" ".join(digits_for_words))
        for i, w in enumerate(words):
            if w in _ORDINALS_EN:
                n = _ORDINALS_EN.index(w) + 1
                digits = words[:i] + [f"{n}{_suffix(n)}"] + words[i + 1 :]
                out.append(" ".join(digits))
                if digits[0] == "the":
                    out.append(" ".join(digits[1:]))
    elif lang == "de" and words and f"{words[0]} " in _GERMAN_ARTICLES and len(words) >= 3:
        rest = words[1:]
        out.append(" ".join(rest))
        if rest[0] in _ORDINALS_DE:
            out.append(" ".join([rest[0] + "r", *rest[1:]]))  # no article: strong ending
            out.append(" ".join([f"{_ORDINALS_DE.index(rest[0]) + 1}.", *rest[1:]]))
        else:
            out += declined(rest)
    elif lang == "de":
        out += declined(words)
    return out


def with_cardinal_digits(words: list[str]) -> list[str]:
    """English number words as digits: ["five", "hundred", "year", "diary"] -> ["500", "year",
    "diary"]; a run of number words is one number ("twenty two" -> 22, "two hundred" -> 200)."""
    out: list[str] = []
    number: int | None = None
    for w in [*words, ""]:
        if w in _CARDINALS_EN:
            number = (number or 0) + _CARDINALS_EN[w]
            continue
        if w in _MULTIPLIERS_EN and number is not None:
            number *= _MULTIPLIERS_EN[w]
            continue
        if number is not None:
            out.append(str(number))
            number = None
        if w:
            out.append(w)
    return out


def declined(words: list[str]) -> list[str]:
    """A German name whose noun follows an adjective, with the adjective's other endings:
    "funfhundertjahriges tagebuch" -> "funfhundertjahrige tagebuch", "funfhundertjahrigen
    tagebuch", … The printed ending is the one the name takes alone; in a sentence the article
    and case give another ("das Fünfhundertjährige Tagebuch", "den Weinenden Engel")."""
    if len(words) < 2:
        return []
    adjective = words[-2]
    ending = next((e for e in _ADJECTIVE_ENDINGS if adjective.endswith(e)), None)
    stem = adjective[: -len(ending)] if ending else ""
    if len(stem) < _MIN_STEM or not stem.isalpha():
        return []
    return [" ".join([*words[:-2], stem + other, words[-1]]) for other in _ADJECTIVE_ENDINGS if other != ending]


def without_commas(folded: str) -> str:
    """ "adric, mathe-genie" -> "adric mathe-genie"; also without the exclamation and question
    marks judges leave out ("kerblam! warehouse" -> "kerblam warehouse")."""
    return " ".join(_LEFT_OUT.sub(" ", folded).split())


_LEFT_OUT = re.compile(r"[,!?]")


def name_head(name: str) -> str | None:
    """The folded part before the first comma of a printed name, if it reads as a name."""
    if "," not in name:
        return None
    head = name.split(",", 1)[0].strip()
    words = head.split()
    if not words or len(words) > _MAX_HEAD_WORDS or not all(_NAME_WORD.match(w) for w in words):
        return None
    return fold(head)


def unique_heads(cards: Iterable[tuple[frozenset[str], list[str]]]) -> dict[str, frozenset[str]]:
    """Head -> the card it names, for heads of exactly one card. ``cards`` gives each card's
    identity (its record ids) and its printed names in every language."""
    owners: dict[str, set[frozenset[str]]] = {}
    for identity, names in cards:
        for name in names:
            head = name_head(name)
            if head:
                owners.setdefault(head, set()).add(identity)
    return {head: next(iter(ids)) for head, ids in owners.items() if len(ids) == 1}


def add_typed_forms(
    corpus: dict[str, list[str]],
    groups: dict[str, dict[str, list[str]]],
    card_names: dict[str, dict[str, list[str]]],
    long_enough: Callable[[str], bool],
) -> None:
    """Add the typed forms to a card matcher's tables in place: ``corpus`` (folded name -> card
    record ids) and ``groups`` (folded name -> the card's names by language). ``card_names`` is
    the termbase's card key -> language -> printed names. A form never displaces a full name."""
    for names in card_names.values():
        for lang, printed in names.items():
            for variant in (v for name in printed for v in spoken_variants(name, lang)):
                if variant not in groups and variant not in corpus:
                    groups[variant] = names
    for key in [k for k in corpus if _LEFT_OUT.search(k)]:
        corpus.setdefault(without_commas(key), corpus[key])
    for key in [k for k in groups if _LEFT_OUT.search(k)]:
        groups.setdefault(without_commas(key), groups[key])
    # an English name's article is dropped when the rest is no other name ("Face of Boe")
    for key in [k for k in groups if k.startswith("the ")]:
        if key[4:] not in groups and key[4:] not in corpus:
            groups[key[4:]] = groups[key]
    names_of: dict[frozenset[str], dict[str, list[str]]] = {}
    cards = []
    for names in card_names.values():
        printed = [name for lang_names in names.values() for name in lang_names]
        ids = frozenset(i for name in printed for i in corpus.get(fold(name), []))
        if ids:
            names_of[ids] = names
            cards.append((ids, printed))
    taken = set(corpus) | set(groups)
    for head, ids in unique_heads(cards).items():
        if head not in taken and long_enough(head):
            corpus[head] = sorted(ids)
            groups[head] = names_of[ids]
