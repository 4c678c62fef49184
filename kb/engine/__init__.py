"""judgedesk's rules engine: pure Python, deterministic, one registry of rules by CR number.

Entry points: ``Game`` (state), ``RuleSet`` (which rules are in force), the player actions
in ``actions`` and ``casting``, and ``priority.advance_to`` / ``priority.resolve`` to move
the game on. Scenario files are run by ``kb.checks``.

Layers: the general rules (every module directly in this package) never import a keyword
module; keywords (``kb.engine.keywords``) plug in through the hooks they register
(``kb.engine.hooks``). Importing this package loads the trigger rules and every keyword, so
the hook tables are complete before any game runs (``tests/kb/engine/test_layers.py``).
"""

from kb.engine import (  # noqa: F401  (they register their hooks)
    amount_filters,
    amount_pt,
    as_enters,
    attachment_words,
    cast_restrictions,
    chosen_objects,
    coin_flips,
    color_filters,
    counters_put,
    damage_triggers,
    defined_pt,
    delayed_effects,
    draw_replacement,
    effects_choice,
    effects_look,
    extra_turns,
    graveyard_replacement,
    keywords,
    library_bottom,
    name_comparison,
    naming,
    next_spell_grants,
    optional_payment,
    redirection,
    rule_effects,
    spell_grants,
    static_subtypes,
    target_filters,
    triggers,
    turn_order,
)
from kb.engine.errors import EngineError, IllegalAction, RuleNotFound, UnscriptedChoice  # noqa: F401
from kb.engine.registry import CR_EDITION, RULES, RuleSet  # noqa: F401
