"""Choosing how a spell is cast and what it costs (CR 601.2b, 601.2f): the alternative and
additional costs announced, the value of X, and the total cost those make. ``casting`` asks
these as it casts; a scenario's ``CastRequest`` says what the player chose."""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Iterator, Sequence

from kb.engine import dispatch, refs
from kb.engine.characteristics import chars, matches_filter, statics_in_play
from kb.engine.commander import commander_tax
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.hooks import CastOption
from kb.engine.mana import ManaCost
from kb.engine.objects import PLAYER_ZONES, GameObject, Zone

if TYPE_CHECKING:
    from kb.engine.game import Game

TIMING, PERMISSION, ONE_ALT, X_ZERO, TOTAL_COST = "117.1a", "601.3", "118.9a", "107.3b", "601.2f"
X_IN_ANY_COST = "107.3a"  # X in a mana, alternative or additional cost is announced as the spell is cast
UNPAYABLE = "118.6"  # a cost based on the mana cost of an object with no mana cost can't be paid
ALT_FROM_EFFECT = "118.9"  # an effect may let a spell be cast for an alternative cost
ALT_KEEPS_MV = "118.9c"  # an alternative cost doesn't change the spell's mana cost or mana value
ALT_MODIFIED = "118.9d"  # increases, reductions and additional costs apply to an alternative cost too
UNPAYABLE_ALTERNATIVE = "118.6a"  # an alternative cost may be paid for a spell whose mana cost is unpayable
ON_STACK_FIRST = "601.2a"  # the card is moved to the stack before its total cost is determined
ANNOUNCE_COSTS = "601.2b"  # the alternative and additional costs to pay are announced as the spell is cast


def affects(who: str, controller: str, player: str) -> bool:
    """Whether a cost modifier or restriction for ``who`` ("you", "opponents", "each") of
    ``controller`` applies to ``player``."""
    return who in ("each", "any", "all") or (who == "you") == (player == controller)


@dataclass
class CastRequest:
    card: str
    alt: str | list[str] | None = None  # "flashback", "escape", ...; a list tries to apply several (118.9a)
    additional: tuple[str, ...] = ()  # "kicker", "buyback"
    x: int | None = None
    mode: int | list[int] | None = None  # 1-based; a list for "choose X" (several modes, CR 700.2)
    targets: Sequence[Any] | None = None  # None: chosen from the scripted choices if needed
    pay_with: Sequence[str] | None = None
    from_zone: Zone | None = None
    face: str | None = None  # the part of a multi-part card to cast: a half's or the Adventure's name, "fused"
    extra: dict[str, Any] = field(default_factory=dict)


def choose_costs(
    game: "Game", player: str, obj: GameObject, req: CastRequest, via: CastOption | None
) -> tuple[CastOption | None, list[tuple[Any, ...]]]:
    """CR 601.2b: the alternative cost (at most one, 118.9a) and the additional costs."""
    options = _by_name(dispatch.cast_options(game, player, obj))
    for perm in game.permissions:  # "you may cast it this turn" (effects.may_cast), a foretold card
        if perm["oid"] == obj.oid and perm["player"] == player and game.turn >= perm.get("from_turn", 0):
            alt_cost = perm.get("cost")
            options[perm.get("name", "permission")] = CastOption(
                perm.get("name", "permission"),
                alt_cost,
                perm.get("rule", PERMISSION),
                alternative=perm["free"] or alt_cost is not None,
            )
    if obj.commander and obj.zone is Zone.COMMAND:
        options["commander"] = CastOption("commander", None, "903.8", alternative=False)
    if game.rules.enabled(ALT_FROM_EFFECT):
        for src, st in statics_in_play(game, "alternative_cost"):
            if affects(st.arg("who", "you"), src.controller, player) and matches_filter(
                game, obj, st.arg("spells"), controller=player, source=src
            ):
                options["alternative"] = CastOption("alternative", ManaCost.parse(st.arg("cost")), ALT_FROM_EFFECT)
    chosen = via
    if isinstance(req.alt, (list, tuple)):
        combined = _several_ways(game, obj, options, list(req.alt), via)
        if combined is not None:
            return combined, _additional(game, player, obj, req)
        req = replace(req, alt=req.alt[0] if req.alt else None)
    if req.alt:
        if via is not None and via.alternative and req.alt != via.name and game.rules.enabled(ONE_ALT):
            raise IllegalAction(
                f"{obj.label()} is cast via {via.name}; a second alternative cost ({req.alt}) cannot be added",
                rule=ONE_ALT,
                code="cost",
            )
        if req.alt not in options:
            raise IllegalAction(
                f"{obj.label()} offers no {req.alt!r} here; available: {', '.join(options) or 'none'}", code="cost"
            )
        if via is None or not via.alternative:
            chosen = options[req.alt]
    elif via is None:
        zone_options = [o for o in options.values() if not o.alternative or o.name == "commander"]
        chosen = zone_options[0] if zone_options else None
        if obj.zone is not Zone.HAND and chosen is None:
            # a permission that is also an alternative cost, if it is the only way (flashback from graveyard)
            only = [o for o in options.values() if o.alternative and not o.face_down]
            chosen = only[0] if len(only) == 1 and obj.zone in (Zone.GRAVEYARD, Zone.EXILE) else None
            if len(only) > 1 and obj.zone in (Zone.GRAVEYARD, Zone.EXILE):  # the player chooses; never guessed
                names = [k for k, o in options.items() if o in only]
                raise IllegalAction(
                    f"{obj.label()} can be cast from {obj.zone.value} in several ways "
                    f"({', '.join(names)}): name the one used (alt)",
                    code="cost",
                )
    return chosen, _additional(game, player, obj, req)


def _several_ways(
    game: "Game", obj: GameObject, options: dict[str, CastOption], alts: list[str], via: CastOption | None
) -> CastOption | None:
    """``alt: [jump-start, alternative]``: a permission to cast from this zone combined with an
    alternative cost from elsewhere (the permission's own costs stay, 601.3, 601.2b) — but never
    two alternative costs (118.9a). None: use the first way named (without 118.9a, the rest is
    ignored)."""
    if len(alts) < 2:
        return None
    picked = [options[a] for a in alts if a in options]
    if sum(1 for o in picked if o.alternative) > 1 and game.rules.enabled(ONE_ALT):
        raise IllegalAction(
            f"{obj.label()}: only one alternative cost can be applied to a spell, not {' and '.join(alts)}",
            rule=ONE_ALT,
            code="cost",
        )
    unknown = [a for a in alts if a not in options]
    if unknown:
        raise IllegalAction(
            f"{obj.label()} offers no {unknown[0]!r} here; available: {', '.join(options) or 'none'}", code="cost"
        )
    permissions = [o for o in picked if not o.alternative]
    alternatives = [o for o in picked if o.alternative]
    if len(permissions) == 1 and len(alternatives) == 1 and via is None:
        perm, alt = permissions[0], alternatives[0]
        return replace(alt, extra_costs=perm.extra_costs + alt.extra_costs, via=perm.name)
    return None


def _additional(game: "Game", player: str, obj: GameObject, req: CastRequest) -> list[tuple[Any, ...]]:
    available = dispatch.additional_costs(game, obj)
    if req.additional and not game.rules.enabled(ANNOUNCE_COSTS):
        raise IllegalAction(
            f"no rule lets {player} announce additional costs for {obj.label()}", rule=ANNOUNCE_COSTS, code="cost"
        )
    additional: list[tuple[Any, ...]] = []  # (name, cost, rule) per payment, in the order declared
    for name in req.additional:
        if name == "kicker" and "kicker" not in available and "multikicker" in available:
            name = "multikicker"  # `kicker: N` on a multikicker card: pay it N times (CR 702.33c)
        if any(a[0] == name for a in additional) and name != "multikicker":
            raise IllegalAction(
                f"the {name} cost can be paid only once", rule=next(a[2] for a in additional if a[0] == name), code="cost"
            )
        if name not in available:
            raise IllegalAction(
                f"{obj.label()} has no optional additional cost {name!r}; available: {', '.join(available) or 'none'}",
                code="cost",
            )
        additional.append(available[name])
    return additional


def _by_name(found: Sequence[CastOption]) -> dict[str, CastOption]:
    """The ways to cast, by name; a card with the same ability twice (two flashback costs) offers
    ``flashback`` and ``flashback#2``, and the player names the one they use (CR 601.2b)."""
    out: dict[str, CastOption] = {}
    for o in found:
        key, n = o.name, 1
        while key in out:
            n += 1
            key = f"{o.name}#{n}"
        out[key] = o
    return out


def choose_x(game: "Game", player: str, obj: GameObject, req: CastRequest, base: ManaCost | None, free: bool) -> int:
    """CR 107.3b: cast without paying its mana cost, X can only be 0."""
    card_cost = chars(game, obj).cost
    # an X in the alternative cost paid counts too ("madness {X}{R}" on a card costing {1}{R}), 107.3a
    in_alt = bool(base is not None and base.x and base is not card_cost and game.rules.enabled(X_IN_ANY_COST))
    if (not card_cost or not card_cost.x) and not in_alt:
        if req.x:
            raise IllegalAction(f"{obj.label()} has no X in its cost", code="x")
        return 0
    if free and game.rules.enabled(X_ZERO):
        if req.x:
            raise IllegalAction(
                f"{obj.label()} is cast without paying its mana cost: X must be 0, not {req.x}", rule=X_ZERO, code="x"
            )
        return 0
    if req.x is not None:
        return int(req.x)
    return int(game.choose(player, f"the value of X for {obj.label()}", [Option(str(n), n) for n in range(0, 21)], kind="x"))


def total_cost(
    game: "Game", player: str, obj: GameObject, base: ManaCost, extra: Sequence[ManaCost], x: int, *, alternative: bool = False
) -> ManaCost:
    """CR 601.2f: mana or alternative cost, plus additional costs and increases, minus reductions
    (applied to an alternative cost as to the mana cost, 118.9d)."""
    cost = base.fixed(x)
    for e in extra:
        cost = cost.plus(e)
    if game.rules.enabled(TOTAL_COST) and (not alternative or game.rules.enabled(ALT_MODIFIED)):
        with _moved_to_stack(game, obj):
            for src, st in statics_in_play(game, "cost_modifier"):
                if affects(st.arg("who", "each"), src.controller, player) and matches_filter(
                    game, obj, st.arg("spells"), controller=player, source=src
                ):
                    times = refs.amount(refs.Ctx(game, src.controller, src), st.arg("times", 1))
                    cost = cost.with_generic(st.arg("amount") * times)
    return cost.with_generic(commander_tax(game, obj))


@contextmanager
def _moved_to_stack(game: "Game", obj: GameObject) -> Iterator[None]:
    """601.2a: the card is on the stack by the time its total cost is determined (601.2f), so a
    reduction "for each card with that name in your graveyard" doesn't count the card cast from
    there. (The engine moves it only once the cost is known to be payable; while the cost is
    worked out it is kept out of its zone.) Without the rule it would still be counted there."""
    pile = game.player(obj.owner).zone(obj.zone) if obj.zone in PLAYER_ZONES else []
    at = next((i for i, o in enumerate(pile) if o.oid == obj.oid), None)
    if at is None or not game.rules.enabled(ON_STACK_FIRST):
        yield
        return
    card = pile.pop(at)
    try:
        yield
    finally:
        pile.insert(at, card)
