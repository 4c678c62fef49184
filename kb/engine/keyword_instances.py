"""Several instances of one triggered keyword on an object (flanking, rampage, storm, cascade,
myriad): each triggers separately while the keyword's own rule says so (702.25b, 702.23c,
702.40b, 702.85c, 702.116b); with that rule disabled they act as one ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine.characteristics import chars

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject


def triggers_separately(game: Game, obj: GameObject, inst: KeywordInstance, each_instance: str) -> bool:
    """Whether ``inst`` gives its own trigger: always while ``each_instance`` holds, else only
    the object's first instance of that keyword."""
    if game.rules.enabled(each_instance):
        return True
    instances = chars(game, obj).instances(inst.name)
    return not instances or inst is instances[0]
