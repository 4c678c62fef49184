"""Building the starting game of a scenario (players, zones, cards and their state)."""

from __future__ import annotations

from collections import Counter

from kb.checks.model import CardEntry, Scenario
from kb.engine.commander import check_commanders
from kb.engine.definitions import CardDef
from kb.engine.game import Game
from kb.engine.mana import parse_mana_produced
from kb.engine.objects import Player, Zone
from kb.engine.registry import RuleSet
from kb.engine.steps import Step
from kb.engine.turn import draw_opening_hands

# A card with no abilities that can't be cast (a land that makes no mana): drawing it changes
# nothing a check looks at except hand and library sizes.
FILLER = CardDef(name="Filler", types=frozenset({"land"}))


def build_game(s: Scenario, rules: RuleSet) -> Game:
    st = s.setup
    assert st.active is not None  # the scenario loader names the first player when the file does not
    commander = st.variant == "commander"
    players = [Player(name=p.name, life=p.life if p.life is not None else (40 if commander else 20)) for p in st.players]
    names = [p.name for p in players]
    first = names[(names.index(st.active) - (st.turn - 1)) % len(names)]
    game = Game(
        players=players,
        rules=rules,
        seed=st.seed,
        variant=st.variant,
        turn=st.turn,
        active=st.active,
        step=Step(st.step),
        skip_first_draw=not st.first_turn_draw,
        first_player=first,
    )
    handles = _handles(s)
    for ps in st.players:
        for zone_name, entries in ps.zones.items():
            zone = Zone(zone_name)
            for entry in entries:
                for _ in range(entry.count):
                    _place(game, ps.name, zone, entry, handles.pop(0))
        if not ps.library_given:
            for k in range(st.library_filler):
                game.player(ps.name).library.append(
                    game.new_object(FILLER, ps.name, Zone.LIBRARY, f"{FILLER.name} {ps.name}#{k + 1}")
                )
        game.player(ps.name).commander_damage.update(ps.commander_damage)
        if ps.pool:
            game.player(ps.name).pool.add(parse_mana_produced(ps.pool))
    _attach(game, s)
    if st.opening_hands:  # the game begins: each player draws a starting hand (103.5)
        draw_opening_hands(game)
    if Step(st.step).order >= Step.UPKEEP.order:
        game.player(st.active).upkeep_starts.append(0)
    if commander:
        for p in names:
            check_commanders(game, p, [o for o in game.all_objects() if o.owner == p and o.commander])
    game.priority = st.active
    game.note(
        f"setup: turn {st.turn}, {st.step}, {st.active} active; " + "; ".join(f"{p.name} {p.life} life" for p in game.players)
    )
    return game


def _attach(game: Game, s: Scenario) -> None:
    """Auras set up enchanting a permanent (``attached_to``), once every object exists."""
    for ps in s.setup.players:
        for entry in ps.zones.get("battlefield", []):
            host_ref = entry.state.get("attached_to")
            if host_ref is None:
                continue
            host = game.find(host_ref, zones=[Zone.BATTLEFIELD])
            unattached = [
                o for o in game.battlefield if o.card is entry.card and o.attached_to is None and o.controller == ps.name
            ]
            for aura in unattached[: entry.count]:  # this entry's own Auras (two entries may name one card)
                aura.attached_to = host.oid


def _handles(s: Scenario) -> list[str]:
    """Explicit ids, else the card name; repeated names get '#2', '#3', ... in setup order."""
    seen: Counter[str] = Counter()
    out: list[str] = []
    for ps in s.setup.players:
        for entries in ps.zones.values():
            for entry in entries:
                for _ in range(entry.count):
                    if entry.handle and entry.count == 1:
                        out.append(entry.handle)
                        continue
                    base = entry.handle or entry.card.name
                    seen[base] += 1
                    out.append(base if seen[base] == 1 else f"{base}#{seen[base]}")
    return out


def _place(game: Game, player: str, zone: Zone, entry: CardEntry, handle: str) -> None:
    state = entry.state
    owner = state.get("owner", player)
    obj = game.new_object(entry.card, owner, zone, handle, controller=player)
    obj.tapped = bool(state.get("tapped", False))
    obj.face_down = bool(state.get("face_down", False))
    obj.damage = int(state.get("damage", 0))
    obj.counters.update(state.get("counters", {}))
    if zone is Zone.BATTLEFIELD and entry.card.loyalty is not None and "loyalty" not in state.get("counters", {}):
        obj.counters["loyalty"] = entry.card.loyalty  # a planeswalker set up in play has its printed loyalty
    obj.granted = list(state.get("gains", []))
    obj.commander = bool(state.get("commander", zone is Zone.COMMAND and game.variant == "commander"))
    if state.get("casts"):
        game.player(owner).commander_casts[handle] = state["casts"]
    if state.get("sick", False):
        obj.sick_free, obj.control_since = False, game.clock
    if zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD):
        game.player(owner).zone(zone).append(obj)
    else:
        game.zone_list(zone).append(obj)
