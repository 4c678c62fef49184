"""Paying mana costs (CR 601.2g–h, 605.3a): mana in the pool first, then the player's mana
abilities that cost only {T}. A player's action may name the permanents to tap ("pay_with");
otherwise the first plan that works is used (battlefield order). A payment asked for while a
spell or ability resolves (echo, a madness cast) takes the sources from the player's scripted
``{pay_with: [...]}`` answer instead: the engine never picks them (``choose_sources``)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Sequence

from kb.engine import hooks, restrictions
from kb.engine.characteristics import chars
from kb.engine.combat import summoning_sick
from kb.engine.errors import IllegalAction, UnscriptedChoice
from kb.engine.game import Option
from kb.engine.mana import COLORS, MANA_TYPES, ManaCost, ManaPool, ManaSource, Payment, plan_payment
from kb.engine.objects import GameObject, Zone
from kb.engine.tapping import tap_permanent
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.game import Game


MANA_WHILE_CASTING = "601.2g"  # mana abilities are activated as the spell is cast, before paying
MANA_WHEN_ASKED = "605.3a"  # ... and whenever a rule or effect asks for a payment, even while resolving
COLORED_SYMBOL = "107.4a"  # {W}{U}{B}{R}{G} each stand for one mana of that colour
GENERIC_SYMBOL = "107.4b"  # {1}, {2}, {X}: generic mana, paid with mana of any type
COLORLESS_SYMBOL = "107.4c"  # {C}: one colourless mana, which only colourless mana pays
TAPPED_FOR_MANA = "106.12a"  # "is tapped for mana" triggers when a mana ability with {T} in its cost resolves


def can_tap_for_cost(game: "Game", obj: GameObject) -> bool:
    """CR 302.6: a creature's {T} abilities need it controlled since the turn began (or haste)."""
    if obj.tapped:
        return False
    return not summoning_sick(game, obj)


def mana_sources(game: "Game", player: str, only: Sequence[GameObject] | None = None) -> list[ManaSource]:
    out: list[ManaSource] = []
    pool = only if only is not None else game.permanents(player)
    for obj in pool:
        if (
            obj.controller != player
            or not can_tap_for_cost(game, obj)
            or restrictions.forbidden(game, obj, "activate")
            or restrictions.forbidden(game, obj, "tap")
        ):
            continue  # a detained permanent's mana abilities can't be activated (602.5), nor {T} what can't tap
        # A permanent with several {T} mana abilities ("{T}: Add {G}", "{T}: Add {U}") is one
        # source whose player chooses which of them to activate (601.2g): each is an option.
        abilities = [
            (i, ab.mana)
            for i, ab in enumerate(chars(game, obj).card.activated)
            if ab.mana
            and ab.cost.tap
            and not (ab.cost.mana or ab.cost.sacrifice_self or ab.cost.discard or ab.cost.pay_life or ab.cost.remove_counters)
        ]
        if abilities:
            out.append(ManaSource((obj.oid, abilities[0][0]), tuple(dict.fromkeys(m for _i, m in abilities))))
    return out


def plan(game: "Game", player: str, cost: ManaCost, pay_with: Sequence[GameObject] | None = None) -> Payment | None:
    cost = _as_the_rules_read_it(game, cost)
    return plan_payment(cost, game.player(player).pool.mana, mana_sources(game, player, pay_with))


def _as_the_rules_read_it(game: "Game", cost: ManaCost) -> ManaCost:
    """The symbols as the rules in force read them. Without 107.4a a coloured symbol would ask
    only for one mana of any type, and without 107.4c so would {C}; without 107.4b a numeral
    would name an amount but not that any type pays it: only colourless mana would."""
    loose = set() if game.rules.enabled(COLORED_SYMBOL) else set(COLORS)
    if not game.rules.enabled(COLORLESS_SYMBOL):
        loose.add("C")
    generic = cost.generic + sum(n for c, n in cost.colored if c in loose)
    colored = Counter({c: n for c, n in cost.colored if c not in loose})
    if not game.rules.enabled(GENERIC_SYMBOL):
        colored["C"] += generic
        generic = 0
    if generic == cost.generic and colored == Counter(dict(cost.colored)):
        return cost
    return ManaCost(generic, tuple((c, colored[c]) for c in MANA_TYPES if colored[c] > 0), cost.x)


def pay(game: "Game", player: str, cost: ManaCost, pay_with: Sequence[GameObject] | None = None, what: str = "the cost") -> None:
    """Pay ``cost`` (X already fixed) or raise IllegalAction leaving the game unchanged.

    The chosen sources are tapped and their mana added to the pool; then the cost is taken
    from the pool, colored symbols first. Mana a source made beyond the cost stays there."""
    if cost.is_zero():
        return
    payment = plan(game, player, cost, pay_with)
    if payment is None:
        have = ", ".join(o.label() for o in (pay_with or game.permanents(player)) if not o.tapped) or "nothing"
        raise IllegalAction(
            f"{player} cannot pay {cost} for {what} (pool {game.player(player).pool}; untapped: {have})", code="cost"
        )
    pool = game.player(player).pool
    for (oid, _i), produced in payment.activations:
        obj = game.by_oid(oid)
        assert obj is not None, "the payment plan names only permanents on the battlefield"
        tap_permanent(game, obj)
        pool.add(produced)
        game.note(f"    {player} taps {obj.label()} for {''.join('{%s}' % m for m in produced)}")
        mana_ability_resolved(game, player, obj, True)
    _spend(pool, _as_the_rules_read_it(game, cost))


def _spend(pool: ManaPool, cost: ManaCost) -> None:
    for c, n in cost.colored_counts.items():
        pool.mana[c] -= n
    generic = cost.generic
    for c in ("C", "W", "U", "B", "R", "G"):
        take = min(generic, pool.mana[c])
        pool.mana[c] -= take
        generic -= take
    pool.mana += type(pool.mana)()  # drop empty entries


def choose_sources(game: "Game", player: str, cost: ManaCost, what: str, rule: str) -> list[GameObject]:
    """The permanents whose mana abilities pay ``cost`` while something resolves (601.2g for a
    spell cast then, 605.3a for a payment an effect asks for). The player's next scripted answer
    ``{pay_with: [Mountain, Island]}`` names them; without one the engine picks only when there is
    no choice (the pool pays, or every untapped source is needed). An empty list: pool only."""
    if cost.is_zero() or plan(game, player, cost, []) is not None or not game.rules.enabled(rule):
        return []
    scripted = game.take_tagged(player, "pay_with")
    if scripted is not None:
        names = scripted if isinstance(scripted, list) else [scripted]
        return [game.find(str(n), zones=[Zone.BATTLEFIELD], controller=player) for n in names]
    sources = [o for o in game.permanents(player) if mana_sources(game, player, [o])]
    every_one_needed = plan(game, player, cost, sources) is not None and all(
        plan(game, player, cost, [s for s in sources if s is not o]) is None for o in sources
    )
    if every_one_needed or plan(game, player, cost, sources) is None:
        return sources  # the only way to pay, or no way (paying then fails, naming the cost)
    raise UnscriptedChoice(
        player,
        f"which permanents' mana abilities pay {cost} for {what} (script {{pay_with: [...]}})",
        [o.label() for o in sources],
    )


def tapped_for_cost(
    game: "Game", player: str, obj: GameObject, cost: ManaCost, extra: dict[str, Any]
) -> tuple[ManaCost, list[GameObject]]:
    """The permanents the cast names to tap for part of the total cost (convoke), and the cost left."""
    tapped: list[GameObject] = []
    for payer in hooks.COST_TAPPERS:
        cost, more = payer(game, player, obj, cost, extra)
        tapped += more
    return cost, tapped


def exiled_for_cost(
    game: "Game", player: str, obj: GameObject, cost: ManaCost, extra: dict[str, Any]
) -> tuple[ManaCost, list[GameObject]]:
    """The cards the cast names to exile from a graveyard for part of the total cost (delve), and
    the cost left."""
    exiled: list[GameObject] = []
    for payer in hooks.COST_EXILERS:
        cost, more = payer(game, player, obj, cost, extra)
        exiled += more
    return cost, exiled


def exile_for_cost(game: "Game", player: str, cards: list[GameObject]) -> None:
    for card in cards:
        game.note(f"    {player} exiles {card.label()} (cost)")
        move(game, card, Zone.EXILE, cause="cost")


def apart_from(
    game: "Game", player: str, pay_with: Sequence[GameObject] | None, tap_instead: list[GameObject]
) -> Sequence[GameObject] | None:
    """Mana abilities are activated before the total cost is paid (601.2g): a permanent tapped for
    mana is already tapped when the cost is paid and can't be tapped for it again."""
    if not tap_instead:
        return pay_with
    if pay_with is None:  # the engine picks mana sources: never the permanents named to tap
        return [o for o in game.permanents(player) if all(o.oid != t.oid for t in tap_instead)]
    twice = [o for o in pay_with if any(o.oid == t.oid for t in tap_instead)]
    if twice:
        raise IllegalAction(
            f"{twice[0].label()} is tapped for mana before the total cost is paid "
            f"({MANA_WHILE_CASTING}): it can't also be tapped to pay the cost",
            rule=MANA_WHILE_CASTING,
            code="cost",
        )
    return pay_with


def tap_for_cost(game: "Game", player: str, permanents: list[GameObject]) -> None:
    for obj in permanents:
        tap_permanent(game, obj)
        game.note(f"    {player} taps {obj.label()} to pay part of the cost")


def creatures_to_tap(game: "Game", player: str, source: GameObject, power: int, names: Sequence[str]) -> list[GameObject]:
    """A cost "tap any number of other untapped creatures you control with total power N or more"
    (crew, CR 702.122a): the creatures the activation names, checked before anything is paid. A
    creature that came under its controller's control this turn may be tapped: it is no {T} cost."""
    if not power:
        if names:
            raise IllegalAction("this ability has no cost that taps other creatures", code="cost")
        return []
    chosen = [game.find(str(n), zones=[Zone.BATTLEFIELD], controller=player) for n in names]
    for i, obj in enumerate(chosen):
        if obj.oid == source.oid or obj.tapped or not chars(game, obj).is_creature() or any(o.oid == obj.oid for o in chosen[:i]):
            raise IllegalAction(f"{obj.label()} is not another untapped creature {player} controls", code="cost")
    total = sum(max(0, chars(game, o).power or 0) for o in chosen)
    if total < power:
        raise IllegalAction(f"the creatures tapped have total power {total}, not {power} or more", code="cost")
    return chosen


def mana_ability_resolved(game: "Game", player: str, obj: GameObject, with_tap: bool) -> None:
    """A permanent's mana ability resolved: if its cost has {T}, the permanent was "tapped for
    mana" (106.12), which "whenever ... is tapped for mana" abilities trigger on (106.12a); an
    ability without {T} in its cost (a storage land's) taps nothing for mana."""
    if with_tap and game.rules.enabled(TAPPED_FOR_MANA):
        game.emit("tapped_for_mana", object=obj, player=player)


def choose_mana(game: "Game", player: str, choice: tuple[Any, ...], x: int | None) -> list[str]:
    """ "Add X mana in any combination of {W} and/or {U}": the player picks each mana (``{mana: W}``)."""
    amount, symbols = choice
    n = (x or 0) if amount == "X" else int(amount)
    options = [Option("{%s}" % s, s, (s, "{%s}" % s)) for s in symbols]
    return [game.choose(player, f"mana {i + 1} of {n}", options, kind="mana") for i in range(n)]
