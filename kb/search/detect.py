"""Language of a question (de, zh or en) from its script and its function words.

Questions are short, so statistics over character n-grams are unreliable; what is
reliable is the script (Han characters mean Chinese), German letters (ä ö ü ß) and the
function words each language cannot do without. Ties go to English, unless the question
contains a German-looking capitalised compound noun."""

from __future__ import annotations

import re
from typing import Iterable, Mapping

_HAN = re.compile(r"[\u3400-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")
GERMAN_MARKERS = frozenset(
    """
der die das den dem des ein eine einen einem einer eines und oder nicht kein keine ist sind wird werden
wenn falls ob was wie wer wo warum kann kannst muss musst darf ich du er sie es wir ihr mein dein sein
mit von zu zum zur auf aus bei für über unter nach vor im ins am vom auch noch nur schon dann denn
welche welcher welches gegner karte karten kreatur zauberspruch spielstein marke zug
""".split()
)
ENGLISH_MARKERS = frozenset(
    """
the a an and or not no is are was were be been will would can could does do did if when what how who
which why where my your his her its their it i you he she we they of to in on at for with from by
this that these those card cards creature spell token counter turn opponent
""".split()
)


def detect_language(text: str, label_langs: Mapping[str, str] | None = None) -> str:
    """``label_langs``: lower-cased one-word termbase labels that belong to one Latin-script
    language only (``aussetzen`` → de, ``suspend`` → en); they break ties, so a question that
    is just a mechanic's name ("Aussetzen") is read in that name's language."""
    han = len(_HAN.findall(text))
    words = _LATIN_WORD.findall(text)
    if han and han >= len(words):
        return "zh"
    if re.search(r"[äöüÄÖÜß]", text):
        return "de"
    lower = [w.lower() for w in words]
    de = sum(w in GERMAN_MARKERS for w in lower)
    en = sum(w in ENGLISH_MARKERS for w in lower)
    if de == en and label_langs:
        de = sum(label_langs.get(w) == "de" for w in lower)
        en = sum(label_langs.get(w) == "en" for w in lower)
    if de != en:
        return "de" if de > en else "en"
    # German nouns are capitalised mid-sentence and compounds run long.
    if any(len(w) >= 12 and w[0].isupper() for w in words[1:]) or any(len(w) >= 14 for w in words):
        return "de"
    return "en"


def latin_label_languages(labels: Iterable[tuple[str, str]]) -> dict[str, str]:
    """From (lang, label) pairs of the termbase: one-word labels used by exactly one of de/en."""
    seen: dict[str, set[str]] = {}
    for lang, label in labels:
        word = label.strip().lower()
        if lang in ("de", "en") and _LATIN_WORD.fullmatch(word):
            seen.setdefault(word, set()).add(lang)
    return {w: next(iter(langs)) for w, langs in seen.items() if len(langs) == 1}


LATIN_LANGS = ("de", "en")


def languages_searched(qlang: str) -> list[str]:
    """A Latin-script question is searched in both Latin languages (judges mix them)."""
    return [qlang] + ([l for l in LATIN_LANGS if l != qlang] if qlang in LATIN_LANGS else [])
