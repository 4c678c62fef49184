"""The filter key ``targets_only_source``: a spell on the stack whose only target is the filter's
source — "whenever you cast an instant or sorcery spell that targets only Bill Potts".

What counts is the targets chosen (601.2c), not the targets the spell could have had: a spell
with "one or two target creatures" cast with one target, that permanent, targets only it
(who-notes-de 515). A spell without targets, or with any other target besides, doesn't match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject


def _targets_only_source(game: "Game", obj: "GameObject", wanted: Any, source: "GameObject | None") -> bool:
    item = next((i for i in game.stack if i.kind == "spell" and i.source.oid == obj.oid), None)
    chosen = [t for t in (item.targets if item is not None else ()) if t is not None]
    only = source is not None and bool(chosen) and all(t == ("object", source.oid) for t in chosen)
    return only == bool(wanted)


hooks.register_source_filter_test("targets_only_source", _targets_only_source)
