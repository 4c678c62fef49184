"""The keyword table: every keyword ability the engine knows, keyed by its canonical English
name, with its CR number, parameter grammar and the spellings of the corpus as aliases.

This is data, part of the engine's registry: parsing a card reads it, and a keyword's rules
live in its own module under ``kb.engine.keywords``, which registers its hooks
(``kb.engine.hooks``). Adding a keyword means a row here, its CR numbers in
``registry.RULES`` and its module."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from kb.engine.errors import CardDefinitionError
from kb.engine.mana import ManaCost, ManaSyntaxError


class Params(str, Enum):
    NONE = "none"  # "flash"
    COST = "cost"  # "kicker {G}"
    NUMBER = "number"  # "vanishing 3"
    NUMBER_COST = "number-cost"  # "suspend 4—{U}"
    QUALITY = "quality"  # "protection from red"
    OBJECT = "object"  # "enchant creature"
    NAME = "name"  # "partner with Rory Williams"
    # "flashback {R}{R}, discard X cards" (the discard part optional; also "pay N life" and
    # "sacrifice N [things]", with or without mana); or a bare "flashback", as an effect grants it:
    # its cost is the card's mana cost
    COST_DISCARD = "cost-discard"
    ESCAPE = "escape"  # "escape {2}{U}{R}, exile 4 other cards" (or "mana cost" instead of the cost)


@dataclass(frozen=True)
class KeywordSpec:
    name: str
    rule: str  # the CR number of the keyword (its parent rule)
    params: Params
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class KeywordInstance:
    """One instance of a keyword on an object (a card may have two instances of cascade)."""

    name: str
    number: int | None = None
    cost: ManaCost | None = None
    quality: str | None = None  # "red", "creatures", "everything" (protection from ...)
    discard: int | str | None = None  # cards discarded as part of the cost: N, or "X" (its chosen X)
    pay_life: int | None = None  # life paid as part of the cost ("{1}{U}, pay 3 life")
    sacrifice: tuple[int | str, str] | None = None  # (N or "X", what): "sacrifice three creatures"
    # (N, what, colour or None): "tap three untapped white creatures you control"
    tap: tuple[int, str, str | None] | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or self.name


def _spec(name: str, rule: str, params: str, *aliases: str) -> KeywordSpec:
    return KeywordSpec(name, rule, Params(params), tuple(aliases))


# fmt: off
_SPECS = [
    # the keywords the corpus rules on (aliases: the spellings of the German and Chinese documents)
    _spec("flash",             "702.8",   "none", "Aufblitzen", "闪现"),
    _spec("flanking",          "702.25",  "none", "侧面攻击"),
    _spec("rampage",           "702.23",  "number", "狂暴"),
    _spec("buyback",           "702.27",  "cost", "购回"),
    _spec("shadow",            "702.28",  "none", "次元幽影"),
    _spec("echo",              "702.30",  "cost", "返响"),
    _spec("kicker",            "702.33",  "cost", "Bonus", "增幅"),
    _spec("multikicker",       "702.33",  "cost"),
    _spec("flashback",         "702.34",  "cost-discard", "Rückblende", "返照"),
    _spec("madness",           "702.35",  "cost", "疯魔"),
    _spec("morph",             "702.37",  "cost", "变身"),
    _spec("storm",             "702.40",  "none", "Sturm", "风暴"),
    _spec("split second",      "702.61",  "none", "转瞬"),
    _spec("suspend",           "702.62",  "number-cost", "Aussetzen", "延缓"),
    _spec("vanishing",         "702.63",  "number", "Verschwinden"),
    _spec("fading",            "702.32",  "number"),
    _spec("cascade",           "702.85",  "none", "Kaskade"),
    _spec("myriad",            "702.116", "none", "Myriade"),
    _spec("foretell",          "702.143", "cost", "Vorherbestimmung"),
    _spec("fuse",              "702.102", "none", "Fusion"),
    _spec("demonstrate",       "702.144", "none", "Demonstrieren"),
    _spec("casualty",          "702.153", "number", "Todesopfer"),
    _spec("mentor",            "702.134", "none"),  # German "Mentor" too (who-notes-de line 582)
    _spec("convoke",           "702.51",  "none", "Einberufen"),
    _spec("delve",             "702.66",  "none"),
    _spec("crew",              "702.122", "number", "Bemannen"),
    _spec("read ahead",        "702.155", "none", "Überblättern"),
    _spec("training",          "702.149", "none"),  # German "Training" too (who-notes-de line 1411)
    # German names: each reminder text in who-notes-de matches the CR rule's wording (retrace line
    # 1482, emerge 310, jump-start 1021, escape 1308); "Befreiung" is escape's German name since
    # Theros Beyond Death (magic.wizards.com/de/news/feature/theros-beyond-death-mechanics-2019-12-12)
    _spec("retrace",           "702.81",  "none", "Zurückverfolgen"),
    _spec("emerge",            "702.119", "cost", "Auftauchen"),
    _spec("jump-start",        "702.133", "none", "Katalyse"),
    _spec("escape",            "702.138", "escape", "Befreiung"),
    _spec("cycling",           "702.29",  "cost", "Umwandlung", "循环"),
    _spec("basic landcycling", "702.29",  "cost", "Standardlandumwandlung"),
    _spec("plainscycling",     "702.29",  "cost"),
    _spec("islandcycling",     "702.29",  "cost"),
    _spec("swampcycling",      "702.29",  "cost"),
    _spec("mountaincycling",   "702.29",  "cost"),
    _spec("forestcycling",     "702.29",  "cost"),
    _spec("phasing",           "702.26",  "none"),
    _spec("doctor's companion", "702.124", "none", "Begleiter des Doctors"),
    _spec("partner",           "702.124", "none"),
    _spec("partner with",      "702.124", "name", "Partner von"),
    # evergreen keywords the combat rules need (landwalk aliases: the German glossary's "Landtarnung", lines 681-684)
    _spec("deathtouch",        "702.2",   "none"),
    _spec("defender",          "702.3",   "none"),
    _spec("double strike",     "702.4",   "none"),
    _spec("first strike",      "702.7",   "none", "Erstschlag"),
    _spec("flying",            "702.9",   "none", "Fliegend", "飞行"),
    _spec("haste",             "702.10",  "none", "Eile", "敏捷"),
    _spec("lifelink",          "702.15",  "none"),
    _spec("reach",             "702.17",  "none"),
    _spec("trample",           "702.19",  "none"),
    _spec("vigilance",         "702.20",  "none", "Wachsamkeit"),
    _spec("menace",            "702.111", "none"),
    _spec("fear",              "702.36",  "none", "Furcht"),
    _spec("plainswalk",        "702.14",  "none", "Ebenentarnung"),
    _spec("islandwalk",        "702.14",  "none", "Inseltarnung"),
    _spec("swampwalk",         "702.14",  "none", "Sumpftarnung"),
    _spec("mountainwalk",      "702.14",  "none", "Gebirgstarnung"),
    _spec("forestwalk",        "702.14",  "none", "Waldtarnung"),
    _spec("changeling",        "702.73",  "none", "Wandelwicht"),
    _spec("protection",        "702.16",  "quality"),
    _spec("enchant",           "702.5",   "object"),
    _spec("equip",             "702.6",   "cost", "Ausrüsten"),
    _spec("shroud",            "702.18",  "none"),
    _spec("hexproof",          "702.11",  "none", "Fluchsicher"),
    _spec("indestructible",    "702.12",  "none", "Unzerstörbar"),
]
# fmt: on


def _table(specs: list[KeywordSpec]) -> dict[str, KeywordSpec]:
    table: dict[str, KeywordSpec] = {}
    for spec in specs:
        for key in (spec.name, *spec.aliases):
            folded = key.casefold()
            if folded in table:
                raise ValueError(f"keyword name {key!r} registered twice")
            table[folded] = spec
    return table


KEYWORDS: dict[str, KeywordSpec] = {s.name: s for s in _SPECS}
_BY_NAME = _table(_SPECS)
_PARAM_SPLIT = re.compile(r"^\s*(\d+)\s*(?:—|–|-|~|\s)\s*(.+)$")


def keyword_spec(name: str, field_path: str = "keywords") -> KeywordSpec:
    try:
        return _BY_NAME[name.strip().casefold()]
    except KeyError:
        raise CardDefinitionError(field_path, f"unknown keyword {name!r}", sorted(KEYWORDS)) from None


def parse_keyword(raw: Any, field_path: str = "keywords") -> KeywordInstance:
    """``"suspend 4—{U}"``, ``{"suspend": "4—{U}"}``, ``"flash"`` → a KeywordInstance."""
    if isinstance(raw, dict):
        if len(raw) != 1:
            raise CardDefinitionError(field_path, "a keyword mapping has exactly one key (the keyword)")
        ((name, arg),) = raw.items()
        arg = "" if arg is None else str(arg)
    elif isinstance(raw, str):
        name, arg = _split_name(raw)
    else:
        raise CardDefinitionError(field_path, f"expected a keyword string, got {type(raw).__name__}")
    spec = keyword_spec(name, field_path)
    text = f"{spec.name} {arg}".strip()
    try:
        if spec.params is Params.NONE:
            if arg.strip():
                raise ValueError(f"{spec.name} takes no parameter")
            return KeywordInstance(spec.name, text=text)
        if spec.params is Params.COST_DISCARD and not arg.strip():
            return KeywordInstance(spec.name, text=text)  # "flashback cost equal to its mana cost" (cost None)
        if spec.params is Params.COST:
            return KeywordInstance(spec.name, cost=ManaCost.parse(arg), text=text)
        if spec.params is Params.QUALITY:
            quality = arg.strip().casefold()
            if not quality.startswith("from ") or not quality[5:].strip():
                raise ValueError(f"{spec.name} needs a quality, e.g. '{spec.name} from red'")
            return KeywordInstance(spec.name, quality=quality[5:].strip(), text=text)
        if spec.params is Params.NAME:
            if not arg.strip():
                raise ValueError(f"{spec.name} needs a card name, e.g. '{spec.name} Rory Williams'")
            return KeywordInstance(spec.name, quality=arg.strip(), text=text)
        if spec.params is Params.OBJECT:
            what = arg.strip().casefold()
            if not what:
                raise ValueError(f"{spec.name} needs what it applies to, e.g. '{spec.name} creature'")
            return KeywordInstance(spec.name, quality=what, text=text)
        if spec.params is Params.COST_DISCARD:
            return _cost_with_parts(spec, arg, text)
        if spec.params is Params.ESCAPE:
            return _escape(spec, arg, text)
        if spec.params is Params.NUMBER:
            return KeywordInstance(spec.name, number=int(arg), text=text)
        if not arg.strip():  # a card that "gains suspend" from an effect has no number or cost
            return KeywordInstance(spec.name, text=text)
        m = _PARAM_SPLIT.match(arg)
        if not m:
            raise ValueError(f"{spec.name} needs 'N—{{cost}}', e.g. '{spec.name} 4—{{U}}'")
        return KeywordInstance(spec.name, number=int(m.group(1)), cost=ManaCost.parse(m.group(2)), text=text)
    except (ValueError, ManaSyntaxError) as e:
        raise CardDefinitionError(field_path, f"keyword {raw!r}: {e}") from None


_COST_PART = re.compile(
    r"^(?:discard (?P<discard>\d+|X) cards?|pay (?P<life>\d+) life|sacrifice (?P<n>an?|\d+|X|two|three|four) (?P<what>[\w-]+)"
    r"|tap (?P<tn>an?|\d+|two|three|four) untapped (?:(?P<tcolor>white|blue|black|red|green) )?(?P<twhat>[\w-]+) you control)$",
    re.IGNORECASE,
)
_COUNT_WORDS = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4}


def _cost_with_parts(spec: KeywordSpec, arg: str, text: str) -> KeywordInstance:
    """``{R}{R}, discard X cards``, ``{1}{U}, pay 3 life``, ``sacrifice three creatures`` (no mana:
    the mana part is {0}), ``{R}{R}, sacrifice X Mountains``: a mana cost and/or the other parts."""
    pieces = [p.strip() for p in arg.split(",")]
    cost = ManaCost()
    if pieces and pieces[0].startswith("{"):
        cost = ManaCost.parse(pieces.pop(0))
    elif not any(_COST_PART.match(p) for p in pieces):
        raise ValueError(f"{spec.name} needs a cost, e.g. '{{1}}{{R}}' or '{{R}}{{R}}, discard X cards'")
    discard: int | str | None = None
    life: int | None = None
    sacrifice: tuple[int | str, str] | None = None
    tap: tuple[int, str, str | None] | None = None
    for piece in pieces:
        m = _COST_PART.match(piece)
        if not m:
            raise ValueError(
                f"{spec.name}: {piece!r} is not a cost part; allowed: 'discard N cards', 'pay N life', "
                "'sacrifice N [things]', 'tap N untapped [colour] [things] you control'"
            )
        if m.group("discard"):
            discard = "X" if m.group("discard").upper() == "X" else int(m.group("discard"))
        elif m.group("life"):
            life = int(m.group("life"))
        elif m.group("tn"):
            n = m.group("tn").casefold()
            tap = (_COUNT_WORDS.get(n) or int(n), _singular(m.group("twhat")), m.group("tcolor"))
        else:
            n = m.group("n").casefold()
            count: int | str = "X" if n == "x" else _COUNT_WORDS.get(n) or int(n)
            sacrifice = (count, _singular(m.group("what")))
    return KeywordInstance(spec.name, cost=cost, discard=discard, pay_life=life, sacrifice=sacrifice, tap=tap, text=text)


def _singular(word: str) -> str:
    """ "creatures" → "creature", "Mountains" → "Mountain": what a sacrificed permanent must be."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


_ESCAPE = re.compile(
    r"^(?P<cost>mana cost|(?:\{[^}]+\})+)\s*"
    r"(?:,\s*exile an? (?P<perm>[a-z]+) you control\s*)?"
    r",\s*exile (?P<n>\d+) other cards?(?: from your graveyard)?\s*$",
    re.IGNORECASE,
)


def _escape(spec: KeywordSpec, arg: str, text: str) -> KeywordInstance:
    """``{2}{U}{R}, exile 4 other cards``: the mana part (``mana cost``: the card's own, CR 118.6
    when it has none), the other graveyard cards to exile, and "exile a land you control"."""
    m = _ESCAPE.match(arg.strip())
    if not m:
        raise ValueError(
            f"{spec.name} needs '{{cost}}, exile N other cards' (or 'mana cost, exile N other "
            f"cards'; 'exile a land you control' may come between)"
        )
    cost = None if m.group("cost").casefold() == "mana cost" else ManaCost.parse(m.group("cost"))
    perm = m.group("perm").casefold() if m.group("perm") else None
    return KeywordInstance(spec.name, number=int(m.group("n")), cost=cost, quality=perm, text=text)


def _split_name(raw: str) -> tuple[str, str]:
    """Longest keyword name that prefixes the string; the rest is its parameter."""
    text = raw.strip()
    folded = text.casefold()
    best = ""
    for key in _BY_NAME:
        if folded.startswith(key) and len(key) > len(best):
            rest = folded[len(key) :]
            if not rest or not rest[0].isalpha():
                best = key
    if not best:
        return text, ""
    return text[: len(best)], text[len(best) :].strip()
