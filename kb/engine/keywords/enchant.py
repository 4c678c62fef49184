"""Enchant [object] (CR 702.5a) and Auras (303.4): an Aura spell targets what its enchant
ability allows (303.4a), enters attached to it (608.3c, see ``stack``), and an Aura attached to
an object it can't enchant — or to nothing — is put into the graveyard (704.5m, see ``sba``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine.characteristics import chars
from kb.engine.definitions import Filter, TargetSpec
from kb.engine.hooks import KeywordBehaviour, register_keyword

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.keyword_table import KeywordInstance
    from kb.engine.objects import GameObject

ENCHANT = "702.5a"


def _is_aura(game: Game, obj: GameObject) -> bool:
    return "aura" in {s.casefold() for s in chars(game, obj).subtypes}


def _spec(what: str) -> TargetSpec:
    """ "enchant creature" → a creature target; "enchant land" → a permanent that is a land."""
    if what in ("creature", "permanent"):
        return TargetSpec(kind=what)
    return TargetSpec(kind="permanent", filter=Filter((("types", (what.rstrip("s"),)),)))


class Enchant(KeywordBehaviour):
    name, rule = "enchant", ENCHANT

    def spell_targets(self, game: Game, obj: GameObject, inst: KeywordInstance) -> list[Any]:
        if not game.rules.enabled(ENCHANT) or not _is_aura(game, obj):
            return []
        assert inst.quality is not None  # "enchant ..." always parses with what it enchants
        return [_spec(inst.quality)]

    def forbids_attachment(
        self, game: Game, aura: GameObject, obj: GameObject, inst: KeywordInstance, on_aura: bool
    ) -> str | None:
        if not on_aura or not game.rules.enabled(ENCHANT):
            return None
        what = inst.quality
        assert what is not None  # "enchant ..." always parses with what it enchants
        types = chars(game, obj).types
        fits = what == "permanent" or what.rstrip("s") in types
        return None if fits else ENCHANT


register_keyword(Enchant())
