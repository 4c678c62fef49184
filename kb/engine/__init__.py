"""judgedesk's rules engine: pure Python, deterministic, one registry of rules by CR number.

Entry points: ``Game`` (state), ``RuleSet`` (which rules are in force), the player actions
in ``actions`` and ``casting``, and ``priority.advance_to`` / ``priority.resolve`` to move
the game on. Scenario files are run by ``kb.checks``.
"""
from kb.engine.errors import EngineError, IllegalAction, RuleNotFound, UnscriptedChoice  # noqa: F401
from kb.engine.registry import CR_EDITION, RULES, RuleSet  # noqa: F401
