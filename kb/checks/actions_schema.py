"""Validation of a scenario's ``actions`` and ``expect`` lists (the model is in ``model``, the
whole file is read by ``schema``)."""

from __future__ import annotations

from typing import Any, Mapping

from kb.checks.model import ACTIONS, COMMON_KEYS, EXPECTS, Action, Expectation, error_spec

# the ways to cast a spell an action may name: alternative costs and permissions to cast from
# another zone (jump-start and retrace are permissions with an additional cost, not alternatives)
ALT_COSTS = ("flashback", "madness", "morph", "foretell", "escape", "jump-start", "retrace", "emerge", "free", "alternative")
ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


def parse_actions(r, raw: Any, path: str) -> list[Action]:
    return [parse_action(r, a, f"{path}[{i}]") for i, a in enumerate(r.listing(raw, path))]


def parse_action(r, raw: Any, path: str) -> Action:
    m = r.mapping(raw, path)
    kinds = [k for k in m if k in ACTIONS]
    extra = [k for k in m if k not in ACTIONS and k not in COMMON_KEYS]
    if extra:
        raise r.fail(f"{path}.{extra[0]}", f"unknown action or field {extra[0]!r}", [*ACTIONS, *COMMON_KEYS])
    if len(kinds) != 1:
        raise r.fail(path, "each action has exactly one action key", list(ACTIONS))
    kind = kinds[0]
    m = _hoist_common_keys(r, m, kind, path)
    args = _args(r, kind, m[kind], f"{path}.{kind}")
    at = None
    if "at" in m:
        a = r.mapping(m["at"], f"{path}.at", ("turn", "step"))
        if "turn" not in a and "step" not in a:
            raise r.fail(f"{path}.at", "say where: 'turn' and/or 'step'", ("turn", "step"))
        # without a turn, `at` means "this turn" (a peer test's "at step S" within the current turn)
        turn = r.integer(a["turn"], f"{path}.at.turn", 1) if "turn" in a else None
        at = (turn, r.step(a.get("step", "precombat_main"), f"{path}.at.step"))
    choices = {}
    if "choices" in m:
        for player, values in r.mapping(m["choices"], f"{path}.choices").items():
            choices[str(player)] = values if isinstance(values, list) else [values]
    return Action(
        kind,
        args,
        f"{path}.{kind}",
        at,
        error_spec(r, m["expect_error"], f"{path}.expect_error") if "expect_error" in m else None,
        choices,
        str(m.get("note", "")),
    )


def _hoist_common_keys(r, m: Mapping, kind: str, path: str) -> Mapping:
    """``- cast: {player: A, card: X, at: {step: end}}`` means the same as ``at`` beside ``cast``.

    Translators of peer tests naturally write the stop point inside the action; the keys
    ``at``/``expect_error``/``choices``/``note`` are moved out unless the action has a field of
    that name itself (``choose`` has ``choices``)."""
    body = m[kind]
    if not isinstance(body, Mapping):
        return m
    nested = [k for k in COMMON_KEYS if k in body and k not in ACTIONS[kind]]
    if not nested:
        return m
    out = dict(m)
    out[kind] = {k: v for k, v in body.items() if k not in nested}
    for k in nested:
        if k in m:
            raise r.fail(f"{path}.{kind}.{k}", f"{k!r} is given twice (inside {kind!r} and beside it); keep one")
        out[k] = body[k]
    return out


def _args(r, kind: str, v: Any, path: str) -> Any:
    if kind == "expect":
        return parse_expectations(r, v, path)
    if kind == "resolve":
        if v in (None, "all"):
            return {"count": None if v == "all" else 1}
        if isinstance(v, int):
            return {"count": r.integer(v, path, 1)}
        m = r.mapping(v, path, ACTIONS["resolve"])
        return {"count": None if m.get("count") == "all" else r.integer(m.get("count", 1), f"{path}.count", 1)}
    if kind == "pass":
        if v is None:
            return {}
        if isinstance(v, int):
            return {"times": r.integer(v, path, 1)}
    m = dict(r.mapping(v, path, ACTIONS[kind]))
    if kind in ("cast", "activate", "play", "suspend", "turn_face_up") and "card" not in m:
        raise r.fail(f"{path}.card", "required field missing")
    if kind == "concede" and "player" not in m:
        raise r.fail(f"{path}.player", "required field missing")
    if kind == "cast":
        # a list names several ways at once: the engine must refuse a second alternative cost (118.9a)
        for i, alt in enumerate(m["alt"] if isinstance(m.get("alt"), list) else [m.get("alt")] if "alt" in m else []):
            if str(alt).split("#")[0] not in ALT_COSTS:  # "flashback#2": a card's second flashback
                where = f"{path}.alt[{i}]" if isinstance(m["alt"], list) else f"{path}.alt"
                raise r.fail(where, f"unknown alternative cost {alt!r}", ALT_COSTS)
        for flag in ("kicker", "buyback"):
            if (
                flag in m
                and not isinstance(m[flag], (bool, int))
                and not (
                    flag == "kicker"
                    and isinstance(m[flag], list)
                    and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in m[flag])
                )
            ):
                raise r.fail(
                    f"{path}.{flag}",
                    "expected true/false (or a count"
                    + (", or a list of which kicker costs: [1, 2]" if flag == "kicker" else "")
                    + f"), got {m[flag]!r}",
                )
        if "x" in m:
            r.integer(m["x"], f"{path}.x", 0)
        if "mode" in m:
            r.integer(m["mode"], f"{path}.mode", 1)
        if "divide" in m and not (
            isinstance(m["divide"], list) and all(isinstance(n, int) and not isinstance(n, bool) for n in m["divide"])
        ):
            raise r.fail(f"{path}.divide", f"expected a list of numbers, one per divided target, got {m['divide']!r}")
    if "targets" in m and not isinstance(m["targets"], list):
        m["targets"] = [m["targets"]]
    if kind == "advance":
        if "turn" not in m and "step" not in m:
            raise r.fail(path, "say where to advance: 'turn' and/or 'step'", ACTIONS["advance"])
        if "turn" in m:
            r.integer(m["turn"], f"{path}.turn", 1)
        m["step"] = r.step(m.get("step", "precombat_main"), f"{path}.step")
    if kind == "attack":
        atk = r.listing(m.get("attackers"), f"{path}.attackers")
        if not atk:
            raise r.fail(f"{path}.attackers", "name at least one attacking creature")
        for i, a in enumerate(atk):
            if isinstance(a, Mapping):
                r.mapping(a, f"{path}.attackers[{i}]", ("card", "defender", "exert"))
    if kind == "block":
        blocks = m.get("blocks")
        if isinstance(blocks, Mapping):
            m["blocks"] = [[b, a] for b, a in blocks.items()]
        elif isinstance(blocks, list) and all(isinstance(p, list) and len(p) == 2 for p in blocks):
            m["blocks"] = blocks
        else:
            raise r.fail(f"{path}.blocks", "expected {blocker: attacker, ...} or [[blocker, attacker], ...]")
    if kind == "choose":
        if "player" not in m or ("choice" not in m and "choices" not in m):
            raise r.fail(path, "name the 'player' and the 'choice' (or 'choices')", ACTIONS["choose"])
    return m


def parse_expectations(r, raw: Any, path: str) -> list[Expectation]:
    out = []
    for i, e in enumerate(r.listing(raw, path)):
        p = f"{path}[{i}]"
        m = r.mapping(e, p)
        if len(m) != 1:
            raise r.fail(p, "each expectation has exactly one key", list(EXPECTS))
        ((kind, args),) = m.items()
        if kind not in EXPECTS:
            raise r.fail(f"{p}.{kind}", f"unknown expectation {kind!r}", list(EXPECTS))
        keys = EXPECTS[kind]
        if not keys:
            args = _plain_expectation(r, kind, args, f"{p}.{kind}")
        if keys:
            args = dict(r.mapping(args, f"{p}.{kind}", keys))
            if kind == "legal":
                if "action" not in args or "is" not in args:
                    raise r.fail(f"{p}.legal", "give the 'action' to test and whether it 'is' legal", keys)
                args["action"] = parse_action(r, args["action"], f"{p}.legal.action")
            elif kind == "count":
                if "zone" not in args or "is" not in args:
                    raise r.fail(f"{p}.count", "give the 'zone' and the count it 'is'", keys)
                if args["zone"] not in ZONES:
                    raise r.fail(f"{p}.count.zone", f"unknown zone {args['zone']!r}", ZONES)
            elif kind == "zone" and args.get("is") not in ZONES:
                raise r.fail(f"{p}.zone.is", f"unknown zone {args.get('is')!r}", ZONES)
            elif kind == "targets":
                if "item" not in args or not isinstance(args.get("is"), list):
                    raise r.fail(f"{p}.targets", "give the stack 'item' (its label) and its targets as a list 'is'", keys)
            elif kind == "colors":
                if "card" not in args or not isinstance(args.get("is"), list):
                    raise r.fail(f"{p}.colors", "give the 'card' and its colours as a list 'is' ([] for colourless)", keys)
            elif kind == "stack":
                if "is" in args and not isinstance(args["is"], list):
                    raise r.fail(f"{p}.stack.is", "expected the stack as a list of labels, top first")
                if "size" in args:
                    r.integer(args["size"], f"{p}.stack.size", 0)
            elif "is" not in args:
                raise r.fail(f"{p}.{kind}.is", "required field missing")
            if kind == "pt" and not (isinstance(args["is"], list) and len(args["is"]) == 2):
                raise r.fail(f"{p}.pt.is", f"expected [power, toughness], got {args['is']!r}")
        out.append(Expectation(kind, args, f"{p}.{kind}"))
    return out


PER_PLAYER = ("life", "hand", "library")


def _plain_expectation(r, kind: str, args: Any, path: str) -> Any:
    """Expectations without named fields: per-player numbers, mana pools, player lists, scalars."""
    if kind in PER_PLAYER:
        m = r.mapping(args, path)
        if not m:
            raise r.fail(path, "name at least one player, e.g. {A: 20}")
        return {str(k): r.integer(v, f"{path}.{k}") for k, v in m.items()}
    if kind == "pool":
        from kb.engine.mana import ManaSyntaxError, parse_mana_produced

        m = r.mapping(args, path)
        for k, v in m.items():
            try:
                parse_mana_produced(str(v) if v not in (None, "") else "{0}")
            except ManaSyntaxError as e:
                raise r.fail(f"{path}.{k}", str(e)) from None
        return {str(k): (str(v) if v not in (None, "") else "{0}") for k, v in m.items()}
    if kind in ("lost", "not_lost"):
        names = args if isinstance(args, list) else [args]
        if not names or not all(isinstance(n, str) for n in names):
            raise r.fail(path, f"expected a player name or a list of them, got {args!r}")
        return names
    if kind in ("turn", "spells_cast"):
        return r.integer(args, path, 0)
    if kind == "order":
        events = args if isinstance(args, list) else None
        if not events or len(events) < 2 or not all(isinstance(x, str) and " " in x.strip() for x in events):
            raise r.fail(
                path,
                "expected a list of at least two events such as 'cast Shock', 'resolve Shock', "
                "'step cleanup', 'Shock to graveyard', 'discard Shock', 'attack Grizzly Bears'",
            )
        return [x.strip() for x in events]
    if kind == "step":
        return r.step(args, path)
    if kind == "priority":
        if not isinstance(args, str) and args is not None:
            raise r.fail(path, f"expected a player name (or null), got {args!r}")
    return args
