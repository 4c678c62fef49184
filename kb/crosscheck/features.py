"""What a ruling says, in terms two languages share: the concepts it names, the rules it rests
on, the counts and ordinals in its text, and its status. Built from the knowledge base only
(record_concepts, rule_links, record_status) and the ruling's own words."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import sqlite_utils

from kb.crosscheck.cues import COUNT_WORDS, ORDINALS, ZH_DIGITS
from kb.rules.numbers import quoted_numbers
from kb.store.concepts import (
    comparable_concepts_of_record,
    label_languages,
    ruling_count,
    ruling_languages,
    rulings_per_concept,
)
from kb.store.rules import read_rules_of

_DE_COUNT = re.compile(r"\b(" + "|".join(sorted(COUNT_WORDS["de"], key=len, reverse=True)) + r")\b", re.IGNORECASE)
# Chinese counts as written with a measure word ("三个", "两点"), or 十-compounds; a lone 一
# before 个 is the article "a" and 第 makes an ordinal, so neither is a count.
_ZH_NUMBER = re.compile(r"(?<!第)([零一二两三四五六七八九十]{1,3})(?=个|点|张|次|回合|位|种|份|倍|/)")
_DIGITS = re.compile(r"(?<![\d.])\d{1,2}(?![\d.])")
# Symbols every language writes the same way: the variable X ("{X}", "X") and power/toughness.
_SYMBOLS = {"symbol:X": re.compile(r"(?<![A-Za-z])X(?![A-Za-z])"), "symbol:P/T": re.compile(r"(?<![\d.])\d+/\d+(?![\d.])")}
SYMBOL_WEIGHT = 4.0  # about the weight of a rare concept (idf of one ruling in fifty)
_ORDINAL = {
    lang: re.compile((r"\b(" if lang != "zh" else "(") + "|".join(sorted(words, key=len, reverse=True)) + ")", re.IGNORECASE)
    for lang, words in ORDINALS.items()
}


def numbers_in(text: str, lang: str) -> set[int]:
    """Counts in a text as integers: digits, and number words; rule numbers (702.62a) and
    P/T-like parts of them are not counts."""
    text = text or ""
    for q in quoted_numbers(text):
        text = text.replace(q.quoted_as, " ")
    found = {int(d) for d in _DIGITS.findall(text)}
    if lang == "de":
        found |= {COUNT_WORDS["de"][w.lower()] for w in _DE_COUNT.findall(text)}
    if lang == "zh":
        for m in _ZH_NUMBER.finditer(text):
            if m.group(1) == "一" and text[m.end() : m.end() + 1] == "个":
                continue  # "一个" is the article "a"
            value = _zh_value(m.group(1))
            if value is not None:
                found.add(value)
    return found


def _zh_value(word: str) -> int | None:
    if word == "十":
        return 10
    if "十" in word:
        tens, _, units = word.partition("十")
        return ZH_DIGITS.get(tens, 1) * 10 + (ZH_DIGITS.get(units, 0) if units else 0)
    return ZH_DIGITS.get(word) if len(word) == 1 else None


def symbols_in(text: str) -> set[str]:
    """Symbols shared by all languages a ruling writes (``symbol:X``, ``symbol:P/T``)."""
    return {name for name, pattern in _SYMBOLS.items() if pattern.search(text or "")}


def ordinals_in(text: str, lang: str) -> set[str]:
    """Which-one words ("zweite", 第二, "letzte", 最后) as "1", "2", ..., "last"."""
    pattern, words = _ORDINAL.get(lang), ORDINALS.get(lang, {})
    if pattern is None:
        return set()
    return {words[m.lower()] for m in pattern.findall(text or "")}


@dataclass(frozen=True)
class RulingFeatures:
    """One ruling as the alignment sees it, under one concept."""

    id: str
    concepts: frozenset[str]  # other concepts it names (not the one compared under), and symbols
    rules: frozenset[str]  # rules it rests on, besides the concept's own
    all_rules: frozenset[str]
    numbers: frozenset[int]
    ordinals: frozenset[str]
    status: str  # record_status.status: current | superseded
    status_reason: str | None = None
    current_rule: str | None = None
    text_key: str = field(default="", compare=False)  # repeated rulings share it
    status_change: str | None = None  # the rules change that superseded it (data/rules/changes.csv id)


def features_of(db: sqlite_utils.Database, ruling: dict[str, Any], concept_id: str, concept_rule: str) -> RulingFeatures:
    own = concept_rule
    all_rules = read_rules(db, ruling)
    rules = frozenset(n for n in all_rules if not (own and n.startswith(own)))
    comparable = comparable_concepts(db)
    concepts = frozenset(c for c in comparable_concepts_of_record(db, ruling["id"], NAME_KINDS) if c in comparable) - {concept_id}
    concepts |= symbols_in(ruling["text"])
    return RulingFeatures(
        id=ruling["id"],
        concepts=concepts,
        rules=rules,
        all_rules=all_rules,
        numbers=frozenset(numbers_in(ruling["text"], ruling["lang"])),
        ordinals=frozenset(ordinals_in(ruling["text"], ruling["lang"])),
        status=ruling.get("status") or "current",
        status_reason=ruling.get("status_reason"),
        current_rule=ruling.get("current_rule"),
        status_change=_change_about(ruling, own),
        text_key=" ".join((ruling["text"] or "").split()),
    )


def _change_about(ruling: dict[str, Any], concept_rule: str) -> str | None:
    """The id of the rules change that superseded the ruling, when that change is about the
    concept compared under (one of its rules falls under the concept's rule): under "suspend" the
    2024 suspend change is what two old suspend rulings share; under "upkeep" it says nothing."""
    change = ruling.get("status_change") or {}
    if ruling.get("status") != "superseded" or not concept_rule:
        return None
    rules = change.get("rules") or [change.get("rule") or ""]
    return change.get("id") if any(r and r.startswith(concept_rule) for r in rules) else None


def read_rules(db: sqlite_utils.Database, ruling: dict[str, Any]) -> frozenset[str]:
    """The rules read from the ruling's own words (``read_links``), not the reviewed ones it
    may show: two rulings are compared through one reader. A knowledge base built before that
    table existed gives the links shown."""
    if "read_links" in db.table_names():
        return read_rules_of(db, ruling["id"])
    return frozenset(r["number"] for r in ruling.get("rules", []))


# Names of kinds of things (Time Lord, Equipment, legendary) say what a card is, not what a
# ruling says about the game: two rulings naming "Human" are no more alike for it.
NAME_KINDS = ("creature-type", "subtype", "supertype")


@lru_cache(maxsize=8)
def comparable_concepts(db: sqlite_utils.Database) -> frozenset[str]:
    """Concepts the termbase can name in every language rulings are written in. A concept
    only one language has a word for is found on one side only (the Chinese 结算 tags
    "resolve" where the German "verrechnet" has no label yet): it would make the same point
    in two languages look different."""
    langs = ruling_languages(db)
    named = label_languages(db)
    return frozenset(c for c, have in named.items() if langs <= have)


@lru_cache(maxsize=8)
def concept_weights(db: sqlite_utils.Database) -> dict[str, float]:
    """Inverse document frequency of each concept over all rulings: naming "split card" says
    more about what a ruling is about than naming "spell"."""
    if "record_concepts" not in db.table_names():
        return {}
    total = ruling_count(db) or 1
    weights = {name: SYMBOL_WEIGHT for name in _SYMBOLS}
    return weights | {concept: math.log((1 + total) / (1 + df)) for concept, df in rulings_per_concept(db)}
