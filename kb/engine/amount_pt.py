"""Amounts read from a creature's power or toughness: `{power: target}`, `{toughness: target}` —
"its controller loses life equal to its power plus its toughness" (Phthisis) is
`{plus: [{power: target}, {toughness: target}]}`.

The object is read as it is now, or — once it has left the battlefield, say destroyed by an
earlier effect of the same spell — as it last existed there (CR 608.2h). CR 107.1b: a calculation
uses a negative value as it is (a -1/3 creature's power plus toughness is 2). Without that rule
the engine falls back on the older reading, where a negative power or toughness counted as 0."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.characteristics import LAST_KNOWN, Chars, chars
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.refs import Ctx

NEGATIVE_VALUES_AS_THEY_ARE = "107.1b"


def _known(ctx: "Ctx", ref: Any) -> list[Chars]:
    """The characteristics of what ``ref`` names: on the battlefield now, else last known there."""
    game = ctx.game
    if isinstance(ref, str) and ref.startswith("target"):  # the target as chosen, even if it has left since
        index = 0 if ref == "target" else int(ref[len("target") :]) - 1
        chosen = ctx.targets[index] if index < len(ctx.targets) else None
        oids = [chosen[1]] if chosen and chosen[0] == "object" else []
    else:
        oids = [o.oid for o in refs.objects(ctx, ref)]
    known: list[Chars] = []
    for oid in oids:
        current = next((o for o in game.battlefield if o.oid == oid and o.zone is Zone.BATTLEFIELD), None)
        if current is not None:
            known.append(chars(game, current))
        elif game.rules.enabled(LAST_KNOWN) and oid in game.last_known:
            known.append(game.last_known[oid])
    return known


def _reader(which: str):  # type: ignore[no-untyped-def]
    def read(ctx: "Ctx", ref: Any) -> int:
        as_is = ctx.game.rules.enabled(NEGATIVE_VALUES_AS_THEY_ARE)
        values = [getattr(c, which) or 0 for c in _known(ctx, ref)]
        return sum(v if as_is else max(0, v) for v in values)

    return read


hooks.register_amount_kind("power", _reader("power"))
hooks.register_amount_kind("toughness", _reader("toughness"))
