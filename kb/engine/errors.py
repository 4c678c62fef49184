"""What the rules engine raises. Errors are values a scenario can expect (python-chess style):
an illegal action names the rule that forbids it, so a check can say *which* rule said no.
"""
from __future__ import annotations

from typing import Sequence

from ingest.errors import JudgedeskError


class EngineError(JudgedeskError):
    """Base class of the rules engine's errors."""


class IllegalAction(EngineError, ValueError):
    """A player tried something the rules forbid; ``rule`` is the CR number that forbids it."""

    def __init__(self, message: str, *, rule: str | None = None, code: str = "illegal"):
        self.rule, self.code, self.reason = rule, code, message
        prefix = f"[{rule}] " if rule else ""
        super().__init__(f"{prefix}{message}")


class UnscriptedChoice(EngineError, ValueError):
    """Strict mode: the engine needed a decision the scenario did not script."""

    def __init__(self, player: str, decision: str, options: Sequence[str]):
        self.player, self.decision, self.options = player, decision, list(options)
        shown = ", ".join(self.options[:12]) + (" …" if len(self.options) > 12 else "")
        super().__init__(f"player {player} must choose {decision} but no choice is scripted; options: {shown}")


class InvalidChoice(EngineError, ValueError):
    """A scripted choice is not one of the options of the decision it was used for."""

    def __init__(self, player: str, decision: str, value: object, options: Sequence[str]):
        self.player, self.decision, self.value, self.options = player, decision, value, list(options)
        super().__init__(f"player {player}: {value!r} is not a valid choice for {decision}; "
                         f"options: {', '.join(self.options) or '(none)'}")


class UnknownReference(EngineError, LookupError):
    """A scenario names a card, player or ability that does not exist where it is looked for."""

    exit_code = 1

    def __init__(self, what: str, name: str, candidates: Sequence[str] = ()):
        self.what, self.name, self.candidates = what, name, list(candidates)
        msg = f"no {what} {name!r}"
        if self.candidates:
            msg += "; known: " + ", ".join(self.candidates[:20])
        super().__init__(msg)


class RuleNotFound(EngineError, ValueError):
    """A rule number that the engine does not implement (nor is the parent of one it does)."""

    def __init__(self, number: str, close_matches: Sequence[str] = ()):
        self.number, self.close_matches = number, list(close_matches)
        msg = f"no engine rule {number!r}"
        if self.close_matches:
            msg += "; closest: " + ", ".join(self.close_matches)
        super().__init__(msg)


class CardDefinitionError(EngineError, ValueError):
    """A card or ability definition is malformed; ``field`` is a dotted path inside it."""

    def __init__(self, field: str, message: str, allowed: Sequence[str] = ()):
        self.field, self.message, self.allowed = field, message, list(allowed)
        msg = f"{field}: {message}"
        if self.allowed:
            msg += "; allowed: " + ", ".join(self.allowed)
        super().__init__(msg)


class GameOver(EngineError):
    """The game ended while the scenario still had actions to perform."""

    def __init__(self, losers: Sequence[str]):
        self.losers = list(losers)
        super().__init__(f"the game is over (lost: {', '.join(self.losers)})")


class RunawayGame(EngineError):
    """The engine advanced too many times without reaching the requested point (a loop)."""
