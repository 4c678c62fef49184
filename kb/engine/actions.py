"""What a player can do while holding priority: play a land and other special actions (CR
116), activate abilities (602, 605), and — as turn-based choices — declare attackers and
blockers. Casting lives in ``casting``."""

from __future__ import annotations

from copy import copy
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from kb.engine import block_requirements, dispatch, hooks, restrictions
from kb.engine.characteristics import chars
from kb.engine.combat import EXERT, may_exert, summoning_sick, validate_attack, validate_blocks
from kb.engine.definitions import AbilityBody, ActivatedDef, EffectDef
from kb.engine.errors import IllegalAction, UnknownReference
from kb.engine.game import Option
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, StackItem, Zone
from kb.engine.payment import choose_mana, creatures_to_tap, mana_ability_resolved, pay, plan
from kb.engine.phasing import refuse_if_phased_out
from kb.engine.priority import acted, advance_to, pass_priority
from kb.engine.steps import Step
from kb.engine.tapping import tap_permanent
from kb.engine.targeting import divide, name_targets
from kb.engine.zones import discard, move, remove_counters

if TYPE_CHECKING:
    from kb.engine.game import Game

PLAY_LAND, ONE_LAND = "116.2a", "305.2"
PAY_LIFE = "119.4"  # life can be paid only if the life total is at least the payment
RESOURCES = "118.3"  # a cost can't be paid without the resources: counters to remove, cards to discard
CONTROLLER_ACTIVATES = "602.2"  # only an object's controller activates its abilities, unless it says otherwise
USE_RESTRICTION = "602.5b"  # "activate only once": the restriction stays with that object
MANA_NO_STACK = "605.3b"  # an activated mana ability doesn't go on the stack, so nobody can respond to it
MANA_ABILITY = "605.1a"  # an activated ability that adds mana and has no target is a mana ability (no stack)


def require_priority(game: "Game", player: str) -> None:
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority (it is with {game.priority})", code="priority")


def play_land(game: "Game", player: str, obj: GameObject) -> None:
    """CR 116.2a, 305.2: in your main phase with an empty stack, one land per turn."""
    require_priority(game, player)
    if not game.rules.enabled(PLAY_LAND):
        raise IllegalAction("playing a land is not an action the rules provide", rule=PLAY_LAND, code="no-action")
    if "land" not in chars(game, obj).types or obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalAction(f"{obj.label()} is not a land card in {player}'s hand", code="zone")
    if game.active != player or not game.step.is_main or game.stack:
        raise IllegalAction(
            f"{player} can play a land only in their main phase with an empty stack", rule=PLAY_LAND, code="timing"
        )
    p = game.player(player)
    if p.lands_played >= 1 and game.rules.enabled(ONE_LAND):
        raise IllegalAction(f"{player} already played a land this turn", rule=ONE_LAND, code="timing")
    p.lands_played += 1
    game.note(f"  {player} plays {obj.label()}")
    move(game, obj, Zone.BATTLEFIELD, cause="play", controller=player)
    acted(game, player)


hooks.register_special_action("play_land", play_land)


def find_ability(game: "Game", obj: GameObject, which: int | str | None) -> tuple[int, ActivatedDef]:
    """An activated ability of a permanent, or of a card in hand that has one there (cycling)."""
    abilities = (
        list(chars(game, obj).card.activated) + dispatch.battlefield_abilities(game, obj)
        if obj.zone is not Zone.HAND
        else dispatch.hand_abilities(game, obj)
    )
    if not abilities:
        raise IllegalAction(f"{obj.label()} has no activated abilities", code="no-action")
    if which is None:
        nonmana = [(i, a) for i, a in enumerate(abilities) if not a.mana]
        if len(nonmana) == 1 or len(abilities) == 1:
            return (nonmana or list(enumerate(abilities)))[0]
        raise IllegalAction(
            f"{obj.label()} has {len(abilities)} abilities: say which (1–{len(abilities)} or label)", code="ability"
        )
    if isinstance(which, int):
        if not 1 <= which <= len(abilities):
            raise IllegalAction(f"{obj.label()} has abilities 1–{len(abilities)}, not {which}", code="ability")
        return which - 1, abilities[which - 1]
    for i, a in enumerate(abilities):
        if a.label and a.label.casefold() == str(which).casefold():
            return i, a
    raise UnknownReference("ability", str(which), [a.label for a in abilities if a.label])


def activate(
    game: "Game",
    player: str,
    obj: GameObject,
    which: int | str | None = None,
    targets: Sequence[Any] = (),
    x: int | None = None,
    pay_with: Sequence[str] | None = None,
    tap: Sequence[str] = (),
    division: Sequence[int] | None = None,
    mode: int | None = None,
) -> StackItem | None:
    """CR 602.2 (and 605 for mana abilities, which don't use the stack). ``division``: how damage
    the ability divides among its targets is split, announced with the targets (601.2d, 602.2b)."""
    refuse_if_phased_out(game, obj, "have its abilities activated", "activate")
    index, ab = find_ability(game, obj, which)
    if ab.modes:  # "choose one —": the mode is chosen as it is activated (602.2b, 601.2b)
        if not mode or not 1 <= mode <= len(ab.modes):
            raise IllegalAction(f"{obj.label()}'s ability is modal: choose mode 1–{len(ab.modes)}", code="mode")
        ab = replace(ab, body=ab.modes[mode - 1])
    why = restrictions.forbidden(game, obj, "activate") if obj.zone is Zone.BATTLEFIELD else None
    if why:  # mana abilities too (602.5)
        raise IllegalAction(
            f"{obj.label()}'s activated abilities can't be activated ({why})",
            rule=restrictions.ACTIVATION_PROHIBITED,
            code="restriction",
        )
    # without 605.3b a mana ability would be activated and resolve like any other ability
    mana_ability = is_mana_ability(game, ab) and game.rules.enabled(MANA_NO_STACK)
    if not mana_ability:
        require_priority(game, player)
    rule = dispatch.activating_forbidden_by_stack(game, mana_ability=mana_ability)
    if rule:
        raise IllegalAction(
            f"{player} cannot activate {obj.label()}'s ability while a split second spell is on the stack",
            rule=rule,
            code="restriction",
        )
    if not mana_ability:
        if ab.sorcery_speed and (game.active != player or not game.step.is_main or game.stack):
            raise IllegalAction("this ability can be activated only as a sorcery", code="timing")
    if ab.once and (obj.oid, index) in game.activated_once and game.rules.enabled(USE_RESTRICTION):
        raise IllegalAction(
            f"{obj.label()}'s ability {index + 1} can be activated only once", rule=USE_RESTRICTION, code="restriction"
        )
    in_hand = obj.zone is Zone.HAND and obj.owner == player and ab.cost.discard_this
    # an ability that says it works from another zone ("return this from your graveyard"): its owner's
    in_hand = in_hand or (obj.zone.value in ab.zones and obj.owner == player)
    if not in_hand and obj.zone is not Zone.BATTLEFIELD:
        raise IllegalAction(f"{obj.label()} is not on the battlefield", code="zone")
    if not in_hand and ab.by == "opponent" and player not in game.opponents(obj.controller):
        raise IllegalAction(f"only an opponent of {obj.controller} may activate {obj.label()}'s ability", code="zone")
    if not in_hand and ab.by == "you" and obj.controller != player and game.rules.enabled(CONTROLLER_ACTIVATES):
        raise IllegalAction(f"{player} doesn't control {obj.label()} on the battlefield", rule=CONTROLLER_ACTIVATES, code="zone")
    c = ab.cost
    cant_tap = restrictions.forbidden(game, obj, "tap") if c.tap else None
    if cant_tap:  # "can't become tapped" beats a {T} cost (101.2)
        raise IllegalAction(
            f"{obj.label()} can't become tapped ({cant_tap}): its {{T}} ability can't be activated",
            rule=restrictions.CANT_BEATS_CAN,
            code="restriction",
        )
    if c.tap and (obj.tapped or summoning_sick(game, obj)):
        why = "is tapped" if obj.tapped else "has summoning sickness"
        raise IllegalAction(
            f"{obj.label()} {why}: its {{T}} ability can't be activated", rule=None if obj.tapped else "302.6", code="cost"
        )
    removal = c.remove_counters and (c.remove_counters[0], (x or 0) if c.remove_counters[1] == "X" else int(c.remove_counters[1]))
    # 118.3: without the counters (or the cards) the cost can't be paid; without the rule the
    # missing part of the cost would simply go unpaid
    if removal and obj.counters[removal[0]] < removal[1] and game.rules.enabled(RESOURCES):
        raise IllegalAction(f"{obj.label()} lacks the counters to pay", rule=RESOURCES, code="cost")
    if c.discard > len(game.player(player).hand) and game.rules.enabled(RESOURCES):
        raise IllegalAction(f"{player} has too few cards to discard", rule=RESOURCES, code="cost")
    fodder = (
        [o for o in game.battlefield if o.controller == player and c.sacrifice_type in chars(game, o).types]
        if c.sacrifice_type
        else []
    )
    if c.sacrifice_type and not fodder:
        raise IllegalAction(f"{player} controls no {c.sacrifice_type} to sacrifice", code="cost")
    life = game.player(player).life
    if c.pay_life and life < c.pay_life and game.rules.enabled(PAY_LIFE):
        raise IllegalAction(f"{player} has {life} life and can't pay {c.pay_life} life", rule=PAY_LIFE, code="cost")
    tapped_crew = creatures_to_tap(game, player, obj, c.tap_power, tap)
    # 602.2b: targets and a division of damage are announced as for a spell (601.2c-d)
    probe = StackItem(kind="activated", controller=player, body=ab.body, source=obj, data={"x": x or 0})
    specs = divide(game, probe, list(ab.body.targets), len(targets), division) if targets else list(ab.body.targets)
    spec_targets = name_targets(game, specs, list(targets), player, obj)
    mana = (c.mana or ManaCost()).fixed(x or 0)
    pay_objs = [game.find(r, zones=[Zone.BATTLEFIELD], controller=player) for r in pay_with] if pay_with else None
    if not mana.is_zero() and plan(game, player, mana, pay_objs) is None:
        pay(game, player, mana, pay_objs, what=f"{obj.label()}'s ability")  # raises
    # --- pay the costs (602.2b), then the ability exists on the stack
    game.note(f"  {player} activates {obj.label()}'s ability {index + 1}")
    if ab.once:  # remembered for this object only: a new object (400.7) has a new oid
        game.activated_once.add((obj.oid, index))
    source = copy(obj)
    if c.tap:
        tap_permanent(game, obj)
    for crew in tapped_crew:
        tap_permanent(game, crew)
    pay(game, player, mana, pay_objs, what=f"{obj.label()}'s ability")
    if c.discard_this:
        discarded = discard(game, obj, cause=ab.label or "cost")
        if ab.announces:
            game.emit(ab.announces, object=discarded, player=player)
    for _ in range(c.discard):
        hand = game.player(player).hand
        if not hand:  # only without 118.3: the rest of the discard goes unpaid
            break
        discard(
            game,
            game.choose(
                player, "a card to discard (cost)", [Option(o.label(), o, (o.handle, o.card.name)) for o in hand], kind="card"
            ),
        )
    if c.pay_life:
        game.player(player).lose_life(c.pay_life)
    if removal and removal[1]:
        remove_counters(game, obj, *removal)
    sacrificed: list[tuple[str, int | None, int | None]] = []
    if c.sacrifice_type:  # "sacrifice a creature": the player picks one as the cost is paid (601.2h)
        options = [Option(o.label(), o, (o.handle, o.card.name)) for o in fodder]
        victim = game.choose(player, f"a {c.sacrifice_type} to sacrifice (cost)", options, kind="card")
        gone = chars(game, victim)  # as it last existed on the battlefield, for "the sacrificed creature's power"
        sacrificed.append((victim.handle, gone.power, gone.toughness))
        game.note(f"    {player} sacrifices {victim.label()}")
        move(game, victim, Zone.GRAVEYARD, cause="sacrifice")
    if c.sacrifice_self:
        game.note(f"    {player} sacrifices {obj.label()}")
        move(game, obj, Zone.GRAVEYARD, cause="sacrifice")
    if mana_ability:  # 605.3b: no stack
        game.player(player).pool.add((ab.mana or ()) if ab.mana_choice is None else choose_mana(game, player, ab.mana_choice, x))
        mana_ability_resolved(game, player, obj, c.tap)
        if game.pending and game.priority == player:
            acted(game, player)  # it receives priority again (117.3c): what triggered goes on the stack
        return None
    item = StackItem(
        kind="activated",
        controller=player,
        body=_with_mana_added(ab),
        source=source,
        targets=spec_targets,
        label=ab.label or f"ability {index + 1}",
        data={
            "x": x or 0,
            **({"division": probe.data["division"]} if "division" in probe.data else {}),
            **({"sacrificed": sacrificed} if sacrificed else {}),
        },
    )
    item.iid, game.next_iid = game.next_iid, game.next_iid + 1
    game.stack.append(item)
    game.emit("activate", object=obj, player=player, item=item)
    acted(game, player)
    return item


def _sacrificed_power(ctx: Any) -> int:
    """ "The sacrificed creature's power": what was sacrificed to activate the ability, as it last
    existed on the battlefield; a copy of the ability has it too, as if it had been paid (707.10)."""
    rows = ctx.item.data.get("sacrificed", ()) if ctx.item is not None else ()
    return sum(p or 0 for _h, p, _t in rows)


hooks.register_amount("sacrificed_power", _sacrificed_power)


def is_mana_ability(game: "Game", ab: ActivatedDef) -> bool:
    """CR 605.1a: an activated ability that could add mana as it resolves and has no target is a
    mana ability — it doesn't use the stack (605.3b), and split second doesn't stop it (702.61b).
    Without the rule an ability that adds mana is activated and resolves like any other."""
    return ab.mana is not None and not ab.body.targets and game.rules.enabled(MANA_ABILITY)


def _with_mana_added(ab: ActivatedDef) -> AbilityBody:
    """The body of an ability that adds mana but is no mana ability (it targets): its fixed mana
    is added as it resolves, after its other effects."""
    if not ab.mana:
        return ab.body
    add = EffectDef("add_mana", (("mana", "".join(f"{{{m}}}" for m in ab.mana)),))
    return AbilityBody(ab.body.targets, (*ab.body.effects, add))


def special_action(game: "Game", player: str, name: str, obj: GameObject, **kw: Any) -> None:
    """Dispatch to the special actions the rules provide (116.2): playing a land here, the
    others registered by the keywords that provide them (suspend, turning face up)."""
    if name not in hooks.SPECIAL_ACTIONS:
        raise UnknownReference("special action", name, list(hooks.SPECIAL_ACTIONS))
    hooks.SPECIAL_ACTIONS[name](game, player, obj, **kw)


def attack(game: "Game", player: str, chosen: list[tuple[GameObject, str]], exert: Sequence[GameObject] = ()) -> None:
    """Declare attackers: the game moves to the declare attackers step of this turn. ``exert``:
    attackers their controller exerts as they attack (an optional cost, CR 701.43d, 508.1g)."""
    if game.active != player:
        raise IllegalAction(f"{player} is not the active player and can't attack", code="attack")
    if game.step.order >= Step.DECLARE_ATTACKERS.order:
        raise IllegalAction(f"too late to declare attackers this turn (now {game.step.value})", code="attack")
    validate_attack(game, player, chosen)
    for obj in exert:
        if not may_exert(game, obj):
            raise IllegalAction(
                f"{obj.label()} can't be exerted: no ability lets {player} exert it as it attacks", rule=EXERT, code="attack"
            )
    advance_to(game, game.turn, Step.BEGINNING_OF_COMBAT)
    validate_attack(game, player, [(game.by_oid(o.oid) or o, d) for o, d in chosen])
    game.pending_attack = (player, chosen, tuple((game.by_oid(o.oid) or o).oid for o in exert))
    while game.step is not Step.DECLARE_ATTACKERS:
        game.require_not_over()
        pass_priority(game)


def block(game: "Game", pairs: list[tuple[GameObject, GameObject]]) -> None:
    """Declare blockers (every defending player's): the game moves to the declare blockers step."""
    if game.step is not Step.DECLARE_ATTACKERS:
        raise IllegalAction(
            f"blockers are declared after attackers, in the declare blockers step (now {game.step.value})", code="block"
        )
    validate_blocks(game, pairs)
    block_requirements.enforce(game, pairs)  # "must be blocked by a Dalek if able" (509.1c)
    game.pending_blocks = pairs
    while game.step is Step.DECLARE_ATTACKERS:
        game.require_not_over()
        pass_priority(game)
