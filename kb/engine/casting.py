"""Casting a spell, step by step (CR 601.2): permission and timing, announce (move to the
stack), choices of alternative and additional costs, X and mode, targets, total cost,
mana abilities and payment; then the spell becomes cast and cast triggers trigger.

Everything that can make the cast illegal is decided before the game changes, so a failed
cast leaves the game as it was (CR 723 would otherwise rewind it)."""

from __future__ import annotations

from copy import copy
from typing import TYPE_CHECKING, Any, Iterable

from kb.engine import cast_costs, dispatch, hooks, multi_part_cards, rule_effects
from kb.engine.cast_choices import (
    ALT_FROM_EFFECT,
    PERMISSION,
    TIMING,
    UNPAYABLE,
    UNPAYABLE_ALTERNATIVE,
    X_IN_ANY_COST,
    CastRequest,
    affects,
    choose_costs,
    choose_x,
    total_cost,
)
from kb.engine.characteristics import chars, matches_filter, statics_in_play
from kb.engine.definitions import AbilityBody
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.hooks import CastOption
from kb.engine.mana import ManaCost
from kb.engine.modes import several_modes
from kb.engine.objects import GameObject, SpellInfo, StackItem, Zone
from kb.engine.payment import (
    MANA_WHILE_CASTING,
    apart_from,
    choose_sources,
    exile_for_cost,
    exiled_for_cost,
    pay,
    plan,
    tap_for_cost,
    tapped_for_cost,
)
from kb.engine.targeting import _aliases, candidates, describe, divide, name_targets, specs_of
from kb.engine.zones import put_on_stack

CANT_BEATS_CAN = "101.2"  # a "can't cast" effect beats the rule or permission that would allow the cast
# an object that's both a land and another card type (an artifact land) is only played, as a land:
# without the rule it could be cast as a spell of its other type
LAND_AND_ANOTHER_TYPE = "300.2a"
# a kindred card is cast following the rules of its other card type (308.1): a Kindred Instant at
# instant speed; without the rule the kindred type, which has no casting rule, would hold it to 117.1a
KINDRED_CAST_AS_OTHER_TYPE = "308.1"
CAST_FACE_DOWN = "708.4"  # a spell cast face down is turned face down before it is put on the stack

if TYPE_CHECKING:
    from kb.engine.definitions import CardDef, TargetSpec
    from kb.engine.game import Game
    from kb.engine.targeting import Target

CASTABLE_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND, Zone.LIBRARY)
# Each card type's section states 117.1a's main-phase timing for its own cards again: a card is
# held to it while the rule of one of its card types is in force (an artifact creature by either)
TYPE_TIMING = {
    "artifact": "301.1",
    "creature": "302.1",
    "enchantment": "303.1",
    "planeswalker": "306.1",
    "sorcery": "307.1",
    "battle": "310.1",
}


def check_timing(game: "Game", player: str, obj: GameObject, *, during_resolution: bool) -> None:
    """CR 117.1a: a noninstant spell only in your main phase with an empty stack."""
    if during_resolution or not game.rules.enabled(TIMING):
        return
    c = chars(game, obj)
    instant = "instant" in c.types and ("kindred" not in c.types or game.rules.enabled(KINDRED_CAST_AS_OTHER_TYPE))
    if instant or dispatch.timing_permission(game, player, obj):
        return
    typed = [TYPE_TIMING[t] for t in c.types if t in TYPE_TIMING]
    if typed and not any(game.rules.enabled(n) for n in typed):
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
        zones = st.arg("from")  # "from graveyards or libraries": the zone the spell is cast from
        if (
            affects(st.arg("who", "opponents"), src.controller, player)
            and (not zones or obj.zone.value in zones)
            and matches_filter(game, obj, st.arg("spells"), controller=player, source=src)
            and game.rules.enabled(CANT_BEATS_CAN)  # the "can't" beats the rule or permission that allows it
        ):
            raise IllegalAction(f"{src.label()} forbids {player} casting {obj.label()}", rule=CANT_BEATS_CAN, code="restriction")
    for forbids in hooks.CAST_RESTRICTIONS:  # the card's own "you can't cast this spell ..." (113.6e)
        rule = forbids(game, player, obj)
        if rule:
            raise IllegalAction(f"{obj.label()} can't be cast by {player} now", rule=rule, code="restriction")
    why = rule_effects.casting_forbidden(game, player, obj)  # "target player can't cast spells this turn"
    if why:
        raise IllegalAction(f"{why} forbids {player} casting {obj.label()}", rule=CANT_BEATS_CAN, code="restriction")
    for src, st in statics_in_play(game, "sorcery_timing"):
        if affects(st.arg("who", "opponents"), src.controller, player):
            if game.active != player or not game.step.is_main or game.stack or game.resolving:
                raise IllegalAction(f"{src.label()}: {player} may cast spells only as a sorcery", code="restriction")


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
    types = chars(game, obj).types
    if "land" in types and not (req.alt == "morph"):
        if len(types) > 1 and game.rules.enabled(LAND_AND_ANOTHER_TYPE):
            why = f"{obj.label()} is a land as well: it is played as a land, never cast"
            raise IllegalAction(why, rule=LAND_AND_ANOTHER_TYPE, code="zone")
        if len(types) == 1:
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
        # 118.6: no mana cost is an unpayable cost; only an alternative cost (or "without paying
        # its mana cost") gets such a card cast. Without the rule it would cost nothing.
        if game.rules.enabled(UNPAYABLE):
            raise IllegalAction(
                f"{obj.label()} has no mana cost and no alternative cost: its cost is unpayable",
                rule=UNPAYABLE,
                code="cost",
            )
        base = ManaCost()
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
    # 107.3a: an X in the alternative cost paid (flashback "equal to its mana cost" of an {X} spell)
    # is announced as for the mana cost; without the rule it can't be announced, and counts 0
    x_in_alt = bool(base and base.x) or any(p.count == "X" for p in (option.extra_costs if option else ()))
    if x_in_alt and option and option.alternative and not game.rules.enabled(X_IN_ANY_COST):
        if req.x:
            raise IllegalAction(
                f"{obj.label()}: no rule lets the X in its {option.name} cost be announced", rule=X_IN_ANY_COST, code="x"
            )
        x_in_alt = False
    x = choose_x(game, player, obj, req, base, free or bool(option and option.alternative and not x_in_alt))
    if via is not None and via.below_mana_value is not None and card.mana_value(x) >= via.below_mana_value:
        raise IllegalAction(
            f"{obj.label()} cast as {card.name} would have mana value {card.mana_value(x)}, not "
            f"less than {via.below_mana_value} ({via.name})",
            rule=via.rule,
            code="mana_value",
        )
    body = _mode(game, card.card, req, obj, x)
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
        mode=(req.mode[0] if isinstance(req.mode, list) else req.mode or 1) - 1,
        cast_from=origin,
        in_main_phase=game.step.is_main and game.active == player,
        additional_mana_value=sum(a[1].mana_value() for a in additional) + (own_mana.mana_value() if own_mana else 0),
    )
    item = StackItem(kind="spell", controller=player, body=body, source=obj, spell=info)
    specs = specs_of(game, item)  # a target only the kicked spell has exists only if kicked (702.33g)
    game.casting = item  # "with mana value X": the X just announced (601.2b-c)
    try:
        if req.targets is not None:
            specs = divide(game, item, specs, len(req.targets), req.extra.get("divide"))  # 601.2d
            targets = name_targets(game, specs, list(req.targets), player, obj)  # the spell: protection sees it
        else:
            targets = choose_spell_targets(game, specs, player, obj)
            if any(s.divided for s in specs):  # one target chosen for it: all of the damage (601.2d)
                divide(game, item, specs, len(targets), None)
    finally:
        game.casting = None
    extra = [a[1] for a in additional] + ([own_mana] if own_mana else [])
    # 601.2f on the spell as it is on the stack: a face-down spell is a nameless 2/2 without
    # creature types (708.2), so "Dragon spells cost {1} less" doesn't see a Dragon cast face down
    # 708.4: it is face down before it reaches the stack, so costs and "whenever a player casts"
    # see only a face-down spell; without the rule it would be face up there and turn face down
    # only as it enters the battlefield
    on_stack_face_down = face_down and game.rules.enabled(CAST_FACE_DOWN)
    if face_down and not on_stack_face_down:
        item.data["enters_face_down"] = True
    as_spell = _as_cast(game, obj, on_stack_face_down)
    cost = total_cost(game, player, as_spell, base or ManaCost(), extra, x, alternative=bool(option and option.alternative))
    cost = cast_costs.reduce(cost, cast_costs.reduction(game, parts))
    cost, tap_instead = tapped_for_cost(game, player, obj, cost, req.extra)  # convoke
    cost, exile_instead = exiled_for_cost(game, player, obj, cost, req.extra)  # delve
    pay_with = apart_from(game, player, _sources(game, player, cost, req, obj, during_resolution), tap_instead)
    if not cost.is_zero() and plan(game, player, cost, pay_with) is None:
        pay(game, player, cost, pay_with, what=obj.label())  # raises, naming the cost
    # --- commit: 601.2a announce, then pay (601.2g-h), then it becomes cast (601.2i)
    item.targets = targets
    new = put_on_stack(game, obj, item, face_down=on_stack_face_down)
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
    exile_for_cost(game, player, exile_instead)
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


def _mode(game: "Game", card: CardDef, req: CastRequest, obj: GameObject, x: int) -> AbilityBody:
    if not card.modes:
        return AbilityBody()
    if len(card.modes) == 1:
        return card.modes[0]
    if isinstance(req.mode, list) or card.choose is not None:
        return several_modes(game, card, req.mode, obj, x)
    if not req.mode or not 1 <= req.mode <= len(card.modes):
        raise IllegalAction(f"{obj.label()} is modal: choose mode 1–{len(card.modes)}", code="mode")
    return card.modes[req.mode - 1]


def _t(game: "Game", t: Target | None) -> str:
    return describe(game, t)
