"""Counters put on a permanent, doubled: "If an effect would put one or more counters on a
permanent you control, it puts twice that many of those counters on that permanent instead"
(Doubling Season; the static ``double_counters``), a replacement effect (CR 614.1a).

It applies where counters are put on a permanent: by an effect (``add_counters``) and as a
permanent enters with counters (122.6: those are "put" on it too). Counters an object keeps as it
changes zones (Me, the Immortal) are never put on it, so nothing doubles them (who-notes-de 1522).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from kb.engine.characteristics import statics_in_play

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

INSTEAD = "614.1a"  # replacement effects that say "instead"


def counters_to_put(game: "Game", obj: "GameObject", n: int) -> int:
    """How many counters of a kind are put on ``obj`` when an effect would put ``n``: each such
    static its controller controls doubles it."""
    if n <= 0 or not game.rules.enabled(INSTEAD):
        return n
    for src, _st in statics_in_play(game, "double_counters"):
        if src.controller == obj.controller:
            n *= 2
    return n


def entering_counters_doubled(game: "Game", obj: "GameObject", counters: Counter[str]) -> Counter[str]:
    return Counter({kind: counters_to_put(game, obj, n) for kind, n in counters.items()})
