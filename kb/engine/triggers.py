"""Triggered abilities (CR 603): noticing events, waiting, and going on the stack.

An ability triggers when its event happens while its source is in a zone where the
ability functions; leaves-the-battlefield abilities look back at the object as it was
(603.10a). Pending abilities are put on the stack the next time a player would receive
priority, active player's first (APNAP, 603.3b), each with its targets chosen then."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from kb.engine import hooks
from kb.engine.characteristics import chars, matches_filter
from kb.engine.chars_memo import unchanging
from kb.engine.definitions import TriggerDef
from kb.engine.dispatch import keyword_triggers
from kb.engine.errors import InvalidChoice
from kb.engine.objects import GameObject, StackItem, Zone
from kb.engine.refs import Ctx, condition
from kb.engine.steps import Step
from kb.engine.targeting import choose_targets_for_ability

if TYPE_CHECKING:
    from kb.engine.characteristics import Chars
    from kb.engine.game import Event, Game

INTERVENING_IF = "603.4"
NO_LEGAL_TARGETS = "603.3d"  # a triggered ability that needs a target and has none is removed
OTHER_ZONE_TRIGGERS = "113.6k"
LOOK_BACK = "603.10a"  # leaves-the-battlefield abilities look back in time
AT_END_OF_COMBAT = "511.2"  # "at end of combat" abilities trigger as the end of combat step begins
AT_THE_BEGINNING = "603.2b"  # "at the beginning of [a step or phase]" triggers as that step or phase begins
TRIGGER_CONTROLLER = "113.8"  # a triggered ability is controlled by whoever controlled its source when it triggered
LIFE_GAIN_TRIGGER = "119.9"  # "whenever you gain life": once per life-gain event, none for 0 life
APNAP_ORDER = "603.3b"  # the active player's triggers go on the stack first, then each other player's
AT_UPKEEP = "503.1a"  # what triggers at the beginning of the upkeep is on the stack before anyone has priority
LEAVES_BATTLEFIELD = "603.6c"  # "leaves the battlefield" and "dies" abilities trigger on a move off the battlefield
TRIGGER_EVENTS = "603.2"  # an ability triggers whenever an event matches its trigger event, as it happens
STATE_TRIGGER = "603.8"  # a state trigger triggers whenever its state holds, once until it has left the stack


@dataclass
class Pending:
    trig: TriggerDef
    source: GameObject
    controller: str
    event: dict[str, Any]
    order: int = 0


@dataclass
class Delayed:
    """A delayed triggered ability (CR 603.7): fires once on the first matching event."""

    event: str
    controller: str
    source: GameObject
    label: str
    handler: Callable[["Game", StackItem], None]
    matcher: Callable[["Game", "Event"], bool] = lambda g, e: True
    data: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None


def intervening_if(ctx: Ctx, trig: TriggerDef | None) -> bool:
    """CR 603.4: an ability with an intervening "if" triggers, and resolves, only if it holds."""
    if trig is None or trig.condition is None or not ctx.game.rules.enabled(INTERVENING_IF):
        return True
    return condition(ctx, trig.condition)


def abilities_of(game: "Game", obj: GameObject, c: Chars | None = None) -> list[TriggerDef]:
    c = c or chars(game, obj)
    return list(c.card.triggered) + keyword_triggers(game, obj)


def detect(game: "Game", event: "Event") -> None:
    with unchanging(game):  # looking for what triggers changes nothing the abilities are read from
        _detect(game, event)


def _detect(game: "Game", event: "Event") -> None:
    if not game.rules.enabled(TRIGGER_EVENTS):
        return  # without 603.2 no game event makes an ability trigger
    d = event.data
    candidates: list[tuple[GameObject, Any]] = []
    leaving = event.kind == "zone_change" and d["origin"] is Zone.BATTLEFIELD and game.rules.enabled(LOOK_BACK)
    before = (game.battlefield_before or {}) if leaving else {}
    # the cards that left the battlefield in this event are looked at as they were there, just
    # before (603.10a), not in their new zone: a graveyard ability of a creature that died together
    # with another doesn't see that one die
    gone = {d["before"].handle, *(b.handle for b, _ in game.leaving_together)} if leaving else set()
    for obj in list(game.all_objects()):
        if obj.zone is not Zone.BATTLEFIELD and obj.handle in gone:
            continue
        # a permanent that stays has the leaves-the-battlefield abilities it had just before (603.10a)
        candidates.append((obj, before.get(obj.oid) if obj.zone is Zone.BATTLEFIELD else None))
    if leaving:
        candidates.append((d["before"], d["before_chars"]))  # look back in time (603.10a)
        # and so do the permanents that left the battlefield earlier in the same event
        candidates += [(b, c) for b, c in game.leaving_together if b.oid != d["before"].oid]
    seen: set[tuple[int, int]] = set()
    for obj, c in candidates:
        for i, trig in enumerate(abilities_of(game, obj, c)):
            zone = obj.zone
            if zone.value not in trig.zones:
                continue
            if zone.value not in ("battlefield", "stack") and not game.rules.enabled(OTHER_ZONE_TRIGGERS):
                continue  # without 113.6k an ability functions only where abilities normally do
            if (obj.oid, i) in seen:
                continue
            if trig.rule and not game.rules.enabled(trig.rule):
                continue
            if not _matches(game, trig, obj, event):
                continue
            # who controlled the source as it triggered (113.8); without the rule, its owner
            ruled = obj.zone is not Zone.EXILE and game.rules.enabled(TRIGGER_CONTROLLER)
            controller = obj.controller if ruled else obj.owner
            if not intervening_if(Ctx(game, controller, obj, event=d), trig):
                continue
            seen.add((obj.oid, i))
            game.pending.append(Pending(trig, obj, controller, dict(d), len(game.pending)))
            game.note(f"    trigger: {trig.label or trig.event} of {obj.label()}")
    for delayed in list(game.delayed):
        if delayed.event == event.kind and delayed.matcher(game, event):
            game.delayed.remove(delayed)
            trig = TriggerDef(event=delayed.event, label=delayed.label, rule=delayed.rule)
            game.pending.append(
                Pending(
                    trig,
                    delayed.source,
                    delayed.controller,
                    {**d, "_handler": delayed.handler, **delayed.data},
                    len(game.pending),
                )
            )
            game.note(f"    trigger: {delayed.label}")


hooks.register_event_listener(detect)


def _self(obj: GameObject, other: GameObject | None) -> bool:
    return other is not None and other.handle == obj.handle


def _matches(game: "Game", trig: TriggerDef, obj: GameObject, event: "Event") -> bool:
    d, ev, kind = event.data, trig.event, event.kind
    if ev in hooks.TRIGGER_MATCHERS:  # an event a keyword module defines (chapter abilities)
        return hooks.TRIGGER_MATCHERS[ev](game, trig, obj, event)
    flt = trig.param("filter")

    def subject_ok(subject: GameObject | None, known: Any = None) -> bool:
        if subject is None:
            return False
        if flt:
            return matches_filter(game, subject, flt, controller=obj.controller, source=obj, known=known)
        return _self(obj, subject)

    # a permanent that left is judged as it last existed there (603.10a): an animated land that died
    # was a creature, though the effect that made it one ended as it left (400.7)
    last = d.get("before_chars") if kind == "zone_change" and game.rules.enabled(LOOK_BACK) else None

    if kind == "zone_change":
        new, before = d["object"], d["before"]
        if ev == "enters":
            return d["dest"] is Zone.BATTLEFIELD and subject_ok(new)
        if ev in ("dies", "leaves") and not game.rules.enabled(LEAVES_BATTLEFIELD):
            return False
        if ev == "dies":
            return (
                d["origin"] is Zone.BATTLEFIELD
                and d["dest"] is Zone.GRAVEYARD
                and d["before_chars"].is_creature()
                and (subject_ok(before, last) if flt else _self(obj, before))
            )
        if ev == "leaves":
            return d["origin"] is Zone.BATTLEFIELD and (subject_ok(before, last) if flt else _self(obj, before))
        if ev == "put_into_graveyard":
            frm = trig.param("from")  # "when this is put into a graveyard from the battlefield"
            if frm and d["origin"] is not Zone(frm):
                return False
            if d["dest"] is not Zone.GRAVEYARD:
                return False
            if d["origin"] is Zone.BATTLEFIELD:  # a permanent: the filter sees it as it last was
                return subject_ok(before, last) or (frm != "battlefield" and subject_ok(new))
            return subject_ok(new)
        return False
    if kind == "step_begin":
        step_events = {
            "upkeep": Step.UPKEEP,
            "draw_step": Step.DRAW,
            "beginning_of_combat": Step.BEGINNING_OF_COMBAT,
            "end_step": Step.END,
            "end_of_combat": Step.END_OF_COMBAT,
            "precombat_main": Step.PRECOMBAT_MAIN,
            "postcombat_main": Step.POSTCOMBAT_MAIN,
        }
        if step_events.get(ev) is not d["step"]:
            return False
        if ev == "end_of_combat" and not game.rules.enabled(AT_END_OF_COMBAT):
            return False
        if ev != "end_of_combat" and not game.rules.enabled(AT_THE_BEGINNING):
            return False
        if ev == "upkeep" and not game.rules.enabled(AT_UPKEEP):
            return False
        whose = trig.param("whose", "you")
        controller = obj.controller if obj.zone is not Zone.EXILE else obj.owner
        return whose in ("each", "any") or (whose == "you") == (game.active == controller)
    if kind == "cast":
        if ev == "cast_self":
            return bool(d["object"].oid == obj.oid)
        if ev == "cast":
            by = trig.param("by", "you")
            controller = obj.controller if obj.zone is not Zone.EXILE else obj.owner
            if by == "you" and d["player"] != controller or by == "opponent" and d["player"] == controller:
                return False
            frm = trig.param("from")  # "whenever you cast a spell from exile"
            if frm and (d["item"].spell is None or d["item"].spell.cast_from is not Zone(frm)):
                return False
            not_from = trig.param("not_from")  # "from anywhere other than your hand" (paradox)
            if not_from and (d["item"].spell is None or d["item"].spell.cast_from is Zone(not_from)):
                return False
            return not flt or matches_filter(game, d["object"], flt, controller=controller, source=obj)
        return False
    simple = {
        "attacks": "attacks",
        "blocks": "blocks",
        "becomes_blocked": "becomes_blocked",
        "attacks_unblocked": "attacks_unblocked",
        "deals_combat_damage_to_player": "combat_damage_player",
        "deals_damage_to_creature": "damage_to_creature",
        "turned_face_up": "turned_face_up",
        "becomes_tapped": "becomes_tapped",
        "becomes_untapped": "becomes_untapped",
        "tapped_for_mana": "tapped_for_mana",
        "exerted": "exerted",
        "explores": "explores",
    }
    if simple.get(ev) == kind:
        return subject_ok(d.get("object"))
    if ev == "is_dealt_damage" and kind == "damage_to_creature":  # "whenever this is dealt damage"
        return _self(obj, d["recipient"])
    if ev == "you_attack" and kind == "declared_attackers":
        return bool(d["player"] == obj.controller)
    if ev == "blocked_by" and kind == "blocked_by":
        return _self(obj, d["object"]) and (not flt or matches_filter(game, d["blocker"], flt, controller=obj.controller))
    if ev == "discard" and kind == "discard":
        by = trig.param("by", "any")
        return bool(by == "any" or (by == "you") == (d["player"] == obj.controller))
    if ev in ("cycle", "cycle_self") and kind == "cycle":  # "when you cycle this card" / "whenever you cycle"
        if ev == "cycle_self":
            return _self(obj, d["object"])
        by = trig.param("by", "you")
        return bool(by == "any" or (by == "you") == (d["player"] == obj.controller))
    if ev == "activate" and kind == "activate":  # "whenever you activate an ability"
        by = trig.param("by", "you")
        return bool(by == "any" or (by == "you") == (d["player"] == obj.controller))
    if ev == "counter_removed" and kind == "counter_removed":
        return _self(obj, d["object"]) and d["kind"] == trig.param("kind", d["kind"]) and (not trig.param("last") or d["last"])
    if ev == "gains_life" and kind == "life_gained":  # once per life-gain event, never for 0 life
        who = trig.param("who", "you")
        mine = d["player"] == obj.controller
        return game.rules.enabled(LIFE_GAIN_TRIGGER) and (who == "any" or (who == "you") == mine)
    if ev == kind and ev.startswith("_"):  # internal events of keyword abilities
        return _self(obj, d.get("object"))
    return False


def state_triggers(game: "Game") -> None:
    """CR 603.8: "when you control seven or more Thrulls" triggers as soon as the state holds
    (checked whenever a player would receive priority), and not again while that ability is
    waiting or on the stack; once it has resolved or been countered it triggers again at once if
    the state still holds."""
    if not game.rules.enabled(STATE_TRIGGER):
        return
    with unchanging(game):  # judging the states changes nothing
        _state_triggers(game)


def _state_triggers(game: "Game") -> None:
    for obj in list(game.battlefield):
        for trig in abilities_of(game, obj):
            if trig.event != "state" or (trig.rule and not game.rules.enabled(trig.rule)):
                continue
            waiting = any(p.source.oid == obj.oid and p.trig == trig for p in game.pending) or any(
                i.kind == "triggered" and i.source.oid == obj.oid and i.data.get("trigger") == trig for i in game.stack
            )
            if not waiting and condition(Ctx(game, obj.controller, obj), trig.param("condition")):
                game.pending.append(Pending(trig, obj, obj.controller, {"object": obj}, len(game.pending)))
                game.note(f"    trigger: {trig.label or 'state trigger'} of {obj.label()}")


def put_pending_on_stack(game: "Game") -> bool:
    """CR 603.3: pending triggered abilities go on the stack, APNAP order. True if any did."""
    if not game.pending:
        return False
    pending, game.pending = game.pending, []
    if not game.rules.enabled(APNAP_ORDER):  # without 603.3b: in the order they triggered, whoever controls them
        for p in sorted(pending, key=lambda p: p.order):
            _to_stack(game, p)
        return True
    for player in game.apnap():
        for p in _scripted_order(game, player, sorted((p for p in pending if p.controller == player), key=lambda p: p.order)):
            _to_stack(game, p)
    return True


def _scripted_order(game: "Game", player: str, mine: list[Pending]) -> list[Pending]:
    """CR 603.3b: a player puts their own triggers on the stack in any order. The default is the
    order they triggered in; a scripted ``{order: [label, ...]}`` (the first listed goes on the
    stack first, so the last listed resolves first) is used when it is the next answer."""
    queue = game.scripted[player]
    front = queue[0] if queue else None
    if len(mine) < 2 or not (isinstance(front, dict) and set(front) == {"order"}):
        return mine
    wanted = [str(x).casefold() for x in (front["order"] if isinstance(front["order"], list) else [front["order"]])]

    def names(p: Pending) -> set[str]:
        label = p.trig.label or p.trig.event
        return {label.casefold(), p.source.card.name.casefold(), f"{label} ({p.source.card.name})".casefold()}

    picked: list[Pending] = []
    for w in wanted:
        hit = next((p for p in mine if p not in picked and w in names(p)), None)
        if hit is None:
            raise InvalidChoice(
                player,
                "the order of your triggered abilities",
                w,
                [f"{p.trig.label or p.trig.event} ({p.source.card.name})" for p in mine],
            )
        picked.append(hit)
    queue.popleft()
    game.note(f"    {player} orders the triggers: {', '.join(p.trig.label or p.trig.event for p in picked)}")
    return picked + [p for p in mine if p not in picked]


def _to_stack(game: "Game", p: Pending) -> None:
    d = dict(p.event)
    handler = d.pop("_handler", None)
    item = StackItem(
        kind="triggered",
        controller=p.controller,
        body=p.trig.body,
        source=p.source,
        label=p.trig.label or p.trig.event,
        rule=p.trig.rule,
        trigger_event=d,
        handler=handler,
        data={"keyword": p.trig.param("keyword"), "trigger": p.trig},
    )
    if p.trig.body.targets:
        targets = choose_targets_for_ability(game, item)
        if targets is None and game.rules.enabled(NO_LEGAL_TARGETS):
            game.note(f"  {item.describe()} has no legal targets and is removed ({NO_LEGAL_TARGETS})")
            return
        item.targets = targets or []
    item.iid, game.next_iid = game.next_iid, game.next_iid + 1
    game.stack.append(item)
    game.note(f"  {p.controller} puts on the stack: {item.describe()}")


def _damage_dealt(ctx: Ctx) -> int:
    """ "That many": the damage dealt in the event that triggered the ability ("whenever this is
    dealt damage, ... sacrifice that many permanents")."""
    return int((ctx.event or {}).get("amount", 0)) if isinstance(ctx.event, dict) else 0


hooks.register_amount("damage_dealt", _damage_dealt)
