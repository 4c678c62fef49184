"""Convoke (CR 702.51a): as the spell's total cost is paid, each untapped creature its caster
taps pays for {1} or for one mana of that creature's colour. It applies to the total cost —
after additional costs and increases (601.2f) — and changes neither the mana cost nor the mana
value. The cast names the creatures (``convoke: [...]``); any untapped creature its caster
controls may be tapped, also one that came under their control this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.characteristics import chars
from kb.engine.errors import IllegalAction
from kb.engine.hooks import Simple, register_cost_tapper, register_keyword
from kb.engine.mana import ManaCost
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

CONVOKE = "702.51a"


def _pay_by_tapping(
    game: Game, player: str, obj: GameObject, cost: ManaCost, extra: dict[str, Any]
) -> tuple[ManaCost, list[Any]]:
    names = extra.get("convoke") or []
    if not names:
        return cost, []
    if not game.rules.enabled(CONVOKE) or not chars(game, obj).has("convoke"):
        raise IllegalAction(f"{obj.label()} has no convoke in force: creatures can't be tapped to pay its cost", code="convoke")
    creatures = [game.find(str(n), zones=[Zone.BATTLEFIELD], controller=player) for n in names]
    colored, generic = cost.colored_counts, cost.generic
    for i, creature in enumerate(creatures):
        c = chars(game, creature)
        if (
            not c.is_creature()
            or creature.tapped
            or creature.controller != player
            or any(o.oid == creature.oid for o in creatures[:i])
        ):
            raise IllegalAction(
                f"{creature.label()} is not an untapped creature {player} controls (each one taps once)",
                rule=CONVOKE,
                code="convoke",
            )
        color = next((m for m in sorted(c.colors) if colored[m] > 0), None)
        if color is not None:  # one mana of the creature's colour
            colored[color] -= 1
        elif generic > 0:  # or {1}
            generic -= 1
        else:
            raise IllegalAction(f"{creature.label()} has nothing left to pay in {cost} ({CONVOKE})", rule=CONVOKE, code="convoke")
    left = ManaCost.parse("".join("{%s}" % k * n for k, n in colored.items() if n > 0) + "{%d}" % generic)
    left = ManaCost(left.generic, left.colored, cost.x)
    game.note(f"    convoke: {len(creatures)} creature(s) pay part of {cost}, {left} left for mana")
    return left, creatures


register_cost_tapper(_pay_by_tapping)
register_keyword(Simple("convoke", CONVOKE))
