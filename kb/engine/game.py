"""The game state and its bookkeeping: players, shared zones, the clock, the log, events and
scripted choices. Rules logic lives in the other modules; this one only keeps the books."""

from __future__ import annotations

import difflib
import random
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from kb.engine import hooks
from kb.engine.definitions import CardDef
from kb.engine.errors import GameOver, InvalidChoice, UnknownReference, UnscriptedChoice
from kb.engine.objects import PLAYER_ZONES, GameObject, Player, SpellInfo, StackItem, Zone
from kb.engine.registry import RuleSet
from kb.engine.steps import Step

TURN_ORDER = "103.1"  # turn order runs round the table from the starting player; an effect may reverse it


@dataclass
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Option:
    label: str
    value: Any
    aliases: tuple[str, ...] = ()

    def matches(self, scripted: Any) -> bool:
        if isinstance(scripted, bool):
            return self.value is scripted
        text = str(scripted).strip().casefold()
        return text == self.label.casefold() or text in (a.casefold() for a in self.aliases)


@dataclass
class Game:
    players: list[Player]
    rules: RuleSet = field(default_factory=RuleSet)
    seed: int = 0
    variant: str = "normal"  # or "commander"
    turn: int = 1
    active: str = ""
    step: Step = Step.PRECOMBAT_MAIN
    priority: str | None = None
    passes: int = 0
    stack: list[StackItem] = field(default_factory=list)
    battlefield: list[GameObject] = field(default_factory=list)
    # phased-out permanents (CR 702.26b): on the battlefield, but treated as though they don't
    # exist, so they are kept apart from ``battlefield``, which every rule looks at
    phased_out: list[GameObject] = field(default_factory=list)
    exile: list[GameObject] = field(default_factory=list)
    command: list[GameObject] = field(default_factory=list)
    effects: list[Any] = field(default_factory=list)  # continuous effects (characteristics.Effect)
    delayed: list[Any] = field(default_factory=list)  # delayed triggered abilities
    pending: list[Any] = field(default_factory=list)  # triggered abilities waiting to be put on the stack
    spells_cast: list[dict[str, Any]] = field(default_factory=list)  # this turn, in order (storm)
    log: list[str] = field(default_factory=list)
    clock: int = 0
    next_oid: int = 1
    next_iid: int = 1
    scripted: dict[str, deque[Any]] = field(default_factory=dict)
    pending_attack: Any = None
    pending_blocks: Any = None
    combat_steps_done: set[Any] = field(default_factory=set)
    still_blocking: set[int] = field(default_factory=set)  # blockers whose attackers all left combat (509.1g)
    skip_first_draw: bool = True
    first_player: str = ""
    resolving: StackItem | None = None
    casting: StackItem | None = None  # the spell being cast while its targets are chosen (its X: 601.2b-c)
    # (source oid, exiled oid, zone it came from): "exile it until [source] leaves the battlefield" (610.3)
    returns: list[tuple[int, int, Zone]] = field(default_factory=list)
    another_cleanup: bool = False
    turn_ending: bool = False  # an effect ended the turn: the game skips to the cleanup step (723.1d)
    events: list[Event] = field(default_factory=list)  # every event of the game, in order (what happened when)
    x_chosen: dict[str, int] = field(default_factory=dict)  # card handle -> X chosen when it was last cast
    permissions: list[dict[str, Any]] = field(default_factory=list)  # "you may cast it this turn" (effects.may_cast)
    token_serial: Counter[str] = field(default_factory=Counter)
    # (object as it last existed, its characteristics) of the permanents that left the battlefield
    # in the event going on now: permanents leaving together see each other leave (603.10a)
    leaving_together: list[Any] = field(default_factory=list)
    # oid → characteristics of a permanent as it last existed on the battlefield (608.2h)
    last_known: dict[int, Any] = field(default_factory=dict)
    last_controller: dict[int, str] = field(default_factory=dict)  # who controlled it as it last existed there (608.2h)
    last_objects: dict[int, Any] = field(default_factory=dict)  # the permanent as it last existed there (copied, 608.2h)
    entered_turn: dict[int, int] = field(default_factory=dict)  # oid of a permanent → the turn it entered the battlefield
    together_depth: int = 0  # how many "at once" events are going on (zones.together)
    # oid -> characteristics of every permanent on the battlefield immediately before the "at once"
    # event going on now began (603.10a: leaves-the-battlefield abilities of permanents that stay)
    battlefield_before: dict[int, Any] | None = None
    damaged_this_turn: set[tuple[int, int]] = field(default_factory=set)  # (source oid, oid dealt damage) this turn
    activated_once: set[tuple[int, int]] = field(default_factory=set)  # (oid, ability index) of "activate only once"
    # the phases still to come this turn once an effect added one ((name, added?), CR 500.8);
    # None: the turn runs its normal phases
    upcoming_phases: list[Any] | None = None
    in_extra_phase: bool = False
    entering_together: set[str] = field(default_factory=set)  # handles of cards one effect puts onto the battlefield
    added_steps: list[Any] = field(default_factory=list)  # steps added directly after the current one (500.9)
    skips_next: dict[tuple[str, str], int] = field(default_factory=dict)  # (player, step) -> occurrences to skip
    upkeeps_this_turn: int = 0  # upkeep steps begun this turn ("your first upkeep each turn")
    turn_order_reversed: bool = False  # "reverse the game's turn order" (kb.engine.turn_order, CR 103.1)
    turns_taken: Counter[str] = field(default_factory=Counter)  # player -> turns begun, the current one included
    extra_turns: list[str] = field(default_factory=list)  # players of the extra turns to come, the next last (500.7)
    regular_turn_player: str = ""  # whose last regular (not extra) turn it was (500.7)
    # oid of a permanent → SpellInfo of the spell that became it ("if it was kicked", "if you cast it
    # from your hand" asked by the permanent's own abilities)
    permanent_spells: dict[int, SpellInfo] = field(default_factory=dict)
    # (source oid, id of the static) → its "as long as" condition as first judged: read only while
    # CR 611.3a is disabled, when a static's effect would be locked in as it began
    locked_conditions: dict[tuple[int, int], bool] = field(default_factory=dict)
    chars_memo: dict[tuple[str, int], Any] | None = None  # characteristics while it stands still (kb.engine.chars_memo)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        names = [p.name for p in self.players]
        if len(set(names)) != len(names):
            raise ValueError(f"player names must be distinct: {names}")
        self.active = self.active or names[0]
        self.first_player = self.first_player or self.active
        self.regular_turn_player = self.regular_turn_player or self.active  # a game is set up in a regular turn
        for n in names:
            self.scripted.setdefault(n, deque())
        order = self.apnap(self.first_player)  # a game set up at turn N: the players took turns in order so far
        for t in range(self.turn):
            self.turns_taken[order[t % len(order)]] += 1

    # ------------------------------------------------------------------ players
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise UnknownReference("player", name, [p.name for p in self.players])

    def living(self) -> list[Player]:
        return [p for p in self.players if not p.lost]

    def apnap(self, start: str | None = None) -> list[str]:
        """Living players in turn order starting with ``start`` (default: the active player)."""
        names = [p.name for p in self.players]
        if self.turn_order_reversed and self.rules.enabled(TURN_ORDER):
            names.reverse()  # the turn order now runs the other way round the table
        i = names.index(start or self.active)
        return [n for n in names[i:] + names[:i] if not self.player(n).lost]

    def opponents(self, name: str) -> list[str]:
        return [n for n in self.apnap(name) if n != name]

    def next_player(self, name: str) -> str:
        order = self.apnap(name)
        return order[1] if len(order) > 1 else order[0]

    # ------------------------------------------------------------------ objects
    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def new_object(self, card: CardDef, owner: str, zone: Zone, handle: str, **state: Any) -> GameObject:
        obj = GameObject(
            oid=self.next_oid,
            handle=handle,
            card=card,
            owner=owner,
            controller=state.pop("controller", owner),
            zone=zone,
            timestamp=self.tick(),
            **state,
        )
        self.next_oid += 1
        return obj

    def zone_list(self, zone: Zone, player: str | None = None) -> list[GameObject]:
        if zone in PLAYER_ZONES:
            if player is None:
                raise ValueError(f"zone {zone.value} needs a player")
            return self.player(player).zone(zone)
        if zone is Zone.STACK:
            return [item.source for item in self.stack if item.kind == "spell"]
        return {Zone.BATTLEFIELD: self.battlefield, Zone.EXILE: self.exile, Zone.COMMAND: self.command}[zone]

    def all_objects(self) -> Iterable[GameObject]:
        for p in self.players:
            yield from p.library
            yield from p.hand
            yield from p.graveyard
        yield from self.battlefield
        yield from (item.source for item in self.stack if item.kind == "spell")
        yield from self.exile
        yield from self.command

    def by_oid(self, oid: int) -> GameObject | None:
        for obj in self.all_objects():
            if obj.oid == oid:
                return obj
        return None

    def find(
        self, ref: str, zones: Sequence[Zone] | None = None, player: str | None = None, controller: str | None = None
    ) -> GameObject:
        """An object by handle, else by printed name (face-down objects have no name). A scenario
        may name a phased-out permanent (to expect it phased out, or to see an action refused)."""
        pool = [
            o
            for o in [*self.all_objects(), *self.phased_out]
            if (zones is None or o.zone in zones)
            and (player is None or o.owner == player or o.controller == player)
            and (controller is None or o.controller == controller)
        ]
        for obj in pool:
            if obj.handle == ref:
                return obj
        folded = str(ref).casefold()
        for obj in pool:
            if not obj.face_down and obj.card.name.casefold() == folded:
                return obj
        # "Soldier#2": the second object of that name (tokens are handled "Soldier token 2", and a
        # card that changed zones keeps its setup handle, so count the named objects in creation order)
        name, sep, nth = str(ref).rpartition("#")
        if sep and nth.isdigit() and int(nth) >= 1:
            same = sorted((o for o in pool if not o.face_down and o.card.name.casefold() == name.casefold()), key=lambda o: o.oid)
            if len(same) >= int(nth):
                return same[int(nth) - 1]
        where = f" in {', '.join(z.value for z in zones)}" if zones else ""
        raise UnknownReference(f"card{where}", str(ref), _closest_first(str(ref), {o.handle for o in pool}))

    def permanents(self, controller: str | None = None) -> list[GameObject]:
        return [o for o in self.battlefield if controller is None or o.controller == controller]

    # ------------------------------------------------------------------ log and events
    def note(self, text: str) -> None:
        self.log.append(text)

    def emit(self, kind: str, /, **data: Any) -> Event:
        event = Event(kind, data)
        self.events.append(event)
        for listener in hooks.EVENT_LISTENERS:  # the trigger rules (kb.engine.triggers) listen here
            listener(self, event)
        return event

    def emit_entered(self, obj: GameObject, *, origin: Zone | None, cause: str, player: str) -> Event:
        """The zone change of an object that appears on the battlefield with no object before
        it there: a token, a copy becoming one, a permanent phasing in."""
        return self.emit(
            "zone_change",
            object=obj,
            before=None,
            before_chars=None,
            origin=origin,
            dest=Zone.BATTLEFIELD,
            cause=cause,
            player=player,
        )

    def is_over(self) -> bool:
        return len(self.living()) <= 1 or any(p.lost for p in self.players)

    def require_not_over(self) -> None:
        if any(p.lost for p in self.players):
            raise GameOver([p.name for p in self.players if p.lost])

    # ------------------------------------------------------------------ scripted choices
    def script(self, player: str, value: Any) -> None:
        self.player(player)
        self.scripted[player].append(value)

    def choose(
        self,
        player: str,
        decision: str,
        options: Sequence[Option],
        *,
        kind: str = "choice",
        may: bool = False,
        default: Any = None,
        has_default: bool = False,
    ) -> Any:
        """Take the player's next scripted choice for this decision (strict: no AI).

        A single mandatory option is taken without asking. A scripted entry may be tagged
        ``{kind: value}``; decisions that have a documented default consume only tagged entries."""
        queue = self.scripted[player]
        if not may and len(options) == 1 and not has_default:
            # a forced decision is not asked, but a tagged answer scripted for it is consumed
            # (a peer test scripts "discard Wurm" even when the Wurm is the only card in hand)
            front = queue[0] if queue else None
            if (
                isinstance(front, dict)
                and len(front) == 1
                and next(iter(front)) == kind
                and options[0].matches(next(iter(front.values())))
            ):
                queue.popleft()
            return options[0].value
        if queue:
            front = queue[0]
            tagged = isinstance(front, dict) and len(front) == 1 and next(iter(front)) in CHOICE_KINDS
            if tagged and next(iter(front)) != kind:
                if has_default:
                    return default
                raise InvalidChoice(
                    player,
                    f"{decision} [a {kind!r} decision, but the next scripted answer is "
                    f"tagged {next(iter(front))!r}: reorder the choices]",
                    front,
                    [o.label for o in options],
                )
            if tagged or not has_default:
                value = next(iter(front.values())) if tagged else front
                for opt in options:
                    if opt.matches(value):
                        queue.popleft()
                        self.note(f"    {player} chooses {opt.label} ({decision})")
                        return opt.value
                raise InvalidChoice(player, decision, value, [o.label for o in options])
        if has_default:
            return default
        raise UnscriptedChoice(player, decision, [o.label for o in options])

    def take_tagged(self, player: str, kind: str) -> Any:
        """The value of the player's next scripted answer if it is tagged ``{kind: value}`` (and
        consume it); None otherwise. For optional decisions whose default is "nothing" (optional
        additional costs of a spell cast during resolution) and for the mana sources of a payment."""
        queue = self.scripted[player]
        front = queue[0] if queue else None
        if isinstance(front, dict) and len(front) == 1 and next(iter(front)) == kind:
            queue.popleft()
            value = front[kind]
            self.note(f"    {player} chooses {kind}: {value}")
            return value
        return None

    def choose_yes_no(self, player: str, question: str) -> bool:
        answer: bool = self.choose(player, question, [Option("yes", True), Option("no", False)], kind="may", may=True)
        return answer

    def unused_choices(self) -> dict[str, list[Any]]:
        return {p: list(q) for p, q in self.scripted.items() if q}


CHOICE_KINDS = (
    "may",
    "target",
    "card",
    "option",
    "x",
    "order",
    "time_travel",
    "assign",
    "player",
    "mode",
    "cast",
    "costs",
    "pay_with",
    "face",
    "creature_type",
    "card_name",
    "defender",
    "color",
    "chapter",
    "mana",
)


def _closest_first(ref: str, handles: set[str]) -> list[str]:
    """Known handles for an error message: the ones like ``ref`` first, library filler last."""
    real = sorted(h for h in handles if not h.startswith("Filler "))  # library filler is never meant
    close = difflib.get_close_matches(ref, real, n=5, cutoff=0.4)
    base = ref.rpartition("#")[0] or ref
    same = sorted(h for h in handles if h.casefold().startswith(base.casefold()) and h not in close)
    rest = sorted(h for h in handles if h not in close and h not in same and not h.startswith("Filler "))
    filler = sorted(h for h in handles if h.startswith("Filler ") and h not in close)
    return [*close, *same, *rest, *(["Filler …"] if filler else [])]
