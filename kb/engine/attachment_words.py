"""The filter key `attached`: "enchanted creature", "equipped creature" — the object the source
is attached to. An Aura's word is "enchanted" (CR 303.4b), an Equipment's "equipped" (301.5a);
without its rule the word names nothing. An Aura that has left the battlefield is known as it
last existed there (608.2h): its ability resolving later still finds "enchanted creature"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks
from kb.engine.characteristics import LAST_KNOWN, type_chars

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

ENCHANTED, EQUIPPED = "303.4b", "301.5a"
WORD_RULES = {"aura": ENCHANTED, "equipment": EQUIPPED}


def _is_attached_to_source(game: "Game", obj: "GameObject", wanted: Any, source: "GameObject | None") -> bool:
    if not wanted:
        return True
    if source is None or source.attached_to != obj.oid or not _attachment_known(game, source):
        return False
    # the source's subtypes before abilities and P/T: a static's own filter may ask this
    kinds = {s.casefold() for s in type_chars(game, source).subtypes}
    rules = [rule for kind, rule in WORD_RULES.items() if kind in kinds]
    return not rules or any(game.rules.enabled(rule) for rule in rules)


def _attachment_known(game: "Game", source: "GameObject") -> bool:
    return game.rules.enabled(LAST_KNOWN) or any(o.oid == source.oid for o in game.battlefield)


hooks.register_source_filter_test("attached", _is_attached_to_source)
