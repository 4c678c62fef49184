"""Counters an object keeps as it changes zones: "Counters remain on Me, the Immortal as it moves
to any zone other than a player's hand or library" (the static ``keeps_counters {except}``).

A card changing zones is a new object without the old one's counters (400.7). This ability is an
exception for its own object: the counters stay on it — all of them, whatever put them there
(who-notes-de 1521); they are not removed and put on again (1522). It works only if the object has
the ability in the zone it leaves (1525), so it is read from the characteristics the object had
there. Effects that watched the old object still end: it is a new object all the same (1524).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.objects import Zone

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars

DEFAULT_EXCEPT = ("hand", "library")


def keeps_counters(before: "Chars", to: Zone) -> bool:
    """True when the moving object, with the characteristics ``before`` it had where it was, keeps
    its counters on its way to ``to``."""
    for st in before.card.statics:
        if st.op == "keeps_counters" and to.value not in (st.arg("except") or DEFAULT_EXCEPT):
            return True
    return False
