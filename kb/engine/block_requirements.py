"""Block requirements (CR 509.1c): "[to] must be blocked by a Dalek if able" (Ace's Baseball Bat:
"as long as equipped creature is attacking, it ... must be blocked by a Dalek if able").

The static `must_be_blocked {to, by}` puts a requirement on each attacking creature matching `to`:
at least one creature matching `by` blocks it, if the defending player can do that. The defending
player declares the blocks and picks which of those creatures blocks (509.1); the declaration may
not violate a restriction, and must obey as many requirements as possible without doing so. Here
the requirement counts as disobeyed when no matching creature blocks the attacker although one of
the defending player's creatures matching `by` could legally block it alone and is not already
obeying another requirement by its blocks. Several instances ask the same thing: one matching
blocker obeys them all. (Costs to block and requirements to block with a creature are not modelled.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.characteristics import chars, matches_filter, statics_in_play
from kb.engine.combat import validate_blocks
from kb.engine.errors import IllegalAction
from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

BLOCK_REQUIREMENTS = "509.1c"  # blocks obey as many requirements as possible without violating restrictions


def _requirements(game: "Game", attacker: "GameObject") -> list[tuple["GameObject", Any]]:
    """(source, `by` filter) of each "must be blocked by [by] if able" applying to ``attacker``."""
    return [
        (src, st.arg("by"))
        for src, st in statics_in_play(game, "must_be_blocked")
        if attacker.attacking and matches_filter(game, attacker, st.arg("to"), controller=src.controller, source=src)
    ]


def _obeys(game: "Game", blocker: "GameObject", attacker: "GameObject", src: "GameObject", by: Any) -> bool:
    return matches_filter(game, blocker, by, controller=src.controller, source=src)


def _can_block_alone(game: "Game", blocker: "GameObject", attacker: "GameObject") -> bool:
    try:
        validate_blocks(game, [(blocker, attacker)])
    except IllegalAction:
        return False
    return True


def enforce(game: "Game", pairs: list[tuple["GameObject", "GameObject"]]) -> None:
    """Refuses a declaration of blockers that disobeys a block requirement it could obey."""
    if not game.rules.enabled(BLOCK_REQUIREMENTS):
        return
    attackers = [o for o in game.battlefield if o.attacking]
    reqs = {a.oid: _requirements(game, a) for a in attackers}

    def obeying(blocker: "GameObject") -> bool:
        return any(_obeys(game, b, a, src, by) for b, a in pairs if b.oid == blocker.oid for src, by in reqs.get(a.oid, []))

    for attacker in attackers:
        for src, by in reqs[attacker.oid]:
            if any(a.oid == attacker.oid and _obeys(game, b, a, src, by) for b, a in pairs):
                continue
            for cand in game.battlefield:
                if (
                    cand.zone is Zone.BATTLEFIELD
                    and cand.controller == attacker.attacking
                    and chars(game, cand).is_creature()
                    and _obeys(game, cand, attacker, src, by)
                    and not obeying(cand)
                    and _can_block_alone(game, cand, attacker)
                ):
                    raise IllegalAction(
                        f"{attacker.label()} must be blocked by {cand.label()} or another such creature if able",
                        rule=BLOCK_REQUIREMENTS,
                        code="block",
                    )
