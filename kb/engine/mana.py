"""Mana costs, mana pools and paying a cost from a pool plus untapped mana sources.

Costs are written as symbols: ``{2}{R}{R}``, ``{X}{U}``, ``{C}``, ``{0}``; the Chinese FAQ's
``{二}{绿}`` and the German notes' ``{1} {U}`` (spaces between symbols) are accepted too.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = COLORS + ("C",)
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

# The Chinese FAQ writes numbers and colors as characters: {二}{绿}.
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_ZH_COLORS = {"白": "W", "蓝": "U", "黑": "B", "红": "R", "绿": "G", "无": "C"}
_SYMBOL = re.compile(r"\{([^{}]+)\}")


class ManaSyntaxError(ValueError):
    """A mana cost string that is not a sequence of mana symbols."""


@dataclass(frozen=True)
class ManaCost:
    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()  # sorted (type, count) pairs, W U B R G C
    x: int = 0  # number of {X} symbols

    @classmethod
    def parse(cls, text: str | int | None) -> "ManaCost":
        if text is None:
            raise ManaSyntaxError("no mana cost")
        if isinstance(text, int) and not isinstance(text, bool):
            return cls(generic=text)
        if not isinstance(text, str):
            raise ManaSyntaxError(f"{text!r} is not a mana cost (write symbols like {{2}}{{R}}, {{X}}, {{C}})")
        stripped = text.replace(" ", "")
        symbols = _SYMBOL.findall(stripped)
        if not symbols or "".join("{%s}" % s for s in symbols) != stripped:
            raise ManaSyntaxError(f"{text!r} is not a mana cost (write symbols like {{2}}{{R}}, {{X}}, {{C}})")
        generic, x = 0, 0
        colored: Counter[str] = Counter()
        for sym in symbols:
            s = sym.upper()
            if s.isdigit():
                generic += int(s)
            elif sym in _ZH_DIGITS:
                generic += _ZH_DIGITS[sym]
            elif s == "X":
                x += 1
            elif s in MANA_TYPES:
                colored[s] += 1
            elif sym in _ZH_COLORS:
                colored[_ZH_COLORS[sym]] += 1
            else:
                raise ManaSyntaxError(f"unknown mana symbol {{{sym}}} in {text!r}; allowed: digits, X, W U B R G C")
        return cls(generic, _sorted(colored), x)

    @property
    def colored_counts(self) -> Counter[str]:
        return Counter(dict(self.colored))

    def mana_value(self, x_value: int = 0) -> int:
        """Mana value: the total of the symbols; X counts as ``x_value`` (0 off the stack)."""
        return self.generic + sum(n for _, n in self.colored) + self.x * x_value

    def colors(self) -> frozenset[str]:
        return frozenset(c for c, _ in self.colored if c in COLORS)

    def plus(self, other: "ManaCost") -> "ManaCost":
        merged = self.colored_counts + other.colored_counts
        return ManaCost(self.generic + other.generic, _sorted(merged), self.x + other.x)

    def with_generic(self, delta: int) -> "ManaCost":
        """Add (or, for reductions, remove) generic mana; never below zero."""
        return ManaCost(max(0, self.generic + delta), self.colored, self.x)

    def fixed(self, x_value: int) -> "ManaCost":
        """The cost with X replaced by its chosen value (as generic mana)."""
        return ManaCost(self.generic + self.x * x_value, self.colored, 0)

    def is_zero(self) -> bool:
        return self.generic == 0 and not self.colored and self.x == 0

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or (not self.colored and not self.x):
            parts.append("{%d}" % self.generic)
        for c in MANA_TYPES:
            parts += ["{%s}" % c] * dict(self.colored).get(c, 0)
        return "".join(parts)


def _sorted(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple((c, counts[c]) for c in MANA_TYPES if counts.get(c, 0) > 0)


@dataclass
class ManaPool:
    mana: Counter[str] = field(default_factory=Counter)

    def add(self, produced: Iterable[str]) -> None:
        for m in produced:
            self.mana[m] += 1

    def total(self) -> int:
        return sum(self.mana.values())

    def empty(self) -> None:
        self.mana.clear()

    def __str__(self) -> str:
        return "".join("{%s}" % c * self.mana[c] for c in MANA_TYPES if self.mana[c]) or "(empty)"


@dataclass(frozen=True)
class ManaSource:
    """An untapped permanent's mana ability that costs only {T}: the options it can produce."""

    key: object  # whatever the caller needs to activate it (object id, ability index)
    options: tuple[tuple[str, ...], ...]  # each option is the mana it adds, e.g. ("G",) or ("C", "C")


@dataclass(frozen=True)
class Payment:
    from_pool: tuple[str, ...]
    activations: tuple[tuple[Any, tuple[str, ...]], ...]  # (source key, mana it adds)


def plan_payment(cost: ManaCost, pool: Counter[str], sources: Sequence[ManaSource]) -> Payment | None:
    """Find a way to pay ``cost`` (X already fixed): pool mana first, then sources in order.

    Deterministic: the first feasible plan in source order wins; None if no plan exists."""
    need = cost.colored_counts
    generic = cost.generic
    avail = Counter(pool)
    from_pool: list[str] = []
    for c in list(need):  # colored (and {C}) requirements from the pool first
        take = min(need[c], avail[c])
        need[c] -= take
        avail[c] -= take
        from_pool += [c] * take
    need = +need
    remaining_pool = sum(avail.values())
    gen_from_pool = min(generic, remaining_pool)
    plan = _search(dict(need), generic - gen_from_pool, list(sources), 0, [])
    if plan is None:
        return None
    # Generic mana from the pool: use whatever is left, in a fixed order.
    left = list(_expand(avail))
    from_pool += left[:gen_from_pool]
    return Payment(tuple(from_pool), tuple(plan))


def _expand(counts: Counter[str]) -> Iterable[str]:
    for c in MANA_TYPES:
        yield from [c] * counts.get(c, 0)


def _search(need: dict[str, int], generic: int, sources: list[ManaSource], i: int, chosen: list[Any]) -> list[Any] | None:
    if not any(need.values()) and generic <= 0:
        return list(chosen)
    if i >= len(sources):
        return None
    src = sources[i]
    for option in src.options:
        n2, g2 = dict(need), generic
        useful = False
        for m in option:
            if n2.get(m, 0) > 0:
                n2[m] -= 1
                useful = True
            elif g2 > 0:
                g2 -= 1
                useful = True
        if useful:
            chosen.append((src.key, option))
            found = _search(n2, g2, sources, i + 1, chosen)
            if found is not None:
                return found
            chosen.pop()
    return _search(need, generic, sources, i + 1, chosen)  # leave this source untapped


def parse_mana_produced(text: str) -> tuple[str, ...]:
    """``{G}{G}`` → ("G", "G"); used for mana abilities and 'add mana' effects."""
    cost = ManaCost.parse(text)
    if cost.x:
        raise ManaSyntaxError(f"{text!r}: a mana ability cannot add {{X}}")
    return tuple(["C"] * cost.generic) + tuple(_expand(cost.colored_counts))
