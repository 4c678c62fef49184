"""Effects on a player's cards and life: draw, discard (CR 701.9), mill, gain and lose life,
exchange life totals (701.12c).
Part of the effect table of ``kb.engine.effects``."""

from __future__ import annotations

from kb.engine import hooks, life_gain, refs
from kb.engine.characteristics import matches_filter
from kb.engine.definitions import EffectDef
from kb.engine.game import Option
from kb.engine.objects import Zone
from kb.engine.refs import Ctx
from kb.engine.zones import discard, draw, move

DISCARD = "701.9a"  # a discarded card moves from its owner's hand to that player's graveyard
# an effect may make a discard random (701.9b); without that rule every discard is the default
# one, chosen by the discarding player
RANDOM_DISCARD = "701.9b"
EXCHANGE_LIFE = "701.12c"  # exchanging life totals is gaining or losing the difference


def draw_cards(ctx: Ctx, eff: EffectDef) -> None:
    """The cards drawn are the reference ``drawn`` of later effects of the same ability ("draw a
    card and reveal it. If it isn't a land card, discard it"); a draw replaced by another effect
    draws none of them (614.11b), even if the replacement draws a card."""
    drawn = ctx.chosen.setdefault("drawn", [])
    for who in refs.players(ctx, eff.arg("who", "you")):
        drawn.extend(o.oid for o in draw(ctx.game, who, refs.amount(ctx, eff.arg("amount", 1))))


def discard_cards(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.9a: a discarded card moves from its owner's hand to that player's graveyard; the
    discarding player chooses which (701.9b), unless the effect says "at random". "Discard any
    number of cards" (`any_number`) lets the player name cards one by one, `{card: none}` to stop;
    "discards all the cards in their hand" (`all`) asks nothing;
    the amount `discarded` ("then draw that many") counts what this ability discarded."""
    game = ctx.game
    if not game.rules.enabled(DISCARD):
        return
    if eff.arg("what") is not None:  # "discard it": named cards, if still in their owner's hand
        _discard_named(ctx, eff)
        return
    any_number = bool(eff.arg("any_number"))
    for who in refs.players(ctx, eff.arg("who", "you")):
        if eff.arg("all"):  # "discards all the cards in their hand": nothing to choose
            for card in list(game.player(who).hand):
                discard(game, card)
                ctx.chosen["discarded"] = ctx.chosen.get("discarded", 0) + 1
            continue
        count = len(game.player(who).hand) if any_number else refs.amount(ctx, eff.arg("amount", 1))
        for _ in range(count):
            hand = game.player(who).hand
            if not hand:
                break
            if eff.arg("random") and game.rules.enabled(RANDOM_DISCARD):  # the seeded generator picks
                card = game.rng.choice(hand)
                game.note(f"    {who} discards at random")
            else:
                options = [Option(o.label(), o, (o.handle, o.card.name)) for o in hand]
                if any_number:
                    options.append(Option("none", None, ("nothing",)))
                card = game.choose(who, "a card to discard", options, kind="card", may=any_number)
                if card is None:
                    break
            discard(game, card)
            ctx.chosen["discarded"] = ctx.chosen.get("discarded", 0) + 1


def _discard_named(ctx: Ctx, eff: EffectDef) -> None:
    """``discard {what, filter}``: the cards ``what`` names that are in a hand and match the
    filter ("if it isn't a land card, discard it": ``filter: {not_types: [land]}``)."""
    for card in refs.objects(ctx, eff.arg("what")):
        if card.zone is Zone.HAND and matches_filter(ctx.game, card, eff.arg("filter"), controller=ctx.controller):
            discard(ctx.game, card)
            ctx.chosen["discarded"] = ctx.chosen.get("discarded", 0) + 1


def mill(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        for _ in range(refs.amount(ctx, eff.arg("amount", 1))):
            lib = ctx.game.player(who).library
            if lib:
                move(ctx.game, lib[0], Zone.GRAVEYARD, cause="mill")


def gain_life(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        life_gain.gain_life(ctx.game, who, refs.amount(ctx, eff.arg("amount")), ctx.source)
        ctx.game.note(f"    {who} gains life (now {ctx.game.player(who).life})")


def lose_life(ctx: Ctx, eff: EffectDef) -> None:
    for who in refs.players(ctx, eff.arg("who", "you")):
        p = ctx.game.player(who)
        ctx.chosen["that_player"] = who  # "each player loses half their life": their own total
        p.lose_life(refs.amount(ctx, eff.arg("amount")))
        ctx.game.note(f"    {who} loses life (now {p.life})")


def exchange_life(ctx: Ctx, eff: EffectDef) -> None:
    """CR 701.12c: each player gains or loses the life needed to reach the other's previous
    total — a real gain or loss (it counts as life lost this turn), never a total set directly.
    Without the rule there is no way to exchange life totals: nothing happens."""
    game = ctx.game
    if not game.rules.enabled(EXCHANGE_LIFE):
        return
    first = refs.players(ctx, eff.arg("who", "you"))
    second = refs.players(ctx, eff.arg("with"))
    if len(first) != 1 or len(second) != 1 or first[0] == second[0]:
        return  # an exchange needs exactly two different players (e.g. the target is gone)
    players = [game.player(first[0]), game.player(second[0])]
    before = [p.life for p in players]
    for p, own, other in zip(players, before, reversed(before)):
        if other > own:
            p.life += other - own
            game.note(f"    {p.name} gains {other - own} life (now {p.life})")
        elif other < own:
            p.lose_life(own - other)
            game.note(f"    {p.name} loses {own - other} life (now {p.life})")


hooks.register_amount("discarded", lambda ctx: int(ctx.chosen.get("discarded", 0)))  # "then draw that many"
