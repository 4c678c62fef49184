"""What effects do, one function per effect name of ``effect_specs.EFFECTS``."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from kb.engine import hooks, refs, restrictions, uncounterable
from kb.engine.combat import deal_damage, keep_tapped
from kb.engine.counters_doubling import counters_to_put
from kb.engine.counters_put import counters_put
from kb.engine.definitions import EffectDef, parse_card
from kb.engine.effects_between import attach, fight, win_game
from kb.engine.effects_cast import cast_card, cast_copy
from kb.engine.effects_continuous import (
    UNTIL_EVENT,
    change_subtypes,
    change_types,
    grant,
    lose_abilities,
    may_cast,
    pump,
    set_base_pt,
    set_colors,
    switch_pt,
)
from kb.engine.effects_control import gain_control, phase_out
from kb.engine.effects_copy import become_copy_effect, create_token_copy
from kb.engine.effects_library import exile_until_found, lands_put_by_effect, search, shuffle
from kb.engine.effects_player import discard_cards, draw_cards, exchange_life, gain_life, lose_life, mill
from kb.engine.effects_stack import copy_spell_effect
from kb.engine.end_turn import end_the_turn
from kb.engine.errors import IllegalAction
from kb.engine.extra_phases import add_phases as add_phases_after_this
from kb.engine.extra_phases import add_step as add_step_after_this
from kb.engine.extra_phases import skip_next as skip_next_step
from kb.engine.indestructible import indestructible
from kb.engine.mana import parse_mana_produced
from kb.engine.objects import Zone
from kb.engine.refs import Ctx
from kb.engine.regeneration import regenerated
from kb.engine.steps import Step
from kb.engine.tapping import tap_permanent, untap_permanent
from kb.engine.targeting import specs_of
from kb.engine.triggers import Delayed
from kb.engine.zones import (
    ENTER_TOGETHER,
    TokenOrder,
    create_token,
    create_tokens,
    find_item,
    move,
    remove_counters,
    together,
    token_count,
)
from kb.engine.zones import counter as counter_item

EffectFn = Callable[[Ctx, EffectDef], None]

# keyword actions whose effects are registered rules (CR 701): without one, its word does nothing
COUNTER, DESTROY, SACRIFICE, EXILE = "701.6a", "701.8a", "701.21a", "701.13a"
SIMULTANEOUS = "101.4"  # players choose in turn order (APNAP), then the actions happen at the same time


def run_effects(ctx: Ctx, effects: Sequence[EffectDef]) -> None:
    for eff in effects:
        if ctx.game.is_over():
            return
        (EFFECTS.get(eff.op) or hooks.EFFECTS[eff.op])(ctx, eff)


def damage(ctx: Ctx, eff: EffectDef) -> None:
    n = refs.amount(ctx, eff.arg("amount"))
    source = ctx.game.by_oid(ctx.source.oid) or ctx.source
    if eff.arg("divided"):  # as announced when cast (601.2d); a target now illegal gets none of it (608.2b)
        shares = iter((ctx.item.data.get("division") or []) if ctx.item else [])
        for spec, target in zip(specs_of(ctx.game, ctx.item), ctx.targets) if ctx.item else ():
            share = next(shares) if spec.divided else 0
            if spec.divided and target is not None:
                deal_damage(ctx.game, source, target, share)
        return
    if eff.arg("to") is None:
        raise IllegalAction("damage needs 'to' (or 'divided: true' with a divided target)", code="definition")
    for target in refs.recipients(ctx, eff.arg("to")):
        deal_damage(ctx.game, source, target, n)


def _moved(ctx: Ctx, objs: list[Any]) -> None:
    """Remember what an effect moved, as the new objects: a later ``it`` of the ability follows it (400.7)."""
    ctx.chosen["it"] = [o.oid for o in objs]


def destroy(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.8a: destroying a permanent moves it from the battlefield to its owner's graveyard
    (unless indestructible or regenerated)."""
    if not ctx.game.rules.enabled(DESTROY):
        return
    moved = []
    with together(ctx.game):  # "destroy all ...": they are destroyed at once
        for obj in refs.objects(ctx, eff.arg("what")):
            if obj.zone is Zone.BATTLEFIELD and indestructible(ctx.game, obj):
                ctx.game.note(f"    {obj.label()} has indestructible: it isn't destroyed (702.12b)")
            elif obj.zone is Zone.BATTLEFIELD and not regenerated(ctx.game, obj):
                moved.append(move(ctx.game, obj, Zone.GRAVEYARD, cause="destroy"))
    _moved(ctx, moved)


def exile(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.13a: exiling moves an object to the exile zone from wherever it is."""
    game, counters = ctx.game, {k: refs.amount(ctx, n) for k, n in (eff.arg("counters") or ())}
    if not game.rules.enabled(EXILE):
        return
    if eff.arg("until_found") is not None:  # "exile cards from the top until you exile a [kind] card"
        return exile_until_found(ctx, eff.arg("until_found"), counters, eff.arg("gains"))
    until_leaves = bool(eff.arg("until_source_leaves")) and game.rules.enabled(UNTIL_EVENT)
    if until_leaves and not any(o.oid == ctx.source.oid for o in game.battlefield):
        game.note(f"    {ctx.source.label()} has already left the battlefield: nothing is exiled (610.3a)")
        return
    moved = []
    for obj in refs.objects(ctx, eff.arg("what")):
        origin = obj.zone
        new = move(game, obj, Zone.EXILE, cause="exile", counters=counters)
        if until_leaves:  # "exile ... until this leaves the battlefield": it comes back then (610.3)
            game.returns.append((ctx.source.oid, new.oid, origin))
        moved.append(new)
        _moved(ctx, moved)
        if eff.arg("gains"):
            have = {k.name for k in new.card.keywords}
            new.granted += [k for k in eff.arg("gains") if k.name not in have]


def return_to_hand(ctx: Ctx, eff: EffectDef) -> None:
    """A permanent or card goes to its owner's hand; so does a targeted spell ("return target spell to
    its owner's hand"), which leaves the stack without resolving."""
    what = eff.arg("what")
    t = refs._target(ctx, what) if str(what).startswith("target") else None
    if t and t[0] == "item":
        item = find_item(ctx.game, t[1])
        if item is not None and item.kind == "spell":
            _moved(ctx, [move(ctx.game, item.source, Zone.HAND, cause="bounce", item=item)])
        return
    _moved(ctx, [move(ctx.game, obj, Zone.HAND, cause="bounce") for obj in refs.objects(ctx, what)])


def sacrifice(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.21a: its controller moves a permanent they control straight to its owner's graveyard;
    sacrificing isn't destroying, so indestructible and regeneration don't stop it."""
    game = ctx.game
    if not game.rules.enabled(SACRIFICE):
        return
    done = 0  # "sacrifice it. If you do, ...": the condition `sacrificed` asks whether any was
    if eff.arg("what") is not None:
        for obj in refs.objects(ctx, eff.arg("what")):
            if obj.zone is Zone.BATTLEFIELD:
                game.note(f"    {obj.controller} sacrifices {obj.label()}")
                move(game, obj, Zone.GRAVEYARD, cause="sacrifice")
                done += 1
        ctx.chosen["sacrificed"] = ctx.chosen.get("sacrificed", 0) + done
        return
    # each player chooses in turn order, then all are sacrificed at once (101.4; they see each other leave)
    at_once = game.rules.enabled(SIMULTANEOUS)
    picks: list[tuple[str, Any]] = []
    for who in refs.players(ctx, eff.arg("who", "you")):
        spec = {"who": "you", "filter": eff.arg("filter"), "count": refs.amount(ctx, eff.arg("count", 1))}
        chosen = refs.choose_objects(Ctx(game, who, ctx.source, item=ctx.item), spec)
        picks += [(who, obj) for obj in chosen]
        if not at_once:
            _sacrifice_chosen(game, picks)
            picks = []
        ctx.chosen["sacrificed"] = ctx.chosen.get("sacrificed", 0) + len(chosen)
    with together(game):
        _sacrifice_chosen(game, picks)


def _sacrifice_chosen(game: Any, picks: list[tuple[str, Any]]) -> None:
    for who, obj in picks:
        game.note(f"    {who} sacrifices {obj.label()}")
        move(game, obj, Zone.GRAVEYARD, cause="sacrifice")


def counter(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.6a: a countered spell or ability leaves the stack without resolving; a countered
    spell goes to its owner's graveyard. Without the rule the effect does nothing."""
    if not ctx.game.rules.enabled(COUNTER):
        return
    moved = []
    for t in _to_counter(ctx, eff.arg("what")):
        if t and t[0] == "item":
            item = find_item(ctx.game, t[1])
            if item is not None and uncounterable.cant_be_countered(ctx.game, item):
                ctx.game.note(f"    {item.describe()} can't be countered (CR 101.2)")
            elif item is not None:
                if item.kind != "spell":  # "if a permanent's ability is countered this way": its source
                    ctx.chosen.setdefault("countered_source", []).append(item.source.oid)
                card = counter_item(ctx.game, item)
                moved += [card] if card is not None else []
    _moved(ctx, moved)  # "counter target spell; exile it with three time counters" follows the card


def _to_counter(ctx: Ctx, what: Any) -> list[Any]:
    """The stack objects a counter effect names: its targets, or "that spell" — the spell a cast
    trigger triggered on (Chalice of the Void), while it is still on the stack."""
    if str(what).startswith("target"):
        return [refs._target(ctx, what)]
    if what == "triggering_object":
        spells = {o.oid for o in refs.objects(ctx, what)}
        return [("item", i.iid) for i in ctx.game.stack if i.kind == "spell" and i.source.oid in spells]
    return []


def make_tokens(ctx: Ctx, eff: EffectDef) -> None:
    controller = (refs.players(ctx, eff.arg("controller")) or [ctx.controller])[0]
    order = TokenOrder(eff.arg("token"), controller, tapped=bool(eff.arg("tapped", False)))
    n = token_count(ctx.game, controller, refs.amount(ctx, eff.arg("count", 1)))
    create_tokens(ctx.game, [order] * n)  # they enter together (603.6a)


INVESTIGATE = "701.16a"


def investigate(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.16a: "investigate" means "create a Clue token" (111.10f: a colourless Clue artifact
    token with "{2}, sacrifice this artifact: draw a card"); without the rule the word does nothing."""
    if not ctx.game.rules.enabled(INVESTIGATE):
        return
    clue = parse_card(
        {
            "name": "Clue",
            "types": ["artifact"],
            "subtypes": ["Clue"],
            "activated": [{"cost": ["{2}", "sacrifice"], "effects": [{"draw": {}}]}],
        }
    )
    for who in refs.players(ctx, eff.arg("who", "you")):
        create_token(ctx.game, clue, who)


def add_counters(ctx: Ctx, eff: EffectDef) -> None:
    for obj in refs.objects(ctx, eff.arg("what")):
        n = counters_to_put(ctx.game, obj, refs.amount(ctx, eff.arg("amount", 1)))  # doubled? (614.1a)
        obj.counters[eff.arg("kind")] += n
        counters_put(ctx.game, obj, {eff.arg("kind"): n}, ctx.controller)
        ctx.game.note(f"    {n} {eff.arg('kind')} counter(s) on {obj.label()} (now {obj.counters[eff.arg('kind')]})")


def take_counters(ctx: Ctx, eff: EffectDef) -> None:
    n = refs.amount(ctx, eff.arg("amount", 1))
    for obj in refs.objects(ctx, eff.arg("what")):
        remove_counters(ctx.game, obj, eff.arg("kind"), n)


def tap(ctx: Ctx, eff: EffectDef) -> None:
    for obj in refs.objects(ctx, eff.arg("what")):
        why = restrictions.forbidden(ctx.game, obj, "tap")
        if why:  # "can't become tapped" beats "tap it" (101.2)
            ctx.game.note(f"    {obj.label()} can't become tapped ({why})")
            continue
        tap_permanent(ctx.game, obj)
        if eff.arg("stays_tapped"):  # "it doesn't untap during its controller's next untap step"
            keep_tapped(ctx.game, obj, obj.controller)


def untap(ctx: Ctx, eff: EffectDef) -> None:
    for obj in refs.objects(ctx, eff.arg("what")):
        untap_permanent(ctx.game, obj)


def add_mana(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        ctx.game.player(who).pool.add(parse_mana_produced(eff.arg("mana")))


def at_next_end_step(ctx: Ctx, eff: EffectDef) -> None:
    """ "At the beginning of the next end step, [effects]": a delayed triggered ability (CR
    603.7a) that triggers once, the next time an end step begins (603.7b) — a turn ended early
    has none, so it waits for the next turn's (723.1e)."""
    effects, source, controller = tuple(eff.arg("effects")), ctx.source, ctx.controller
    ctx.game.delayed.append(
        Delayed(
            event="step_begin",
            controller=controller,
            source=source,
            label="at the next end step",
            handler=lambda g, item: run_effects(Ctx(g, controller, source, item=item), effects),
            matcher=lambda g, e: e.data.get("step") is Step.END,
        )
    )
    ctx.game.note(f"    at the beginning of the next end step: {', '.join(e.op for e in effects)}")


def add_phases(ctx: Ctx, eff: EffectDef) -> None:
    """CR 500.8: "after this phase, there is an additional ... phase"."""
    add_phases_after_this(ctx.game, list(eff.arg("phases")))


def add_step(ctx: Ctx, eff: EffectDef) -> None:
    """CR 500.9: "you get an additional upkeep step after this step"."""
    add_step_after_this(ctx.game, Step(eff.arg("step")))


def skip_next(ctx: Ctx, eff: EffectDef) -> None:
    """ "Each opponent skips their next untap step" (614.10, 614.10a)."""
    for who in refs.players(ctx, eff.arg("who", "you")):
        skip_next_step(ctx.game, who, eff.arg("step"))


def put_onto_battlefield(ctx: Ctx, eff: EffectDef) -> None:
    owners = bool(eff.arg("under_owners_control"))  # "return it under its owner's control"
    cards = refs.objects(ctx, eff.arg("what"))
    game = ctx.game
    # they enter together (603.6a): as each enters, the others are not yet on the battlefield for
    # its "as this enters" effects, though the cards are moved one after another
    game.entering_together = {o.handle for o in cards} if len(cards) > 1 and game.rules.enabled(ENTER_TOGETHER) else set()
    try:
        moved = [
            move(
                game,
                obj,
                Zone.BATTLEFIELD,
                cause="effect",
                controller=obj.owner if owners else ctx.controller,
                tapped=bool(eff.arg("tapped")),
            )
            for obj in cards
        ]
    finally:
        game.entering_together = set()
    lands_put_by_effect(game, moved)
    _moved(ctx, moved)


def put_into_graveyard(ctx: Ctx, eff: EffectDef) -> None:
    """ "Put target card into its owner's graveyard" from wherever it is: a new object there,
    without the counters it had (CR 400.7) — a suspended card stops being suspended."""
    _moved(ctx, [move(ctx.game, obj, Zone.GRAVEYARD, cause="effect") for obj in refs.objects(ctx, eff.arg("what"))])


def may(ctx: Ctx, eff: EffectDef) -> None:
    who = (refs.players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    if ctx.game.choose_yes_no(who, f"{ctx.source.label()}: do the optional part?"):
        run_effects(ctx, eff.arg("effects"))


def if_(ctx: Ctx, eff: EffectDef) -> None:
    run_effects(ctx, eff.arg("then", ()) if refs.condition(ctx, eff.arg("condition")) else eff.arg("else", ()))


EFFECTS: dict[str, EffectFn] = {
    "damage": damage,
    "destroy": destroy,
    "exile": exile,
    "return_to_hand": return_to_hand,
    "sacrifice": sacrifice,
    "counter": counter,
    "draw": draw_cards,
    "discard": discard_cards,
    "mill": mill,
    "gain_life": gain_life,
    "lose_life": lose_life,
    "exchange_life": exchange_life,
    "create_token": make_tokens,
    "investigate": investigate,
    "add_counters": add_counters,
    "remove_counters": take_counters,
    "pump": pump,
    "set_base_pt": set_base_pt,
    "switch_pt": switch_pt,
    "grant": grant,
    "change_types": change_types,
    "set_colors": set_colors,
    "change_subtypes": change_subtypes,
    "tap": tap,
    "untap": untap,
    "add_mana": add_mana,
    "gain_control": gain_control,
    "phase_out": phase_out,
    "add_phases": add_phases,
    "end_the_turn": end_the_turn,
    "at_next_end_step": at_next_end_step,
    "add_step": add_step,
    "skip_next": skip_next,
    "put_onto_battlefield": put_onto_battlefield,
    "may": may,
    "if": if_,
    "put_into_graveyard": put_into_graveyard,
    "lose_abilities": lose_abilities,
    "fight": fight,
    "attach": attach,
    "win_game": win_game,
    "copy_spell": copy_spell_effect,
    "become_copy": become_copy_effect,
    "create_token_copy": create_token_copy,
    "cast_copy": cast_copy,
    "cast_card": cast_card,
    "search": search,
    "shuffle": shuffle,
    "may_cast": may_cast,
}  # keyword actions (turn face up, time travel, villainous choice) are registered in ``hooks.EFFECTS``
# "sacrifice it. If you do, ...": an earlier sacrifice of this spell or ability sacrificed something
hooks.register_condition("sacrificed", lambda ctx, _arg: ctx.chosen.get("sacrificed", 0) > 0)
