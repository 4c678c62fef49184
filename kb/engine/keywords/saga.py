"""Sagas (CR 714) and read ahead (702.155).

A chapter ability (714.2b, a card's ``triggered`` with ``when: {chapter: {number: N}}``) triggers
when lore counters are put on its Saga and their number goes from less than N to N or more.
Lore counters come as the Saga enters — one (714.3a), or with read ahead the number its
controller chooses, from one to the final chapter number (702.155b) — and as its controller's
precombat main phase begins (714.3b, a turn-based action: no stack). Read ahead also keeps a
chapter ability from triggering the turn the Saga entered unless the Saga has exactly N lore
counters (702.155a). Several instances of read ahead are one (702.155c).
A Saga whose lore counters reached its final chapter number is sacrificed once none of its
chapter abilities is waiting to go on the stack or on it (714.4, a state-based action)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import sba
from kb.engine.characteristics import chars
from kb.engine.game import Option
from kb.engine.hooks import KeywordBehaviour, register_event_listener, register_keyword, register_trigger_matcher
from kb.engine.objects import GameObject, Zone
from kb.engine.steps import Step
from kb.engine.zones import move

if TYPE_CHECKING:
    from kb.engine.definitions import TriggerDef
    from kb.engine.game import Event, Game
    from kb.engine.keyword_table import KeywordInstance

CHAPTER, ENTERS_WITH_LORE, EACH_MAIN_PHASE, FINISHED = "714.2b", "714.3a", "714.3b", "714.4"
READ_AHEAD, CHOOSE_CHAPTER, REDUNDANT = "702.155a", "702.155b", "702.155c"
LORE = "lore"
LORE_ADDED = "lore_counters_added"  # event: lore counters were put on a Saga (object, before, after)


def chapter_numbers(game: Game, obj: GameObject) -> list[int]:
    return [t.param("number") for t in chars(game, obj).card.triggered if t.event == "chapter"]


def _is_saga(game: Game, obj: GameObject) -> bool:
    return any(s.casefold() == "saga" for s in chars(game, obj).subtypes) and bool(chapter_numbers(game, obj))


class ReadAhead(KeywordBehaviour):
    name, rule = "read ahead", READ_AHEAD

    def entering_counters(self, game: Game, obj: GameObject, inst: KeywordInstance) -> dict[str, int]:
        if not game.rules.enabled(CHOOSE_CHAPTER) or not _is_saga(game, obj):
            return {}
        instances = chars(game, obj).instances("read ahead")
        if game.rules.enabled(REDUNDANT) and inst is not instances[0]:
            return {}  # one choice and one set of counters, however many instances it has
        final = max(chapter_numbers(game, obj))
        options = [Option(str(n), n) for n in range(1, final + 1)]
        n = game.choose(obj.controller, f"read ahead: the chapter {obj.label()} starts at", options, kind="chapter")
        game.note(f"    {obj.controller} chooses chapter {n} for {obj.label()} (read ahead)")
        return {LORE: n}


def _reads_ahead(game: Game, obj: GameObject) -> bool:
    return chars(game, obj).has("read ahead") and game.rules.enabled(CHOOSE_CHAPTER)


def _put_lore(game: Game, obj: GameObject, n: int, before: int) -> None:
    obj.counters[LORE] += n
    game.note(f"    {n} lore counter(s) on {obj.label()} (now {obj.counters[LORE]})")
    game.emit(LORE_ADDED, object=obj, before=before, after=obj.counters[LORE])


def _on_event(game: Game, event: Event) -> None:
    d = event.data
    if event.kind == "zone_change" and d["dest"] is Zone.BATTLEFIELD:
        obj = d["object"]
        if obj.zone is not Zone.BATTLEFIELD or not _is_saga(game, obj):
            return
        if not _reads_ahead(game, obj) and game.rules.enabled(ENTERS_WITH_LORE):
            _put_lore(game, obj, 1, obj.counters[LORE])  # as it enters (714.3a)
        elif obj.counters[LORE]:  # it entered with them: they were put on it as it entered
            game.emit(LORE_ADDED, object=obj, before=0, after=obj.counters[LORE])
    elif event.kind == "step_begin" and d["step"] is Step.PRECOMBAT_MAIN and game.rules.enabled(EACH_MAIN_PHASE):
        for obj in [o for o in game.battlefield if o.controller == game.active and _is_saga(game, o)]:
            _put_lore(game, obj, 1, obj.counters[LORE])


def _chapter_triggers(game: Game, trig: TriggerDef, obj: GameObject, event: Event) -> bool:
    d = event.data
    if event.kind != LORE_ADDED or d["object"].oid != obj.oid or not game.rules.enabled(CHAPTER):
        return False
    n = trig.param("number")
    if not d["before"] < n <= d["after"]:
        return False
    entered_this_turn = game.entered_turn.get(obj.oid) == game.turn
    if entered_this_turn and chars(game, obj).has("read ahead") and game.rules.enabled(READ_AHEAD):
        return bool(d["after"] == n)  # read ahead: skipped chapters don't trigger
    return True


def _chapter_waiting(game: Game, obj: GameObject) -> bool:
    """Is a chapter ability of ``obj`` triggered and not yet gone from the stack?"""
    pending = any(p.source.oid == obj.oid and p.trig.event == "chapter" for p in game.pending)
    on_stack = any(
        i.source.oid == obj.oid and getattr(i.data.get("trigger"), "event", None) == "chapter"
        for i in game.stack
        if i.kind == "triggered"
    )
    return pending or on_stack


def finished_sagas(game: Game) -> list[Any]:
    """714.4: each Saga with lore counters at or past its final chapter and no chapter ability
    waiting is sacrificed by its controller."""
    out: list[Any] = []
    for obj in list(game.battlefield):
        if _is_saga(game, obj) and obj.counters[LORE] >= max(chapter_numbers(game, obj)) and not _chapter_waiting(game, obj):

            def act(o: GameObject = obj) -> None:
                if any(b.oid == o.oid for b in game.battlefield):
                    game.note(f"    {o.controller} sacrifices {o.label()}: its story is told ({FINISHED})")
                    move(game, o, Zone.GRAVEYARD, cause="sacrifice")

            out.append(act)
    return out


sba.SBAS[FINISHED] = finished_sagas  # a state-based action the Saga rules add
register_trigger_matcher("chapter", _chapter_triggers)
register_event_listener(_on_event)
register_keyword(ReadAhead())
