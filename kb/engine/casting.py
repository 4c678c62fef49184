"""Casting a spell, step by step (CR 601.2): permission and timing, announce (move to the
stack), choices of alternative and additional costs, X and mode, targets, total cost,
mana abilities and payment; then the spell becomes cast and cast triggers trigger.

Everything that can make the cast illegal is decided before the game changes, so a failed
cast leaves the game as it was (CR 723 would otherwise rewind it)."""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from kb.engine import cast_costs, dispatch, multi_part_cards
from kb.engine.characteristics import chars, matches_filter, statics_in_play
from kb.engine.commander import commander_tax
from kb.engine.definitions import AbilityBody
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.hooks import CastOption
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, SpellInfo, StackItem, Zone
from kb.engine.payment import MANA_WHILE_CASTING, apart_from, choose_sources, pay, plan, tap_for_cost, tapped_for_cost
from kb.engine.targeting import _aliases, candidates, describe, divide, name_targets, specs_of
from kb.engine.zones import put_on_stack

if TYPE_CHECKING:
    from kb.engine.definitions import CardDef, TargetSpec
    from kb.engine.game import Game
    from kb.engine.targeting import Target

TIMING, PERMISSION, ONE_ALT, X_ZERO, TOTAL_COST = "117.1a", "601.3", "118.9a", "107.3b", "601.2f"
UNPAYABLE = "118.6"  # a cost based on the mana cost of an object with no mana cost can't be paid
ALT_FROM_EFFECT = "118.9"  # an effect may let a spell be cast for an alternative cost
ALT_KEEPS_MV = "118.9c"  # an alternative cost doesn't change the spell's mana cost or mana value
ALT_MODIFIED = "118.9d"  # increases, reductions and additional costs apply to an alternative cost too
UNPAYABLE_ALTERNATIVE = "118.6a"  # an alternative cost may be paid for a spell whose mana cost is unpayable
ANNOUNCE_COSTS = "601.2b"  # the alternative and additional costs to pay are announced as the spell is cast
CASTABLE_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND, Zone.LIBRARY)


@dataclass
class CastRequest:
    card: str
    alt: str | list[str] | None = None  # "flashback", "escape", ...; a list tries to apply several (118.9a)
    additional: tuple[str, ...] = ()  # "kicker", "buyback"
    x: int | None = None
    mode: int | None = None  # 1-based
    targets: Sequence[Any] | None = None  # None: chosen from the scripted choices if needed
    pay_with: Sequence[str] | None = None
    from_zone: Zone | None = None
    face: str | None = None  # the part of a multi-part card to cast: a half's or the Adventure's name, "fused"
    extra: dict[str, Any] = field(default_factory=dict)


def check_timing(game: "Game", player: str, obj: GameObject, *, during_resolution: bool) -> None:
    """CR 117.1a: a noninstant spell only in your main phase with an empty stack."""
    if during_resolution or not game.rules.enabled(TIMING):
        return
    c = chars(game, obj)
    if "instant" in c.types or dispatch.timing_permission(game, player, obj):
        return
    if game.active != player or not game.step.is_main or game.stack:
        raise IllegalAction(
            f"{player} can cast {obj.label()} only in their main phase with an empty stack", rule=TIMING, code="timing"
        )


def check_restrictions(game: "Game", player: str, obj: GameObject) -> None:
    """Rules and effects that forbid casting right now (split second, 'can't cast' effects)."""
    rule = dispatch.casting_forbidden_by_stack(game)
    if rule:
        raise IllegalAction(
            f"{player} cannot cast spells while a split second spell is on the stack", rule=rule, code="restriction"
        )
    for src, st in statics_in_play(game, "cant_cast"):
        if _affects(st.arg("who", "opponents"), src.controller, player) and matches_filter(
            game, obj, st.arg("spells"), controller=player, source=src
        ):
            raise IllegalAction(f"{src.label()} forbids {player} casting {obj.label()}", code="restriction")
    for src, st in statics_in_play(game, "sorcery_timing"):
        if _affects(st.arg("who", "opponents"), src.controller, player):
            if game.active != player or not game.step.is_main or game.stack or game.resolving:
                raise IllegalAction(f"{src.label()}: {player} may cast spells only as a sorcery", code="restriction")


def _affects(who: str, controller: str, player: str) -> bool:
    return who in ("each", "any", "all") or (who == "you") == (player == controller)


def check_permission(game: "Game", player: str, obj: GameObject, option: CastOption | None) -> None:
    """CR 601.3: a spell is cast from hand unless a rule or effect allows another zone."""
    if obj.zone is Zone.HAND and obj.owner == player:
        return
    if not game.rules.enabled(PERMISSION):
        return
    # an alternative cost an effect provides (118.9) says what to pay, not from where to cast
    if option is None or (option.rule == ALT_FROM_EFFECT and option.via is None):
        raise IllegalAction(
            f"no rule or effect lets {player} cast {obj.label()} from {obj.zone.value}", rule=PERMISSION, code="permission"
        )


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
            if _affects(st.arg("who", "you"), src.controller, player) and matches_filter(
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
    if not card_cost or not card_cost.x:
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
        for src, st in statics_in_play(game, "cost_modifier"):
            if _affects(st.arg("who", "each"), src.controller, player) and matches_filter(
                game, obj, st.arg("spells"), controller=player, source=src
            ):
                cost = cost.with_generic(st.arg("amount"))
    return cost.with_generic(commander_tax(game, obj))


def cast_spell(
    game: "Game",
    player: str,
    obj: GameObject,
    req: CastRequest,
    *,
    via: CastOption | None = None,
    during_resolution: bool = False,
) -> StackItem:
    """Cast ``obj``; raise IllegalAction (naming the rule) without changing the game if it can't be."""
    if obj.zone not in CASTABLE_ZONES:
        raise IllegalAction(f"{obj.label()} is in {obj.zone.value}, not a zone spells are cast from", code="zone")
    if obj.zone is Zone.EXILE and obj.face_down:  # a foretold card is turned face up as it is cast
        obj = copy(obj)
        obj.face_down = False
    if "land" in chars(game, obj).types and not (req.alt == "morph"):
        raise IllegalAction(f"{obj.label()} is a land: it is played, not cast", code="zone")
    if not during_resolution and game.priority != player:
        raise IllegalAction(f"{player} does not have priority", code="priority")
    # 709.3, 715.3: the part of the card to cast is chosen first; only it is evaluated from here on
    face = multi_part_cards.choose_face(game, player, obj, req.face, during_resolution=during_resolution)
    obj = multi_part_cards.as_face(obj, face)
    option, additional = choose_costs(game, player, obj, req, via)
    check_permission(game, player, obj, option)
    multi_part_cards.check_face_permission(obj, face, option)
    check_restrictions(game, player, obj)
    ignore_timing = during_resolution or bool(option and option.ignore_timing)
    face_down = bool(option and option.face_down)
    check_timing(game, player, _as_cast(game, obj, face_down), during_resolution=ignore_timing)
    card = chars(game, obj)
    if option and option.alternative:
        base = option.cost
        free = base is None
    else:
        base, free = card.cost, False
    if base is None and not free:
        raise IllegalAction(f"{obj.label()} has no mana cost and no alternative cost: it cannot be cast", code="cost")
    if option and option.unpayable:
        if game.rules.enabled(UNPAYABLE):
            raise IllegalAction(
                f"{obj.label()}: its {option.name} cost is unpayable ({option.unpayable})", rule=UNPAYABLE, code="cost"
            )
        base, free = ManaCost(), False  # without the rule, a cost based on no mana cost would be {0}
    if option and option.alternative and card.cost is None and not game.rules.enabled(UNPAYABLE_ALTERNATIVE):
        raise IllegalAction(
            f"{obj.label()} has no mana cost: its cost is unpayable, and no rule lets {option.name} replace it",
            rule=UNPAYABLE_ALTERNATIVE,
            code="cost",
        )
    x_in_alt = bool(base and base.x) or any(p.count == "X" for p in (option.extra_costs if option else ()))
    x = choose_x(game, player, obj, req, base, free or bool(option and option.alternative and not x_in_alt))
    if via is not None and via.below_mana_value is not None and card.mana_value(x) >= via.below_mana_value:
        raise IllegalAction(
            f"{obj.label()} cast as {card.name} would have mana value {card.mana_value(x)}, not "
            f"less than {via.below_mana_value} ({via.name})",
            rule=via.rule,
            code="mana_value",
        )
    body = _mode(card.card, req, obj)
    extra_specs = tuple(dispatch.spell_targets(game, obj))  # an Aura spell targets what it will enchant
    if extra_specs:
        body = AbilityBody(targets=extra_specs + body.targets, effects=body.effects)
    origin = obj.zone
    way = option.name if option else "mana"
    wanted, own_mana = cast_costs.spell_additional_parts(game, player, obj)
    if option is not None:
        wanted += [(p, option.rule) for p in option.extra_costs]
    parts = cast_costs.choose_parts(game, player, obj, wanted, way, x) if wanted else []
    info = SpellInfo(
        alt_cost=option.name if option and option.alternative else None,
        cast_via=(option.via or option.name) if option else None,
        alt_mana_value=base.mana_value() if option and option.alternative and base is not None else None,
        additional=tuple(a[0] for a in additional),
        x=x,
        mode=(req.mode or 1) - 1,
        cast_from=origin,
        in_main_phase=game.step.is_main and game.active == player,
        additional_mana_value=sum(a[1].mana_value() for a in additional) + (own_mana.mana_value() if own_mana else 0),
    )
    item = StackItem(kind="spell", controller=player, body=body, source=obj, spell=info)
    specs = specs_of(game, item)  # a target only the kicked spell has exists only if kicked (702.33g)
    if req.targets is not None:
        specs = divide(game, item, specs, len(req.targets), req.extra.get("divide"))  # 601.2d
        targets = name_targets(game, specs, list(req.targets), player, obj)  # the spell: protection sees it
    else:
        targets = choose_spell_targets(game, specs, player, obj)
    extra = [a[1] for a in additional] + ([own_mana] if own_mana else [])
    cost = total_cost(game, player, obj, base or ManaCost(), extra, x, alternative=bool(option and option.alternative))
    cost = cast_costs.reduce(cost, cast_costs.reduction(game, parts))
    cost, tap_instead = tapped_for_cost(game, player, obj, cost, req.extra)  # convoke
    pay_with = apart_from(game, player, _sources(game, player, cost, req, obj, during_resolution), tap_instead)
    if not cost.is_zero() and plan(game, player, cost, pay_with) is None:
        pay(game, player, cost, pay_with, what=obj.label())  # raises, naming the cost
    # --- commit: 601.2a announce, then pay (601.2g-h), then it becomes cast (601.2i)
    item.targets = targets
    new = put_on_stack(game, obj, item, face_down=face_down)
    new.controller = player
    if origin is Zone.COMMAND:
        game.player(player).commander_casts[obj.handle] += 1
    how = (f" as {card.name}" if face in multi_part_cards.PARTS else f" {face}" if face else "") + (
        f" ({info.alt_cost})" if info.alt_cost else ""
    )
    how += "".join(f" +{a}" for a in info.additional) + (f" X={x}" if x else "")
    game.note(
        f"  {player} casts {'a face-down spell [' + obj.handle + ']' if face_down else obj.label()}"
        f"{how} from {origin.value}" + (f" targeting {', '.join(_t(game, t) for t in targets)}" if targets else "")
    )
    pay(game, player, cost, pay_with, what=obj.label())
    tap_for_cost(game, player, tap_instead)  # 601.2h: as the total cost is paid, after the mana abilities
    cast_costs.pay_parts(game, player, parts, info.sacrificed)
    info.additional += dispatch.pay_optional_costs(game, player, new)  # casualty's sacrifice
    info.order = len(game.spells_cast) + 1
    game.x_chosen[obj.handle] = x
    game.spells_cast.append({"player": player, "handle": obj.handle, "from": origin.value})
    game.emit("cast", object=new, player=player, item=item)
    return item


def _sources(
    game: "Game", player: str, cost: ManaCost, req: CastRequest, obj: GameObject, during_resolution: bool
) -> list[GameObject] | None:
    """CR 601.2g: the permanents whose mana abilities the player activates to pay. A cast action
    may name them (``pay_with``); a cast while something resolves takes them from the player's
    scripted choices, never from the engine (``payment.choose_sources``)."""
    if not game.rules.enabled(MANA_WHILE_CASTING):
        return []  # no mana abilities: only the mana already in the pool can pay
    if req.pay_with:
        return [game.find(r, zones=[Zone.BATTLEFIELD], controller=player) for r in req.pay_with]
    if during_resolution:
        return choose_sources(game, player, cost, obj.label(), MANA_WHILE_CASTING)
    return None


def cast_during_resolution(game: "Game", player: str, obj: GameObject, option: CastOption, *, why: str) -> StackItem | None:
    """CR 608.2g: an effect lets ``player`` cast ``obj`` while it resolves (suspend, cascade,
    madness): optional, and only if it can be cast; timing restrictions of its card type are
    ignored. The whole of 601.2a-i applies: the player may announce optional additional costs
    (601.2b, a scripted ``{costs: [kicker]}``) and chooses the mana abilities that pay (601.2g,
    a scripted ``{pay_with: [...]}``). Returns the spell, or None if it isn't cast."""
    price = "without paying its mana cost" if option.cost is None else f"for {option.cost}"
    if not game.choose(
        player, f"cast {obj.label()} {price} ({why})?", [Option("yes", True), Option("no", False)], kind="cast", may=True
    ):
        game.note(f"    {player} doesn't cast {obj.label()}")
        return None
    costs = game.take_tagged(player, "costs")
    additional = tuple(str(c) for c in (costs if isinstance(costs, list) else [costs])) if costs else ()
    try:
        return cast_spell(
            game, player, obj, CastRequest(card=obj.handle, additional=additional), via=option, during_resolution=True
        )
    except IllegalAction as e:
        game.note(f"    {obj.label()} can't be cast: {e}")
        return None


def choose_spell_targets(game: "Game", specs: Iterable[TargetSpec], player: str, obj: GameObject) -> list[Any]:
    """CR 601.2c when the scenario didn't name targets: the player's scripted 'target' choices."""
    out: list[Any] = []
    for spec in specs:
        legal = candidates(game, spec, player, obj)
        if not legal:
            if spec.optional:
                out.append(None)
                continue
            raise IllegalAction(f"{obj.label()} needs a target ({spec.kind}) and there is none", code="targets")
        options = [Option(describe(game, t), t, _aliases(game, t)) for t in legal]
        out.append(game.choose(player, f"a target for {obj.label()}", options, kind="target"))
    return out


def _as_cast(game: "Game", obj: GameObject, face_down: bool) -> GameObject:
    if not face_down:
        return obj
    shadow = copy(obj)
    shadow.face_down = True
    return shadow


def _mode(card: CardDef, req: CastRequest, obj: GameObject) -> AbilityBody:
    if not card.modes:
        return AbilityBody()
    if len(card.modes) == 1:
        return card.modes[0]
    if not req.mode or not 1 <= req.mode <= len(card.modes):
        raise IllegalAction(f"{obj.label()} is modal: choose mode 1–{len(card.modes)}", code="mode")
    return card.modes[req.mode - 1]


def _t(game: "Game", t: Target | None) -> str:
    return describe(game, t)
