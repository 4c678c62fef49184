"""The function words of a question's language, for the bridge: a label matched on one of them
names a concept only where the question could mean the game's word. The termbase reads a
record's text the same way when it tags the record with the concepts it mentions
(``kb.termbase.build.record_concepts``): the German glossary's "Falls er das will" is no
record about the planeswalker type Will.

- A label of another language spelt like a function word names nothing. English "Dies" in
  "Gilt dies auch, wenn …" is "this", not the concept dies; German "Will" (a planeswalker
  type) in "what will happen" is the English auxiliary.
- A label of the question's own language matched on a function word names its concept only
  when the question writes the word as a name (``written_as_name``): capitalised (not all
  capitals) and not the first word of a sentence, or next to one of the glossary's type words
  ("the will planeswalker type", "Kreaturentyp elf"; ``is_type_word``). The English label
  "Will" in "what will happen if …" is the auxiliary, in "Can a Will planeswalker …" the
  subtype; the German label "Will" in "auch wenn ich nicht will" is "want", and the German
  label "Elf" in "elf Kreaturen" is "eleven", in "Ist ein Elf …" the creature type. Capitals
  are the one sign a sentence gives: German writes every noun and English every name with
  one, function words take one only at a sentence start, where nothing tells them apart. A
  card type next to the word is no sign ("Will creatures …", "elf Kreaturen": the auxiliary and
  the numeral stand next to card types as often as the names do); a type word is ("type",
  "Untertyp", "creature type": nobody writes one next to an auxiliary). The word as the
  question wrote it decides, not the label: "Elfen" (no function word) is always the
  creature type. Only the question as typed carries capitals, so such a match in the
  analysed, corrected or rewritten forms of the question counts for nothing (the question
  itself is always searched).

The rule reads the stop lists and lists no label; on the bundled termbase it touches English "Will"
(and "During", "You", "Your", which are already ordinary words, never searched in running text);
German "Will" and "Elf" (spaCy's German stop list has "elf", eleven) and "Tag", "Zeit" (already
ordinary). Chinese has no stop list and nothing to do: its labels are matched whole, two
characters at least; of its common function words only 如果 ("if", ordinary, not searched) and
除非 ("unless", the concept unless itself, as the English word is) are labels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kb.text import fold

# Characters that end a sentence (the next word is a sentence start) and characters that may
# stand before a sentence's first word (opening quotes and brackets).
_SENTENCE_ENDS = frozenset(".!?:;…。！？：；")
_OPENERS = frozenset("\"'„“”‚‘’«»([{")
# The glossary's words for a kind of type (CR 205): "type", "subtype", "creature type", …
_TYPE_TERMS = frozenset({"type", "subtype", "supertype"})


@lru_cache(maxsize=4)
def question_function_words(lang: str) -> frozenset[str]:
    """The stop words of ``lang``, folded: German from spaCy's list (read as a file, spaCy is
    not imported), English the English analyser's own; none for Chinese, whose labels are
    matched whole."""
    if lang == "de":
        from kb.language.spacy_data import stop_words

        return frozenset(fold(w) for w in stop_words("de"))
    if lang == "en":
        from kb.language.english_stop_words import STOP_WORDS

        return frozenset(fold(w) for w in STOP_WORDS)
    return frozenset()


def is_type_word(concept: str, kind: str) -> bool:
    """Whether a concept is one of the glossary's type words (type, subtype, creature type,
    planeswalker type, Typ, Kreaturentyp, …), which stand next to the names of types."""
    return kind == "game-term" and concept.rsplit("-", 1)[-1] in _TYPE_TERMS


def written_as_name(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is written as a name: an initial capital, not all capitals
    (an all-capitals question has no names to tell), and not the first word of a sentence."""
    word = text[start:end]
    if not word[:1].isupper() or (len(word) > 1 and word.isupper()):
        return False
    i = start - 1
    while i >= 0 and (text[i].isspace() or text[i] in _OPENERS):
        i -= 1
    return i >= 0 and text[i] not in _SENTENCE_ENDS


def next_to(text: str, span: tuple[int, int], others: list[tuple[int, int]]) -> bool:
    """Whether one of the ``others`` spans is the word right before or after ``span`` (only
    spaces or a hyphen between)."""
    start, end = span
    for o_start, o_end in others:
        gap = text[o_end:start] if o_end <= start else text[end:o_start] if o_start >= end else None
        if gap is not None and not gap.replace("-", "").strip():
            return True
    return False


@dataclass(frozen=True)
class Reading:
    """A text as written (a question, or a record when the termbase tags it), in its language:
    which label matches in it name their concepts."""

    text: str
    lang: str

    def names_concept(
        self, label: str, label_lang: str, matched: str, span: tuple[int, int] | None, types: list[tuple[int, int]]
    ) -> bool:
        """Whether ``label`` (of ``label_lang``), found as ``matched``, names its concept here.
        ``span`` is where it stands in the text (None when found in a question's analysed,
        corrected or rewritten forms), ``types`` where the text's type words stand."""
        function_words = question_function_words(self.lang)
        if label_lang != self.lang:
            return fold(label) not in function_words
        if fold(matched) not in function_words:
            return True
        return span is not None and (written_as_name(self.text, *span) or next_to(self.text, span, types))
