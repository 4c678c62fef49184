"""Objects chosen as a spell or ability resolves, and the ones it then treats as "other":
"choose up to three Doctors. You may exile all other creatures" (The Day of the Doctor).

The effect ``choose_objects {filter, count, optional, who}`` lets a player pick permanents on the
battlefield as the ability resolves (608.2d: a choice the effect offers is made then); they are
remembered for the rest of that resolution only. The filter key ``chosen_object`` matches them
(``true``) or everything else (``false``: "all other creatures"). Choosing none is allowed when
the effect says "up to": then nothing is excluded, and "all other creatures" are all of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kb.engine import hooks, refs
from kb.engine.characteristics import matches_filter
from kb.engine.definitions import EffectDef
from kb.engine.game import Option
from kb.engine.refs import Ctx

if TYPE_CHECKING:
    from kb.engine.game import Game
    from kb.engine.objects import GameObject

KEY = "chosen_objects"


def choose_objects(ctx: Ctx, eff: EffectDef) -> None:
    game = ctx.game
    who = (refs.players(ctx, eff.arg("who", "you")) or [ctx.controller])[0]
    pool = [o for o in game.battlefield if matches_filter(game, o, eff.arg("filter"), controller=who, source=ctx.source)]
    picked: list[GameObject] = []
    for _ in range(int(eff.arg("count", 1))):
        options = [Option(o.label(), o, (o.handle, o.card.name)) for o in pool if o not in picked]
        if eff.arg("optional"):
            options.append(Option("none", None, ("nothing",)))
        if not options:
            break
        choice = game.choose(who, "an object to choose", options, kind="card", may=bool(eff.arg("optional")))
        if choice is None:
            break
        picked.append(choice)
    if ctx.item is not None:
        ctx.item.data[KEY] = [o.oid for o in picked]
    game.note(f"    {who} chooses {', '.join(o.label() for o in picked) or 'nothing'}")


def _is_chosen(game: "Game", obj: "GameObject", wanted: Any) -> bool:
    chosen = game.resolving.data.get(KEY, ()) if game.resolving is not None else ()
    return (obj.oid in chosen) == bool(wanted)


hooks.register_effect("choose_objects", choose_objects)
hooks.register_filter_test("chosen_object", _is_chosen)
