"""Comparing names (CR 201.2a): two objects have the same name if they have at least one name in
common; an object with no name — a face-down spell or permanent (708.2) — has the same name as
nothing, not even another object without a name.

Two filter keys compare names:

- ``same_name_as: target`` — "target creature and all other creatures with the same name as that
  creature" (Echoing Decay): the objects other than the target that share a name with it, the
  target as it is now or, once it has left the battlefield, as it last existed there (608.2h).
  The target is the one chosen for the spell or ability that is resolving.
- ``name_in_graveyard: true`` — "a spell with the same name as a card in their graveyard"
  (Dragonlord Kolaghan, Pyromancer Ascension): the object shares a name with a card in its
  controller's graveyard.

Without 201.2a the names are compared as they are written, so two nameless objects would count as
having the same (empty) name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, multi_part_cards
from kb.engine.characteristics import chars
from kb.engine.errors import IllegalAction
from kb.engine.last_known import last_known_chars
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game

SAME_NAME = "201.2a"  # the same name: a name in common; no name shares a name with nothing
_TARGET_REFS = ("target", "target2", "target3")


def names(game: "Game", obj: GameObject) -> frozenset[str]:
    """The names an object has now (none when face down; both halves' for a split card)."""
    c = chars(game, obj)
    return frozenset(n.casefold() for n in multi_part_cards.names_of(game, obj, c.card, c.name))


def same_name(game: "Game", first: frozenset[str], second: frozenset[str]) -> bool:
    if game.rules.enabled(SAME_NAME):
        return bool(first & second)
    return first == second or bool(first & second)  # without 201.2a: "" is the same as ""


def _target_names(game: "Game", ref: str) -> tuple[int, frozenset[str]] | None:
    """(oid, names) of a target of the resolving spell or ability, as it is or last existed."""
    if ref not in _TARGET_REFS:
        raise IllegalAction(f"same_name_as names a target ({', '.join(_TARGET_REFS)}), not {ref!r}", code="definition")
    item = game.resolving
    index = _TARGET_REFS.index(ref)
    if item is None or index >= len(item.targets) or not item.targets[index]:
        return None
    kind, oid = item.targets[index]
    if kind != "object":
        return None
    current = game.by_oid(oid)
    if current is not None:
        return oid, names(game, current)
    gone = game.last_objects.get(oid)
    known = last_known_chars(game, gone) if gone is not None else None
    if gone is None or known is None:
        return None
    return oid, frozenset(n.casefold() for n in multi_part_cards.names_of(game, gone, known.card, known.name))


def _shares_name_with_target(game: "Game", obj: GameObject, ref: Any) -> bool:
    found = _target_names(game, str(ref))
    if found is None:
        return False
    oid, target_names = found
    return obj.oid != oid and same_name(game, names(game, obj), target_names)


def _shares_name_with_graveyard(game: "Game", obj: GameObject, wanted: Any) -> bool:
    own = names(game, obj)
    shared = any(same_name(game, own, names(game, card)) for card in game.player(obj.controller).graveyard)
    return shared == bool(wanted)


hooks.register_filter_test("same_name_as", _shares_name_with_target)
hooks.register_filter_test("name_in_graveyard", _shares_name_with_graveyard)
