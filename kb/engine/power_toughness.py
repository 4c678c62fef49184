"""Layer 7 (CR 613.4): a creature's power and toughness, in sublayers — 7a the values its
copiable values (and characteristic-defining abilities) give, 7b effects that set base power
and/or toughness, 7c effects and counters that raise or lower them, 7d effects that switch
them. Within a sublayer effects apply in timestamp order (613.7); a static ability's effect
has its source's timestamp (613.7a), a resolved one the time it began (613.7b).

Without 613.4b or 613.4d a setting or switching effect is no sublayer of its own: it applies
in plain timestamp order among the raising and lowering effects, as a reader who ignores the
sublayers would apply it ("switch, then +2/+0" then makes a 2/4 a 6/2). Counters carry no
timestamp of their own here (613.7c is not modelled): in that reading they come last."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from kb.engine.objects import GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars
    from kb.engine.continuous_effect import Effect
    from kb.engine.game import Game

SET_BASE_PT = "613.4b"  # layer 7b: setting base power/toughness comes before any raising or lowering
SWITCH_PT = "613.4d"  # layer 7d: switching power and toughness comes after every other P/T change
PT_COUNTERS = "122.1a"  # +1/+1 and -1/-1 counters (and their kin) change power and toughness

_SET, _MODIFY, _SWITCH = "b", "c", "d"
_LAST = float("inf")  # the place of counters in the unlayered reading: after every effect


@dataclass(frozen=True)
class PTChange:
    """One layer-7 change: set (``power``/``toughness`` the new base value, None to leave it),
    modify (the amounts added) or switch."""

    sublayer: str
    timestamp: float
    power: Any = None
    toughness: Any = None


def static_bonus(timestamp: int, power: int, toughness: int) -> PTChange:
    """ "Creatures you control get +1/+1": a 7c change with its source's timestamp (613.7a)."""
    return PTChange(_MODIFY, timestamp, power, toughness)


def _from_effect(eff: "Effect") -> PTChange | None:
    if eff.kind == "pump":
        return PTChange(_MODIFY, eff.timestamp, eff.data.get("power", 0), eff.data.get("toughness", 0))
    if eff.kind == "set_pt":
        return PTChange(_SET, eff.timestamp, eff.data.get("power"), eff.data.get("toughness"))
    if eff.kind == "switch_pt":
        return PTChange(_SWITCH, eff.timestamp)
    return None


def _counter_changes(game: "Game", obj: GameObject, c: "Chars") -> list[PTChange]:
    """+1/+1, -1/-1, +1/+0, +0/+1 counters and "gets +X/+X for each [kind] counter" (7c)."""
    n = obj.counters
    out = []
    off_battlefield = obj.zone is not Zone.BATTLEFIELD
    if off_battlefield and not (c.is_creature() and obj.zone is not Zone.STACK):
        return []
    # a +X/+Y counter adds X to power and Y to toughness (122.1a) — also on a creature card in
    # another zone (Me, the Immortal keeps hers in the command zone); "for each counter" statics
    # below function only on the battlefield
    if game.rules.enabled(PT_COUNTERS):
        out.append(PTChange(_MODIFY, _LAST, n["+1/+1"] - n["-1/-1"] + n["+1/+0"], n["+1/+1"] - n["-1/-1"] + n["+0/+1"]))
    if off_battlefield:
        return out
    for st in c.card.statics:
        if st.op == "pt_per_counter":
            k = n[st.arg("kind")]
            out.append(PTChange(_MODIFY, _LAST, k * st.arg("power", 0), k * st.arg("toughness", 0)))
    return out


def _value(amount: Any) -> int:
    # a number fixed on resolution (611.2d), or — with that rule off — one counted again now
    return int(amount()) if callable(amount) else int(amount)


def apply_layer_7(game: "Game", obj: GameObject, c: "Chars", effects: Iterable["Effect"], statics: list[PTChange]) -> None:
    """Set ``c.power``/``c.toughness`` from the base values already in ``c`` through every
    layer-7 change to ``obj``: ``effects`` are the continuous effects applying to it, ``statics``
    the bonuses static abilities give it."""
    changes = [ch for ch in (_from_effect(e) for e in effects) if ch is not None] + statics
    if c.power is None and not statics and not any(ch.sublayer == _SET for ch in changes):
        return  # no power to change: a creature without one gets one only from a static or a set effect
    changes += _counter_changes(game, obj, c)
    own_sublayer = {_SET: game.rules.enabled(SET_BASE_PT), _SWITCH: game.rules.enabled(SWITCH_PT), _MODIFY: True}

    def order(ch: PTChange) -> tuple[str, float]:
        return (ch.sublayer if own_sublayer[ch.sublayer] else _MODIFY, ch.timestamp)

    power, toughness = c.power or 0, c.toughness or 0
    for ch in sorted(changes, key=order):
        if ch.sublayer == _SET:
            power = power if ch.power is None else _value(ch.power)
            toughness = toughness if ch.toughness is None else _value(ch.toughness)
        elif ch.sublayer == _SWITCH:
            power, toughness = toughness, power
        else:
            power, toughness = power + _value(ch.power), toughness + _value(ch.toughness)
    c.power, c.toughness = power, toughness
