"""data/checks/FORMAT.md and data/checks/scenario.schema.json say exactly what the scenario models
accept: the generated parts are not stale, each vocabulary table of FORMAT.md lists the models'
words and fields — no more, no fewer — and every bundled check is valid under the JSON Schema
an editor uses, while a malformed file is not."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from kb.checks import format_doc
from kb.checks.action_models import ACTIONS, ALT_COSTS, COMMON_KEYS
from kb.checks.expectation_models import EXPECTS, ZONES
from kb.checks.model import FORMAT
from kb.engine import effect_specs as V
from kb.engine.keyword_table import KEYWORDS
from kb.engine.steps import step_names

pytestmark = pytest.mark.unit

CHECKS = Path(__file__).resolve().parents[3] / "data" / "checks"
DOC = (CHECKS / "FORMAT.md").read_text(encoding="utf-8")
SCHEMA = json.loads((CHECKS / "scenario.schema.json").read_text(encoding="utf-8"))


def _block(name: str) -> str:
    m = re.search(rf"<!-- generated: {name} -->\n(.*?)<!-- end: {name} -->", DOC, re.S)
    assert m, f"FORMAT.md has no generated block {name!r}"
    return m.group(1)


def _rows(name: str) -> dict[str, list[str]]:
    """A generated table as {first column: the words of the second}, `!` (required) dropped."""
    out = {}
    for line in _block(name).splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) >= 2 and cells[0].startswith("`"):
            out[cells[0].strip("`")] = [w.rstrip("!") for w in re.findall(r"`([^`]+)`", cells[1])]
    return out


def _listed(label: str) -> list[str]:
    line = next(x for x in _block("words").splitlines() if x.startswith(f"- {label}:"))
    return re.findall(r"`([^`{]+)`", line.split(":", 1)[1].split(";")[0].split(", or")[0])


def test_generated_files_are_not_stale():
    assert format_doc.stale_files() == [], "run: python -m kb.checks.format_doc --write"


def test_format_doc_generated_blocks_are_all_known():
    assert set(format_doc.generated_block_names(DOC)) == set(format_doc.BLOCKS)


@pytest.mark.parametrize(
    "block,vocabulary",
    [
        ("actions", ACTIONS),
        ("expectations", EXPECTS),
        ("effects", V.EFFECTS),
        ("triggers", V.TRIGGERS),
        ("statics", V.STATICS),
    ],
)
def test_format_doc_table_lists_exactly_the_models_words_and_fields(block, vocabulary):
    rows = _rows(block)
    assert list(rows) == list(vocabulary)
    for word, fields in vocabulary.items():
        assert rows[word] == list(fields), f"FORMAT.md's {block} table: {word}"


@pytest.mark.parametrize(
    "label,words",
    [
        ("References", V.REFS),
        ("Filter keys", tuple(V.FILTER_KEYS)),
        ("Conditions", V.CONDITIONS),
        ("Durations (`until`)", V.DURATIONS),
        ("Target kinds", V.TARGET_KINDS),
        ("Zones", ZONES),
        ("Ways to cast (`alt`)", ALT_COSTS),
        ("Keywords", tuple(KEYWORDS)),
        ("Steps", tuple(step_names())),
    ],
)
def test_format_doc_lists_exactly_each_closed_vocabulary(label, words):
    assert _listed(label) == list(words)


def test_format_doc_lists_exactly_the_card_models_fields():
    from kb.engine.ability_models import Activated, Trigger
    from kb.engine.card_models import Card

    lines = {x.split(":", 1)[0]: re.findall(r"`([^`]+)`", x) for x in _block("card-keys").splitlines()}
    assert lines["- A card's fields"] == list(Card.keys())
    assert [w.rstrip("!") for w in lines["- A triggered ability's fields"]] == list(Trigger.keys())
    assert lines["- An activated ability's fields"] == list(Activated.keys())


def test_format_doc_names_the_common_action_keys_and_the_format_version():
    assert f"every action may give {', '.join(f'`{k}`' for k in COMMON_KEYS)}." in _block("actions")
    assert DOC.startswith(f"# Scenario format `{FORMAT}`\n")
    assert FORMAT in SCHEMA["title"] and SCHEMA["properties"]["format"]["const"] == FORMAT


VALIDATOR = Draft202012Validator(SCHEMA)
FILES = sorted(CHECKS.rglob("*.yaml"))


def test_json_schema_accepts_every_bundled_check():
    assert len(FILES) > 300
    bad = {}
    for path in FILES:
        errors = list(VALIDATOR.iter_errors(yaml.safe_load(path.read_text(encoding="utf-8"))))
        if errors:
            bad[path.name] = errors[0].message
    assert bad == {}


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(colour="blue"),
        lambda d: d["actions"].append({"teleport": {"player": "A"}}),
        lambda d: d["actions"].append({"cast": {"player": "A", "card": "Shock", "alt": "evoke"}}),
        lambda d: d["expect"].append({"zone": {"card": "Shock", "is": "sideboard"}}),
        lambda d: d["setup"].update(variant="planechase"),
        lambda d: d.update(format="judgedesk-scenario/9"),
        lambda d: d["cards"][0].update(types=["wizardry"]),
        lambda d: d["cards"][0].update(triggered=[{"when": "teatime", "effects": ["draw"]}]),
        lambda d: d["cards"][0].update(static=[{"grant": {"to": {"colour": "red"}}}]),
    ],
    ids=[
        "unknown-top-key",
        "unknown-action",
        "unknown-alt",
        "unknown-zone",
        "unknown-variant",
        "other-version",
        "unknown-card-type",
        "unknown-trigger-event",
        "unknown-filter-key",
    ],
)
def test_json_schema_refuses_a_malformed_file(change):
    data = yaml.safe_load((CHECKS / "flashback" / "two-flashback-costs.yaml").read_text(encoding="utf-8"))
    data.setdefault("expect", [])
    assert VALIDATOR.is_valid(data)
    change(data)
    assert not VALIDATOR.is_valid(data)
