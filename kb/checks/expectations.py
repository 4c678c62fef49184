"""Evaluating a scenario's expectations against the game: each returns (passed, message)."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, Callable

from kb.checks.model import Expectation
from kb.checks.perform import perform
from kb.engine.characteristics import chars, mana_value
from kb.engine.errors import EngineError, IllegalAction
from kb.engine.game import Event, Game
from kb.engine.keywords.suspend import is_suspended
from kb.engine.mana import COLOR_NAMES, parse_mana_produced
from kb.engine.objects import GameObject, StackItem, Zone

Result = tuple[bool, str]


def stack_label(item: StackItem) -> str:
    if item.kind == "spell":
        if item.source.face_down:
            return "face-down spell"
        return item.source.card.name + (" (copy)" if item.source.spell_copy else "")
    return f"{item.label} ({item.source.card.name if not item.source.face_down else 'face-down'})"


def event_texts(game: Game, event: Event) -> list[str]:
    """How a scenario names a game event in an ``order`` expectation (several names may fit)."""
    d = event.data
    obj = d.get("object")
    name = obj.card.name if obj is not None and not getattr(obj, "face_down", False) else "face-down card"
    if event.kind == "cast":
        return [f"cast {name}"]
    if event.kind == "resolve":
        return [f"resolve {stack_label(d['item'])}", f"resolve {d['item'].label or name}"]
    if event.kind == "step_begin":
        return [f"step {d['step'].value}"]
    if event.kind == "zone_change" and obj is not None:
        return [f"{name} to {d['dest'].value}"]
    if event.kind == "discard":
        return [f"discard {name}"]
    if event.kind == "announce":  # CR 601.2a: the card moves to the stack as casting begins
        return [f"announce {name}"]
    if event.kind == "attacks":
        return [f"attack {name}"]
    return []


def _order(game: Game, wanted: list[str]) -> Result:
    """The events named happened in this order (others may come between them)."""
    texts = [[t.casefold() for t in event_texts(game, e)] for e in game.events]
    i = 0
    for event in texts:
        if i < len(wanted) and wanted[i].casefold() in event:
            i += 1
    if i == len(wanted):
        return True, f"in order: {' → '.join(wanted)}"
    seen = [t[0] for t in texts if t]
    return False, (
        f"order: {wanted[i]!r} did not happen after {wanted[i - 1]!r}" if i else f"order: {wanted[0]!r} never happened"
    ) + f" (events: {', '.join(seen[-25:])})"


def _target_name(game: Game, target: Any) -> str:  # (kind, key) or None
    """A chosen target as the scenario names it: a player's name, a card's handle, a stack label."""
    if target is None:
        return "none"
    if target[0] == "player":
        name: str = target[1]
        return name
    if target[0] == "item":
        item = next((i for i in game.stack if i.iid == target[1]), None)
        return stack_label(item) if item else "(gone)"
    obj = game.by_oid(target[1])
    return obj.handle if obj else "(gone)"


def _obj(game: Game, ref: Any) -> GameObject:
    return game.find(str(ref))


def _cmp(what: str, expected: Any, actual: Any) -> Result:
    ok = expected == actual
    return ok, f"{what} = {actual!r}" + ("" if ok else f" (expected {expected!r})")


def _per_player(game: Game, args: dict[str, Any], what: str, get: Callable[[str], Any]) -> Result:
    msgs, ok = [], True
    for player, expected in args.items():
        actual = get(str(player))
        good = expected == actual
        ok &= good
        msgs.append(f"{what} {player} = {actual!r}" + ("" if good else f" (expected {expected!r})"))
    return ok, "; ".join(msgs)


def _count(game: Game, a: dict[str, Any]) -> Result:
    zone, player = Zone(a["zone"]), a.get("player")
    if zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD):
        players = [player] if player else [p.name for p in game.players]
        pool = [o for p in players for o in game.player(str(p)).zone(zone)]
    else:
        pool = game.zone_list(zone)
        if player:
            pool = [o for o in pool if (o.controller if zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner) == player]
    if "name" in a:
        # by the name it has now: a Clone that is a copy of Grizzly Bears is named Grizzly Bears (CR 707.2)
        pool = [
            o
            for o in pool
            if not o.face_down
            and chars(game, o).name
            and ((chars(game, o).name or "").casefold() == str(a["name"]).casefold() or o.handle == a["name"])
        ]
    if "tokens" in a:
        pool = [o for o in pool if o.token == bool(a["tokens"])]
    if "face_down" in a:
        pool = [o for o in pool if o.face_down == bool(a["face_down"])]
    if "tapped" in a:  # "how many lands are tapped" (peer tests check what paid a cost)
        pool = [o for o in pool if o.tapped == bool(a["tapped"])]
    if "types" in a:
        wanted = {str(t) for t in (a["types"] if isinstance(a["types"], list) else [a["types"]])}
        pool = [o for o in pool if chars(game, o).types & wanted]
    desc = " ".join(str(a[k]) for k in ("player", "zone", "name") if k in a)
    return _cmp(f"count {desc}", a["is"], len(pool))


def _legal(game: Game, a: dict[str, Any]) -> Result:
    trial = copy.deepcopy(game)
    try:
        perform(trial, a["action"])
        legal, why = True, "succeeds"
    except IllegalAction as e:
        legal, why = False, str(e)
        if not a["is"]:
            for key in ("rule", "code"):
                if key in a and str(getattr(e, key)) != str(a[key]):
                    return False, f"illegal as expected, but for another reason: {e} (expected {key} {a[key]})"
    except EngineError as e:
        legal, why = False, f"engine error: {e}"
    ok = legal == bool(a["is"])
    expected = "" if ok else f"; expected {'legal' if a['is'] else 'illegal'}"
    return ok, f"{a['action'].kind} is {'legal' if legal else 'illegal'} ({why})" + expected


def evaluate(game: Game, e: Expectation) -> Result:
    a = e.args
    k = e.kind
    if k == "life":
        return _per_player(game, a, "life", lambda p: game.player(p).life)
    if k == "hand":
        return _per_player(game, a, "hand size", lambda p: len(game.player(p).hand))
    if k == "library":
        return _per_player(game, a, "library size", lambda p: len(game.player(p).library))
    if k == "pool":
        return _per_player(
            game,
            {p: Counter(parse_mana_produced(v)) for p, v in a.items()},
            "mana pool",
            lambda p: +Counter(game.player(p).pool.mana),
        )
    if k == "turn":
        return _cmp("turn", a, game.turn)
    if k == "step":
        return _cmp("step", str(a), game.step.value)
    if k == "priority":
        return _cmp("priority", a, game.priority)
    if k in ("lost", "not_lost"):
        names = a if isinstance(a, list) else [a]
        bad = [n for n in names if game.player(str(n)).lost != (k == "lost")]
        if not bad:
            return True, f"{k}: {names}"
        state = "has not lost" if k == "lost" else "has lost"
        return False, f"{k}: {', '.join(str(n) for n in bad)} {state} the game (expected {k.replace('_', ' ')})"
    if k == "spells_cast":
        return _cmp("spells cast this turn", a, len(game.spells_cast))
    if k == "count":
        return _count(game, a)
    if k == "stack":
        labels = [stack_label(i) for i in reversed(game.stack)]
        if "size" in a:
            return _cmp("stack size", a["size"], len(labels))
        return _cmp("stack (top first)", list(a.get("is", [])), labels)
    if k == "legal":
        return _legal(game, a)
    if k == "order":
        return _order(game, a)
    if k == "targets":  # the targets chosen for a spell or ability on the stack
        item = next((i for i in reversed(game.stack) if stack_label(i).casefold() == str(a["item"]).casefold()), None)
        if item is None:
            return False, f"no {a['item']!r} on the stack (stack: {[stack_label(i) for i in reversed(game.stack)]})"
        return _cmp(f"targets of {a['item']}", [str(t) for t in a["is"]], [_target_name(game, t) for t in item.targets])
    if k == "commander_damage":
        src = _obj(game, a["from"])
        return _cmp(
            f"commander damage to {a['player']} from {src.handle}",
            a["is"],
            game.player(str(a["player"])).commander_damage[src.handle],
        )
    obj = _obj(game, a["card"])
    name = obj.label()
    if k == "zone":
        return _cmp(f"zone of {name}", a["is"], obj.zone.value)
    if k == "counters":
        return _cmp(f"{a['kind']} counters on {name}", a["is"], obj.counters[str(a["kind"])])
    if k == "tapped":
        return _cmp(f"{name} tapped", a["is"], obj.tapped)
    if k == "pt":
        c = chars(game, obj)
        return _cmp(f"P/T of {name}", list(a["is"]), [c.power, c.toughness])
    if k == "face_down":
        return _cmp(f"{name} face down", a["is"], obj.face_down)
    if k == "phased_out":
        return _cmp(f"{name} phased out", a["is"], obj.phased_out)
    if k == "keyword":
        return _cmp(f"{name} has {a['has']}", a["is"], chars(game, obj).has(str(a["has"]).casefold()))
    if k == "suspended":
        return _cmp(f"{name} suspended", a["is"], is_suspended(game, obj))
    if k == "mana_value":
        return _cmp(f"mana value of {name}", a["is"], mana_value(game, obj))
    if k == "attacking":
        return _cmp(f"{name} attacking", a["is"], obj.attacking is not None)
    if k == "damage":
        return _cmp(f"damage on {name}", a["is"], obj.damage)
    if k == "controller":
        return _cmp(f"controller of {name}", a["is"], obj.controller)
    if k == "colors":
        words = sorted(COLOR_NAMES[c] for c in chars(game, obj).colors)
        return _cmp(f"colours of {name}", sorted(str(x).casefold() for x in a["is"]), words)
    if k == "subtype":
        c = chars(game, obj)
        has = c.every_creature_type or str(a["has"]).casefold() in {s.casefold() for s in c.subtypes}
        return _cmp(f"{name} is a {a['has']}", a["is"], has)
    raise AssertionError(f"unhandled expectation {k}")
