"""Modal spells that choose more than one mode ("choose X. You may choose the same mode more than
once."): the modes are chosen as the spell is cast (CR 700.2, 601.2b) and can't be changed; the
spell follows its instructions in the order written, whatever order they were chosen in (608.2c);
a copy has the same modes, the same number of times (707.10, 700.2g)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from kb.engine.card_model import AbilityBody, CardDef
from kb.engine.errors import IllegalAction
from kb.engine.objects import GameObject

if TYPE_CHECKING:
    from kb.engine.game import Game

WRITTEN_ORDER = "608.2c"  # a spell's instructions are followed in the order written


def several_modes(game: "Game", card: CardDef, chosen: int | Sequence[int] | None, obj: GameObject, x: int) -> AbilityBody:
    """One body made of the chosen modes' effects, in the order the card lists them (608.2c);
    without the rule, in the order they were chosen. At most one chosen mode may have targets
    (the format numbers a body's targets within that body)."""
    if card.choose is None:
        raise IllegalAction(f"{obj.label()} chooses one mode, not {chosen!r}", code="mode")
    count, repeat = card.choose
    if isinstance(chosen, (list, tuple)):
        picks = [int(p) for p in chosen]
    else:
        picks = [int(chosen)] if isinstance(chosen, int) and chosen else []
    want = x if count == "X" else int(count)
    if len(picks) != want:
        raise IllegalAction(f"{obj.label()}: choose {want} mode(s) (X = {x}), not {len(picks)}", code="mode")
    if any(not 1 <= p <= len(card.modes) for p in picks):
        raise IllegalAction(f"{obj.label()} is modal: choose modes 1–{len(card.modes)}", code="mode")
    if not repeat and len(set(picks)) != len(picks):
        raise IllegalAction(f"{obj.label()}: a mode can't be chosen more than once", code="mode")
    order = sorted(picks) if game.rules.enabled(WRITTEN_ORDER) else picks
    bodies = [card.modes[p - 1] for p in order]
    targeted = [b for b in bodies if b.targets]
    if len(targeted) > 1:
        raise IllegalAction(f"{obj.label()}: at most one chosen mode may have targets in the format", code="mode")
    targets = targeted[0].targets if targeted else ()
    return AbilityBody(targets, tuple(e for b in bodies for e in b.effects))
