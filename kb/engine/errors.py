"""What the rules engine raises. Errors are values a scenario can expect (python-chess style):
an illegal action names the rule that forbids it, so a check can say *which* rule said no.
"""

from __future__ import annotations

from typing import Sequence

from ingest.errors import JudgedeskError
from kb.errors import RuleNotFound

# One class for every unknown rule number (the rule index's and the engine's); the engine's say
# "no engine rule named …". Re-exported here, where the engine's errors are looked for.
__all__ = [
    "CardDefinitionError",
    "EngineError",
    "GameOver",
    "IllegalAction",
    "InvalidChoice",
    "RuleNotFound",
    "RunawayGame",
    "UnknownReference",
    "UnscriptedChoice",
]


class EngineError(JudgedeskError):
    """Base class of the rules engine's errors."""


class IllegalAction(EngineError, ValueError):
    """A player tried something the rules forbid; ``rule`` is the CR number that forbids it."""

    what = "action"

    def __init__(self, message: str, *, rule: str | None = None, code: str = "illegal"):
        prefix = f"[{rule}] " if rule else ""
        super().__init__(f"{prefix}{message}")
        self.rule, self.code, self.reason = rule, code, message


class UnscriptedChoice(EngineError, ValueError):
    """Strict mode: the engine needed a decision the scenario did not script."""

    what = "choice"

    def __init__(self, player: str, decision: str, options: Sequence[str]):
        shown = ", ".join(options[:12]) + (" …" if len(options) > 12 else "")
        super().__init__(
            f"player {player} must choose {decision} but no choice is scripted; options: {shown}", field=decision, allowed=options
        )
        self.player, self.decision, self.options = player, decision, list(options)


class InvalidChoice(EngineError, ValueError):
    """A scripted choice is not one of the options of the decision it was used for."""

    what = "choice"

    def __init__(self, player: str, decision: str, value: object, options: Sequence[str]):
        super().__init__(
            f"player {player}: {value!r} is not a valid choice for {decision}; options: {', '.join(options) or '(none)'}",
            field=decision,
            allowed=options,
        )
        self.player, self.decision, self.value, self.options = player, decision, value, list(options)


class UnknownReference(EngineError, LookupError):
    """A scenario names a card, player or ability that does not exist where it is looked for."""

    def __init__(self, what: str, name: str, candidates: Sequence[str] = ()):
        msg = f"no {what} {name!r}"
        if candidates:
            msg += "; known: " + ", ".join(candidates[:20])
        super().__init__(msg, close_matches=candidates)
        self.what, self.name, self.candidates = what, name, list(candidates)


class CardDefinitionError(EngineError, ValueError):
    """A card or ability definition is malformed; ``field`` is a dotted path inside it."""

    what = "card definition"

    def __init__(self, field: str, message: str, allowed: Sequence[str] = ()):
        msg = f"{field}: {message}"
        if allowed:
            msg += "; allowed: " + ", ".join(allowed)
        super().__init__(msg, field=field, allowed=allowed)
        self.message = message


class GameOver(EngineError):
    """The game ended while the scenario still had actions to perform."""

    def __init__(self, losers: Sequence[str]):
        super().__init__(f"the game is over (lost: {', '.join(losers)})")
        self.losers = list(losers)


class RunawayGame(EngineError):
    """The engine advanced too many times without reaching the requested point (a loop)."""
