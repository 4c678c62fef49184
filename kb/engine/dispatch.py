"""Calling, from the general rules, the hooks that keywords registered (``kb.engine.hooks``):
each function asks the keyword behaviours of the objects involved, or the registered tables."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterator

from kb.engine import hooks
from kb.engine.characteristics import chars
from kb.engine.continuous_effect import damage_unpreventable
from kb.engine.hooks import CastOption, KeywordBehaviour
from kb.engine.keyword_table import KeywordInstance
from kb.engine.objects import GameObject, StackItem, Zone
from kb.engine.refs import Ctx, amount, condition
from kb.engine.restrictions import enchanting_forbidden

if TYPE_CHECKING:
    from kb.engine.definitions import TriggerDef
    from kb.engine.game import Game

STARTING_LOYALTY = "306.5b"  # a planeswalker enters with loyalty counters equal to its printed loyalty
ENTERS_WITH = "614.1c"  # "enters with counters" is a replacement effect applied as it enters


def _instances(game: "Game", obj: GameObject) -> Iterator[tuple[KeywordBehaviour, KeywordInstance]]:
    for inst in chars(game, obj).keywords:
        beh = hooks.behaviour(inst.name)
        if beh is not None:
            yield beh, inst


def keyword_triggers(game: "Game", obj: GameObject) -> list["TriggerDef"]:
    out: list["TriggerDef"] = []
    for beh, inst in _instances(game, obj):
        out += beh.triggers(game, obj, inst)
    return out


def resolve_keyword_ability(game: "Game", keyword: str, item: StackItem) -> None:
    beh = hooks.behaviour(keyword)
    if beh is None:
        raise hooks.HookConflict(f"no module registered the keyword {keyword!r} whose ability resolves")
    beh.resolve(game, item)


def battlefield_abilities(game: "Game", obj: GameObject) -> list[Any]:
    """The activated abilities a permanent has because of its keywords (crew), after its printed ones."""
    out: list[Any] = []
    for beh, inst in _instances(game, obj):
        out += beh.battlefield_abilities(game, obj, inst)
    return out


def hand_abilities(game: "Game", obj: GameObject) -> list[Any]:
    """The activated abilities a card has while in its owner's hand (cycling)."""
    out: list[Any] = []
    for beh, inst in _instances(game, obj):
        out += beh.hand_abilities(game, obj, inst)
    return out


def timing_permission(game: "Game", player: str, obj: GameObject) -> bool:
    return any(beh.has_timing_permission(game, player, obj, inst) for beh, inst in _instances(game, obj)) or any(
        permits(game, player, obj) for permits in hooks.TIMING_PERMISSIONS
    )


def cast_options(game: "Game", player: str, obj: GameObject) -> list[CastOption]:
    out: list[CastOption] = []
    for beh, inst in _instances(game, obj):
        out += beh.cast_options(game, player, obj, inst)
    for permission in hooks.CAST_PERMISSIONS:
        out += permission(game, player, obj)
    return out


def pay_optional_costs(game: "Game", player: str, obj: GameObject) -> tuple[str, ...]:
    """The optional non-mana additional costs the player pays as ``obj`` is cast."""
    paid = (beh.pay_optional_cost(game, player, obj, inst) for beh, inst in _instances(game, obj))
    return tuple(name for name in paid if name)


def additional_costs(game: "Game", obj: GameObject) -> dict[str, tuple[Any, ...]]:
    out: dict[str, tuple[Any, ...]] = {}
    for beh, inst in _instances(game, obj):
        got = beh.additional_cost(game, inst)
        if got:
            # a second kicker ("kicker {1}{G} and/or {2}{U}", CR 702.33b) is "kicker#2", and so on
            name, n = got[0], 1
            while (name if n == 1 else f"{name}#{n}") in out:
                n += 1
            key = name if n == 1 else f"{name}#{n}"
            out[key] = (key, *got[1:])
    return out


def casting_forbidden_by_stack(game: "Game") -> str | None:
    for item in game.stack:
        if item.kind == "spell":
            for beh, inst in _instances(game, item.source):
                rule = beh.forbids_casting(game, item, inst)
                if rule:
                    return rule
    return None


def activating_forbidden_by_stack(game: "Game", mana_ability: bool = False) -> str | None:
    for item in game.stack:
        if item.kind == "spell":
            for beh, inst in _instances(game, item.source):
                rule = beh.forbids_activating(game, item, inst, mana_ability)
                if rule:
                    return rule
    return None


def replace_destination(game: "Game", obj: GameObject, to: Zone, cause: str, item: StackItem | None) -> Zone:
    """Replacement effects that change where a moving object goes (flashback, buyback, madness)."""
    for replace in hooks.MOVE_REPLACEMENTS.values():
        new = replace(game, obj, to, cause, item)
        if new is not None:
            to = new
    return to


def entering_counters(game: "Game", obj: GameObject) -> dict[str, int]:
    out: dict[str, int] = {}
    for beh, inst in _instances(game, obj):
        for k, n in beh.entering_counters(game, obj, inst).items():
            out[k] = out.get(k, 0) + n
    card = chars(game, obj).card
    if card.loyalty and "planeswalker" in card.types and game.rules.enabled(STARTING_LOYALTY):
        out["loyalty"] = out.get("loyalty", 0) + card.loyalty
    if not game.rules.enabled(ENTERS_WITH):
        return out
    for st in card.statics:
        if st.op == "enters_with_counters":
            cond = st.arg("if")
            if cond is not None and not condition(Ctx(game, obj.controller, obj), cond):
                continue
            n = amount(Ctx(game, obj.controller, obj), st.arg("amount"))
            if n > 0:  # "a counter for each time it was kicked" adds none when it wasn't
                out[st.arg("kind")] = out.get(st.arg("kind"), 0) + n
    return out


def _first_rule(game: "Game", obj: GameObject, ask: Callable[[KeywordBehaviour, KeywordInstance], str | None]) -> str | None:
    """The rule the first of ``obj``'s behaviours names when asked ``ask(beh, inst)``, or None."""
    for beh, inst in _instances(game, obj):
        rule = ask(beh, inst)
        if rule:
            return rule
    return None


def block_forbidden(game: "Game", attacker: GameObject, blocker: GameObject) -> str | None:
    return _first_rule(game, attacker, lambda b, i: b.forbids_block(game, attacker, blocker, i, on_attacker=True)) or _first_rule(
        game, blocker, lambda b, i: b.forbids_block(game, attacker, blocker, i, on_attacker=False)
    )


def target_forbidden(game: "Game", obj: GameObject, source: GameObject | None, controller: str) -> str | None:
    return _first_rule(game, obj, lambda b, i: b.forbids_target(game, obj, i, source, controller))


def damage_prevented(game: "Game", obj: GameObject, source: GameObject) -> str | None:
    if damage_unpreventable(game):  # 615.12: protection's prevention (702.16e) prevents nothing either
        return None
    return _first_rule(game, obj, lambda b, i: b.prevents_damage(game, obj, i, source))


def attack_forbidden(game: "Game", obj: GameObject) -> str | None:
    return _first_rule(game, obj, lambda b, i: b.forbids_attack(game, obj, i))


def min_blockers(game: "Game", attacker: GameObject) -> tuple[int, str | None]:
    """The fewest creatures that may block ``attacker`` (1 unless a keyword such as menace says more)."""
    need, why = 1, None
    for beh, inst in _instances(game, attacker):
        got = beh.min_blockers(game, attacker, inst)
        if got and got[0] > need:
            need, why = got
    return need, why


def spell_targets(game: "Game", obj: GameObject) -> list[Any]:
    out: list[Any] = []
    for beh, inst in _instances(game, obj):
        out += beh.spell_targets(game, obj, inst)
    return out


def attachment_forbidden(game: "Game", aura: GameObject, obj: GameObject) -> str | None:
    """Why ``aura`` can't enchant ``obj`` (its enchant ability, the object's protection, or an
    effect saying it can't be enchanted by other Auras), if so."""
    return (
        _first_rule(game, aura, lambda b, i: b.forbids_attachment(game, aura, obj, i, on_aura=True))
        or _first_rule(game, obj, lambda b, i: b.forbids_attachment(game, aura, obj, i, on_aura=False))
        or enchanting_forbidden(game, aura, obj)
    )


def commander_pair_rule(game: "Game", a: GameObject, b: GameObject) -> str | None:
    """The partner ability that lets ``a`` and ``b`` be a player's two commanders, if any."""
    for first, second in ((a, b), (b, a)):
        for beh, inst in _instances(game, first):
            rule = beh.allows_commander_pair(game, first, second, inst)
            if rule:
                return rule
    return None


def ignored_keywords_when_blocking(game: "Game", blocker: GameObject) -> set[str]:
    """Keywords of attackers this blocker may block 'as though they didn't have' them."""
    out: set[str] = set()
    for st in chars(game, blocker).card.statics:
        if st.op == "block_ignoring":
            out |= {k.name for k in st.arg("keywords")}
    return out
