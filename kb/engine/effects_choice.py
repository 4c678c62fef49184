"""A choice among named options made while an ability resolves (the effect `choose_one`):
"that player chooses artifact, creature, land, or non-Aura enchantment. All nontoken permanents of
that type phase out" (Teferi's Realm). CR 608.2d: choices an effect offers that weren't made as the
spell or ability was put on the stack are made as the effect is applied — so the answer, `{option:
non-Aura enchantment}` (a label) or `{option: 4}` (its number), is scripted for the resolution, never
guessed. The chosen option's effects then happen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kb.engine import hooks, refs
from kb.engine.effects import run_effects
from kb.engine.errors import CardDefinitionError
from kb.engine.game import Option

if TYPE_CHECKING:
    from kb.engine.definitions import EffectDef
    from kb.engine.refs import Ctx

CHOICE_ON_RESOLUTION = "608.2d"


def choose_one(ctx: "Ctx", eff: "EffectDef") -> None:
    game = ctx.game
    if not game.rules.enabled(CHOICE_ON_RESOLUTION):
        return  # without the rule nothing lets the player choose as the effect happens
    options, labels = eff.arg("options"), list(eff.arg("labels") or ())
    if labels and len(labels) != len(options):
        raise CardDefinitionError("choose_one", f"{len(labels)} labels for {len(options)} options")
    labels = labels or [f"option {i + 1}" for i in range(len(options))]
    for player in refs.players(ctx, eff.arg("who", "you")):
        offered = [Option(label, i, (str(i + 1),)) for i, label in enumerate(labels)]
        picked = game.choose(player, f"one of: {', '.join(labels)}", offered, kind="option", may=True)
        game.note(f"    {player} chooses {labels[picked]}")
        run_effects(ctx, options[picked])


hooks.register_effect("choose_one", choose_one)
