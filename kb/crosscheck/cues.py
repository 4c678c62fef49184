"""Language data for comparing rulings across languages: counts and ordinals written as words.
One UPPER_CASE table per kind, keyed by language code; a new language adds its rows here."""

from __future__ import annotations

# fmt: off
# Cardinal number words. German "ein/eine/einen" are articles far more often than counts and
# are left out; Chinese "一个" likewise means "a" (一个计时指示物 "a time counter").
COUNT_WORDS: dict[str, dict[str, int]] = {
    "de": {"null": 0, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
           "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "zwanzig": 20},
}
ZH_DIGITS: dict[str, int] = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
                             "八": 8, "九": 9}

# Ordinals say WHICH one ("the second triggered ability", "the last time counter"): two rulings
# about the first and the second of something are not about the same thing. Stems, matched at
# a word start (German) or anywhere (Chinese).
ORDINALS: dict[str, dict[str, str]] = {
    "de": {"erste": "1", "zweite": "2", "dritte": "3", "vierte": "4", "letzte": "last"},
    "zh": {"第一": "1", "第二": "2", "第三": "3", "第四": "4", "最后": "last", "最後": "last"},
}
# fmt: on
