"""English words of a question brought to the form the termbase's English labels use.

The label matcher (``kb.termbase.lookup``) accepts a few endings after a label (``exile`` finds
"exiled", ``counter`` finds "counters"), but judges also write "abilities", "exiling",
"tapping", "paid", "left the battlefield" and "entered": forms whose stem changes. Listing each
form as a label would need a row per word and form; instead each word of the question that is
not itself a word of an English label is replaced by the label word it is an inflection of
("abilities" -> "ability", "tapping" -> "tap", "left" -> "leaves" because the label is "leaves
the battlefield"), and the rewritten question is matched against the labels as one more text.

The vocabulary is the words of the labels, so a rewrite only ever produces a word some label
has; the cost is a few set look-ups per word, independent of the size of the knowledge base.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from kb.text import fold

# Irregular past forms and participles of the verbs of the game (the regular ones are derived).
IRREGULAR = {
    "became": "become",
    "began": "begin",
    "begun": "begin",
    "bought": "buy",
    "brought": "bring",
    "came": "come",
    "chose": "choose",
    "chosen": "choose",
    "dealt": "deal",
    "drew": "draw",
    "drawn": "draw",
    "fought": "fight",
    "forgot": "forget",
    "forgotten": "forget",
    "foretold": "foretell",
    "found": "find",
    "gave": "give",
    "given": "give",
    "gone": "go",
    "got": "get",
    "gotten": "get",
    "held": "hold",
    "kept": "keep",
    "laid": "lay",
    "left": "leave",
    "lost": "lose",
    "made": "make",
    "paid": "pay",
    "ran": "run",
    "saw": "see",
    "seen": "see",
    "sought": "seek",
    "spent": "spend",
    "stole": "steal",
    "stolen": "steal",
    "struck": "strike",
    "taken": "take",
    "took": "take",
    "told": "tell",
    "went": "go",
    "won": "win",
}
_WORD = re.compile(r"[a-z][a-z'-]*")
_VOWELS = frozenset("aeiou")
_VOWELS_Y = _VOWELS | {"y"}  # every English stem has one ("dy" of "dying" too)
MIN_WORD = 3  # "as", "its", "was": never rewritten


@dataclass(frozen=True)
class LabelWords:
    """The folded words of the English labels (the forms a rewrite may produce), and those a
    label goes on after ("leaves" of "leaves the battlefield"): only there is a word's -s form
    worth producing, as the matcher already lets a label's last word take an -s."""

    words: frozenset[str] = frozenset()
    inner: frozenset[str] = frozenset()

    def __contains__(self, word: object) -> bool:
        return word in self.words


def label_words(labels: Iterable[str]) -> LabelWords:
    """The words of the English labels ``labels``."""
    split = [_WORD.findall(fold(label)) for label in labels]
    return LabelWords(frozenset(w for ws in split for w in ws), frozenset(w for ws in split for w in ws[:-1]))


def _bases(word: str) -> list[str]:
    """Candidate dictionary forms of an English word, likeliest first."""
    out: list[str] = []
    if word in IRREGULAR:
        out.append(IRREGULAR[word])
    if word.endswith("ying") and len(word) == 5:
        out.append(word[0] + "ie")  # dying, lying, tying: the verb's ie became y before -ing
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ying", "y"), ("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            stem = word[: len(word) - len(suffix)]
            if not _VOWELS_Y.intersection(stem):
                continue  # "thing", "bring", "shed" are no inflections ("thing" is not "the" + -ing)
            out.append(stem + repl)
            # tapping -> tap, blocked is not doubled: only a repeated final consonant is undone
            if not repl and len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
                out.append(stem[:-1])
    if word.endswith("es") and len(word) > 4:
        out.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        out.append(word[:-1])
    return out


def base_form(word: str, vocabulary: LabelWords, keep_known: bool = True) -> str:
    """``word`` (folded) as a word of the labels: its first candidate base that the labels
    have, unchanged when none is (or, with ``keep_known``, when the labels have the word
    itself: "abilities" stays for "linked abilities"). An inflection's base is given in its -s
    form where the labels have it ("left" -> "leaves", as in "leaves the battlefield"; "dying"
    -> "dies"): the matcher lets a label's last word take an -s, so nothing is lost. A word
    that is no inflection is made plural only where a label goes on after the plural ("enter
    the battlefield"): "creature spell" made "creatures spell" would no longer match."""
    if len(word) <= MIN_WORD or (keep_known and word in vocabulary):
        return word
    # a label word is only made singular ("abilities" -> "ability"): "activated" stays for
    # "activated ability" although "activate" is a label too
    bases = _bases(word)
    if word in vocabulary:  # ... but an irregular past ("left": attack left option) is undone
        bases = [b for b in bases if b == IRREGULAR.get(word) or word in (b + "s", b + "es", b[:-1] + "ies")]
    for base in bases:
        if base + "s" in vocabulary and base + "s" != word:
            return base + "s"
        if base in vocabulary:
            return base
    if not keep_known and word + "s" in vocabulary.inner:
        return word + "s"  # "leave the battlefield" (plural subject) -> the label's "leaves"
    return word


def normalised(text: str, vocabulary: LabelWords) -> list[str]:
    """The folded text rewritten into the labels' forms, twice: words the labels lack
    brought to a base the labels have, then every word brought to its base ("abilities" ->
    "ability" even though a label says "linked abilities"). Only rewrites that differ from
    the folded text are returned."""
    words = _WORD.findall(fold(text))
    out: list[str] = []
    for keep_known in (True, False):
        bases = [base_form(w, vocabulary, keep_known) for w in words]
        rewritten = " ".join(bases)
        if bases != words and rewritten not in out:
            out.append(rewritten)
    return out
