"""Which rule a ruling rests on, read from what the ruling says.

The card a ruling stands under is not evidence: a card with cascade and crew has rulings
about copies, X and conceding, and each of those rests on its own rule. Evidence, strongest
first, each link keeping the words that gave it (``evidence``):

1. ``quoted`` / ``mapped``: a rule number in the text, today's or the 2006 numbering's
   (mapped through data/rules/cr-2006.csv);
2. ``cue``: a row of data/rules/rule-cues.csv fires (a phrase of the ruling's language, a
   concept it names, or both) — general rules such as choices on resolution (608.2d),
   total cost (601.2f), copies of spells (707.10), conceding (104.3a);
3. ``keyword``: a ruling that stands under no mechanic heading names a keyword the termbase
   knows: the keyword's defining subrule (702.62a), except where it is named only as an
   example ("wie Bravour", "例如…");
4. ``heading``: the ruling stands under a mechanic heading (the general section of release
   notes, a keyword section of a FAQ): that mechanic's rule;
5. ``context``: a card ruling in a run of rulings about one of the card's keywords that
   itself names nothing else (the termbase's ``context`` tag).

Then the most specific subrule wins: a link to 702.62 is dropped when 702.62a is linked, a
section (702) when any of its rules is, and a keyword's definition (from a keyword, heading or
context) when the words point at another of its subrules (702.26d). Only numbers of the rule
index are linked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable

from kb.rules.cues import KeywordAspect, RuleCue
from kb.rules.data import cr_rules
from kb.rules.numbers import map_2006, quoted_numbers

# The M10 rules (2009) renumbered the CR: a document of an earlier era quotes the numbering
# that data/rules/cr-2006.csv maps (2006 stands for every era before 2009).
RENUMBERED_IN = "2009"
# reviewed / precedent: a reader's review (kb.rules.reviewed), never mixed with the others
STRENGTH = ("reviewed", "precedent", "quoted", "mapped", "cue", "keyword", "heading", "context")
# key: a rule the record rests on (every link the linker reads, a review's key rules); also: the
# first further rule a ruling's reviewer accepted beside them (kb.rules.reviewed), shown apart
ROLES = ("key", "also")
# Words before a keyword that make it an example rather than the ruling's subject.
_EXAMPLE_BEFORE = re.compile(
    r"(?:\bwie|z\.\s?B\.|zum Beispiel|beispielsweise|\betwa|such as|\blike|e\.g\.|例如|诸如|像是|比如)"
    r"(?:\s*\S+){0,3}?\s*[„“\"»(]?\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Link:
    rule: str
    derivation: str  # one of STRENGTH
    evidence: str = ""  # the ruling's words that gave the link
    quoted_as: str = ""  # a number as printed (2006 numbers before mapping)
    via: str = ""  # the cue id or concept id behind the link
    role: str = "key"  # one of ROLES


@dataclass(frozen=True)
class RecordEvidence:
    """What the linker reads of one record besides its text: the concepts the text names
    (id -> label as written), the mechanic heading it stands under (concept id, label,
    rule) and the keywords a run of the card's rulings is about (``context``)."""

    mentions: dict[str, str]
    heading: tuple[str, str, str] | None = None
    context: dict[str, str] | None = None


def link_record(
    rec: dict[str, Any],
    era: str,
    found: RecordEvidence,
    cues: Iterable[RuleCue],
    concept_rules: dict[str, str],
    aspects: Iterable[KeywordAspect] = (),
) -> list[Link]:
    """The rules ``rec`` rests on, most specific first within each kind of evidence.
    ``concept_rules`` maps keyword concept ids to their defining subrule; ``aspects`` point
    from a keyword's link to another of its subrules (several instances of it)."""
    text = rec.get("text") or ""
    lang = rec.get("lang") or ""
    links = number_links(rec, era)
    for cue in cues:
        if not cue.fits(era):
            continue
        words = cue.evidence(text, lang, found.mentions)
        if words and not (cue.pattern is None and _named_as_example(text, words)):
            links.append(Link(cue.rule, "cue", words, via=cue.id))
    # Under a mechanic heading the ruling is about that mechanic: other keywords it names
    # are details of it (suspend's reminder names haste). A card's ruling is about what it
    # names.
    if not found.heading:
        cue_words = [l.evidence for l in links if l.derivation == "cue"]
        card = rec.get("subject") if rec.get("subject_kind") == "card" else ""
        for concept, label in found.mentions.items():
            rule = concept_rules.get(concept)
            if rule and _names_keyword(text, label, card or "", cue_words):
                links.append(Link(rule, "keyword", label, via=concept))
    # A glossary term's heading is the concept it defines: its rule at whatever level the
    # termbase gives it (the combat damage step, 510; the opening hand, 103.5).
    if found.heading and (rec.get("kind") == "term" or _heading_names_rule(found.heading[2])):
        concept, label, rule = found.heading
        links.append(Link(rule, "heading", label, via=concept))
    if found.context and not links:
        for concept, label in found.context.items():
            if concept in concept_rules:
                links.append(Link(concept_rules[concept], "context", label, via=concept))
    links += aspect_links(links, text, lang, aspects)
    return most_specific(links)


def aspect_links(links: list[Link], text: str, lang: str, aspects: Iterable[KeywordAspect]) -> list[Link]:
    """The keyword subrules the aspects point at, for each keyword linked (the keyword's
    definition then gives way to the subrule in ``most_specific``)."""
    out = []
    for link in links:
        if not link.rule.startswith("702."):
            continue
        for aspect in aspects:
            hit = aspect.subrule(link.rule, text, lang)
            if hit:
                out.append(Link(hit[0], "cue", f"{link.evidence} … {hit[1]}", via=aspect.id))
    return out


def number_links(rec: dict[str, Any], era: str) -> list[Link]:
    """Links from rule numbers in the text (and a rule excerpt's own number)."""
    out: list[Link] = []
    known = cr_rules()
    for q in quoted_numbers(" ".join([rec.get("number") or "", rec.get("text") or ""])):
        if era and era < RENUMBERED_IN:
            current = map_2006(q.number)
            if current and current in known:
                out.append(Link(current, "mapped", q.quoted_as, q.quoted_as))
        elif q.number in known:
            out.append(Link(q.number, "quoted", q.quoted_as, q.quoted_as))
    return out


def most_specific(links: list[Link]) -> list[Link]:
    """One link per number (the strongest evidence), ancestors of a linked number dropped,
    ordered by strength of evidence."""
    best: dict[str, Link] = {}
    for link in links:
        held = best.get(link.rule)
        if held is None or STRENGTH.index(link.derivation) < STRENGTH.index(held.derivation):
            best[link.rule] = link
    numbers = set(best)
    kept = [l for l in best.values() if not any(n != l.rule and is_ancestor(l.rule, n) for n in numbers)]
    # A keyword's definition stands for the whole keyword: where the words point at one of
    # its other subrules (702.26d, phasing is no zone change), that subrule is the link.
    kept = [
        l
        for l in kept
        if not (l.derivation in _FAMILY_LEVEL and any(k.rule != l.rule and _rule_of(k.rule) == _rule_of(l.rule) for k in kept))
    ]
    return sorted(kept, key=lambda l: STRENGTH.index(l.derivation))


_FAMILY_LEVEL = ("keyword", "heading", "context")


def _rule_of(number: str) -> str:
    """702.62a -> 702.62; 702.62 -> 702.62; 702 -> 702."""
    return number.rstrip("abcdefghijklmnopqrstuvwxyz")


def is_ancestor(parent: str, child: str) -> bool:
    """702 ⊃ 702.62 ⊃ 702.62a (and 702 ⊃ 702.62a)."""
    if len(parent) == 3:
        return child.startswith(parent + ".")
    return child != parent and child.startswith(parent) and child[len(parent) :].isalpha()


# Rules that only list names: ability words, and the subtype lists, known by their entry in the
# rule index ("Artifacts have their own unique set of subtypes…", "Creatures and kindreds share
# their lists of subtypes…"). A heading naming a Sliver, a Room or a paradox card groups rulings
# by theme; each of them rests on its own rule.
_NAME_LIST_RULES = frozenset({"207.2c"})
_NAME_LIST_ENTRY = re.compile(r"(?:unique set|lists) of subtypes|have a unique subtype", re.IGNORECASE)
# A keyword's word used for what it is attached to ("the enchanted creature", 所结附的生物):
# the ruling speaks of that permanent, not of the keyword.
_ATTACHED_USE_AFTER = ("的",)


def _heading_names_rule(rule: str) -> bool:
    """A heading gives a link when it names a keyword or keyword action (701/702) or a
    subrule of its own (118.6 cards without mana cost, 704.5q counters); a whole section (708
    face-down, 505 main phase) or a rule of names says nothing about which rule one of its
    rulings rests on."""
    if rule in _NAME_LIST_RULES or _NAME_LIST_ENTRY.search(cr_rules().get(rule, {}).get("title", "")):
        return False
    return rule.startswith(("701.", "702.")) or _rule_of(rule) != rule


def _names_keyword(text: str, label: str, card: str, cue_words: list[str]) -> bool:
    """The ruling names the keyword as its subject: some occurrence of ``label`` is not an
    example ("such as flash"), not part of the card's own name (蛋白石守护者 is no ward), not
    inside words a cue already read as something else (无限循环 is a loop, not cycling), and
    not the attached-to use of the word (所结附的生物)."""
    low, key = text.lower(), label.lower()
    if not key:
        return False
    parts = [p.lower() for words in cue_words for p in words.split(" … ")]
    if any(key in part and part != key for part in parts):
        return False  # a cue read these words as something else (无限循环); so are their repeats
    blocked: list[tuple[int, int]] = []
    for words in [card] if card else []:
        if key in words.lower() and words.lower() != key:
            blocked += [(m.start(), m.end()) for m in re.finditer(re.escape(words.lower()), low)]
    for m in re.finditer(re.escape(key), low):
        s, e = m.start(), m.end()
        if any(bs <= s and e <= be for bs, be in blocked):
            continue
        if text[e : e + 1] in _ATTACHED_USE_AFTER:
            continue
        if _EXAMPLE_BEFORE.search(text[max(0, s - 24) : s]):
            continue
        return True
    return False


def _named_as_example(text: str, label: str) -> bool:
    """True when every occurrence of ``label`` follows "such as" words."""
    low, key = text.lower(), label.lower()
    starts = [m.start() for m in re.finditer(re.escape(key), low)]
    return bool(starts) and all(_EXAMPLE_BEFORE.search(text[max(0, s - 24) : s]) for s in starts)
