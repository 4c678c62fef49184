"""The inflected forms of a German label that appending an ending cannot reach, for matching
labels in running text: a verb's participles and third person, an adjective's declension.

The termbase lists verbs as the glossary and the card text name them, in the infinitive
("Aus dem Kampf entfernen", "angreifen", "tappen"), but rulings use them as participles and
in the third person: "wird aus dem Kampf entfernt", "eine angreifende Kreatur", "getappt",
"wirkt". Inflection endings (``kb.termbase.lookup``) only append letters, so these forms never
met their label, and a ruling about a creature removed from combat was not tagged with that
concept. ``verb_forms`` derives the regular forms of the label's last word; irregular ones
(angegriffen, abgeworfen) stay ``variant`` rows in ``data/termbase/labels.csv``.

Only a lower-case last word ending in -en counts as a verb (German capitalises nouns:
"Aussetzen" the keyword, "Marken" the plural, are left alone).

A separable verb also comes apart in running text, and these forms neither inflection nor
participle reach: the zu-infinitive puts "zu" inside it ("um einen Zauberspruch
einzuberufen", "Schaden zuzufügen"), and a main clause or an instruction moves the verb in
front of its object and leaves the prefix at the end ("Stelle Nachforschungen an" is
investigate, as the release notes print it). ``separable_forms`` derives both; the
zu-infinitive also for a keyword named by its nominalised verb (Einberufen, Aussetzen),
since "einzuberufen" can only be the verb.

Likewise a noun phrase is listed in the glossary's case and number ("ausgelöste Fähigkeit",
"bleibende Karte", "Dauerhafter Effekt") while rulings decline it ("die ausgelösten
Fähigkeiten", "bleibenden Karten", "Dauerhafte Effekte"): the ending goes on every word, and
the matcher only inflects the last. ``adjective_forms`` gives the phrase with each adjective
in its other endings (-e, -en, -er, -es, -em; all adjectives alike, as German declines them).
"""

from __future__ import annotations

import re

# Prefixes that split off a verb and take the participle's ge- after them (aufdecken ->
# aufgedeckt, auslösen -> ausgelöst); longest first, so "zurück" wins over "zu".
SEPARABLE_PREFIXES = ("zurück", "heraus", "nach", "auf", "aus", "ein", "weg", "vor", "mit", "ab", "an", "um", "zu")
# Prefixes that never split and take no ge- (entfernen -> entfernt, zerstören -> zerstört).
INSEPARABLE_PREFIXES = ("miss", "emp", "ent", "ver", "zer", "be", "er", "ge")
MIN_STEM = 3  # "tapp" of tappen; shorter stems are not verbs of the game
_VERB = re.compile(r"(?:^|\s)([a-zäöüß]+)en$")
ADJECTIVE_ENDINGS = ("em", "en", "er", "es", "e")
# Adjectives (one word or two) before a capitalised noun: "bleibende Karte", "Aktiver Spieler".
_NOUN_PHRASE = re.compile(r"^((?:\S+?(?:em|en|er|es|e)\s+){1,2})([A-ZÄÖÜ]\S*)$")
_ADJECTIVE = re.compile(r"^(\S+?)(em|en|er|es|e)$")
# A stem ending in d/t, or in m/n after a consonant other than l or r, takes -et (verrechnet,
# bildet, antwortet) rather than -t (entfernt, tappt, lernt).
_ET_STEM = re.compile(r"(?:[dt]|[^aeiouäöülr][mn])$")


def verb_forms(label: str) -> list[str]:
    """The label with its last word as present participle (-end), third person / weak past
    participle (-t, -et) and, where the verb takes one, the ge- participle; [] for a label
    that is no verb. Endings (-e, -en, ...) are the matcher's business."""
    m = _VERB.search(label)
    if not m:
        return []
    stem = m.group(1)  # the last word without its -en
    head = label[: m.start(1)]
    if len(stem) < MIN_STEM:
        return []
    forms = [stem + "end", _third_person(stem)]
    separable = next((p for p in SEPARABLE_PREFIXES if stem.startswith(p) and len(stem) - len(p) >= MIN_STEM), None)
    if separable:
        forms.append(separable + "ge" + _third_person(stem[len(separable) :]))
    elif not stem.endswith("ier") and not stem.startswith(INSEPARABLE_PREFIXES):
        forms.append("ge" + _third_person(stem))
    return [head + f for f in dict.fromkeys(forms)]


def adjective_forms(label: str) -> list[str]:
    """The noun phrase with its adjectives in every other ending; [] for a label that is none."""
    m = _NOUN_PHRASE.match(label)
    if not m:
        return []
    stems = [a.group(1) for a in (_ADJECTIVE.match(w) for w in m.group(1).split()) if a]
    forms = [" ".join([*(s + e for s in stems), m.group(2)]) for e in ADJECTIVE_ENDINGS]
    return [f for f in forms if f != label]


_LAST_WORD = re.compile(r"(?:^|\s)(\S+)en$")
# The finite verb in front of its object: imperative or first person (stelle), second (stellst),
# third (stellt); the matcher adds no ending between words, so each is spelt out.
_FRONTED_ENDINGS = ("e", "st")


def separable_forms(label: str) -> list[str]:
    """The label's separable verb taken apart: its zu-infinitive ("einzuberufen") and, for a
    verb phrase with an object, the verb fronted with the prefix after the object ("stelle
    Nachforschungen an"); [] when the last word is no separable verb."""
    m = _LAST_WORD.search(label)
    if not m:
        return []
    word, head = m.group(1), label[: m.start(1)]
    prefix = next((p for p in SEPARABLE_PREFIXES if word.lower().startswith(p) and len(word) - len(p) >= MIN_STEM), None)
    if prefix is None:
        return []
    stem = word[len(prefix) :]
    forms = [head + word[: len(prefix)] + "zu" + stem + "en"]
    if head.strip() and word.islower():
        finite = [stem + e for e in _FRONTED_ENDINGS] + [_third_person(stem)]
        forms += [f"{verb} {head.strip()} {prefix}" for verb in finite]
    return list(dict.fromkeys(forms))


def german_forms(label: str) -> list[str]:
    """The forms of the label as a verb, a separable verb and a noun phrase (most labels have none)."""
    return list(dict.fromkeys(verb_forms(label) + separable_forms(label) + adjective_forms(label)))


def _third_person(stem: str) -> str:
    return stem + ("et" if _ET_STEM.search(stem) else "t")
