"""FORMAT.md's vocabulary, written from the models: the keys of a file, its set-up, players and
zone entries, every action and expectation with its fields, and the card vocabulary (effects,
trigger events, static abilities, references, filters, conditions, target kinds, keywords,
steps) with their parameters. Each block is a function of ``BLOCKS``; ``format_doc`` puts them
between the markers of FORMAT.md. A field marked ``!`` is required."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from kb.checks.action_models import ACTION_ARGS, ACTION_NOTES, ALT_COSTS, ActionBase
from kb.checks.expectation_models import EXPECT_NOTES, EXPECTATION_ARGS, ZONES
from kb.checks.model import VARIANTS
from kb.checks.scenario_models import Entry, PlayerSetup, Run, ScenarioFile, Setup
from kb.engine import effect_specs as V
from kb.engine.ability_models import Activated, Body, Target, Trigger
from kb.engine.card_models import Card
from kb.engine.format_types import Closed
from kb.engine.keyword_table import KEYWORDS
from kb.engine.steps import step_names


def code(words: Iterable[str]) -> str:
    return ", ".join(f"`{w}`" for w in words)


def model_fields(model: type[Closed]) -> list[str]:
    """A model's keys as a file writes them, ``!`` after a required one."""
    return [(f.alias or name) + ("!" if f.is_required() else "") for name, f in model.model_fields.items()]


def spec_fields(spec: Mapping[str, str]) -> list[str]:
    """The parameters of an ``effect_specs`` table entry (``!`` already marks a required one)."""
    return [k + ("!" if kind.endswith("!") else "") for k, kind in spec.items()]


def _args_model(t: Any) -> type[Closed] | None:
    model = getattr(t, "__origin__", t)
    return model if isinstance(model, type) and issubclass(model, Closed) else None


def _keys_sentence(model: type[Closed], what: str) -> str:
    fields = model_fields(model)
    required = [f.rstrip("!") for f in fields if f.endswith("!")]
    optional = [f for f in fields if not f.endswith("!")]
    said = f"{what}: {code(required)} required" if required else f"{what}: none required"
    return said + (f"; {code(optional)} optional" if optional else "") + ". Unknown fields are refused.\n"


def top_level() -> str:
    return _keys_sentence(ScenarioFile, "Top-level fields") + "A run (`runs`) has " + code(model_fields(Run)) + ".\n"


def setup_keys() -> str:
    return (
        "`setup` fields: "
        + code(model_fields(Setup))
        + "; a player's fields: "
        + code(model_fields(PlayerSetup))
        + "; variants: "
        + code(VARIANTS)
        + ".\n"
    )


def entry_keys() -> str:
    return "Zone entry fields: " + code(model_fields(Entry)) + " (or just the card's name).\n"


def card_keys() -> str:
    return (
        "\n".join(
            [
                f"- A card's fields: {code(model_fields(Card))}",
                f"- A target's fields: {code(model_fields(Target))} (or just the kind)",
                f"- An activated ability's fields: {code(model_fields(Activated))}",
                f"- A triggered ability's fields: {code(model_fields(Trigger))}",
                f"- A spell's or ability's body: {code(model_fields(Body))} (or just a list of effects)",
            ]
        )
        + "\n"
    )


def _table(head: tuple[str, str, str], rows: Iterable[tuple[str, list[str], str]]) -> str:
    lines = [f"| {head[0]} | {head[1]} | {head[2]} |", "|---|---|---|"]
    for name, fields, note in rows:
        lines.append(f"| `{name}` | {code(fields) or '—'} | {note} |")
    return "\n".join(lines) + "\n"


def actions() -> str:
    rows = []
    for kind, t in ACTION_ARGS.items():
        model = _args_model(t)
        rows.append((kind, model_fields(model) if model else [], ACTION_NOTES[kind]))
    common = code(f for f in model_fields(ActionBase))
    return _table(("action", "fields", "what it does"), rows) + f"\nBeside the action key, every action may give {common}.\n"


def expectations() -> str:
    rows = []
    for kind, t in EXPECTATION_ARGS.items():
        model = _args_model(t)
        rows.append((kind, model_fields(model) if model else [], EXPECT_NOTES[kind]))
    return _table(("expectation", "fields", "what it compares"), rows)


def _spec_table(head: str, table: Mapping[str, Mapping[str, str]]) -> str:
    lines = [f"| {head} | parameters |", "|---|---|"]
    lines += [f"| `{name}` | {code(spec_fields(spec)) or '—'} |" for name, spec in table.items()]
    return "\n".join(lines) + "\n"


def effects() -> str:
    return _spec_table("effect", V.EFFECTS)


def triggers() -> str:
    return _spec_table("trigger event (`when`)", V.TRIGGERS)


def statics() -> str:
    return _spec_table("static ability", V.STATICS)


def words() -> str:
    forms = [f"`{{{k}: ...}}`" for k in V.CONDITION_FORMS]
    return "\n".join(
        [
            f"- References: {code(V.REFS)}, or `{{all: filter}}`, `{{choose: {{{', '.join(V.CHOOSE_KEYS)}}}}}`",
            f"- Filter keys: {code(V.FILTER_KEYS)}",
            f"- Conditions: {code(V.CONDITIONS)}, or {', '.join(forms)}",
            f"- Durations (`until`): {code(V.DURATIONS)}",
            f"- Target kinds: {code(V.TARGET_KINDS)}; a target's fields: {code(V.TARGET_KEYS)}",
            f"- Copy exceptions (`except`): {code(V.COPY_EXCEPTIONS)}",
            f"- Card types: {code(V.CARD_TYPES)}; supertypes: {code(V.SUPERTYPES)}; colours: {code(V.COLOR_WORDS)}",
            f"- Zones: {code(ZONES)}",
            f"- Ways to cast (`alt`): {code(ALT_COSTS)}",
            f"- Keywords: {code(KEYWORDS)}",
            f"- Steps: {code(step_names())}",
        ]
    )


BLOCKS: dict[str, Callable[[], str]] = {
    "top-level": top_level,
    "card-keys": card_keys,
    "setup-keys": setup_keys,
    "entry-keys": entry_keys,
    "actions": actions,
    "expectations": expectations,
    "effects": effects,
    "triggers": triggers,
    "statics": statics,
    "words": words,
}
