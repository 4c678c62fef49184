"""What effects do, one function per effect name of ``effect_specs.EFFECTS``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from kb.engine import dispatch, hooks, refs, restrictions
from kb.engine.characteristics import Effect, chars, matches_filter
from kb.engine.combat import deal_damage, keep_tapped
from kb.engine.definitions import EffectDef, parse_card
from kb.engine.effects_cast import cast_card, cast_copy
from kb.engine.effects_copy import become_copy_effect, create_token_copy
from kb.engine.effects_library import search, shuffle
from kb.engine.effects_stack import copy_spell_effect
from kb.engine.errors import CardDefinitionError, IllegalAction
from kb.engine.extra_phases import add_phases as add_phases_after_this
from kb.engine.game import Option
from kb.engine.indestructible import indestructible
from kb.engine.mana import parse_mana_produced
from kb.engine.objects import Zone
from kb.engine.phasing import phase_out as phase_permanent_out
from kb.engine.refs import Ctx
from kb.engine.targeting import specs_of
from kb.engine.zones import (
    TokenOrder,
    create_token,
    create_tokens,
    discard,
    draw,
    find_item,
    move,
    remove_counters,
    tap_permanent,
    together,
    token_count,
)
from kb.engine.zones import counter as counter_item

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

EffectFn = Callable[[Ctx, EffectDef], None]


def run_effects(ctx: Ctx, effects: Sequence[EffectDef]) -> None:
    for eff in effects:
        if ctx.game.is_over():
            return
        (EFFECTS.get(eff.op) or hooks.EFFECTS[eff.op])(ctx, eff)


def _recipients(ctx: Ctx, ref: Any) -> list[tuple[Any, ...]]:
    """Damage recipients: a target may be a player or an object; other refs name one or the other."""
    if isinstance(ref, str) and ref.startswith("target"):
        t = refs._target(ctx, ref)
        return [t] if t else []
    if ref in ("you", "each_opponent", "each_player", "active_player", "defending_player", "triggering_player", "owner"):
        return [("player", p) for p in refs.players(ctx, ref)]
    return [("object", o.oid) for o in refs.objects(ctx, ref)]


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
    for target in _recipients(ctx, eff.arg("to")):
        deal_damage(ctx.game, source, target, n)


def _moved(ctx: Ctx, objs: list[Any]) -> None:
    """Remember what an effect moved, as the new objects: a later ``it`` in the same ability
    ("exile target creature, then return that card") follows the card to its new zone (CR 400.7)."""
    ctx.chosen["it"] = [o.oid for o in objs]


def destroy(ctx: Ctx, eff: EffectDef) -> None:
    moved = []
    with together(ctx.game):  # "destroy all ...": they are destroyed at once
        for obj in refs.objects(ctx, eff.arg("what")):
            if obj.zone is Zone.BATTLEFIELD and indestructible(ctx.game, obj):
                ctx.game.note(f"    {obj.label()} has indestructible: it isn't destroyed (702.12b)")
            elif obj.zone is Zone.BATTLEFIELD:
                moved.append(move(ctx.game, obj, Zone.GRAVEYARD, cause="destroy"))
    _moved(ctx, moved)


def exile(ctx: Ctx, eff: EffectDef) -> None:
    counters = {k: refs.amount(ctx, n) for k, n in (eff.arg("counters") or ())}
    game = ctx.game
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
    _moved(ctx, [move(ctx.game, obj, Zone.HAND, cause="bounce") for obj in refs.objects(ctx, eff.arg("what"))])


def sacrifice(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    if eff.arg("what") is not None:
        for obj in refs.objects(ctx, eff.arg("what")):
            if obj.zone is Zone.BATTLEFIELD:
                game.note(f"    {obj.controller} sacrifices {obj.label()}")
                move(game, obj, Zone.GRAVEYARD, cause="sacrifice")
        return
    for who in refs.players(ctx, eff.arg("who", "you")):
        spec = {"who": "you", "filter": eff.arg("filter"), "count": eff.arg("count", 1)}
        chosen = refs.choose_objects(Ctx(game, who, ctx.source, item=ctx.item), spec)
        for obj in chosen:
            game.note(f"    {who} sacrifices {obj.label()}")
            move(game, obj, Zone.GRAVEYARD, cause="sacrifice")


def counter(ctx: Ctx, eff: EffectDef) -> None:
    moved = []
    for t in [refs._target(ctx, eff.arg("what"))] if str(eff.arg("what")).startswith("target") else []:
        if t and t[0] == "item":
            item = find_item(ctx.game, t[1])
            if item is not None:
                card = counter_item(ctx.game, item)
                moved += [card] if card is not None else []
    _moved(ctx, moved)  # "counter target spell; exile it with three time counters" follows the card


def draw_cards(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        draw(ctx.game, who, refs.amount(ctx, eff.arg("amount", 1)))


def discard_cards(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    for who in refs.players(ctx, eff.arg("who", "you")):
        for _ in range(refs.amount(ctx, eff.arg("amount", 1))):
            hand = game.player(who).hand
            if not hand:
                break
            if eff.arg("random"):  # "discards a card at random": the game's seeded generator picks
                card = game.rng.choice(hand)
                game.note(f"    {who} discards at random")
            else:
                options = [Option(o.label(), o, (o.handle, o.card.name)) for o in hand]
                card = game.choose(who, "a card to discard", options, kind="card")
            discard(game, card)


def mill(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        for _ in range(refs.amount(ctx, eff.arg("amount", 1))):
            lib = ctx.game.player(who).library
            if lib:
                move(ctx.game, lib[0], Zone.GRAVEYARD, cause="mill")


def gain_life(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        p = ctx.game.player(who)
        p.life += refs.amount(ctx, eff.arg("amount"))
        ctx.game.note(f"    {who} gains life (now {p.life})")


def lose_life(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        p = ctx.game.player(who)
        p.lose_life(refs.amount(ctx, eff.arg("amount")))
        ctx.game.note(f"    {who} loses life (now {p.life})")


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
    n = refs.amount(ctx, eff.arg("amount", 1))
    for obj in refs.objects(ctx, eff.arg("what")):
        obj.counters[eff.arg("kind")] += n
        ctx.game.note(f"    {n} {eff.arg('kind')} counter(s) on {obj.label()} (now {obj.counters[eff.arg('kind')]})")


def take_counters(ctx: Ctx, eff: EffectDef) -> None:
    n = refs.amount(ctx, eff.arg("amount", 1))
    for obj in refs.objects(ctx, eff.arg("what")):
        remove_counters(ctx.game, obj, eff.arg("kind"), n)


STATED_DURATION, FOR_AS_LONG_AS, UNTIL_EVENT = "611.2a", "611.2b", "610.3"
_DURATION_TEXT = {
    "end_of_turn": "until end of turn",
    "your_next_turn": "until your next turn",
    "end_of_game": "for the rest of the game",
    "source_leaves": "for as long as the source is on the battlefield",
    "you_control_source": "for as long as you control the source",
    "face_down": "for as long as it is face down",
}


def _duration(ctx: Ctx, eff: EffectDef) -> str:
    """CR 611.2a: an effect lasts as long as its spell or ability says (without the rule, every
    such effect of the format ends with the turn); 611.2b: "for as long as" durations."""
    until: str = eff.arg("until", "end_of_turn")
    if not ctx.game.rules.enabled(STATED_DURATION):
        return "end_of_turn"
    if until in ("source_leaves", "you_control_source", "face_down") and not ctx.game.rules.enabled(FOR_AS_LONG_AS):
        return "end_of_game"  # without 611.2b the duration is never checked: it just goes on
    return until


SET_LOCKED_IN = "611.2c"  # a resolving spell's effect on characteristics affects the objects there as it begins


class _StillMatching:
    """Without 611.2c: "all [filter]" means whatever matches the filter at each moment."""

    def __init__(self, ctx: Ctx, flt: Any) -> None:
        self.ctx, self.flt, self.busy = ctx, flt, False

    def __call__(self, obj: Any) -> bool:
        if self.busy:  # judging the filter looks at this effect again: it doesn't apply to itself
            return False
        self.busy = True
        try:
            return matches_filter(self.ctx.game, obj, self.flt, controller=self.ctx.controller, source=self.ctx.source)
        finally:
            self.busy = False


def _effect(ctx: Ctx, eff: EffectDef, kind: str, data: dict[str, Any]) -> None:
    until = _duration(ctx, eff)
    what = eff.arg("what")
    if isinstance(what, tuple) and what[0] == "all" and not ctx.game.rules.enabled(SET_LOCKED_IN):
        ctx.game.effects.append(
            Effect(
                -1,
                kind,
                data,
                until=until,
                controller=ctx.controller,
                timestamp=ctx.game.tick(),
                source_oid=ctx.source.oid,
                matches=_StillMatching(ctx, what[1]),
            )
        )
        ctx.game.note(f"    every object matching {what[1]}: {kind} {_show(data)} {_DURATION_TEXT[until]}")
        return
    for obj in refs.objects(ctx, eff.arg("what")):
        ctx.game.effects.append(
            Effect(
                obj.oid, kind, data, until=until, controller=ctx.controller, timestamp=ctx.game.tick(), source_oid=ctx.source.oid
            )
        )
        ctx.game.note(f"    {obj.label()}: {kind} {_show(data)} {_DURATION_TEXT[until]}")


def _show(data: dict[str, Any]) -> str:
    return ", ".join(f"{k}={','.join(map(str, v)) if isinstance(v, (tuple, list)) else v}" for k, v in data.items())


VARIABLE_ONCE = "611.2d"  # a variable in a resolving spell's continuous effect is fixed on resolution


class _Recounted:
    """Without 611.2d: an amount counted again each time the bonus is looked at ("+X/+X, where X
    is the number of attacking creatures" would follow the attackers)."""

    def __init__(self, ctx: Ctx, raw: Any) -> None:
        self.ctx, self.raw, self.busy, self.last = ctx, raw, False, 0

    def __call__(self) -> int:
        if not self.busy:  # an amount that looks at this very bonus keeps its last value
            self.busy = True
            try:
                self.last = refs.amount(self.ctx, self.raw)
            finally:
                self.busy = False
        return self.last

    def __str__(self) -> str:
        return f"{self.raw} (recounted)"


def pump(ctx: Ctx, eff: EffectDef) -> None:
    raw = {"power": eff.arg("power", 0), "toughness": eff.arg("toughness", 0)}
    data: dict[str, int | _Recounted]
    if ctx.game.rules.enabled(VARIABLE_ONCE):
        data = {k: refs.amount(ctx, v) for k, v in raw.items()}
    else:
        data = {k: v if isinstance(v, int) else _Recounted(ctx, v) for k, v in raw.items()}
    _effect(ctx, eff, "pump", data)


def grant(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "grant", {"keywords": tuple(eff.arg("keywords"))})


def lose_abilities(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "lose_abilities", {})


def change_types(ctx: Ctx, eff: EffectDef) -> None:
    _effect(ctx, eff, "change_types", {"remove": tuple(eff.arg("remove", ())), "add": tuple(eff.arg("add", ()))})


def may_cast(ctx: Ctx, eff: EffectDef) -> None:
    """ "You may cast it this turn" (a permission to cast from the zone it is in, CR 601.3): for
    that object only (a new object after a zone change, 400.7), until the duration ends."""
    until = _duration(ctx, eff)
    for obj in refs.objects(ctx, eff.arg("what")):
        ctx.game.permissions.append(
            {
                "oid": obj.oid,
                "player": ctx.controller,
                "until": until,
                "free": bool(eff.arg("without_paying")),
                # "without paying its mana cost" is an alternative cost (118.9)
                "name": "free" if eff.arg("without_paying") else "permission",
            }
        )
        ctx.game.note(f"    {ctx.controller} may cast {obj.label()} {_DURATION_TEXT[until]}")


def set_colors(ctx: Ctx, eff: EffectDef) -> None:
    codes = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    _effect(ctx, eff, "set_colors", {"colors": tuple(codes.get(c, c.upper()) for c in eff.arg("colors") if c != "colorless")})


def change_subtypes(ctx: Ctx, eff: EffectDef) -> None:
    # subtypes keep their printed capitals ("Time Lord"): the raw words of the card
    _effect(ctx, eff, "change_subtypes", {"add": tuple(eff.arg("add", ())), "set": tuple(eff.arg("set", ()))})


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
        obj.tapped = False


def add_mana(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        ctx.game.player(who).pool.add(parse_mana_produced(eff.arg("mana")))


def gain_control(ctx: Ctx, eff: EffectDef) -> None:
    """Gain control (for the rest of the game, or for a stated duration, 611.2a: when the effect
    ends the permanent goes back to the player who controlled it before)."""
    until = _duration(ctx, eff) if eff.arg("until") else "end_of_game"
    if until in ("source_leaves", "you_control_source"):  # no "for as long as" control yet
        raise CardDefinitionError(
            "gain_control.until",
            f"a control change can't last {_DURATION_TEXT[until]}",
            ["end_of_turn", "your_next_turn", "end_of_game"],
        )
    for obj in refs.objects(ctx, eff.arg("what")):
        if obj.controller != ctx.controller:
            before = obj.controller
            obj.controller, obj.control_since, obj.sick_free = ctx.controller, ctx.game.tick(), False
            obj.timestamp = ctx.game.clock
            ctx.game.note(f"    {ctx.controller} gains control of {obj.label()} {_DURATION_TEXT[until]}")
            if until != "end_of_game":
                ctx.game.effects.append(
                    Effect(
                        obj.oid,
                        "control",
                        {"from": before},
                        until=until,
                        controller=ctx.controller,
                        timestamp=ctx.game.clock,
                        source_oid=ctx.source.oid,
                    )
                )


def phase_out(ctx: Ctx, eff: EffectDef) -> None:
    """CR 702.26: the objects phase out; "until [this] leaves the battlefield" holds them out
    until the source leaves (nothing phases out if it already left, as with 610.3a)."""
    game = ctx.game
    hold = None
    if eff.arg("until_source_leaves"):
        if not any(o.oid == ctx.source.oid for o in game.battlefield):
            game.note(f"    {ctx.source.label()} has already left the battlefield: nothing phases out")
            return
        hold = ctx.source.oid
    for obj in refs.objects(ctx, eff.arg("what")):
        phase_permanent_out(game, obj, until_leaves=hold)


def add_phases(ctx: Ctx, eff: EffectDef) -> None:
    """CR 500.8: "after this phase, there is an additional ... phase"."""
    add_phases_after_this(ctx.game, list(eff.arg("phases")))


def put_onto_battlefield(ctx: Ctx, eff: EffectDef) -> None:
    owners = bool(eff.arg("under_owners_control"))  # "return it under its owner's control"
    _moved(
        ctx,
        [
            move(
                ctx.game,
                obj,
                Zone.BATTLEFIELD,
                cause="effect",
                controller=obj.owner if owners else ctx.controller,
                tapped=bool(eff.arg("tapped")),
            )
            for obj in refs.objects(ctx, eff.arg("what"))
        ],
    )


def put_into_graveyard(ctx: Ctx, eff: EffectDef) -> None:
    """ "Put target card into its owner's graveyard" from wherever it is: a new object there,
    without the counters it had (CR 400.7) — a suspended card stops being suspended."""
    _moved(ctx, [move(ctx.game, obj, Zone.GRAVEYARD, cause="effect") for obj in refs.objects(ctx, eff.arg("what"))])


FIGHT = "701.14a"
WIN = "104.2b"


def win_game(ctx: Ctx, eff: EffectDef) -> None:
    """CR 104.2b: an effect may say that a player wins the game; the game ends at once (104.1),
    so every other player still in it is out — in a two-player game, the opponent has lost."""
    game = ctx.game
    if not game.rules.enabled(WIN):
        return
    for who in refs.players(ctx, eff.arg("who", "you"))[:1]:
        game.note(f"    {who} wins the game ({WIN})")
        for p in game.players:
            if p.name != who and not p.lost:
                p.lost = True


ATTACH, EQUIPMENT_CREATURE = "701.3a", "301.5c"


def attach(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.3a: attach an Equipment (or Aura) to a permanent; 701.3b: if it can't be attached
    there, it doesn't move. 301.5c: an Equipment that's also a creature can't equip a creature
    (unless it has reconfigure, a keyword the format doesn't have), and an Equipment equips only
    creatures."""
    game = ctx.game
    if not game.rules.enabled(ATTACH):
        return
    hosts = [h for h in refs.objects(ctx, eff.arg("to")) if h.zone is Zone.BATTLEFIELD]
    for obj in refs.objects(ctx, eff.arg("what")):
        host = hosts[0] if hosts else None
        why = "its new place is gone" if host is None or host.oid == obj.oid else _attach_refusal(game, obj, host)
        if why or host is None:
            game.note(f"    {obj.label()} isn't attached: {why}; it doesn't move (701.3b)")
            continue
        obj.attached_to = host.oid
        game.note(f"    {obj.label()} is attached to {host.label()}")


def _attach_refusal(game: Game, obj: GameObject, host: GameObject) -> str | None:
    """Why ``obj`` can't be attached to ``host``, if so."""
    c = chars(game, obj)
    subtypes = {s.casefold() for s in c.subtypes}
    if "equipment" in subtypes and game.rules.enabled(EQUIPMENT_CREATURE):
        if c.is_creature():
            return f"it is a creature, and an Equipment that's a creature can't equip ({EQUIPMENT_CREATURE})"
        if not chars(game, host).is_creature():
            return f"an Equipment equips only creatures ({EQUIPMENT_CREATURE})"
    if "equipment" not in subtypes or "aura" in subtypes:
        # an Aura's enchant ability and the host's protection; an Aura that is also an Equipment
        # must be able to enchant its new host too
        rule = dispatch.attachment_forbidden(game, obj, host)
        return f"it can't enchant {host.label()} ({rule})" if rule else None
    return None


def fight(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.14a: each of two creatures deals damage equal to its power to the other, at once;
    701.14b: if either is no longer on the battlefield (or no creature), no damage is dealt."""
    game = ctx.game
    if not game.rules.enabled(FIGHT):
        return
    one, other = refs.objects(ctx, eff.arg("what")), refs.objects(ctx, eff.arg("other"))
    pair = [o for o in (one[:1] + other[:1]) if o.zone is Zone.BATTLEFIELD and chars(game, o).is_creature()]
    if len(pair) < 2:
        game.note("    a creature to fight is gone: no damage is dealt (701.14b)")
        return
    (a, b), powers = pair, [max(0, chars(game, o).power or 0) for o in pair]
    game.note(f"    {a.label()} fights {b.label()}")
    deal_damage(game, a, ("object", b.oid), powers[0])
    deal_damage(game, b, ("object", a.oid), powers[1])


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
    "create_token": make_tokens,
    "investigate": investigate,
    "add_counters": add_counters,
    "remove_counters": take_counters,
    "pump": pump,
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
