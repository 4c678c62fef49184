"""What is generated from the scenario models, and checked for staleness by the tests:
``data/checks/scenario.schema.json`` (a JSON Schema for editors) and the vocabulary parts of
``data/checks/FORMAT.md`` (between ``<!-- generated: NAME -->`` and ``<!-- end: NAME -->``;
the prose around them is written by hand).

    python -m kb.checks.format_doc --write    # regenerate both files
    python -m kb.checks.format_doc --check    # exit 1 when either is stale
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from kb.checks.action_models import ACTION_ARGS, ACTION_MODELS, COMMON_KEYS
from kb.checks.format_vocabulary import BLOCKS
from kb.checks.model import FORMAT
from kb.checks.scenario_models import SCHEMA_ID, ScenarioFile

CHECKS_DIR = Path(__file__).resolve().parents[2] / "data" / "checks"
SCHEMA_FILE = CHECKS_DIR / "scenario.schema.json"
FORMAT_FILE = CHECKS_DIR / "FORMAT.md"
_BLOCK = re.compile(r"(<!-- generated: (?P<name>[a-z-]+) -->\n)(?P<body>.*?)(<!-- end: (?P=name) -->)", re.S)


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a scenario file (draft 2020-12), read off ``ScenarioFile``."""
    schema = ScenarioFile.model_json_schema()
    _common_keys_inside_actions(schema["$defs"])
    head = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": f"judgedesk scenario file ({FORMAT})",
    }
    return head | {k: v for k, v in schema.items() if k != "title"}


def _common_keys_inside_actions(defs: dict[str, Any]) -> None:
    """``cast: {player: A, card: X, at: {...}}``: an action's own mapping may hold the keys every
    action has beside it (``action_models._hoist_common_keys``), so its schema lists them too."""
    common = {k: v for k, v in defs[ACTION_MODELS["cast"].__name__]["properties"].items() if k in COMMON_KEYS}
    for t in ACTION_ARGS.values():
        model = getattr(t, "__origin__", t)
        if isinstance(model, type) and model.__name__ in defs:
            props = defs[model.__name__].setdefault("properties", {})
            for key, shape in common.items():
                props.setdefault(key, shape)


def render_schema() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"


def render_format_doc(text: str) -> str:
    """FORMAT.md with every generated block written anew; an unknown block name is an error."""

    def fill(m: re.Match[str]) -> str:
        name = m.group("name")
        if name not in BLOCKS:
            raise KeyError(f"FORMAT.md names a generated block {name!r} that kb.checks.format_vocabulary does not make")
        return m.group(1) + BLOCKS[name]().rstrip("\n") + "\n" + m.group(4)

    return _BLOCK.sub(fill, text)


def generated_block_names(text: str) -> list[str]:
    return [m.group("name") for m in _BLOCK.finditer(text)]


def stale_files() -> list[Path]:
    """The generated files whose content differs from what the models give now."""
    out = []
    if not SCHEMA_FILE.exists() or SCHEMA_FILE.read_text(encoding="utf-8") != render_schema():
        out.append(SCHEMA_FILE)
    doc = FORMAT_FILE.read_text(encoding="utf-8")
    if render_format_doc(doc) != doc:
        out.append(FORMAT_FILE)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb.checks.format_doc", description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="regenerate the JSON Schema and FORMAT.md's vocabulary")
    mode.add_argument("--check", action="store_true", help="exit 1 when a generated file is stale")
    args = parser.parse_args(argv)
    if args.write:
        SCHEMA_FILE.write_text(render_schema(), encoding="utf-8")
        FORMAT_FILE.write_text(render_format_doc(FORMAT_FILE.read_text(encoding="utf-8")), encoding="utf-8")
        return 0
    stale = stale_files()
    for path in stale:
        print(f"{path} is stale: run python -m kb.checks.format_doc --write", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
