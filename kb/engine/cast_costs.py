"""The parts of a spell's cost that are not mana (CR 601.2b, 601.2h): cards to discard, other
cards to exile from the graveyard, permanents to exile or sacrifice. A way of casting
(``hooks.CastOption.extra_costs``) lists them; the player chooses the cards as the spell is
announced — scripted ``{card: ...}`` answers, in the order the parts are listed — and gives
them up as the total cost is paid, after the mana abilities were activated (601.2g), so a
creature about to be sacrificed can still tap for mana.

Core rules: this module knows no keyword; escape, jump-start, retrace and emerge only describe
their parts."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Sequence

from kb.engine.characteristics import chars, mana_value, matches_filter
from kb.engine.errors import IllegalAction
from kb.engine.game import Option
from kb.engine.hooks import CostPart
from kb.engine.mana import ManaCost
from kb.engine.objects import GameObject, Zone
from kb.engine.tapping import tap_permanent
from kb.engine.zones import discard, move

if TYPE_CHECKING:
    from kb.engine.game import Game

ANY_ORDER = "601.2h"  # the parts of the total cost are paid in any order
ADDITIONAL = "118.8"  # a spell's own additional costs are paid with its mana or alternative cost
PAY_LIFE = "119.4"  # life can be paid only by a player whose life total is at least the amount
_WHAT = {
    "discard": "a card to discard",
    "exile_from_graveyard": "another card to exile from the graveyard",
    "exile_permanent": "a permanent to exile",
    "sacrifice": "a permanent to sacrifice",
    "tap": "an untapped permanent to tap",
    "pay_life": "life to pay",
}


@dataclass
class ChosenPart:
    part: CostPart
    objects: list[GameObject]


def _candidates(game: "Game", player: str, spell: GameObject, part: CostPart) -> list[GameObject]:
    if part.kind == "discard":
        pool = list(game.player(player).hand)
    elif part.kind == "exile_from_graveyard":
        pool = list(game.player(player).graveyard)
    else:
        pool = list(game.permanents(player))
    pool = [o for o in pool if o.oid != spell.oid and o.handle != spell.handle]  # "other" cards: not the spell
    if part.types:  # a card type ("creature") or a subtype ("Mountain": sacrifice a Mountain)
        pool = [o for o in pool if set(part.types) & (chars(game, o).types | set(chars(game, o).subtypes))]
    if part.kind == "tap":  # "tap N untapped [filter] you control"
        pool = [o for o in pool if not o.tapped and matches_filter(game, o, part.filter, controller=player, source=spell)]
    return pool


def spell_additional_parts(game: "Game", player: str, spell: GameObject) -> tuple[list[tuple[CostPart, str]], ManaCost | None]:
    """The spell's own mandatory additional costs ("as an additional cost to cast this spell,
    discard a card"): (part, rule) each, and mana to add to the total cost; nothing while rule
    118.8 is disabled. "Discard a card or pay {5}" is the player's choice as the spell is
    announced (601.2b): a scripted ``{option: discard}`` or ``{option: pay}``."""
    if not game.rules.enabled(ADDITIONAL):
        return [], None
    out: list[tuple[CostPart, str]] = []
    mana: ManaCost | None = None
    for st in chars(game, spell).card.statics:
        if st.op != "additional_cost":
            continue
        if st.arg("or_pay"):
            alt = ManaCost.parse(st.arg("or_pay"))
            options = [Option("discard", "discard", ("1",)), Option(f"pay {alt}", "pay", ("pay", "2"))]
            if game.choose(player, f"the additional cost of {spell.label()}", options, kind="option") == "pay":
                mana = alt if mana is None else mana.plus(alt)
                continue
        if st.arg("discard"):
            out.append((CostPart("discard", int(st.arg("discard"))), ADDITIONAL))
        if st.arg("sacrifice"):
            out.append((CostPart("sacrifice", 1, tuple(st.arg("sacrifice"))), ADDITIONAL))
        if st.arg("tap"):
            out.append((CostPart("tap", int(st.arg("tap")), filter=st.arg("tap_filter")), ADDITIONAL))
    return out, mana


def choose_parts(
    game: "Game", player: str, spell: GameObject, parts: Sequence[tuple[CostPart, str]], way: str, x: int = 0
) -> list[ChosenPart]:
    """CR 601.2b: the objects that will pay each part (with the rule that asks for it). Refuses
    (naming that rule) when there are too few; with exactly as many as needed nothing is asked.
    Cards discarded or sacrificed for an earlier part will be in the graveyard when a later part
    exiles graveyard cards, so they may pay it too (CR 601.2h: costs are paid in any order)."""
    out: list[ChosenPart] = []
    taken: set[int] = set()
    for part, rule in parts:
        # "discard X cards": the X announced for the spell (601.2b)
        count = x if part.count == "X" else int(part.count)
        part = replace(part, count=count)
        if not count:
            continue
        if part.kind == "pay_life":  # no objects to choose; only the life total decides (119.4)
            life = game.player(player).life
            if life < count and game.rules.enabled(PAY_LIFE):
                raise IllegalAction(
                    f"{player} can't pay {count} life for the {way} cost of {spell.label()}: their life total is {life}",
                    rule=PAY_LIFE,
                    code="cost",
                )
            out.append(ChosenPart(part, []))
            continue
        pool = [o for o in _candidates(game, player, spell, part) if o.oid not in taken]
        if part.kind == "exile_from_graveyard" and game.rules.enabled(ANY_ORDER):
            pool += [
                o for c in out if c.part.kind in ("discard", "sacrifice") for o in c.objects if o.owner == player and not o.token
            ]
        if len(pool) < count:
            kinds = "/".join(part.types) or ("permanent" if part.kind == "tap" else "card")
            raise IllegalAction(
                f"{player} can't pay the {way} cost of {spell.label()}: it needs "
                f"{count} {kinds}(s) to {part.kind.replace('_', ' ')}, {len(pool)} available",
                rule=rule,
                code="cost",
            )
        picked: list[GameObject] = []
        if len(pool) == count:
            picked = pool
        else:
            for _ in range(count):
                options = [Option(o.label(), o, (o.handle, o.card.name)) for o in pool if o not in picked]
                what = "additional" if rule == ADDITIONAL else way
                picked.append(game.choose(player, f"{_WHAT[part.kind]} ({what} cost of {spell.label()})", options, kind="card"))
        taken |= {o.oid for o in picked}
        out.append(ChosenPart(part, picked))
    return out


def reduction(game: "Game", chosen: Sequence[ChosenPart]) -> int:
    """Generic mana the chosen objects take off the total cost (emerge: the sacrificed
    creature's mana value, read while it is still on the battlefield)."""
    return sum(mana_value(game, o) for c in chosen if c.part.reduces_by_mana_value for o in c.objects)


def reduce(cost: ManaCost, amount: int) -> ManaCost:
    """Only the generic part is reduced; coloured mana stays to be paid."""
    return cost.with_generic(-amount) if amount else cost


def pay_parts(game: "Game", player: str, chosen: Sequence[ChosenPart], sacrificed: list[Any] | None = None) -> None:
    """CR 601.2h: give up the chosen objects (each looked up again: it is still where it was).
    ``sacrificed`` collects each sacrificed permanent's power and toughness as it last existed on
    the battlefield (emerge's "the sacrificed creature's toughness")."""
    for c in chosen:
        if c.part.kind == "pay_life":  # paying life is losing it (119.4, 119.3)
            game.note(f"    {player} pays {c.part.count} life (cost)")
            game.player(player).lose_life(int(c.part.count))
        for obj in c.objects:
            cur = game.by_oid(obj.oid) or _in_graveyard(game, obj) or obj
            if c.part.kind == "discard":
                discard(game, cur, cause="cost")
            elif c.part.kind == "tap":
                game.note(f"    {player} taps {cur.label()} (cost)")
                tap_permanent(game, cur)
            elif c.part.kind == "sacrifice":
                game.note(f"    {player} sacrifices {cur.label()} (cost)")
                if sacrificed is not None:
                    last = chars(game, cur)
                    sacrificed.append((cur.handle, last.power, last.toughness))
                move(game, cur, Zone.GRAVEYARD, cause="sacrifice")
            else:
                move(game, cur, Zone.EXILE, cause="cost")


def _in_graveyard(game: "Game", obj: GameObject) -> GameObject | None:
    """A card given up for an earlier part (discarded, sacrificed) is now a new object in its
    owner's graveyard."""
    return next((o for o in game.player(obj.owner).graveyard if o.handle == obj.handle), None)
