"""Performing one scenario action on a game (a thin mapping onto the engine's API).

A player who acts without holding priority first receives it: the players ahead of them in
turn order pass (never a full round, so nothing resolves and no step ends on the way)."""

from __future__ import annotations

from typing import Any, Sequence

from kb.checks.model import Action
from kb.engine import actions as act
from kb.engine.cast_choices import CastRequest
from kb.engine.casting import cast_spell
from kb.engine.ending import concede
from kb.engine.errors import IllegalAction, UnknownReference
from kb.engine.game import Game
from kb.engine.objects import GameObject, Zone
from kb.engine.priority import acted, advance_to, pass_priority, pass_until_player, resolve
from kb.engine.steps import Step

CAST_ZONES = (Zone.HAND, Zone.COMMAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


def find_in(game: Game, ref: str, zones: Sequence[Zone], player: str | None = None, controller: str | None = None) -> GameObject:
    """The first object named ``ref`` searching ``zones`` in order (handles win over names)."""
    for zone in zones:
        try:
            return game.find(ref, zones=[zone], player=player, controller=controller)
        except UnknownReference:
            continue
    return game.find(ref, zones=list(zones), player=player, controller=controller)  # raises, listing candidates


def _card_to_cast(game: Game, ref: str, player: str) -> GameObject:
    """The card ``player`` casts: one in their own zones, else another player's card (a permission
    such as "you may cast target card from an opponent's graveyard"; ``cast_spell`` judges whether
    the player may cast it, CR 601.3)."""
    try:
        return find_in(game, ref, CAST_ZONES, player=player)
    except UnknownReference:
        try:
            return find_in(game, ref, CAST_ZONES)
        except UnknownReference:
            pass
        raise


def _ability_source(game: Game, ref: str, player: str) -> GameObject:
    """The permanent (or card in hand) whose ability ``player`` activates: one they control, else
    another player's permanent ("activate only by an opponent"; ``activate`` judges who may), else
    a card in their graveyard (an ability that works from there; ``activate`` judges that too)."""
    try:
        return find_in(game, ref, (Zone.BATTLEFIELD, Zone.HAND), controller=player)
    except UnknownReference:
        for zone, kind in ((Zone.BATTLEFIELD, {}), (Zone.GRAVEYARD, {"player": player})):
            try:
                return game.find(ref, zones=[zone], **kind)
            except UnknownReference:
                pass
        raise


def _priority_to(game: Game, player: str) -> None:
    if game.priority != player:
        pass_until_player(game, player)


# Attackers and blockers are declared as their step begins (CR 508.1, 509.1), before anyone has
# priority in it; so an attack "at declare_attackers" is declared from the step before it.
_DECLARED_AS_STEP_BEGINS = {
    ("attack", Step.DECLARE_ATTACKERS): Step.BEGINNING_OF_COMBAT,
    ("block", Step.DECLARE_BLOCKERS): Step.DECLARE_ATTACKERS,
}


def _declaration_step(kind: str, step: Step) -> Step:
    return _DECLARED_AS_STEP_BEGINS.get((kind, step), step)


def perform(game: Game, action: Action) -> Any:
    a = action.args
    for player, values in action.choices.items():
        for v in values:
            game.script(player, v)
    if action.at is not None:
        advance_to(game, game.turn if action.at[0] is None else action.at[0], _declaration_step(action.kind, Step(action.at[1])))
    kind = action.kind
    if kind == "choose":
        for v in a.get("choices", [a["choice"]] if "choice" in a else []):
            game.script(str(a["player"]), v)
        return None
    if kind == "advance":
        return advance_to(game, int(a.get("turn", game.turn)), Step(a["step"]))
    if kind == "resolve":
        return resolve(game, a.get("count", 1))
    if kind == "pass":
        for _ in range(int(a.get("times", 1))):
            if "player" in a:
                _priority_to(game, str(a["player"]))
            pass_priority(game)
        return None
    player = str(a.get("player", game.active))
    game.player(player)
    if kind == "cast":
        obj = _card_to_cast(game, str(a["card"]), player)
        _priority_to(game, player)
        extra = _kicker_names(a.get("kicker", 0)) + ("buyback",) * int(a.get("buyback", 0))
        req = CastRequest(
            card=str(a["card"]),
            alt=a.get("alt"),
            additional=extra,
            x=a.get("x"),
            mode=a.get("mode"),
            targets=a.get("targets"),
            pay_with=a.get("pay_with"),
            face=None if a.get("face") is None else str(a["face"]),
            extra={
                **({"divide": a["divide"]} if "divide" in a else {}),
                **({"convoke": list(a["convoke"])} if a.get("convoke") else {}),
                **({"delve": list(a["delve"])} if a.get("delve") else {}),
            },
        )
        item = cast_spell(game, player, obj, req)
        acted(game, player)
        return item
    if kind == "activate":
        # a permanent's ability, or one that functions in hand (cycling)
        obj = _ability_source(game, str(a["card"]), player)
        index, ability = act.find_ability(game, obj, a.get("ability"))
        if ability.mana is None:
            _priority_to(game, player)
        return act.activate(
            game,
            player,
            obj,
            index + 1,
            a.get("targets", ()),
            a.get("x"),
            a.get("pay_with"),
            [str(n) for n in a.get("crew") or ()],
            division=a.get("divide"),
            mode=a.get("mode"),
        )
    if kind in ("play", "suspend", "foretell"):
        obj = find_in(game, str(a["card"]), (Zone.HAND,), player=player)
        _priority_to(game, player)
        return act.special_action(game, player, "play_land" if kind == "play" else kind, obj)
    if kind == "turn_face_up":
        obj = find_in(game, str(a["card"]), (Zone.BATTLEFIELD,), controller=player)
        _priority_to(game, player)
        return act.special_action(game, player, "turn_face_up", obj)
    if kind == "concede":  # at any time, without priority (CR 104.3a)
        return concede(game, player)
    if kind == "attack":
        chosen = _attackers(game, player, a)
        exert = [obj for (obj, _), entry in zip(chosen, a["attackers"]) if isinstance(entry, dict) and entry.get("exert")]
        return act.attack(game, player, chosen, exert)
    if kind == "block":
        pairs: list[tuple[GameObject, GameObject]] = []
        for blocker, attacker in a["blocks"]:
            try:
                b = _unused(game, str(blocker), None, [x for x, _ in pairs])
            except IllegalAction:
                # no other permanent of that name: the same creature blocks another attacker too,
                # which the engine allows only where it can block additional creatures (509.1a)
                b = find_in(game, str(blocker), (Zone.BATTLEFIELD,))
            atk = next(
                (
                    o
                    for o in game.battlefield
                    if o.attacking and (o.handle == str(attacker) or (not o.face_down and o.card.name == str(attacker)))
                ),
                None,
            )
            if atk is None:
                raise IllegalAction(f"{attacker!r} is not an attacking creature", code="block")
            pairs.append((b, atk))
        return act.block(game, pairs)
    raise AssertionError(f"unhandled action {kind}")


def _attackers(game: Game, player: str, a: dict[str, Any]) -> list[tuple[GameObject, Any]]:
    opponents = game.opponents(player)
    default = a.get("defender") or (opponents[0] if len(opponents) == 1 else None)
    chosen: list[tuple[GameObject, Any]] = []
    for entry in a["attackers"]:
        ref, defender = (entry.get("card"), entry.get("defender", default)) if isinstance(entry, dict) else (entry, default)
        if defender is None:
            raise IllegalAction(f"say which player {ref} attacks (there are several opponents)", code="attack")
        if str(defender) not in [p.name for p in game.players]:
            # not a player: a planeswalker an opponent controls (CR 508.1b)
            defender = find_in(game, str(defender), (Zone.BATTLEFIELD,))
        else:
            defender = str(defender)
        chosen.append((_unused(game, str(ref), player, [o for o, _ in chosen]), defender))
    return chosen


def _unused(game: Game, ref: str, controller: str | None, used: list[GameObject]) -> GameObject:
    """The first permanent named ``ref`` not already picked (two attacking "Goblin" tokens)."""
    first = find_in(game, ref, (Zone.BATTLEFIELD,), controller=controller)
    if first not in used:
        return first
    for obj in game.battlefield:
        if (
            obj not in used
            and (controller is None or obj.controller == controller)
            and not obj.face_down
            and obj.card.name.casefold() == ref.casefold()
        ):
            return obj
    raise IllegalAction(f"no other permanent named {ref!r} to use", code="reference")


def _kicker_names(value: Any) -> tuple[str, ...]:
    """``kicker: true`` / ``2`` (pay the kicker, or a multikicker twice) or ``[1, 2]`` (which of
    several kicker costs: the first is "kicker", the second "kicker#2", in the card's order)."""
    if isinstance(value, list):
        return tuple("kicker" if int(n) == 1 else f"kicker#{int(n)}" for n in value)
    return ("kicker",) * int(value)
